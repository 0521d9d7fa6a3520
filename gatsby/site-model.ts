/**
 * Turns the reference data into every data-driven page: product pages, provider pages per
 * category, provider overviews, guides, and the page context of the hand-written pages.
 * Pure: no Gatsby, no file system, so it is unit-tested on small fixtures. Any record it
 * cannot place (unknown provider, clashing address) fails the build, naming the record.
 */
import type {
  RawCreditCard,
  RawDataFiles,
  RawHomeLoan,
  RawPersonalLoan,
  RawProvider,
  RawRewardProgram,
  RawSavingsAccount,
  RawTermDeposit,
  RawTransactionAccount,
} from '../src/domain/data/raw-types';
import { normaliseAll } from '../src/domain/normalise/normalise-all';
import type { NormalisedProviderOverview } from '../src/domain/normalise/types';
import { DataError } from '../src/domain/normalise/data-error';
import { categories, paths, reservedSegments, type ProductCategory } from '../src/config/paths';
import type { Guide } from '../src/content/guide-types';
import type { RowIdentity } from '../src/features/compare/table-config';
import type {
  CategoryPageContext,
  Fact,
  ProductPageContext,
  ProviderCategoryContext,
  ProviderLink,
  ProviderOverviewContext,
  SponsoredPlacement,
} from '../src/features/catalogue/view-models';
import type { SearchDoc } from '../src/features/search/search-docs';
import type { GuideSummary } from '../src/pages/news-and-guides';
import { formatFee, formatPercent, formatRate } from '../src/domain/format';
import { createHash } from 'node:crypto';
import type { LazyRows } from '../src/features/compare/use-full-rows';
import { tableConfigFor } from '../src/features/compare/table-configs';
import { initialFilterValues, visibleRows } from '../src/features/compare/table-model';
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

export type TemplateName =
  | 'card'
  | 'home-loan'
  | 'personal-loan'
  | 'term-deposit'
  | 'savings-account'
  | 'transaction-account'
  | 'bnpl'
  | 'provider'
  | 'provider-overview'
  | 'article';

export interface PageSpec {
  path: string;
  template: TemplateName;
  context: object;
}

export interface TableFile {
  /** Site path of the JSON file, e.g. `/table-data/hl-1a2b3c4d.json`. */
  path: string;
  rows: RowIdentity[];
}

export interface SiteModel {
  pages: PageSpec[];
  /** Full row sets of the tables too large to ship in page data. */
  tableFiles: TableFile[];
  /** Context for pages that live in src/pages, by path. */
  pageContexts: Record<string, object>;
  warnings: string[];
}

const productTemplates: Record<Exclude<ProductCategory, 'bnpl'>, TemplateName> = {
  cc: 'card',
  hl: 'home-loan',
  pl: 'personal-loan',
  cl: 'personal-loan',
  td: 'term-deposit',
  sv: 'savings-account',
  tx: 'transaction-account',
};

type ProductCode = keyof typeof productTemplates;
const productCodes = Object.keys(productTemplates) as ProductCode[];

const providerFlags: Record<ProductCode, keyof RawProvider> = {
  cc: 'hasCreditCards',
  hl: 'hasHomeLoans',
  pl: 'hasPersonalLoans',
  cl: 'hasCarLoans',
  td: 'hasTermDeposits',
  sv: 'hasSavingsAccounts',
  tx: 'hasBankAccounts',
};

interface BaseProduct {
  id: string;
  providerId: string;
  name: string;
  urlSlug: string;
  url: string | null;
}

function providerLink(provider: RawProvider): ProviderLink {
  return {
    id: provider.id,
    name: provider.name,
    slug: provider.urlSlug,
    overviewHref: paths.providerOverview(provider.urlSlug),
  };
}

function guideSummary(guide: Guide): GuideSummary {
  const categoryName =
    guide.category === 'open-banking'
      ? 'Open banking'
      : guide.category === 'savings'
        ? 'Savings accounts'
        : (Object.values(categories).find((info) => info.segment === guide.category)?.name ?? 'Guide');
  return {
    slug: guide.slug,
    title: guide.title,
    description: guide.description,
    updated: guide.updated,
    readingMinutes: guide.readingMinutes,
    categoryName,
  };
}

function assertSlug(dataset: string, id: string, slug: string): void {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    throw new DataError(dataset, id, `urlSlug "${slug}" is not a lower-case, hyphenated address segment`);
  }
}

export interface SiteModelInput {
  data: RawDataFiles;
  guides: readonly Guide[];
  builtAt: string;
}

export function buildSiteModel({ data, guides, builtAt }: SiteModelInput): SiteModel {
  // Every record is checked first: anything the normaliser cannot read fails the build, naming it.
  const normalised = normaliseAll(data);
  const productSets = {
    cc: data.productsCc,
    hl: data.productsHl,
    pl: data.productsPl,
    cl: data.productsCl,
    td: data.productsTd,
    sv: data.productsSv,
    tx: data.productsTx,
  };
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
  const warnings: string[] = normalised.warnings.map(
    (warning) => `${warning.dataset} record ${warning.recordId} ${warning.field}: ${warning.message}`,
  );
  const pages: PageSpec[] = [];
  const tableFiles: TableFile[] = [];
  const pageContexts: Record<string, object> = {};
  const asOf = data.meta.snapshotDate;
  const seenPaths = new Map<string, string>();

  const addPage = (spec: PageSpec, owner: string) => {
    const previous = seenPaths.get(spec.path);
    if (previous) throw new DataError('pages', owner, `address ${spec.path} is already used by ${previous}`);
    seenPaths.set(spec.path, owner);
    pages.push(spec);
  };

  const providers = new Map<string, RawProvider>();
  for (const provider of data.providers) {
    assertSlug('providers', provider.id, provider.urlSlug);
    if ((reservedSegments as readonly string[]).includes(provider.urlSlug)) {
      throw new DataError(
        'providers',
        provider.id,
        `urlSlug "${provider.urlSlug}" is reserved for an app screen`,
      );
    }
    providers.set(provider.id, provider);
  }
  const providerOf = (dataset: string, product: BaseProduct): RawProvider => {
    const provider = providers.get(product.providerId);
    if (!provider) throw new DataError(dataset, product.id, `unknown provider ${product.providerId}`);
    return provider;
  };

  const programs = new Map<number, RawRewardProgram>(
    data.rewardPrograms.map((program) => [program.id, program]),
  );
  const participant = data.providers.find((provider) => provider.participant === 1) ?? null;

  const identity = (
    code: ProductCode | 'bnpl',
    product: BaseProduct,
    provider: RawProvider,
  ): RowIdentity => ({
    id: product.id,
    name: product.name,
    providerId: provider.id,
    providerName: provider.name,
    href: paths.product(code, provider.urlSlug, product.urlSlug),
    providerHref: paths.categoryProvider(code, provider.urlSlug),
  });

  /** Ships small tables whole; large ones as their first page plus a JSON file of every row. */
  const tableRows = (
    code: ProductCategory,
    rows: RowIdentity[],
    name: string,
    programs?: { id: number; name: string }[],
  ): { rows: RowIdentity[]; lazy?: LazyRows; productCount: number } => {
    const slim = rows.map(slimRow);
    if (slim.length <= INLINE_ROW_LIMIT) return { rows: slim, productCount: rows.length };
    const config = tableConfigFor(code, programs);
    const shown = visibleRows(config, slim, initialFilterValues(config.filters), config.defaultSort);
    const firstIds = new Set(shown.slice(0, config.pageSize).map((row) => row.id));
    const file: TableFile = { path: `/table-data/${name}-${contentHash(slim)}.json`, rows: slim };
    tableFiles.push(file);
    return {
      rows: slim.filter((row) => firstIds.has(row.id)),
      lazy: { url: file.path, total: shown.length },
      productCount: rows.length,
    };
  };

  const rowsByCode = {} as Record<ProductCode, RowIdentity[]>;
  const countsByProvider = new Map<string, Partial<Record<ProductCode, number>>>();
  const searchDocs: SearchDoc[] = [];

  for (const code of productCodes) {
    const dataset = `products-${code}`;
    const set = productSets[code];
    const rows: RowIdentity[] = [];
    const byProvider = new Map<
      string,
      { provider: RawProvider; rows: RowIdentity[]; products: BaseProduct[] }
    >();

    for (const product of set.products as BaseProduct[]) {
      assertSlug(dataset, product.id, product.urlSlug);
      const provider = providerOf(dataset, product);
      const base = identity(code, product, provider);
      const row =
        code === 'cc'
          ? {
              ...product,
              ...base,
              rewardProgramName:
                (product as unknown as { rewardProgramId: number }).rewardProgramId === 0
                  ? null
                  : (programs.get((product as unknown as { rewardProgramId: number }).rewardProgramId)
                      ?.name ?? null),
            }
          : { ...product, ...base };
      rows.push(row);
      const entry = byProvider.get(provider.id) ?? { provider, rows: [], products: [] };
      entry.rows.push(row);
      entry.products.push(product);
      byProvider.set(provider.id, entry);
      searchDocs.push({
        id: product.id,
        kind: 'product',
        title: product.name,
        provider: provider.name,
        category: categories[code].name,
        href: base.href,
      });
    }
    rowsByCode[code] = rows;

    for (const { provider, rows: providerRows, products } of byProvider.values()) {
      if (!provider[providerFlags[code]]) {
        warnings.push(
          `${provider.name} has ${categories[code].name.toLowerCase()} but its has-flag is false`,
        );
      }
      const counts = countsByProvider.get(provider.id) ?? {};
      counts[code] = providerRows.length;
      countsByProvider.set(provider.id, counts);

      const providerPrograms = code === 'cc' ? programsUsed(providerRows, programs) : undefined;
      const context: ProviderCategoryContext<RowIdentity> = {
        code,
        provider: providerLink(provider),
        ...tableRows(code, providerRows, `${code}-${provider.urlSlug}`, providerPrograms),
        asOf,
        facts: providerCategoryFacts(code, providerRows),
        programs: providerPrograms,
      };
      addPage(
        { path: paths.categoryProvider(code, provider.urlSlug), template: 'provider', context },
        provider.id,
      );

      for (const product of products) {
        const row = providerRows.find((candidate) => candidate.id === product.id) as RowIdentity;
        const siblings = providerRows
          .filter((candidate) => candidate.id !== product.id)
          .map((candidate) => ({ name: candidate.name, href: candidate.href }));
        addPage(
          {
            path: row.href,
            template: productTemplates[code],
            context: productContext(code, product, row, provider, siblings),
          },
          product.id,
        );
      }
    }
  }

  function productContext(
    code: ProductCode,
    product: BaseProduct,
    row: RowIdentity,
    provider: RawProvider,
    siblings: { name: string; href: string }[],
  ): ProductPageContext<Record<string, unknown>> {
    const common = {
      code,
      provider: providerLink(provider),
      asOf,
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
          features: card.features,
        };
      }
      case 'hl': {
        const loan = product as unknown as RawHomeLoan;
        return {
          ...common,
          product: { ...row, rates: loan.rates },
          facts: homeLoanFacts(loan),
          features: loanFeatures(loan),
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

  // Buy now pay later: curated, one page per service; the service is its own provider.
  const bnplRows: RowIdentity[] = data.bnpl.map((service) => {
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
    addPage(
      {
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
      service.id,
    );
    return row;
  });

  // Provider overviews.
  const overviewById = new Map(normalised.providerOverview.map((record) => [record.id, record]));
  const providerList: (ProviderLink & { productCount: number })[] = [];
  for (const provider of data.providers) {
    const counts = countsByProvider.get(provider.id) ?? {};
    const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
    if (total === 0) {
      warnings.push(`${provider.name} has no products and gets no pages`);
      continue;
    }
    providerList.push({ ...providerLink(provider), productCount: total });
    const context: ProviderOverviewContext = {
      provider: {
        ...providerLink(provider),
        overview: provider.overview,
        advantages: provider.advantages,
        security: provider.security,
        service: provider.service,
        bank: provider.bank,
        big4: provider.big4,
        abn: provider.abn,
        website: provider.website,
      },
      categories: productCodes
        .filter((code) => (counts[code] ?? 0) > 0)
        .map((code) => ({
          code,
          name: categories[code].name,
          count: counts[code] ?? 0,
          href: paths.categoryProvider(code, provider.urlSlug),
          headline: null,
        })),
      facts: overviewFacts(overviewById.get(provider.id)),
      asOf,
    };
    addPage(
      { path: paths.providerOverview(provider.urlSlug), template: 'provider-overview', context },
      provider.id,
    );
    searchDocs.push({
      id: `provider-${provider.id}`,
      kind: 'provider',
      title: provider.name,
      provider: provider.name,
      category: 'Provider',
      href: paths.providerOverview(provider.urlSlug),
    });
  }
  providerList.sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));

  // Guides.
  const sortedGuides = [...guides].sort(
    (a, b) => b.updated.localeCompare(a.updated) || a.title.localeCompare(b.title),
  );
  for (const guide of sortedGuides) {
    const related = sortedGuides
      .filter((other) => other.slug !== guide.slug && other.category === guide.category)
      .concat(sortedGuides.filter((other) => other.slug !== guide.slug && other.category !== guide.category))
      .slice(0, 3)
      .map((other) => ({ slug: other.slug, title: other.title }));
    addPage({ path: paths.guide(guide.slug), template: 'article', context: { guide, related } }, guide.slug);
  }

  // Contexts of the hand-written pages.
  const sponsoredFor = (code: ProductCode): SponsoredPlacement[] => {
    if (!participant) return [];
    const first = rowsByCode[code].find((row) => row.providerId === participant.id);
    return first
      ? [
          {
            rowId: first.id,
            name: first.name,
            href: first.href,
            providerName: first.providerName,
            label: `Paid placement by ${participant.name}`,
          },
        ]
      : [];
  };
  const providerCountOf = (rows: RowIdentity[]) => new Set(rows.map((row) => row.providerId)).size;
  for (const code of productCodes) {
    const categoryPrograms = code === 'cc' ? programsUsed(rowsByCode.cc, programs) : undefined;
    const context: CategoryPageContext<RowIdentity> = {
      code,
      ...tableRows(code, rowsByCode[code], code, categoryPrograms),
      asOf: productSets[code].dateUpdated,
      providerCount: providerCountOf(rowsByCode[code]),
      sponsored: sponsoredFor(code),
      programs: categoryPrograms,
    };
    pageContexts[paths.category(code)] = context;
  }
  pageContexts[paths.category('bnpl')] = {
    code: 'bnpl',
    ...tableRows('bnpl', bnplRows, 'bnpl'),
    asOf:
      data.bnpl
        .map((service) => service.checkedOn)
        .sort()
        .at(-1) ?? asOf,
    providerCount: bnplRows.length,
    sponsored: [],
  } satisfies CategoryPageContext<RowIdentity>;

  const noInterestCards = rowsByCode.cc.filter(
    (row) => (row as unknown as { purchaseRate: number | null }).purchaseRate === null,
  );
  pageContexts['/interest-free-credit-cards/'] = {
    code: 'cc',
    ...tableRows('cc', noInterestCards, 'cc-no-interest'),
    asOf,
    providerCount: providerCountOf(noInterestCards),
    sponsored: [],
    programs: [],
  } satisfies CategoryPageContext<RowIdentity>;

  const guideSummaries = sortedGuides.map(guideSummary);
  pageContexts[paths.guides()] = { guides: guideSummaries };
  pageContexts[paths.providers()] = { providers: providerList };
  // The search index is a file of its own, fetched by the search page, so its page data stays small.
  const searchFile = {
    path: `/table-data/search-${contentHash(searchDocs)}.json`,
    rows: searchDocs as unknown as RowIdentity[],
  };
  tableFiles.push(searchFile);
  pageContexts[paths.search()] = {
    docsUrl: searchFile.path,
    docCount: searchDocs.length,
    synonyms: normalised.synonyms,
  };
  pageContexts[paths.status()] = {
    snapshotDate: asOf,
    builtAt,
    counts: [
      ...productCodes.map((code) => ({ label: categories[code].name, count: rowsByCode[code].length })),
      { label: categories.bnpl.name, count: bnplRows.length },
    ],
  };
  pageContexts[paths.home()] = {
    counts: {
      ...Object.fromEntries(productCodes.map((code) => [code, rowsByCode[code].length])),
      bnpl: bnplRows.length,
    },
    providerCount: providerList.length,
    asOf,
    guides: guideSummaries.slice(0, 3),
    popularProviders: data.providers
      .filter((provider) => provider.popular && countsByProvider.has(provider.id))
      .map(providerLink)
      .sort((a, b) => a.name.localeCompare(b.name, 'en-AU')),
  };
  pageContexts[paths.creditCardsLanding()] = {
    cardCount: rowsByCode.cc.length,
    providerCount: providerCountOf(rowsByCode.cc),
  };
  const lowestVariable = productSets.hl.products
    .flatMap((loan) => loan.rates)
    .filter(
      (rate) =>
        rate.rateType === 'variable' &&
        rate.purpose === 'owner-occupier' &&
        rate.repayment === 'principal-and-interest',
    )
    .reduce<number | null>(
      (lowest, rate) => (lowest === null || rate.rate < lowest ? rate.rate : lowest),
      null,
    );
  pageContexts[paths.homeLoansLanding()] = {
    loanCount: rowsByCode.hl.length,
    lenderCount: providerCountOf(rowsByCode.hl),
    lowestVariableRate: lowestVariable,
  };
  pageContexts[paths.cashBackOffer()] = cashBackContext();

  function cashBackContext() {
    const lenders = normalised.homeLoanProviders.providers.filter((lender) => lender.hasProduct);
    const featured =
      lenders.find((lender) => lender.participant) ??
      [...lenders].sort((a, b) => b.maxCashBackRefinanceCents - a.maxCashBackRefinanceCents)[0];
    const provider = featured ? providers.get(featured.id) : undefined;
    if (!featured || !provider)
      throw new DataError('home-loan-providers', null, 'no lender to feature on the cash-back page');
    const facts: Fact[] = [];
    if (featured.minRate !== null)
      facts.push({ label: 'Home-loan rates from', value: formatRate(featured.minRate) });
    if (featured.minComparisonRate !== null) {
      facts.push({ label: 'Comparison rates from', value: `${formatRate(featured.minComparisonRate)}*` });
    }
    facts.push({
      label: 'Cash back when you refinance',
      value:
        featured.maxCashBackRefinanceCents > 0
          ? `Up to ${formatFee(featured.maxCashBackRefinanceCents / 100)}`
          : 'None at present',
    });
    return {
      provider: { ...providerLink(provider), homeLoansHref: paths.categoryProvider('hl', provider.urlSlug) },
      facts,
      asOf: normalised.homeLoanProviders.asOf,
    };
  }

  return { pages, tableFiles, pageContexts, warnings };
}

/** Tables with more rows than this ship their first page only (see `useFullRows`). */
const INLINE_ROW_LIMIT = 60;

/** Fields only product pages need; tables never read them. */
function slimRow(row: RowIdentity): RowIdentity {
  const {
    cdrProductId: _c,
    url: _u,
    applicationUrl: _a,
    lastUpdated: _l,
    urlSlug: _s,
    ...rest
  } = row as RowIdentity & Record<string, unknown>;
  return rest as RowIdentity;
}

function contentHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 10);
}

function programsUsed(
  rows: RowIdentity[],
  programs: Map<number, RawRewardProgram>,
): { id: number; name: string }[] {
  const ids = new Set(rows.map((row) => (row as unknown as { rewardProgramId: number }).rewardProgramId));
  return [...ids]
    .filter((id) => id !== 0)
    .map((id) => ({ id, name: programs.get(id)?.name ?? `Program ${id}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}

function providerCategoryFacts(code: ProductCode, rows: RowIdentity[]): Fact[] {
  return [{ label: categories[code].name, value: String(rows.length) }];
}

function overviewFacts(record: NormalisedProviderOverview | undefined): Fact[] {
  if (!record) return [];
  const facts: Fact[] = [];
  if (record.maxRate !== null && record.maxRate > 0) {
    facts.push({ label: 'Best savings or deposit rate', value: formatRate(record.maxRate) });
  }
  if (record.minMonthlyFeeCents !== null) {
    facts.push({ label: 'Lowest account fee a month', value: formatFee(record.minMonthlyFeeCents / 100) });
  }
  if (record.minFxFee !== null)
    facts.push({ label: 'Lowest overseas transaction fee', value: formatPercent(record.minFxFee) });
  return facts;
}

function loanFeatures(loan: { offset: boolean; redraw: boolean; extraRepayments: boolean }): string[] {
  const features: string[] = [];
  if (loan.offset) features.push('Offset account available');
  if (loan.redraw) features.push('Redraw of extra repayments');
  if (loan.extraRepayments) features.push('Extra repayments allowed');
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
