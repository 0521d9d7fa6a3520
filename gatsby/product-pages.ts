/**
 * Product pages: one per product at `/<category>/<provider>/<product>/`, with the key facts
 * worked out here (product-facts.ts), and one per buy now pay later service, which is its own
 * provider.
 */
import { findPackage } from '../src/domain/home-loans/ongoing-fees';
import type { HomeLoanPackageFee } from '../src/features/calculators/loan-calculator-props';
import { categories, paths } from '../src/config/paths';
import type {
  RawBnplProvider,
  RawCreditCard,
  RawDataFiles,
  RawHomeLoan,
  RawPersonalLoan,
  RawRewardProgram,
  RawSavingsAccount,
  RawTermDeposit,
  RawTransactionAccount,
} from '../src/domain/data/raw-types';
import { formatFee } from '../src/domain/format';
import { DataError } from '../src/domain/normalise/data-error';
import type { NormalisedData } from '../src/domain/normalise/types';
import { featureWords } from '../src/domain/cdr/product-words';
import type { ProductPageContext } from '../src/features/catalogue/view-models';
import type { RowIdentity } from '../src/features/compare/table-config';
import type { SearchDoc } from '../src/features/search/search-docs';
import {
  assertSlug,
  providerLink,
  type BaseProduct,
  type ProductCode,
  type ProviderShelf,
} from './catalogue';
import {
  bnplFacts,
  creditCardFacts,
  homeLoanFacts,
  personalLoanFacts,
  savingsFacts,
  termDepositFacts,
  transactionFacts,
  type CleanCardFigures,
} from './product-facts';
import type { ChangeEntry } from '../src/domain/changes/change-entry';
import { productChanges } from './product-changes';
import { todaysComparisonRates } from './todays-comparison-rates';
import type { OwnedPage, TemplateName } from './site-model-types';

const productTemplates: Record<ProductCode, TemplateName> = {
  cc: 'card',
  hl: 'home-loan',
  pl: 'personal-loan',
  cl: 'personal-loan',
  td: 'term-deposit',
  sv: 'savings-account',
  tx: 'transaction-account',
};

export interface ProductPageSources {
  data: RawDataFiles;
  normalised: NormalisedData;
  programs: Map<number, RawRewardProgram>;
  asOf: string;
  /** Each product's entries of `data/changes.json`, oldest first. */
  changes: ReadonlyMap<string, readonly ChangeEntry[]>;
}

/** The bank's own date and our fetch date of a product row (the snapshot date for rows that give none). */
function productDates(product: BaseProduct, asOf: string): { bankUpdated: string; fetched: string } {
  const row = product as BaseProduct & { lastUpdated?: string; fetchedOn?: string };
  return { bankUpdated: row.lastUpdated ?? asOf, fetched: row.fetchedOn ?? asOf };
}

/** The changes part of a product page's context, left out when the product has none. */
function changesPart(
  code: ProductCode,
  product: BaseProduct,
  entries: readonly ChangeEntry[] | undefined,
  until: string,
) {
  if (!entries || entries.length === 0) return {};
  const changes = productChanges({
    code,
    entries,
    until,
    ...(code === 'hl'
      ? { comparisons: todaysComparisonRates((product as unknown as RawHomeLoan).rates) }
      : {}),
  });
  return changes ? { changes } : {};
}

/** Makes the pages of one provider's products in one category, each listing its siblings. */
export function productPageMaker({ data, normalised, programs, asOf, changes }: ProductPageSources) {
  const cleanCards = new Map(normalised.creditCards.cards.map((card) => [card.id, card]));
  const cardFigures = (card: RawCreditCard): CleanCardFigures => {
    const clean = cleanCards.get(card.id);
    if (!clean) throw new DataError('credit-cards', card.id, 'was not normalised');
    return {
      annualFee: clean.annualFeeCents / 100,
      purchaseRate: clean.purchaseRate,
      bonusPoints: clean.bonusPoints,
      bonusPointsValue: clean.bonusPointsValueCents === null ? null : clean.bonusPointsValueCents / 100,
    };
  };

  /** The package a loan is sold in, with its fee, for the product page's calculator. */
  function packageOf(loan: RawHomeLoan): HomeLoanPackageFee | null {
    const pkg = findPackage(loan, normalised.homeLoanProviders.providers);
    return pkg
      ? { name: pkg.nameLong, amount: pkg.packageFeeCents / 100, everyMonths: pkg.feeEveryMonths }
      : null;
  }

  function productContext(
    code: ProductCode,
    product: BaseProduct,
    row: RowIdentity,
    provider: ProviderShelf['provider'],
    siblings: { name: string; href: string }[],
  ): ProductPageContext<Record<string, unknown>> {
    const dates = productDates(product, asOf);
    const common = {
      code,
      provider: providerLink(provider),
      asOf,
      dates,
      ...changesPart(code, product, changes.get(product.id), dates.fetched),
      siblings,
      externalUrl: product.url,
      showsComparisonRate: code === 'hl' || code === 'pl' || code === 'cl',
    };
    switch (code) {
      case 'cc': {
        const card = data.creditCards.cards[product.id];
        if (!card)
          throw new DataError('credit-cards', product.id, 'is in products-cc but not in credit-cards.json');
        const program = programs.get(card.rewardProgramId) ?? null;
        const figures = cardFigures(card);
        return {
          ...common,
          product: { ...row, rewardsSummary: rewardsSummary(card, program, figures) },
          facts: creditCardFacts(card, figures, program),
          features: card.features.map(featureWords),
        };
      }
      case 'hl': {
        const loan = product as unknown as RawHomeLoan;
        return {
          ...common,
          product: { ...row, rates: loan.rates, package: packageOf(loan) },
          facts: homeLoanFacts(loan),
          features: loanFeatures(loan).map(featureWords),
        };
      }
      case 'pl':
      case 'cl': {
        const loan = product as unknown as RawPersonalLoan;
        return { ...common, product: { ...row }, facts: personalLoanFacts(loan), features: [] };
      }
      case 'td': {
        const deposit = product as unknown as RawTermDeposit;
        return {
          ...common,
          product: { ...row, rates: deposit.rates },
          facts: termDepositFacts(deposit),
          features: [],
        };
      }
      case 'sv': {
        const account = product as unknown as RawSavingsAccount;
        return {
          ...common,
          product: { ...row, bonusConditions: account.bonusConditions },
          facts: savingsFacts(account),
          features: [],
        };
      }
      case 'tx': {
        const account = product as unknown as RawTransactionAccount;
        return { ...common, product: { ...row }, facts: transactionFacts(account), features: [] };
      }
    }
  }

  return ({ code, provider, rows, products }: ProviderShelf): OwnedPage[] =>
    products.map((product) => {
      const row = rows.find((candidate) => candidate.id === product.id) as RowIdentity;
      const siblings = rows
        .filter((candidate) => candidate.id !== product.id)
        .map((candidate) => ({ name: candidate.name, href: candidate.href }));
      return {
        spec: {
          path: row.href,
          template: productTemplates[code],
          context: productContext(code, product, row, provider, siblings),
        },
        owner: product.id,
      };
    });
}

export interface BnplPages {
  /** The category table's rows. */
  rows: RowIdentity[];
  pages: OwnedPage[];
  searchDocs: SearchDoc[];
}

/** Buy now pay later: curated, one page per service; the service is its own provider. */
export function bnplPages(services: readonly RawBnplProvider[]): BnplPages {
  const rows: RowIdentity[] = [];
  const pages: OwnedPage[] = [];
  const searchDocs: SearchDoc[] = [];
  for (const service of services) {
    assertSlug('bnpl', service.id, service.urlSlug);
    const href = paths.categoryProvider('bnpl', service.urlSlug);
    const row = {
      ...service,
      providerId: service.id,
      providerName: service.name,
      href,
      providerHref: href,
    };
    searchDocs.push({
      id: `bnpl-${service.id}`,
      kind: 'product',
      title: service.name,
      provider: service.name,
      category: categories.bnpl.name,
      href,
    });
    pages.push({
      spec: {
        path: href,
        template: 'bnpl',
        context: {
          code: 'bnpl',
          product: row,
          provider: {
            id: service.id,
            name: service.name,
            slug: service.urlSlug,
            overviewHref: paths.category('bnpl'),
          },
          asOf: service.checkedOn,
          facts: bnplFacts(service),
          features: [],
          siblings: [],
          externalUrl: service.url,
          showsComparisonRate: false,
        } satisfies ProductPageContext<object>,
      },
      owner: service.id,
    });
    rows.push(row);
  }
  return { rows, pages, searchDocs };
}

/** A home loan's features as CDR feature types, like a card's (put in words with the card's). */
function loanFeatures(loan: { offset: boolean; redraw: boolean; extraRepayments: boolean }): string[] {
  const features: string[] = [];
  if (loan.offset) features.push('offset');
  if (loan.redraw) features.push('redraw');
  if (loan.extraRepayments) features.push('extra-repayments');
  return features;
}

function rewardsSummary(
  card: RawCreditCard,
  program: RawRewardProgram | null,
  figures: CleanCardFigures,
): string | null {
  if (!program || program.id === 0) return null;
  const parts = [
    `Earns ${program.pointsName}${card.earnRate === null ? '' : ` at ${card.earnRate} per $1 on eligible purchases`}.`,
  ];
  if (card.earnCapPoints !== null)
    parts.push(
      `Points at the headline rate are capped at ${card.earnCapPoints.toLocaleString('en-AU')} a year.`,
    );
  if (program.value !== null) {
    parts.push(`We value a point at about ${(program.value * 100).toFixed(2)} cents.`);
  }
  if (figures.bonusPoints && figures.bonusPoints > 0) {
    parts.push(
      `New cardholders can earn ${figures.bonusPoints.toLocaleString('en-AU')} bonus points${
        card.bonusSpendRequired === null ? '' : ` after spending ${formatFee(card.bonusSpendRequired)}`
      }.`,
    );
  }
  return parts.join(' ');
}
