/**
 * The provider-level datasets of the spec, built from the product outputs. Every provider appears in
 * every dataset; where it has nothing to summarise, min values are Number.MAX_VALUE and max values
 * Number.MIN_VALUE, exactly what a min/max reduction over nothing gives (the normaliser reads them
 * as "no data").
 */
import type {
  RawAccountFeeProvider,
  RawCreditCard,
  RawDepositProvider,
  RawHomeLoan,
  RawHomeLoanPackage,
  RawHomeLoanProvider,
  RawHomeLoanProviderSummary,
  RawPersonalLoan,
  RawPersonalLoanProvider,
  RawPersonalLoanProviderSummaries,
  RawProvider,
  RawProviderOverview,
  RawSavingsAccount,
  RawTermDeposit,
  RawTransactionAccount,
} from '../../../src/domain/data/raw-types';
import { maxOrSentinel, minOrSentinel } from '../../../src/domain/normalise/sentinels';
import { compareText } from './build-context';
import type { CashBack } from './build-home-loans';
import type { ProviderText } from './curated';
import { sameInstitution, type ProviderProfile } from './provider-profiles';
import { providerTexts, type ProviderProductFacts, type ProviderTexts } from './provider-texts';

/** Products by category: every provider's in the product outputs, one provider's in its summaries. */
interface ProductLists {
  cards: RawCreditCard[];
  homeLoans: RawHomeLoan[];
  personalLoans: RawPersonalLoan[];
  carLoans: RawPersonalLoan[];
  termDeposits: RawTermDeposit[];
  savings: RawSavingsAccount[];
  transactions: RawTransactionAccount[];
}

export interface ProductOutputs extends ProductLists {
  packagesByProvider: Map<string, RawHomeLoanPackage[]>;
  cashBackByProvider: Map<string, CashBack>;
  /** Feature flags per provider id, from every product it offers. */
  featureFlagsByProvider: Map<string, Set<string>>;
  /** Product page addresses per provider id, for the provider's website. */
  urlsByProvider: Map<string, string[]>;
}

export interface ProviderDatasets {
  providers: RawProvider[];
  overview: RawProviderOverview[];
  homeLoanProviders: RawHomeLoanProviderSummary;
  personalLoanProviders: RawPersonalLoanProviderSummaries;
  savingsProviders: RawDepositProvider[];
  termDepositProviders: RawDepositProvider[];
  transactionProviders: RawAccountFeeProvider[];
  fxProviders: RawAccountFeeProvider[];
}

function groupBy<T extends { providerId: string }>(items: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.providerId, [...(groups.get(item.providerId) ?? []), item]);
  return groups;
}

const asPercent = (fraction: number): number => Math.round(fraction * 100 * 1e4) / 1e4;

/**
 * Special-purpose loans (green top-ups for solar panels, veterans-only loans) are real products but
 * not what a "home loans from" rate means, so they are left out of the provider's headline rate.
 */
const SPECIAL_PURPOSE_LOAN = /\bgreen\b|veteran|top[\s-]?up/i;

function ownerOccupierPrincipalAndInterest(loans: RawHomeLoan[]): { rates: number[]; comparisons: number[] } {
  const rows = loans
    .filter((loan) => !SPECIAL_PURPOSE_LOAN.test(loan.name))
    .flatMap((loan) => loan.rates)
    .filter((row) => row.purpose === 'owner-occupier' && row.repayment === 'principal-and-interest');
  return {
    rates: rows.map((row) => row.rate),
    comparisons: rows.map((row) => row.comparisonRate).filter((rate): rate is number => rate !== null),
  };
}

/** The origin most of the provider's product pages live on. */
function websiteOf(urls: string[]): string | null {
  const counts = new Map<string, number>();
  for (const url of urls) {
    const origin = /^(https?:\/\/[^/]+)/i.exec(url)?.[1]?.toLowerCase();
    if (origin) counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort(([a, x], [b, y]) => y - x || compareText(a, b));
  return ranked[0]?.[0] ?? null;
}

function personalLoanSummary(profile: ProviderProfile, loans: RawPersonalLoan[]): RawPersonalLoanProvider {
  const lowest = loans.reduce<RawPersonalLoan | null>(
    (best, loan) => (best === null || loan.minRate < best.minRate ? loan : best),
    null,
  );
  return {
    ...summaryFields(profile),
    hasProduct: loans.length > 0,
    minRate: minOrSentinel(loans.map((loan) => loan.minRate)),
    minRateComparisonRate: lowest?.comparisonRate ?? null,
    maxLoanAmount: maxOrSentinel(loans.map((loan) => loan.maxAmount).filter((v): v is number => v !== null)),
    minLoanAmount: minOrSentinel(loans.map((loan) => loan.minAmount).filter((v): v is number => v !== null)),
  };
}

/** Each provider's products, looked up by its id (none where it offers none). */
function productsByProvider(outputs: ProductOutputs): (id: string) => ProductLists {
  const cards = groupBy(outputs.cards);
  const homeLoans = groupBy(outputs.homeLoans);
  const personalLoans = groupBy(outputs.personalLoans);
  const carLoans = groupBy(outputs.carLoans);
  const termDeposits = groupBy(outputs.termDeposits);
  const savings = groupBy(outputs.savings);
  const transactions = groupBy(outputs.transactions);
  return (id) => ({
    cards: cards.get(id) ?? [],
    homeLoans: homeLoans.get(id) ?? [],
    personalLoans: personalLoans.get(id) ?? [],
    carLoans: carLoans.get(id) ?? [],
    termDeposits: termDeposits.get(id) ?? [],
    savings: savings.get(id) ?? [],
    transactions: transactions.get(id) ?? [],
  });
}

/** The rates and fees of one provider's products that its summaries are drawn from. */
interface ProviderFigures {
  depositRates: number[];
  savingsBase: number[];
  savingsMax: number[];
  transactionRates: number[];
  monthlyFees: number[];
  /** Transaction accounts' foreign transaction fees, as fractions. */
  accountFx: number[];
  /** Cards' foreign transaction fees, as fractions. */
  cardFx: number[];
  cardAnnualFees: number[];
  cardRates: number[];
  homeRates: { rates: number[]; comparisons: number[] };
}

function providerFigures(products: ProductLists): ProviderFigures {
  const { cards, homeLoans, termDeposits, savings, transactions } = products;
  return {
    depositRates: termDeposits.flatMap((deposit) => deposit.rates.map((row) => row.rate)),
    savingsBase: savings.map((account) => account.baseRate),
    savingsMax: savings.map((account) => account.maxRate),
    transactionRates: transactions.map((account) => account.rate),
    monthlyFees: transactions.map((account) => account.monthlyFee),
    accountFx: transactions.map((account) => account.fxFee).filter((fee): fee is number => fee !== null),
    cardFx: cards.map((card) => card.foreignTransactionFee).filter((fee): fee is number => fee !== null),
    cardAnnualFees: cards.map((card) => Number(card.annualFee.replace(/[$,]/g, ''))),
    cardRates: cards.map((card) => card.purchaseRateFraction).filter((rate): rate is number => rate !== null),
    homeRates: ownerOccupierPrincipalAndInterest(homeLoans),
  };
}

const lowest = (values: number[]): number | null => (values.length > 0 ? Math.min(...values) : null);
const highest = (values: number[]): number | null => (values.length > 0 ? Math.max(...values) : null);

/** What the provider's texts say of its products. */
function productFacts(
  products: ProductLists,
  figures: ProviderFigures,
  outputs: ProductOutputs,
  id: string,
): ProviderProductFacts {
  const { cards, homeLoans, personalLoans, carLoans, termDeposits, savings, transactions } = products;
  return {
    counts: [
      {
        label: ['credit card', 'credit cards'],
        count: new Set(cards.map((card) => card.cdrProductId)).size,
      },
      { label: ['home loan', 'home loans'], count: homeLoans.length },
      { label: ['personal loan', 'personal loans'], count: personalLoans.length },
      { label: ['car loan', 'car loans'], count: carLoans.length },
      { label: ['term deposit', 'term deposits'], count: termDeposits.length },
      { label: ['savings account', 'savings accounts'], count: savings.length },
      { label: ['transaction account', 'transaction accounts'], count: transactions.length },
    ],
    bestSavingsRate: highest(figures.savingsMax),
    bestTermDepositRate: highest(figures.depositRates),
    lowestHomeLoanRate: lowest(figures.homeRates.rates),
    lowestPersonalLoanRate: lowest(personalLoans.map((loan) => loan.minRate)),
    lowestCarLoanRate: lowest(carLoans.map((loan) => loan.minRate)),
    lowestCardFee: lowest(figures.cardAnnualFees),
    lowestCardRate: lowest(figures.cardRates),
    feeFreeEverydayAccount: figures.monthlyFees.some((fee) => fee === 0),
    hasDeposits: termDeposits.length + savings.length + transactions.length > 0,
    featureFlags: outputs.featureFlagsByProvider.get(id) ?? new Set(),
    website: websiteOf(outputs.urlsByProvider.get(id) ?? []),
  };
}

/** The provider's own record (`providers.json`): who it is, its texts and which products it has. */
function providerRecord(
  profile: ProviderProfile,
  products: ProductLists,
  texts: ProviderTexts,
  website: string | null,
): RawProvider {
  return {
    id: profile.id,
    name: profile.name,
    urlSlug: profile.slug,
    popular: profile.popular,
    bank: profile.depositTaker,
    industries: profile.industries,
    big4: profile.big4,
    participant: profile.participant,
    ...texts,
    hasCreditCards: products.cards.length > 0,
    hasHomeLoans: products.homeLoans.length > 0,
    hasPersonalLoans: products.personalLoans.length > 0,
    hasCarLoans: products.carLoans.length > 0,
    hasTermDeposits: products.termDeposits.length > 0,
    hasBankAccounts: products.transactions.length > 0,
    hasSavingsAccounts: products.savings.length > 0,
    abn: profile.abn,
    website,
    cdrBrandId: profile.brandId,
  };
}

/** The fields the overview and the category summaries start with. */
function summaryFields(profile: ProviderProfile) {
  return {
    id: profile.id,
    name: profile.name,
    urlSlug: profile.slug,
    popular: profile.popular,
    big4: profile.big4,
    participant: profile.participant,
  };
}

/** The overview row: deposit rates across savings and term deposits, fees across accounts and cards. */
function overviewRow(
  profile: ProviderProfile,
  products: ProductLists,
  figures: ProviderFigures,
): RawProviderOverview {
  const productCount = Object.values(products).reduce((sum, list) => sum + list.length, 0);
  return {
    ...summaryFields(profile),
    minRate: minOrSentinel([...figures.savingsBase, ...figures.depositRates]),
    maxRate: maxOrSentinel([...figures.savingsMax, ...figures.depositRates]),
    minMonthlyFee: minOrSentinel(figures.monthlyFees),
    minFxFee: minOrSentinel([...figures.accountFx, ...figures.cardFx].map(asPercent)),
    hasProduct: productCount > 0,
  };
}

function homeLoanProviderRow(
  profile: ProviderProfile,
  products: ProductLists,
  figures: ProviderFigures,
  outputs: ProductOutputs,
): RawHomeLoanProvider {
  const { rates, comparisons } = figures.homeRates;
  const cashBack = outputs.cashBackByProvider.get(profile.id) ?? { any: 0, refinance: 0 };
  return {
    ...summaryFields(profile),
    minRate: minOrSentinel(rates),
    minComparisonRate: minOrSentinel(comparisons),
    maxCashBack: cashBack.any,
    maxCashBackRefinance: cashBack.refinance,
    hasProduct: products.homeLoans.length > 0,
    finspoPanel: profile.majorLender && rates.length > 0 ? 1 : 0,
    hlPackages: outputs.packagesByProvider.get(profile.id) ?? [],
  };
}

function depositProviderRows(
  profile: ProviderProfile,
  products: ProductLists,
  figures: ProviderFigures,
): { savings: RawDepositProvider; termDeposits: RawDepositProvider } {
  return {
    savings: {
      ...summaryFields(profile),
      minRate: minOrSentinel(figures.savingsBase),
      maxRate: maxOrSentinel(figures.savingsMax),
      hasProduct: products.savings.length > 0,
    },
    termDeposits: {
      ...summaryFields(profile),
      minRate: minOrSentinel(figures.depositRates),
      maxRate: maxOrSentinel(figures.depositRates),
      hasProduct: products.termDeposits.length > 0,
    },
  };
}

/** Everyday accounts' rates and fees, and the foreign-transaction view over cards and accounts. */
function accountFeeProviderRows(
  profile: ProviderProfile,
  products: ProductLists,
  figures: ProviderFigures,
): { transactions: RawAccountFeeProvider; fx: RawAccountFeeProvider } {
  const base = { id: profile.id, name: profile.name, urlSlug: profile.slug };
  const fxCards = products.cards.filter((card) => card.foreignTransactionFee !== null);
  const fxCardRates = fxCards.map((card) => card.purchaseRateFraction).filter((r): r is number => r !== null);
  const fxAccounts = products.transactions.filter((account) => account.fxFee !== null);
  return {
    transactions: {
      ...base,
      minRate: minOrSentinel(figures.transactionRates),
      maxRate: maxOrSentinel(figures.transactionRates),
      minMonthlyFee: minOrSentinel(figures.monthlyFees),
      minFxFee: minOrSentinel(figures.accountFx.map(asPercent)),
      hasProduct: products.transactions.length > 0,
    },
    fx: {
      ...base,
      minRate: minOrSentinel(fxCardRates),
      maxRate: maxOrSentinel(fxCardRates),
      minMonthlyFee: minOrSentinel(fxAccounts.map((account) => account.monthlyFee)),
      minFxFee: minOrSentinel([...figures.accountFx, ...figures.cardFx].map(asPercent)),
      hasProduct: fxCards.length + fxAccounts.length > 0,
    },
  };
}

function emptyDatasets(dates: { snapshot: string; earlier: string }): ProviderDatasets {
  return {
    providers: [],
    overview: [],
    homeLoanProviders: { o: dates.snapshot, r: {} },
    personalLoanProviders: {
      versions: [
        { asOf: dates.snapshot, r: {} },
        { asOf: dates.earlier, r: {} },
      ],
    },
    savingsProviders: [],
    termDepositProviders: [],
    transactionProviders: [],
    fxProviders: [],
  };
}

export function buildProviderDatasets(
  profiles: ProviderProfile[],
  outputs: ProductOutputs,
  curatedTexts: Record<string, ProviderText>,
  dates: { snapshot: string; earlier: string },
): ProviderDatasets {
  const productsOf = productsByProvider(outputs);
  const result = emptyDatasets(dates);
  const [current, earlier] = result.personalLoanProviders.versions;
  for (const profile of profiles) {
    const products = productsOf(profile.id);
    const figures = providerFigures(products);
    const facts = productFacts(products, figures, outputs, profile.id);
    const related = sameInstitution(profile, profiles);
    const texts = providerTexts(profile, facts, related, curatedTexts[profile.brandName]);
    result.providers.push(providerRecord(profile, products, texts, facts.website));
    result.overview.push(overviewRow(profile, products, figures));
    result.homeLoanProviders.r[profile.id] = homeLoanProviderRow(profile, products, figures, outputs);
    const { personalLoans } = products;
    if (current) current.r[profile.id] = personalLoanSummary(profile, personalLoans);
    if (earlier) {
      const then = personalLoans.filter((loan) => loan.lastUpdated <= dates.earlier);
      earlier.r[profile.id] = personalLoanSummary(profile, then);
    }
    const deposits = depositProviderRows(profile, products, figures);
    result.savingsProviders.push(deposits.savings);
    result.termDepositProviders.push(deposits.termDeposits);
    const accounts = accountFeeProviderRows(profile, products, figures);
    result.transactionProviders.push(accounts.transactions);
    result.fxProviders.push(accounts.fx);
  }
  return result;
}
