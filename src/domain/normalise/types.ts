/**
 * The clean values pages and the server use. Money is integer cents (`...Cents`), rates and
 * percentage fees are fractions (0.2099 = 20.99%), and "no data" is always null: no sentinels,
 * no NaN, no dollar text.
 */
import type {
  CategoryCode,
  ProviderIndustry,
  RawDataMeta,
  RewardPartner,
  RewardsCategory,
} from '../data/raw-types';
import type { ProductEligibility } from '../eligibility/types';
import type { DataWarning } from './data-error';

interface ProviderIdentity {
  id: string;
  name: string;
  urlSlug: string;
}

interface ProviderFlags extends ProviderIdentity {
  popular: boolean;
  big4: boolean;
  participant: boolean;
}

export interface NormalisedProvider extends ProviderFlags {
  /** false for a non-bank lender: not an authorised deposit-taking institution. */
  bank: boolean;
  /** The CDR Register industries the provider is listed under. */
  industries: ProviderIndustry[];
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
  abn: string | null;
  website: string | null;
  cdrBrandId: string;
}

export interface NormalisedProviderOverview extends ProviderFlags {
  minRate: number | null;
  maxRate: number | null;
  minMonthlyFeeCents: number | null;
  /** Lowest foreign transaction fee as a fraction (0.03 = 3%). */
  minFxFee: number | null;
  hasProduct: boolean;
}

/** A sign-up cash back: once for a spend within `spendMonths`, or each of `spendMonths` months the spend is met. */
export interface NormalisedCardCashBack {
  amountCents: number;
  spendRequiredCents: number | null;
  spendMonths: number;
  perMonth: boolean;
}

export interface NormalisedBalanceTransfer {
  rate: number;
  periodMonths: number;
  feeFraction: number;
  feeStated: boolean;
  revertRate: number | null;
}

export interface NormalisedCreditCard {
  id: string;
  providerId: string;
  name: string;
  urlSlug: string;
  cdrProductId: string;
  annualFeeCents: number;
  /** Null exactly when `noInterest`. */
  purchaseRate: number | null;
  noInterest: boolean;
  rewards: boolean;
  rewardProgramId: number;
  rewardProgramPointsName: string | null;
  bonusPoints: number;
  /** Null when the card has no rewards or its program has no known value. */
  bonusPointsValueCents: number | null;
  earnRate: number | null;
  earnCapPoints: number | null;
  bonusSpendRequiredCents: number | null;
  /** Months from approval the bonus spend must be made in (3 when the bank does not say). */
  bonusSpendMonths: number;
  /** Bonus points paid after the first year; 0 when none. */
  laterBonusPoints: number;
  cashBack: NormalisedCardCashBack | null;
  interestFreeDays: number | null;
  cashAdvanceRate: number | null;
  balanceTransfer: NormalisedBalanceTransfer | null;
  /** Credit limits in whole dollars. */
  minCreditLimit: number | null;
  maxCreditLimit: number | null;
  firstYearAnnualFeeCents: number | null;
  monthlyFeeCents: number | null;
  limitTier: number | null;
  rewardsProgramFeeCents: number | null;
  foreignTransactionFee: number | null;
  latePaymentFeeCents: number | null;
  network: string | null;
  features: string[];
  /** Who may apply (`src/domain/eligibility/`); absent (hand-entered or test products): open to everyone. */
  eligibility?: ProductEligibility;
  url: string | null;
  applicationUrl: string | null;
  lastUpdated: string;
  /** When we last fetched the record from the bank (`YYYY-MM-DD`, Sydney); absent in hand-made records. */
  fetchedOn?: string;
  /** True for a card for business customers; kept out of the card journey's offers and picker. Absent or false: personal. */
  forBusiness?: boolean;
}

export interface NormalisedCreditCards {
  on: string;
  cards: NormalisedCreditCard[];
  cardIdsByProvider: Record<string, string[]>;
}

export interface NormalisedRewardProgram {
  id: number;
  name: string;
  nameFormatted: string;
  heading: string;
  urlSlug: string | null;
  popular: 0 | 1 | 2;
  /** Dollars per point. */
  value: number | null;
  pointsName: string;
  rewardsCategory: RewardsCategory;
  points100Cashback: number | null;
  points100Giftcard: number | null;
  giftcardsAvailable: string | null;
  indirectPoints: Record<RewardPartner, number | null>;
}

export interface NormalisedHomeLoanPackage {
  packageId: string;
  name: string;
  nameLong: string;
  urlSlug: string;
  packageFeeCents: number;
  /** Months between package-fee charges (12 = yearly). */
  feeEveryMonths: number;
  description: string | null;
}

export interface NormalisedHomeLoanProvider extends ProviderFlags {
  minRate: number | null;
  minComparisonRate: number | null;
  maxCashBackCents: number;
  maxCashBackRefinanceCents: number;
  hasProduct: boolean;
  finspoPanel: boolean;
  packages: NormalisedHomeLoanPackage[];
}

export interface NormalisedHomeLoanProviders {
  asOf: string;
  providers: NormalisedHomeLoanProvider[];
}

export interface NormalisedPersonalLoanProvider extends ProviderFlags {
  hasProduct: boolean;
  minRate: number | null;
  minRateComparisonRate: number | null;
  /** Loan amounts in whole dollars. */
  maxLoanAmount: number | null;
  minLoanAmount: number | null;
}

export interface NormalisedPersonalLoanProviders {
  /** Newest first. */
  versions: { asOf: string; providers: NormalisedPersonalLoanProvider[] }[];
}

export interface NormalisedDepositProvider extends ProviderFlags {
  minRate: number | null;
  maxRate: number | null;
  hasProduct: boolean;
}

export interface NormalisedAccountFeeProvider extends ProviderIdentity {
  minRate: number | null;
  maxRate: number | null;
  minMonthlyFeeCents: number | null;
  /** Fraction (0.03 = 3%); the raw file stores a percentage number. */
  minFxFee: number | null;
  hasProduct: boolean;
}

interface NormalisedProductBase {
  id: string;
  providerId: string;
  name: string;
  urlSlug: string;
  cdrProductId: string;
  url: string | null;
  applicationUrl: string | null;
  lastUpdated: string;
  /** When we last fetched the record from the bank (`YYYY-MM-DD`, Sydney); absent in hand-made records. */
  fetchedOn?: string;
  /** True for a product for business customers; kept out of personal tables and journeys. Absent or false: personal. */
  forBusiness?: boolean;
}

export interface NormalisedCreditCardRow extends NormalisedProductBase {
  annualFeeCents: number;
  purchaseRate: number | null;
  interestFreeDays: number | null;
  rewardProgramId: number;
  earnRate: number | null;
  balanceTransferRate: number | null;
  balanceTransferMonths: number | null;
  minCreditLimit: number | null;
}

export interface NormalisedHomeLoanRate {
  rateType: 'variable' | 'fixed';
  fixedMonths: number | null;
  repayment: 'principal-and-interest' | 'interest-only';
  purpose: 'owner-occupier' | 'investment';
  rate: number;
  comparisonRate: number | null;
  lvrMin: number | null;
  lvrMax: number | null;
  minLoanAmount: number | null;
  maxLoanAmount: number | null;
  /** After a fixed or interest-only period, the rate the lender's comparison rate implies; see `implied-follow-on.ts`. */
  impliedFollowOnRate: number | null;
  /** The imported fees fall short of the published comparison rate by more than 0.05 points: fees are missing. */
  feesIncomplete: boolean;
  /** With fees missing, the monthly fee that makes up the published comparison rate; see `implied-follow-on.ts`. */
  impliedMonthlyFeeCents: number | null;
  /** A packaged product's rate for borrowers without the package: it pays `feesWithoutPackage`. */
  withoutPackage: boolean;
}

/** A packaged product's own fees for its rates without the package, in cents. */
export interface NormalisedHomeLoanFeesWithoutPackage {
  applicationFeeCents: number;
  annualFeeCents: number;
  dischargeFeeCents: number;
}

export interface NormalisedHomeLoan extends NormalisedProductBase {
  rates: NormalisedHomeLoanRate[];
  /** Null unless some rates come without the product's package. */
  feesWithoutPackage: NormalisedHomeLoanFeesWithoutPackage | null;
  applicationFeeCents: number;
  annualFeeCents: number;
  dischargeFeeCents: number;
  packageId: string | null;
  offset: boolean;
  redraw: boolean;
  extraRepayments: boolean;
  minAmount: number | null;
  maxAmount: number | null;
  maxTermYears: number | null;
  /** Who may apply (`src/domain/eligibility/`); absent (hand-entered or test products): open to everyone. */
  eligibility?: ProductEligibility;
}

export interface NormalisedPersonalLoan extends NormalisedProductBase {
  rateType: 'variable' | 'fixed';
  secured: boolean;
  minRate: number;
  maxRate: number;
  comparisonRate: number | null;
  minAmount: number | null;
  maxAmount: number | null;
  minTermMonths: number | null;
  maxTermMonths: number | null;
  establishmentFeeCents: number;
  monthlyFeeCents: number;
  earlyRepaymentFeeCents: number | null;
  extraRepayments: boolean;
  redraw: boolean;
  /** The imported fees fall short of the published comparison rate by more than 0.05 points: fees are missing. */
  feesIncomplete: boolean;
}

export interface NormalisedTermDepositRate {
  termMonths: number;
  termDays: number;
  termUnit: 'days' | 'months';
  rate: number;
  minAmount: number | null;
  maxAmount: number | null;
  interestPayment: 'maturity' | 'monthly' | 'quarterly' | 'half-yearly' | 'annually';
}

export interface NormalisedTermDeposit extends NormalisedProductBase {
  rates: NormalisedTermDepositRate[];
  minDeposit: number | null;
  maxDeposit: number | null;
  noticeDays: number | null;
  /** Null when the product does not publish its grace period after maturity. */
  gracePeriodDays: number | null;
}

export interface NormalisedBonusCondition {
  kind:
    | 'min-deposit'
    | 'no-withdrawals'
    | 'balance-growth'
    | 'transactions'
    | 'linked-account'
    | 'age'
    | 'introductory'
    | 'other';
  amount: number | null;
  summary: string;
}

/** A published savings rate and its balance band; see `RawSavingsRateBand`. */
export interface NormalisedSavingsRateBand {
  kind: 'base' | 'bonus';
  rate: number;
  minBalance: number;
  maxBalance: number | null;
  appliesTo: 'whole' | 'portion';
  includesBase: boolean;
  /** A bonus band's ways to be earned (see `RawSavingsRateBand`); null: the account's conditions apply. */
  conditionSets: NormalisedBonusCondition[][] | null;
}

export interface NormalisedSavingsAccount extends NormalisedProductBase {
  baseRate: number;
  bonusRate: number;
  maxRate: number;
  maxRateBalanceCap: number | null;
  introductoryMonths: number | null;
  /** How often interest is credited, in months; null when the bank does not say. */
  interestCreditedEveryMonths: number | null;
  bonusConditions: NormalisedBonusCondition[];
  /** Empty when only the headline rates are known: the rates then apply to the whole balance. */
  rateBands: NormalisedSavingsRateBand[];
  monthlyFeeCents: number;
  minAge: number | null;
  maxAge: number | null;
}

export interface NormalisedTransactionAccount extends NormalisedProductBase {
  monthlyFeeCents: number;
  feeWaiverDepositCents: number | null;
  fxFee: number | null;
  overseasAtmFeeCents: number | null;
  rate: number;
  debitCard: boolean;
  digitalWallet: boolean;
  minAge: number | null;
}

export interface NormalisedProductSet<P> {
  category: CategoryCode;
  dateUpdated: string;
  products: P[];
}

export interface NormalisedBnplProvider {
  id: string;
  name: string;
  urlSlug: string;
  minLimit: number;
  maxLimit: number;
  instalments: number;
  /** null when the provider does not say how often instalments fall due. */
  interval: 'fortnightly' | 'weekly' | 'monthly' | null;
  accountFeeMonthlyCents: number;
  latePaymentFeeCents: number;
  maxLateFeesCents: number | null;
  /** Every late and missed-payment fee the provider publishes. */
  lateFees: { name: string; amountCents: number; daysLate: number | null; capCents: number | null }[];
  interestRate: number;
  creditCheck: 'full' | 'light' | 'none' | null;
  licensed: boolean | null;
  url: string;
  origin: 'consumer-data-right' | 'hand-collected';
  publisherId: string | null;
  publisherName: string;
  cdrProductId: string | null;
  lastUpdated: string | null;
  source: string;
  checkedOn: string;
}

export interface NormalisedData {
  providers: NormalisedProvider[];
  providerOverview: NormalisedProviderOverview[];
  creditCards: NormalisedCreditCards;
  rewardPrograms: NormalisedRewardProgram[];
  homeLoanProviders: NormalisedHomeLoanProviders;
  personalLoanProviders: NormalisedPersonalLoanProviders;
  savingsProviders: NormalisedDepositProvider[];
  termDepositProviders: NormalisedDepositProvider[];
  transactionProviders: NormalisedAccountFeeProvider[];
  fxProviders: NormalisedAccountFeeProvider[];
  /** Lower-case alternative name -> lower-case canonical provider name. */
  synonyms: Record<string, string>;
  products: {
    cc: NormalisedProductSet<NormalisedCreditCardRow> & { rewards: number[] };
    hl: NormalisedProductSet<NormalisedHomeLoan>;
    pl: NormalisedProductSet<NormalisedPersonalLoan>;
    cl: NormalisedProductSet<NormalisedPersonalLoan>;
    td: NormalisedProductSet<NormalisedTermDeposit>;
    tx: NormalisedProductSet<NormalisedTransactionAccount>;
    sv: NormalisedProductSet<NormalisedSavingsAccount>;
  };
  bnpl: NormalisedBnplProvider[];
  meta: RawDataMeta;
  /** Values repaired or dropped while reading, for the build log. */
  warnings: DataWarning[];
}
