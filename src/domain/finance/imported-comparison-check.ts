/**
 * Do the rates and fees the site imported reproduce the comparison rates lenders publish beside
 * them? The raw checker (`comparison-rate-check.ts`) reads the CDR fee lists its own way; this
 * check reads only the imported figures (`data/products-*.json`), the ones visitors are shown and
 * offers are costed with, so a fee the import misreads shows up here.
 *
 * Home loans: each rate with a published comparison rate is run through the statutory example
 * ($150,000 over 25 years) with the product's application fee paid up front, its yearly fee and
 * its package's fee charged in advance at settlement and on each anniversary (as offers are
 * costed), and its discharge fee with the last repayment. A fixed or interest-only rate reverts
 * to the product's own variable principal-and-interest rate for the same purpose and LVR band; a
 * variable interest-only rate is interest only for the first five years. Without such a rate the
 * comparison rate is not computed ("revert rate not published"): the rate's own
 * `impliedFollowOnRate` is worked back from the published figure, so using it would prove nothing.
 *
 * Personal and car loans: the lowest rate, whose comparison rate is the one kept, over $30,000
 * and 5 years with the establishment fee up front and the monthly fee with each repayment.
 */
import { feesForRate } from '../home-loans/rate-fees';
import type { RawHomeLoanRate } from '../data/raw-types';
import {
  type ComparisonRateLoan,
  exampleLoan,
  type PeriodicFee,
  type RatePeriod,
  roundToPublishedRate,
  solvedComparisonRate,
} from './comparison-rate';

/** Interest-only months assumed for a variable interest-only rate, as lenders' examples mostly do. */
export const INTEREST_ONLY_EXAMPLE_MONTHS = 60;

/** The loan size of the home-loan example, which a revert rate must be offered at. */
const HOME_LOAN_EXAMPLE_DOLLARS = 150_000;

/** Slack for binary rounding, so that a difference of exactly 0.05 counts as within 0.05. */
const EPSILON = 1e-9;

export type ImportedCategory = 'homeLoan' | 'personalLoan' | 'carLoan';

export const CATEGORY_LABELS: Readonly<Record<ImportedCategory, string>> = {
  homeLoan: 'Home loans ($150,000 over 25 years)',
  personalLoan: 'Personal loans ($30,000 over 5 years)',
  carLoan: 'Car loans ($30,000 over 5 years)',
};

export const NOT_COMPUTED = {
  revertNotPublished: 'revert rate not published',
  revertAmbiguous: 'revert rate ambiguous (several fit its LVR band)',
  feesExceedLoan: 'fees exceed what the loan can bear',
} as const;

/** A home-loan rate row as imported. */
export type ImportedHomeLoanRate = Pick<
  RawHomeLoanRate,
  | 'rateType'
  | 'fixedMonths'
  | 'repayment'
  | 'purpose'
  | 'rate'
  | 'comparisonRate'
  | 'lvrMin'
  | 'lvrMax'
  | 'minLoanAmount'
  | 'maxLoanAmount'
  | 'withoutPackage'
>;

/** A home loan's fees in dollars, as imported. */
export interface ImportedHomeLoanFees {
  upfrontDollars: number;
  /** Ongoing fees a year, charged in advance at settlement and each anniversary. */
  annualDollars: number;
  package: { amountDollars: number; everyMonths: number } | null;
  dischargeDollars: number;
}

export interface ImportedHomeLoan {
  id: string;
  providerId: string;
  name: string;
  rates: readonly ImportedHomeLoanRate[];
  applicationFee: number;
  annualFee: number;
  dischargeFee: number;
  packageId: string | null;
  feesWithoutPackage?: { applicationFee: number; annualFee: number; dischargeFee: number } | null;
}

/** A package as `data/home-loan-providers.json` lists it. */
export interface ImportedPackage {
  packageId: string;
  packageFee: number;
  /** ISO 8601 duration: P1Y yearly, P1M monthly. */
  pfFreq: string;
}

export interface ImportedPersonalLoan {
  id: string;
  providerId: string;
  name: string;
  minRate: number;
  comparisonRate: number | null;
  establishmentFee: number;
  monthlyFee: number;
}

export interface ImportedRateCheck {
  category: ImportedCategory;
  providerId: string;
  productId: string;
  productName: string;
  /** e.g. `fixed 36 mo principal-and-interest owner-occupier LVR <=80%`. */
  rateLabel: string;
  rate: number;
  publishedComparisonRate: number;
  /** Rounded as lenders publish, or null when not computed. */
  computedComparisonRate: number | null;
  /** computed - published in percentage points, or null when not computed. */
  differencePercentagePoints: number | null;
  /** A `NOT_COMPUTED` value, or null. */
  notComputedReason: string | null;
  /** For a fixed or interest-only rate, the variable rate it was run on to, else null. */
  revertRate: number | null;
}

export type Computed =
  { ok: true; comparisonRate: number; revertRate: number | null } | { ok: false; reason: string };

function percentagePoints(fraction: number): number {
  return Math.round(fraction * 1e6) / 1e4;
}

function offeredAtExample(rate: ImportedHomeLoanRate): boolean {
  return (
    (rate.minLoanAmount ?? 0) <= HOME_LOAN_EXAMPLE_DOLLARS &&
    (rate.maxLoanAmount ?? Number.POSITIVE_INFINITY) >= HOME_LOAN_EXAMPLE_DOLLARS
  );
}

const lower = (value: number | null): number => value ?? 0;
const upper = (value: number | null): number => value ?? Number.POSITIVE_INFINITY;

/**
 * The product's own variable principal-and-interest rate for the rate's purpose and LVR band: the
 * rates with the same band if there are any, else those whose band covers it. Several different
 * rates make it ambiguous; none, not published.
 */
export function revertRateFor(
  rate: ImportedHomeLoanRate,
  productRates: readonly ImportedHomeLoanRate[],
): { ok: true; rate: number } | { ok: false; reason: string } {
  const candidates = productRates.filter(
    (other) =>
      other.rateType === 'variable' &&
      other.repayment === 'principal-and-interest' &&
      other.purpose === rate.purpose &&
      offeredAtExample(other),
  );
  const sameBand = candidates.filter((other) => other.lvrMin === rate.lvrMin && other.lvrMax === rate.lvrMax);
  const covering = candidates.filter(
    (other) => lower(other.lvrMin) <= lower(rate.lvrMin) && upper(other.lvrMax) >= upper(rate.lvrMax),
  );
  const fitting = sameBand.length > 0 ? sameBand : covering;
  const distinct = [...new Set(fitting.map((other) => other.rate))];
  if (distinct.length === 0) return { ok: false, reason: NOT_COMPUTED.revertNotPublished };
  if (distinct.length > 1) return { ok: false, reason: NOT_COMPUTED.revertAmbiguous };
  return { ok: true, rate: distinct[0] as number };
}

/** Months a rate holds before its follow-on rate in the example: a fixed term, or five years interest only. */
export function heldMonths(
  rate: Pick<ImportedHomeLoanRate, 'rateType' | 'fixedMonths' | 'repayment'>,
): number | null {
  if (rate.rateType === 'fixed') return rate.fixedMonths;
  return rate.repayment === 'interest-only' ? INTEREST_ONLY_EXAMPLE_MONTHS : null;
}

/**
 * The home-loan example with a loan's imported fees: the application fee up front, the yearly and
 * package fees in advance at settlement and each anniversary, any monthly fee with each
 * repayment, the discharge fee with the last.
 */
export function homeLoanExample(
  rates: RatePeriod[],
  interestOnlyMonths: number,
  fees: ImportedHomeLoanFees,
  monthlyFeeDollars = 0,
): ComparisonRateLoan {
  const periodicFees: PeriodicFee[] = [];
  if (fees.annualDollars > 0)
    periodicFees.push({ amountDollars: fees.annualDollars, everyMonths: 12, firstDueMonth: 0 });
  if (fees.package !== null && fees.package.amountDollars > 0)
    periodicFees.push({ ...fees.package, firstDueMonth: 0 });
  return exampleLoan('homeLoan', {
    rates,
    interestOnlyMonths,
    upfrontFeesDollars: fees.upfrontDollars,
    periodicFees,
    monthlyFeeDollars,
    dischargeFeeDollars: fees.dischargeDollars,
  });
}

/** The unrounded comparison rate of one imported home-loan rate with the product's imported fees. */
export function homeLoanComparisonRate(
  rate: ImportedHomeLoanRate,
  productRates: readonly ImportedHomeLoanRate[],
  fees: ImportedHomeLoanFees,
): Computed {
  const held = heldMonths(rate);
  let loan: ComparisonRateLoan;
  let revertRate: number | null = null;
  if (held === null || held <= 0 || held >= 300) {
    loan = homeLoanExample([{ annualRate: rate.rate }], 0, fees);
  } else {
    const revert = revertRateFor(rate, productRates);
    if (!revert.ok) return revert;
    revertRate = revert.rate;
    loan = homeLoanExample(
      [{ annualRate: rate.rate, months: held }, { annualRate: revert.rate }],
      rate.repayment === 'interest-only' ? held : 0,
      fees,
    );
  }
  const value = solvedComparisonRate(loan);
  return value === null
    ? { ok: false, reason: NOT_COMPUTED.feesExceedLoan }
    : { ok: true, comparisonRate: value, revertRate };
}

/** The unrounded comparison rate of a personal or car loan's lowest rate with its imported fees. */
export function personalLoanComparisonRate(loan: ImportedPersonalLoan): Computed {
  const value = solvedComparisonRate(
    exampleLoan('personalLoan', {
      rates: [{ annualRate: loan.minRate }],
      upfrontFeesDollars: loan.establishmentFee,
      monthlyFeeDollars: loan.monthlyFee,
    }),
  );
  return value === null
    ? { ok: false, reason: NOT_COMPUTED.feesExceedLoan }
    : { ok: true, comparisonRate: value, revertRate: null };
}

/** What a computation says against the published figure, in the check's shape. */
export function compared(
  published: number,
  computed: Computed,
): Pick<
  ImportedRateCheck,
  'computedComparisonRate' | 'differencePercentagePoints' | 'notComputedReason' | 'revertRate'
> {
  if (!computed.ok) {
    return {
      computedComparisonRate: null,
      differencePercentagePoints: null,
      notComputedReason: computed.reason,
      revertRate: null,
    };
  }
  const rounded = roundToPublishedRate(computed.comparisonRate);
  return {
    computedComparisonRate: rounded,
    differencePercentagePoints: percentagePoints(rounded - published),
    notComputedReason: null,
    revertRate: computed.revertRate,
  };
}

/**
 * Whether the imported figures fall more than 0.05 points short of the published comparison rate:
 * the lender charges fees its CDR fee list does not show (or the import misses).
 */
export function fallsShortOfPublished(differencePercentagePoints: number | null): boolean {
  return differencePercentagePoints !== null && differencePercentagePoints < -0.05 - EPSILON;
}

function bandLabel(rate: ImportedHomeLoanRate): string {
  const percent = (value: number): string => `${String(Math.round(value * 10_000) / 100)}%`;
  if (rate.lvrMin === null && rate.lvrMax === null) return '';
  if (rate.lvrMin === null) return ` LVR <=${percent(rate.lvrMax as number)}`;
  if (rate.lvrMax === null) return ` LVR >${percent(rate.lvrMin)}`;
  return ` LVR ${percent(rate.lvrMin)}-${percent(rate.lvrMax)}`;
}

export function homeLoanRateLabel(rate: ImportedHomeLoanRate): string {
  const type = rate.rateType === 'fixed' ? `fixed ${String(rate.fixedMonths ?? '?')} mo` : 'variable';
  return `${type} ${rate.repayment} ${rate.purpose}${bandLabel(rate)}`;
}

/** The imported fees of a home loan, its package's fee looked up by `packageId`. */
export function importedHomeLoanFees(
  loan: ImportedHomeLoan,
  packages: ReadonlyMap<string, ImportedPackage>,
): ImportedHomeLoanFees {
  const pkg = loan.packageId === null ? undefined : packages.get(loan.packageId);
  return {
    upfrontDollars: loan.applicationFee,
    annualDollars: loan.annualFee,
    package:
      pkg === undefined
        ? null
        : { amountDollars: pkg.packageFee, everyMonths: pkg.pfFreq === 'P1M' ? 1 : 12 },
    dischargeDollars: loan.dischargeFee,
  };
}

/** Every imported home-loan rate with a published comparison rate, checked. */
export function checkImportedHomeLoans(
  loans: readonly ImportedHomeLoan[],
  packages: readonly ImportedPackage[],
): ImportedRateCheck[] {
  const byId = new Map(packages.map((pkg) => [pkg.packageId, pkg]));
  return loans.flatMap((loan) => {
    const packaged = importedHomeLoanFees(loan, byId);
    const own = loan.feesWithoutPackage ?? null;
    const unpackaged: ImportedHomeLoanFees | null =
      own === null
        ? null
        : {
            upfrontDollars: own.applicationFee,
            annualDollars: own.annualFee,
            package: null,
            dischargeDollars: own.dischargeFee,
          };
    return loan.rates.flatMap((rate): ImportedRateCheck[] => {
      if (rate.comparisonRate === null) return [];
      const { fees } = feesForRate({ fees: packaged, feesWithoutPackage: unpackaged }, rate);
      return [
        {
          category: 'homeLoan',
          providerId: loan.providerId,
          productId: loan.id,
          productName: loan.name,
          rateLabel: homeLoanRateLabel(rate),
          rate: rate.rate,
          publishedComparisonRate: rate.comparisonRate,
          ...compared(rate.comparisonRate, homeLoanComparisonRate(rate, loan.rates, fees)),
        },
      ];
    });
  });
}

/** Every imported personal or car loan with a published comparison rate, checked. */
export function checkImportedPersonalLoans(
  loans: readonly ImportedPersonalLoan[],
  category: 'personalLoan' | 'carLoan',
): ImportedRateCheck[] {
  return loans.flatMap((loan): ImportedRateCheck[] => {
    if (loan.comparisonRate === null) return [];
    return [
      {
        category,
        providerId: loan.providerId,
        productId: loan.id,
        productName: loan.name,
        rateLabel: 'lowest rate',
        rate: loan.minRate,
        publishedComparisonRate: loan.comparisonRate,
        ...compared(loan.comparisonRate, personalLoanComparisonRate(loan)),
      },
    ];
  });
}

export interface ImportedCountRow {
  /** Rates with a published comparison rate. */
  total: number;
  computed: number;
  within001: number;
  within005: number;
  /** Computed more than 0.05 points below the published figure: fees missing. */
  belowBy005: number;
  /** Computed more than 0.05 points above it. */
  aboveBy005: number;
}

export interface LenderRow extends ImportedCountRow {
  providerId: string;
}

export interface ImportedCheckSummary extends ImportedCountRow {
  notComputed: Record<string, number>;
  /** Lenders with the most computed rates more than 0.05 points off, worst first. */
  worstLenders: LenderRow[];
}

function within(check: ImportedRateCheck, limit: number): boolean {
  return Math.abs(check.differencePercentagePoints ?? Number.NaN) <= limit + EPSILON;
}

export function countChecks(checks: readonly ImportedRateCheck[]): ImportedCountRow {
  const computed = checks.filter((check) => check.differencePercentagePoints !== null);
  return {
    total: checks.length,
    computed: computed.length,
    within001: computed.filter((check) => within(check, 0.01)).length,
    within005: computed.filter((check) => within(check, 0.05)).length,
    belowBy005: computed.filter((check) => fallsShortOfPublished(check.differencePercentagePoints)).length,
    aboveBy005: computed.filter((check) => (check.differencePercentagePoints ?? 0) > 0.05 + EPSILON).length,
  };
}

export function summariseImportedChecks(
  checks: readonly ImportedRateCheck[],
  worstCount = 10,
): ImportedCheckSummary {
  const notComputed: Record<string, number> = {};
  for (const check of checks) {
    if (check.notComputedReason !== null)
      notComputed[check.notComputedReason] = (notComputed[check.notComputedReason] ?? 0) + 1;
  }
  const byProvider = new Map<string, ImportedRateCheck[]>();
  for (const check of checks) {
    byProvider.set(check.providerId, [...(byProvider.get(check.providerId) ?? []), check]);
  }
  const lenders: LenderRow[] = [...byProvider].map(([providerId, own]) => ({
    providerId,
    ...countChecks(own),
  }));
  const offBy005 = (row: LenderRow): number => row.computed - row.within005;
  const worstLenders = lenders
    .filter((row) => offBy005(row) > 0)
    .sort(
      (a, b) =>
        offBy005(b) - offBy005(a) ||
        a.within005 / a.computed - b.within005 / b.computed ||
        a.providerId.localeCompare(b.providerId),
    )
    .slice(0, worstCount);
  return { ...countChecks(checks), notComputed, worstLenders };
}
