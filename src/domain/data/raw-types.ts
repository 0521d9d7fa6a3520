/**
 * Shapes of the files in `data/` exactly as `npm run data:import` writes them.
 *
 * The provider-level datasets keep the entity shapes of the product specification, including
 * its quirks (sentinel min/max numbers, dollar amounts as text, `$NaN` bonus values). Nothing
 * reads these files directly for display: `src/domain/normalise/` turns them into the clean
 * types that pages and the server use, and fails loudly (naming the record) on anything it
 * cannot interpret.
 */
import type { ProductEligibility } from '../eligibility/types';


/** A five-digit string, stable across imports through `data/provider-ids.json`. */
export type ProviderId = string;

/** ISO date `YYYY-MM-DD`. */
export type IsoDate = string;

/** A fraction, 0.045 means 4.5% p.a. */
export type RateFraction = number;

/** `data/providers.json`: `RawProvider[]`. */
/** A CDR Register industry whose products the site compares. */
export type ProviderIndustry = 'banking' | 'non-bank-lending';

export interface RawProvider {
  id: ProviderId;
  name: string;
  urlSlug: string;
  popular: boolean;
  /**
   * false for non-bank lenders (credit unions and building societies are banks here when ADIs): true
   * when the CDR Register lists the brand, or another brand of its legal entity (same ABN), under
   * `banking`, less the few brands listed there that take no deposits (`notDepositTakers`).
   */
  bank: boolean;
  /** The CDR Register industries the brand is listed under. */
  industries: ProviderIndustry[];
  big4: boolean;
  /** 1 for the one provider that takes part in our partner programme, 0 for the others. */
  participant: number;
  /** Our own words, never a bank's marketing text. */
  overview: string;
  advantages: string;
  security: string;
  service: string;
  hasCreditCards: boolean;
  hasHomeLoans: boolean;
  hasPersonalLoans: boolean;
  hasCarLoans: boolean;
  hasTermDeposits: boolean;
  hasBankAccounts: boolean;
  hasSavingsAccounts: boolean;
  /** Extra facts kept from the CDR register extract. */
  abn: string | null;
  website: string | null;
  /** CDR data-holder brand id, for traceability. */
  cdrBrandId: string;
}

/**
 * `data/provider-overview.json`: `RawProviderOverview[]`.
 * minRate/maxRate are across the provider's deposit products; 1.79e308 / 5e-324 mean "no data".
 */
export interface RawProviderOverview {
  id: ProviderId;
  name: string;
  urlSlug: string;
  popular: boolean;
  big4: boolean;
  participant: number;
  minRate: number;
  maxRate: number;
  minMonthlyFee: number;
  minFxFee: number;
  hasProduct: boolean;
}

/** `data/credit-cards.json` */
export interface RawCreditCardDataset {
  /** ISO date the card data is as of. */
  on: IsoDate;
  /** provider id -> card ids (`providerId-CCnnnnn`). */
  providers: Record<ProviderId, string[]>;
  cards: Record<string, RawCreditCard>;
}

export interface RawCreditCard {
  id: string;
  providerId: ProviderId;
  nameLong: string;
  /** Dollar text such as `$149`, sometimes a long unrounded number (`$131.39999999999998`). */
  annualFee: string;
  /** `20.99% p.a.` or `No Interest`. */
  purchaseRate: string;
  rewards: 'Yes' | 'No';
  urlSlug: string;
  /** Text with thousands separators, `0` when none. */
  bonusPoints: string;
  /** Dollar text; `$NaN` or `NaN` when the card has no rewards (a known defect). */
  bonusPointsValue: string;
  rewardProgramPointsName: string | null;
  /** --- extra product-level facts for real comparison --- */
  cdrProductId: string;
  /** Reward program id from `data/reward-programs.json` (0 = no rewards). */
  rewardProgramId: number;
  /** Points earned per dollar on eligible purchases; null when unknown or no rewards. */
  earnRate: number | null;
  /** Yearly cap on points earned at the headline rate; null when uncapped or unknown. */
  earnCapPoints: number | null;
  /** Minimum spend to get the bonus points; null when none or unknown. */
  bonusSpendRequired: number | null;
  /** Months from approval the bonus spend must be made in; left out when the bank does not say (3 assumed). */
  bonusSpendMonths?: number | null;
  /** Bonus points paid after the first year (keeping the card, a purchase in year 2); left out when none. */
  laterBonusPoints?: number;
  /** Sign-up cash back to the card; left out when none. */
  cashBack?: RawCardCashBack | null;
  interestFreeDays: number | null;
  cashAdvanceRate: RateFraction | null;
  /** Purchase rate as a fraction; null for `No Interest` cards. */
  purchaseRateFraction: RateFraction | null;
  balanceTransfer: {
    rate: RateFraction;
    periodMonths: number;
    /** One-off fee as a fraction of the amount transferred (0.01 = 1%). */
    feeFraction: number;
    /** False when the bank states no balance-transfer fee and `feeFraction` is 0 for want of one. */
    feeStated?: boolean;
    /** Rate the transferred balance reverts to; null when it reverts to the cash-advance rate and that is unknown. */
    revertRate: RateFraction | null;
  } | null;
  minCreditLimit: number | null;
  maxCreditLimit: number | null;
  /** Annual fee in the first year when it differs from the ongoing fee. */
  firstYearAnnualFee: number | null;
  /** Monthly account fee for cards priced monthly (e.g. by limit tier); the annual fee text is 12 x this. */
  monthlyFee: number | null;
  /** Limit tier for tiered no-interest cards (1000, 2000, 3000), else null. */
  limitTier: number | null;
  /** Foreign transaction fee as a fraction of the amount (0.03 = 3%); 0 when the bank states there is none. */
  foreignTransactionFee: number | null;
  latePaymentFee: number | null;
  /** `Visa`, `Mastercard`, `American Express` or `UnionPay`. */
  network: string | null;
  /** Yearly fee for the card's points or frequent-flyer program on top of `annualFee`; null when none. */
  rewardsProgramFee?: number | null;
  features: string[];
  /** Who may apply, from the CDR record and the curated member restrictions (`src/domain/eligibility/`). */
  eligibility?: ProductEligibility;
  url: string | null;
  applicationUrl: string | null;
  lastUpdated: IsoDate;
  /** When we last fetched the record from the bank (Sydney date); absent in hand-made records. */
  fetchedOn?: IsoDate;
  /** True for a card for business customers (as on its `products-cc.json` row); left out for a personal card. */
  forBusiness?: boolean;
}

/** `data/reward-programs.json`: `RawRewardProgram[]` (curated by hand, sources in `data/curated/SOURCES.md`). */
export interface RawRewardProgram {
  MODEL_CATEGORY: 'reward';
  id: number;
  name: string;
  nameFormatted: string;
  heading: string;
  urlSlug: string | null;
  popular: 0 | 1 | 2;
  products: Record<string, never>;
  /** Dollars per point, null when unknown. */
  value: number | null;
  pointsName: string;
  rewardsCategory: RewardsCategory;
  points100Cashback: number | null;
  points100Giftcard: number | null;
  giftcardsAvailable: string | null;
  indirectPoints: Record<RewardPartner, number | null>;
}

/** Every rewards category, in one list that the import and the normaliser both check against. */
export const REWARDS_CATEGORIES = [
  'no_rewards',
  'general_rewards',
  'qantas_points',
  'velocity_points',
  'krisflyer_points',
  'skyward_points',
  'asia_miles',
  'guest_miles',
  'airpoints',
  'united_miles',
  'lufthansa_miles',
  'enrich_points',
  'flying_blue_miles',
] as const;

export type RewardsCategory = (typeof REWARDS_CATEGORIES)[number];

/** The twelve partners of `indirectPoints`, in the order the spec lists them. */
export const REWARD_PARTNERS = [
  'qantas',
  'velocity',
  'krisflyer',
  'emirates',
  'asiaMiles',
  'etihad',
  'airNzAirpoints',
  'united',
  'lufthansa',
  'malaysiaAirlines',
  'airFranceKlm',
  'flybuys',
] as const;

export type RewardPartner = (typeof REWARD_PARTNERS)[number];

/** `data/home-loan-providers.json` */
export interface RawHomeLoanProviderSummary {
  o: IsoDate;
  r: Record<ProviderId, RawHomeLoanProvider>;
}

export interface RawHomeLoanProvider {
  id: ProviderId;
  name: string;
  urlSlug: string;
  popular: boolean;
  big4: boolean;
  participant: 0 | 1;
  minRate: number;
  minComparisonRate: number;
  maxCashBack: number;
  maxCashBackRefinance: number;
  hasProduct: boolean;
  finspoPanel: 0 | 1;
  hlPackages: RawHomeLoanPackage[];
}

export interface RawHomeLoanPackage {
  packageId: string;
  name: string;
  nameLong: string;
  urlSlug: string;
  packageFee: number;
  /** ISO-8601 duration, P1Y = yearly. */
  pfFreq: string;
  description: string | null;
}

/** `data/personal-loan-providers.json`: two dated versions, newest first. */
export interface RawPersonalLoanProviderSummaries {
  versions: { asOf: IsoDate; r: Record<ProviderId, RawPersonalLoanProvider> }[];
}

export interface RawPersonalLoanProvider {
  id: ProviderId;
  name: string;
  urlSlug: string;
  popular: boolean;
  big4: boolean;
  participant: number;
  hasProduct: boolean;
  minRate: number;
  minRateComparisonRate: number | null;
  maxLoanAmount: number;
  minLoanAmount: number;
}

/** `data/savings-providers.json` and `data/term-deposit-providers.json`: `RawDepositProvider[]`. */
export interface RawDepositProvider {
  id: ProviderId;
  name: string;
  urlSlug: string;
  popular: boolean;
  big4: boolean;
  participant: number;
  minRate: number;
  maxRate: number;
  hasProduct: boolean;
}

/**
 * `data/transaction-providers.json` and `data/fx-providers.json`: `RawAccountFeeProvider[]`.
 * Transaction providers summarise everyday accounts (rates, monthly fees, foreign transaction fees).
 * FX providers summarise spending abroad: purchase rates of the provider's cards that state a
 * foreign transaction fee, monthly fees of its accounts that state one, and the lowest such fee.
 */
export interface RawAccountFeeProvider {
  id: ProviderId;
  name: string;
  urlSlug: string;
  minRate: number;
  maxRate: number;
  minMonthlyFee: number;
  /** Foreign transaction fee as a percentage number (3 = 3%). */
  minFxFee: number;
  hasProduct: boolean;
}

/** `data/synonyms.json`: lower-case alternative name -> lower-case canonical provider name. */
export type RawSynonyms = Record<string, string>;

export type CategoryCode = 'cc' | 'hl' | 'pl' | 'cl' | 'td' | 'tx' | 'sv';

/** `data/products-<code>.json`: reduced product data per category. */
export interface RawProductSet<P> {
  category: CategoryCode;
  dateUpdated: IsoDate;
  products: P[];
  /** Credit cards only: the reward program ids the cards use. */
  rewards?: number[];
}

interface RawProductBase {
  /** `providerId-<CODE>nnnnn`, e.g. `10001-HL00003`; stable across imports. */
  id: string;
  providerId: ProviderId;
  name: string;
  urlSlug: string;
  cdrProductId: string;
  url: string | null;
  applicationUrl: string | null;
  lastUpdated: IsoDate;
  /** When we last fetched the record from the bank (Sydney date); absent in hand-made records. */
  fetchedOn?: IsoDate;
  /**
   * True for a product for business customers (its record's addresses, words or eligibility say so,
   * `src/domain/eligibility/business-customers.ts`); left out for a personal product.
   */
  forBusiness?: boolean;
}

/** Reduced credit-card row for tables (products-cc.json); full detail is in credit-cards.json. */
export interface RawCreditCardRow extends RawProductBase {
  annualFee: number;
  purchaseRate: RateFraction | null;
  interestFreeDays: number | null;
  rewardProgramId: number;
  earnRate: number | null;
  balanceTransferRate: RateFraction | null;
  balanceTransferMonths: number | null;
  minCreditLimit: number | null;
}

export interface RawHomeLoanRate {
  rateType: 'variable' | 'fixed';
  fixedMonths: number | null;
  repayment: 'principal-and-interest' | 'interest-only';
  purpose: 'owner-occupier' | 'investment';
  rate: RateFraction;
  comparisonRate: RateFraction | null;
  /** LVR bounds as fractions (0.8 = 80%); null bound = open. */
  lvrMin: number | null;
  lvrMax: number | null;
  /** Loan-size band the rate is limited to (e.g. package rates from $150,000); null bound = open. */
  minLoanAmount?: number | null;
  maxLoanAmount?: number | null;
  /**
   * After a fixed or interest-only period: the rate the published comparison rate implies with the
   * loan's fees (`impliedFollowOnRate`); left out when there is none.
   */
  impliedFollowOnRate?: RateFraction | null;
  /**
   * The loan's imported fees give a comparison rate more than 0.05 points below the published one:
   * the lender charges fees its published fee list does not show
   * (`src/domain/finance/imported-comparison-check.ts`). Left out when false.
   */
  feesIncomplete?: boolean;
  /**
   * For a variable principal-and-interest rate with fees missing: the monthly fee in dollars that
   * with the imported fees reproduces the published comparison rate (`impliedMonthlyFee`). Left out when none.
   */
  impliedMonthlyFee?: number | null;
  /**
   * A rate for borrowers who do not take the product's package: it pays the product's fees without
   * the package's fee or waivers (`feesWithoutPackage`). Left out when false.
   */
  withoutPackage?: boolean;
}

/** A packaged product's own fees for its rates that come without the package. */
export interface RawHomeLoanFeesWithoutPackage {
  applicationFee: number;
  annualFee: number;
  dischargeFee: number;
}

export interface RawHomeLoan extends RawProductBase {
  rates: RawHomeLoanRate[];
  /** Present when some of a packaged product's rates come without the package. */
  feesWithoutPackage?: RawHomeLoanFeesWithoutPackage | null;
  applicationFee: number;
  /** Ongoing fee turned into dollars a year (monthly fees x 12). */
  annualFee: number;
  dischargeFee: number;
  packageId: string | null;
  offset: boolean;
  redraw: boolean;
  extraRepayments: boolean;
  minAmount: number | null;
  maxAmount: number | null;
  maxTermYears: number | null;
  /** Who may apply, from the CDR record and the curated member restrictions (`src/domain/eligibility/`). */
  eligibility?: ProductEligibility;
}

/** Personal and car loans share one shape (products-pl.json, products-cl.json). */
export interface RawPersonalLoan extends RawProductBase {
  rateType: 'variable' | 'fixed';
  secured: boolean;
  minRate: RateFraction;
  maxRate: RateFraction;
  comparisonRate: RateFraction | null;
  minAmount: number | null;
  maxAmount: number | null;
  minTermMonths: number | null;
  maxTermMonths: number | null;
  establishmentFee: number;
  monthlyFee: number;
  earlyRepaymentFee: number | null;
  extraRepayments: boolean;
  redraw: boolean;
  /**
   * The imported rate and fees give a comparison rate more than 0.05 points below the published
   * one: the lender charges fees its published fee list does not show. Left out when false.
   */
  feesIncomplete?: boolean;
}

export interface RawTermDepositRate {
  /** The term in whole months, to the nearest (0 under half a month): for grouping and filters. */
  termMonths: number;
  /** The term in days: exact when the product states it in days, else the months at 365 / 12 a month. */
  termDays: number;
  /** The unit the product states its term in (`P100D`: days; `P3M`, `P1Y`: months), which its interest is worked in. */
  termUnit: 'days' | 'months';
  rate: RateFraction;
  minAmount: number | null;
  maxAmount: number | null;
  interestPayment: 'maturity' | 'monthly' | 'quarterly' | 'half-yearly' | 'annually';
}

export interface RawTermDeposit extends RawProductBase {
  rates: RawTermDepositRate[];
  minDeposit: number | null;
  maxDeposit: number | null;
  noticeDays: number | null;
  /** Days after maturity to withdraw or change the deposit without a penalty, where the product publishes them. */
  gracePeriodDays?: number | null;
}

/** A sign-up cash back: `amount` once for a spend within the window, or each month the spend is met. */
export interface RawCardCashBack {
  amount: number;
  spendRequired: number | null;
  spendMonths: number | null;
  perMonth: boolean;
}

export interface RawSavingsBonusCondition {
  kind:
    | 'min-deposit'
    | 'no-withdrawals'
    | 'balance-growth'
    | 'transactions'
    | 'linked-account'
    | 'age'
    | 'introductory'
    | 'other';
  /** Dollars, count, months or years, depending on kind; 0.01 for a deposit or growth of any amount. */
  amount: number | null;
  /** Our own short wording, e.g. "Deposit at least $1,000 each month". */
  summary: string;
}

/**
 * One published savings rate and the balances it applies to. A `whole` band pays its rate on the
 * whole balance while the balance is inside the band (CDR `WHOLE_BALANCE`); a `portion` band pays
 * it only on the part of the balance inside the band (`PER_TIER`).
 */
export interface RawSavingsRateBand {
  /** `base` is paid whatever the saver does; `bonus` only in months its conditions are met. */
  kind: 'base' | 'bonus';
  rate: RateFraction;
  /** Dollars; 0 when the band starts at the first cent. */
  minBalance: number;
  /** Dollars; null when the band has no upper limit. */
  maxBalance: number | null;
  appliesTo: 'whole' | 'portion';
  /** A bonus published as the whole rate, base included, rather than on top of it. */
  includesBase: boolean;
  /**
   * A bonus band's ways to be earned, from the rate's own words: any one list, all its conditions
   * met (an empty list: nothing to meet). Absent: the account's `bonusConditions` apply.
   */
  conditionSets?: RawSavingsBonusCondition[][];
}

export interface RawSavingsAccount extends RawProductBase {
  baseRate: RateFraction;
  bonusRate: RateFraction;
  maxRate: RateFraction;
  /** Balance up to which the maximum rate applies; null when unlimited. */
  maxRateBalanceCap: number | null;
  introductoryMonths: number | null;
  /** How often interest is credited, in months (1, 2, 3, 4, 6 or 12); null when the bank does not say. */
  interestCreditedEveryMonths: number | null;
  bonusConditions: RawSavingsBonusCondition[];
  /** Every published rate with its balance band, as the bank pays it (`savings-rates.ts` in the import). */
  rateBands: RawSavingsRateBand[];
  monthlyFee: number;
  minAge: number | null;
  maxAge: number | null;
}

export interface RawTransactionAccount extends RawProductBase {
  monthlyFee: number;
  /** Monthly deposit that waives the fee; null when none. */
  feeWaiverDeposit: number | null;
  /** Foreign transaction fee as a fraction (0.03 = 3%). */
  fxFee: number | null;
  overseasAtmFee: number | null;
  rate: RateFraction;
  debitCard: boolean;
  digitalWallet: boolean;
  minAge: number | null;
}

/** One late or missed-payment fee a buy now pay later service publishes. */
export interface RawBnplFee {
  name: string;
  /** Dollars. */
  amount: number;
  /** Days past the due date after which it is charged, when the provider says. */
  daysLate: number | null;
  /** The most that fee can add up to, in dollars, when the provider caps it. */
  cap: number | null;
}

/**
 * `data/bnpl.json`: the services providers publish under the Consumer Data Right
 * (`BUY_NOW_PAY_LATER` products), then those collected by hand from services that publish nothing yet.
 */
export interface RawBnplProvider {
  id: string;
  name: string;
  urlSlug: string;
  /** Spending limit range in dollars. */
  minLimit: number;
  maxLimit: number;
  /** Number of instalments (the most a plan can have); 0 for a revolving account repaid by a minimum monthly amount. */
  instalments: number;
  /** How often instalments fall due; null when the provider does not say. */
  interval: 'fortnightly' | 'weekly' | 'monthly' | null;
  accountFeeMonthly: number;
  /** The first late fee, in dollars (0 for none). */
  latePaymentFee: number;
  /** Maximum late fees per purchase or per month, in dollars. */
  maxLateFees: number | null;
  /** Every late and missed-payment fee published (empty for a hand-collected service). */
  lateFees: RawBnplFee[];
  interestRate: RateFraction;
  /** null when the provider does not publish it. */
  creditCheck: 'full' | 'light' | 'none' | null;
  /** Holds an Australian credit licence under the June 2025 rules; null when not known. */
  licensed: boolean | null;
  url: string;
  /** Where the figures come from: the provider's own CDR data, or collected by hand. */
  origin: 'consumer-data-right' | 'hand-collected';
  /** The provider's id in `providers.json`, when it is there. */
  publisherId: string | null;
  publisherName: string;
  cdrProductId: string | null;
  /** The provider's own last-updated day of the product (CDR only). */
  lastUpdated: IsoDate | null;
  /** Where each figure came from. */
  source: string;
  /** The day we fetched it (CDR) or checked it by hand. */
  checkedOn: IsoDate;
}

/** `data/meta.json`; `importedAt` is the snapshot date so that re-running the import changes nothing. */
export interface RawDataMeta {
  snapshotDate: IsoDate;
  /** The source repository's commit for the 2024 snapshot; null for a snapshot fetched from the banks. */
  sourceCommit: string | null;
  importedAt: string;
  counts: Record<CategoryCode | 'providers' | 'bnpl' | 'rewardPrograms', number>;
}

/**
 * Every data file parsed, keyed by file name in camelCase (`products-cc.json` -> `productsCc`).
 * This is what `normaliseAll` in `src/domain/normalise/` takes.
 */
export interface RawDataFiles {
  providers: RawProvider[];
  providerOverview: RawProviderOverview[];
  creditCards: RawCreditCardDataset;
  rewardPrograms: RawRewardProgram[];
  homeLoanProviders: RawHomeLoanProviderSummary;
  personalLoanProviders: RawPersonalLoanProviderSummaries;
  savingsProviders: RawDepositProvider[];
  termDepositProviders: RawDepositProvider[];
  transactionProviders: RawAccountFeeProvider[];
  fxProviders: RawAccountFeeProvider[];
  synonyms: RawSynonyms;
  productsCc: RawProductSet<RawCreditCardRow>;
  productsHl: RawProductSet<RawHomeLoan>;
  productsPl: RawProductSet<RawPersonalLoan>;
  productsCl: RawProductSet<RawPersonalLoan>;
  productsTd: RawProductSet<RawTermDeposit>;
  productsTx: RawProductSet<RawTransactionAccount>;
  productsSv: RawProductSet<RawSavingsAccount>;
  bnpl: RawBnplProvider[];
  meta: RawDataMeta;
}
