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
import { providerTexts, type ProviderProductFacts } from './provider-texts';

export interface ProductOutputs {
  cards: RawCreditCard[];
  homeLoans: RawHomeLoan[];
  personalLoans: RawPersonalLoan[];
  carLoans: RawPersonalLoan[];
  termDeposits: RawTermDeposit[];
  savings: RawSavingsAccount[];
  transactions: RawTransactionAccount[];
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
    id: profile.id,
    name: profile.name,
    urlSlug: profile.slug,
    popular: profile.popular,
    big4: profile.big4,
    participant: profile.participant,
    hasProduct: loans.length > 0,
    minRate: minOrSentinel(loans.map((loan) => loan.minRate)),
    minRateComparisonRate: lowest?.comparisonRate ?? null,
    maxLoanAmount: maxOrSentinel(loans.map((loan) => loan.maxAmount).filter((v): v is number => v !== null)),
    minLoanAmount: minOrSentinel(loans.map((loan) => loan.minAmount).filter((v): v is number => v !== null)),
  };
}

export function buildProviderDatasets(
  profiles: ProviderProfile[],
  outputs: ProductOutputs,
  curatedTexts: Record<string, ProviderText>,
  dates: { snapshot: string; earlier: string },
): ProviderDatasets {
  const cards = groupBy(outputs.cards);
  const homeLoans = groupBy(outputs.homeLoans);
  const personalLoans = groupBy(outputs.personalLoans);
  const carLoans = groupBy(outputs.carLoans);
  const termDeposits = groupBy(outputs.termDeposits);
  const savings = groupBy(outputs.savings);
  const transactions = groupBy(outputs.transactions);

  const result: ProviderDatasets = {
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

  for (const profile of profiles) {
    const id = profile.id;
    const myCards = cards.get(id) ?? [];
    const myHomeLoans = homeLoans.get(id) ?? [];
    const myPersonalLoans = personalLoans.get(id) ?? [];
    const myCarLoans = carLoans.get(id) ?? [];
    const myDeposits = termDeposits.get(id) ?? [];
    const mySavings = savings.get(id) ?? [];
    const myTransactions = transactions.get(id) ?? [];

    const depositRates = myDeposits.flatMap((deposit) => deposit.rates.map((row) => row.rate));
    const savingsBase = mySavings.map((account) => account.baseRate);
    const savingsMax = mySavings.map((account) => account.maxRate);
    const transactionRates = myTransactions.map((account) => account.rate);
    const monthlyFees = myTransactions.map((account) => account.monthlyFee);
    const accountFx = myTransactions
      .map((account) => account.fxFee)
      .filter((fee): fee is number => fee !== null);
    const cardFx = myCards
      .map((card) => card.foreignTransactionFee)
      .filter((fee): fee is number => fee !== null);
    const cardAnnualFees = myCards.map((card) => Number(card.annualFee.replace(/[$,]/g, '')));
    const cardRates = myCards
      .map((card) => card.purchaseRateFraction)
      .filter((rate): rate is number => rate !== null);
    const homeRates = ownerOccupierPrincipalAndInterest(myHomeLoans);
    const related = sameInstitution(profile, profiles);
    const hasAnything =
      myCards.length +
        myHomeLoans.length +
        myPersonalLoans.length +
        myCarLoans.length +
        myDeposits.length +
        mySavings.length +
        myTransactions.length >
      0;

    const facts: ProviderProductFacts = {
      counts: [
        {
          label: ['credit card', 'credit cards'],
          count: new Set(myCards.map((card) => card.cdrProductId)).size,
        },
        { label: ['home loan', 'home loans'], count: myHomeLoans.length },
        { label: ['personal loan', 'personal loans'], count: myPersonalLoans.length },
        { label: ['car loan', 'car loans'], count: myCarLoans.length },
        { label: ['term deposit', 'term deposits'], count: myDeposits.length },
        { label: ['savings account', 'savings accounts'], count: mySavings.length },
        { label: ['transaction account', 'transaction accounts'], count: myTransactions.length },
      ],
      bestSavingsRate: savingsMax.length > 0 ? Math.max(...savingsMax) : null,
      bestTermDepositRate: depositRates.length > 0 ? Math.max(...depositRates) : null,
      lowestHomeLoanRate: homeRates.rates.length > 0 ? Math.min(...homeRates.rates) : null,
      lowestPersonalLoanRate:
        myPersonalLoans.length > 0 ? Math.min(...myPersonalLoans.map((loan) => loan.minRate)) : null,
      lowestCarLoanRate: myCarLoans.length > 0 ? Math.min(...myCarLoans.map((loan) => loan.minRate)) : null,
      lowestCardFee: cardAnnualFees.length > 0 ? Math.min(...cardAnnualFees) : null,
      lowestCardRate: cardRates.length > 0 ? Math.min(...cardRates) : null,
      feeFreeEverydayAccount: monthlyFees.some((fee) => fee === 0),
      hasDeposits: myDeposits.length + mySavings.length + myTransactions.length > 0,
      featureFlags: outputs.featureFlagsByProvider.get(id) ?? new Set(),
      website: websiteOf(outputs.urlsByProvider.get(id) ?? []),
    };
    const texts = providerTexts(profile, facts, related, curatedTexts[profile.brandName]);

    result.providers.push({
      id,
      name: profile.name,
      urlSlug: profile.slug,
      popular: profile.popular,
      bank: profile.depositTaker,
      industries: profile.industries,
      big4: profile.big4,
      participant: profile.participant,
      ...texts,
      hasCreditCards: myCards.length > 0,
      hasHomeLoans: myHomeLoans.length > 0,
      hasPersonalLoans: myPersonalLoans.length > 0,
      hasCarLoans: myCarLoans.length > 0,
      hasTermDeposits: myDeposits.length > 0,
      hasBankAccounts: myTransactions.length > 0,
      hasSavingsAccounts: mySavings.length > 0,
      abn: profile.abn,
      website: facts.website,
      cdrBrandId: profile.brandId,
    });

    const common = {
      id,
      name: profile.name,
      urlSlug: profile.slug,
      popular: profile.popular,
      big4: profile.big4,
      participant: profile.participant,
    };
    result.overview.push({
      ...common,
      minRate: minOrSentinel([...savingsBase, ...depositRates]),
      maxRate: maxOrSentinel([...savingsMax, ...depositRates]),
      minMonthlyFee: minOrSentinel(monthlyFees),
      minFxFee: minOrSentinel([...accountFx, ...cardFx].map(asPercent)),
      hasProduct: hasAnything,
    });

    const cashBack = outputs.cashBackByProvider.get(id) ?? { any: 0, refinance: 0 };
    result.homeLoanProviders.r[id] = {
      ...common,
      participant: profile.participant,
      minRate: minOrSentinel(homeRates.rates),
      minComparisonRate: minOrSentinel(homeRates.comparisons),
      maxCashBack: cashBack.any,
      maxCashBackRefinance: cashBack.refinance,
      hasProduct: myHomeLoans.length > 0,
      finspoPanel: profile.majorLender && homeRates.rates.length > 0 ? 1 : 0,
      hlPackages: outputs.packagesByProvider.get(id) ?? [],
    } satisfies RawHomeLoanProvider;

    const [current, earlier] = result.personalLoanProviders.versions;
    if (current) current.r[id] = personalLoanSummary(profile, myPersonalLoans);
    if (earlier) {
      earlier.r[id] = personalLoanSummary(
        profile,
        myPersonalLoans.filter((loan) => loan.lastUpdated <= dates.earlier),
      );
    }

    result.savingsProviders.push({
      ...common,
      minRate: minOrSentinel(savingsBase),
      maxRate: maxOrSentinel(savingsMax),
      hasProduct: mySavings.length > 0,
    });
    result.termDepositProviders.push({
      ...common,
      minRate: minOrSentinel(depositRates),
      maxRate: maxOrSentinel(depositRates),
      hasProduct: myDeposits.length > 0,
    });
    const base = { id, name: profile.name, urlSlug: profile.slug };
    result.transactionProviders.push({
      ...base,
      minRate: minOrSentinel(transactionRates),
      maxRate: maxOrSentinel(transactionRates),
      minMonthlyFee: minOrSentinel(monthlyFees),
      minFxFee: minOrSentinel(accountFx.map(asPercent)),
      hasProduct: myTransactions.length > 0,
    });
    const fxCards = myCards.filter((card) => card.foreignTransactionFee !== null);
    const fxAccounts = myTransactions.filter((account) => account.fxFee !== null);
    result.fxProviders.push({
      ...base,
      minRate: minOrSentinel(
        fxCards.map((card) => card.purchaseRateFraction).filter((r): r is number => r !== null),
      ),
      maxRate: maxOrSentinel(
        fxCards.map((card) => card.purchaseRateFraction).filter((r): r is number => r !== null),
      ),
      minMonthlyFee: minOrSentinel(fxAccounts.map((account) => account.monthlyFee)),
      minFxFee: minOrSentinel([...accountFx, ...cardFx].map(asPercent)),
      hasProduct: fxCards.length + fxAccounts.length > 0,
    });
  }
  return result;
}
