/**
 * Reproduces lenders' published comparison rates from the rate and fees they publish through the
 * Consumer Data Right, to find out how far the published fee lists explain the published
 * comparison rates. Works on plain product records; reading the files is the caller's job.
 *
 * CDR fee lists are free-form (the same fee appears as UPFRONT, EVENT or EXIT, and lists mix in
 * optional and government fees), so which fees enter the example is decided from fee names; the
 * rules below are the ones that explain the most published rates without guessing amounts.
 */
import {
  comparisonRate,
  type ComparisonRateExampleKind,
  type ComparisonRateLoan,
  exampleLoan,
  type PeriodicFee,
  type RatePeriod,
  roundToPublishedRate,
} from './comparison-rate';

/** The parts of a CDR `BankingProductDetail` fee this check reads. */
export interface CdrFee {
  name?: string | null;
  feeType?: string | null;
  amount?: string | null;
  additionalValue?: string | null;
  additionalInfo?: string | null;
}

export interface CdrRateTier {
  name?: string | null;
  unitOfMeasure?: string | null;
  minimumValue?: number | null;
  maximumValue?: number | null;
}

/** The parts of a CDR lending rate this check reads. */
export interface CdrLendingRate {
  lendingRateType?: string | null;
  rate?: string | null;
  comparisonRate?: string | null;
  additionalValue?: string | null;
  repaymentType?: string | null;
  loanPurpose?: string | null;
  tiers?: CdrRateTier[] | null;
}

export interface CdrProductDetail {
  productId: string;
  name: string;
  brand?: string | null;
  brandName?: string | null;
  fees?: CdrFee[] | null;
  lendingRates?: CdrLendingRate[] | null;
}

export interface CdrProductRecord {
  dataHolderBrandId: string;
  detail: CdrProductDetail;
}

/** Fees that enter the statutory example, in dollars. */
export interface ExampleFees {
  upfrontDollars: number;
  periodicFees: PeriodicFee[];
  dischargeDollars: number;
  /** Names of the fees counted, to explain a mismatch. */
  counted: string[];
}

export type FeeReading = { ok: true; fees: ExampleFees } | { ok: false; reason: string };

export interface RateCheck {
  brandId: string;
  brandName: string;
  productId: string;
  productName: string;
  kind: ComparisonRateExampleKind;
  lendingRateType: string;
  repaymentType: string;
  loanPurpose: string;
  /** Fractions, as published: 0.0629 is 6.29% p.a. */
  rate: number;
  publishedComparisonRate: number;
  /** Our comparison rate rounded to 2 decimal places of a percent, or null when not computable. */
  computedComparisonRate: number | null;
  /** computed - published in percentage points (0.01 is 0.01% p.a.), or null when not computable. */
  differencePercentagePoints: number | null;
  /** Why it is not computable, or null. */
  notComputableReason: string | null;
  /** Fees counted and the revert rate used, for the report. */
  basis: string;
}

export interface ComparisonRateCheckSummary {
  total: number;
  computable: number;
  within001: number;
  within005: number;
  notComputableReasons: Record<string, number>;
  worst: RateCheck[];
}

const MONTHS_PER_UNIT: Readonly<Record<string, number>> = { Y: 12, M: 1 };

/** `P3Y` -> 36, `P18M` -> 18, `P1.5Y` -> 18; null for days, weeks or a fraction of a month. */
export function isoDurationToMonths(text: string | null | undefined): number | null {
  const match = /^P(\d+(?:\.\d+)?)([YM])$/i.exec((text ?? '').trim());
  if (!match) return null;
  const [, count, unit] = match;
  const months = Number(count) * (MONTHS_PER_UNIT[(unit ?? '').toUpperCase()] ?? Number.NaN);
  return Number.isInteger(months) && months > 0 ? months : null;
}

const MONTHLY_WORDS = /monthly|every month|each month|per month|a month|end of (each|every) month/i;
const YEARLY_WORDS = /annual|annually|yearly|every year|each year|per annum|anniversary/i;

/**
 * The months between charges of a periodic fee. Some banks write the period in words instead of
 * an ISO 8601 duration, or leave it out and say it in the fee's name or description.
 */
export function periodicFeeMonths(fee: CdrFee): number | null {
  const iso = isoDurationToMonths(fee.additionalValue);
  if (iso !== null) return iso;
  for (const text of [fee.additionalValue, fee.name, fee.additionalInfo]) {
    const words = (text ?? '').replace(/[_-]+/g, ' ');
    if (MONTHLY_WORDS.test(words)) return 1;
    if (YEARLY_WORDS.test(words)) return 12;
  }
  return null;
}

/** Government charges, which regulation 100 leaves out of the comparison rate. */
const GOVERNMENT_FEE = /government|stamp duty|registration|\breg\b|title|search|ppsr|land tax|lodg/i;

/**
 * Fees only some borrowers pay (construction, top-ups, guarantors, optional statements, arrears,
 * property-dependent valuations, third-party costs): the statutory example is a plain new loan.
 */
const NOT_EVERY_BORROWER = new RegExp(
  [
    'top ?up',
    'increase',
    'further advance',
    'existing',
    'construct',
    'progress',
    'owner builder',
    'bridg',
    'switch',
    'split',
    'restructur',
    'guarant',
    'consent',
    'second mortgage',
    'additional',
    'substitut',
    'variation',
    'vary',
    'redraw',
    'lock',
    'dishono',
    'arrear',
    'late',
    'default',
    'statement',
    'custody',
    'offset',
    'valuation',
    'valuer',
    'cheque',
    'rebook',
    'attendance',
    'partial',
    'non ?settlement',
    'self employed',
    'debt consolidation',
    'mortgage insurance',
    'reissue',
    'refinance',
    'pexa',
    'legal',
    'solicitor',
    'at cost',
  ].join('|'),
  'i',
);

/** Fees of another product that some banks list on every product. */
const OTHER_PRODUCT: Readonly<Record<ComparisonRateExampleKind, RegExp>> = {
  homeLoan: /personal loan|car loan|overdraft|line of credit|credit card|express credit/i,
  personalLoan: /mortgage|home loan|overdraft|line of credit|credit card/i,
};

/** Exit fees charged only when the loan is repaid early, not at the end of the term. */
const EARLY_EXIT = /early|within|before the end|prepay|break|payout/i;

const DISCHARGE = /discharg|finalisation|release/i;

/** Some banks file yearly package fees as UPFRONT. */
const YEARLY_FEE = /package|annual/i;

/** Fees charged when the loan is set up that some banks file as EVENT rather than UPFRONT. */
const SETUP_FEE = /establish|application|settlement|approval|processing/i;

/**
 * Matches the fee's name and period text, `_` and `-` read as spaces. The long description often
 * mentions other fees ("excludes registration costs"), so exclusions ignore it.
 */
function named(fee: CdrFee, pattern: RegExp): boolean {
  return pattern.test(`${fee.name ?? ''} ${fee.additionalValue ?? ''}`.replace(/[_-]+/g, ' '));
}

function namedOrDescribed(fee: CdrFee, pattern: RegExp): boolean {
  return named(fee, pattern) || pattern.test(fee.additionalInfo ?? '');
}

function feeAmount(fee: CdrFee): number | null {
  if (typeof fee.amount !== 'string' || fee.amount.trim() === '') return null;
  const amount = Number(fee.amount);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/**
 * Yearly fees are charged at settlement and on each anniversary (this matches far more published
 * rates than charging them in arrears); shorter periods are charged with the repayments.
 */
function periodicFee(amountDollars: number, everyMonths: number): PeriodicFee {
  return everyMonths === 12
    ? { amountDollars, everyMonths, firstDueMonth: 0 }
    : { amountDollars, everyMonths };
}

/**
 * The published fees a borrower in the statutory example pays: set-up fees at settlement,
 * periodic fees on their schedule and the discharge fee with the last repayment. Banks file the
 * same fee under different fee types, so names decide as much as types do.
 */
export function readExampleFees(fees: readonly CdrFee[], kind: ComparisonRateExampleKind): FeeReading {
  const result: ExampleFees = { upfrontDollars: 0, periodicFees: [], dischargeDollars: 0, counted: [] };
  const seen = new Set<string>();
  // Banks list LVR- or size-dependent versions of a fee under one name; count the lowest once.
  const byAmount = [...fees].sort((a, b) => (feeAmount(a) ?? 0) - (feeAmount(b) ?? 0));
  for (const fee of byAmount) {
    const amount = feeAmount(fee);
    if (amount === null || amount === 0) continue;
    if (named(fee, GOVERNMENT_FEE) || named(fee, NOT_EVERY_BORROWER) || named(fee, OTHER_PRODUCT[kind])) {
      continue;
    }
    const name = (fee.name ?? fee.feeType ?? 'fee').trim();
    const key = name.toLowerCase().replace(/[^a-z]/g, '');
    if (seen.has(key)) continue;
    seen.add(key);
    const label = `${name} $${String(amount)}`;
    if (named(fee, DISCHARGE)) {
      if (namedOrDescribed(fee, EARLY_EXIT)) continue;
      result.dischargeDollars += amount;
      result.counted.push(`${label} at end`);
    } else if (fee.feeType === 'PERIODIC' || (fee.feeType === 'UPFRONT' && named(fee, YEARLY_FEE))) {
      const everyMonths = fee.feeType === 'PERIODIC' ? periodicFeeMonths(fee) : 12;
      if (everyMonths === null) return { ok: false, reason: 'periodic fee without a usable period' };
      result.periodicFees.push(periodicFee(amount, everyMonths));
      result.counted.push(`${label} every ${String(everyMonths)} mo`);
    } else if (fee.feeType === 'UPFRONT' || (fee.feeType === 'EVENT' && named(fee, SETUP_FEE))) {
      result.upfrontDollars += amount;
      result.counted.push(`${label} upfront`);
    }
  }
  return { ok: true, fees: result };
}

function parseRate(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value < 1 ? value : null;
}

function sameTiers(a: CdrLendingRate, b: CdrLendingRate): boolean {
  const key = (rate: CdrLendingRate): string =>
    JSON.stringify(
      (rate.tiers ?? []).map((tier) => [tier.unitOfMeasure, tier.minimumValue, tier.maximumValue]),
    );
  return key(a) === key(b);
}

/** The single rate value among candidates, or null when there are none or they disagree. */
function onlyRate(candidates: readonly CdrLendingRate[]): number | null {
  const values = new Set(
    candidates.map((candidate) => parseRate(candidate.rate)).filter((rate) => rate !== null),
  );
  return values.size === 1 ? ([...values][0] ?? null) : null;
}

/**
 * The variable principal-and-interest rate a fixed (or interest-only) rate reverts to: the
 * product's own variable P&I rate for the same loan purpose, else, when the product has none, the
 * brand's. Several distinct candidates are narrowed to those with the same LVR tiers; null when
 * that still leaves no single rate.
 */
export function findRevertRate(
  fixed: CdrLendingRate,
  productRates: readonly CdrLendingRate[],
  brandRates: readonly CdrLendingRate[],
): { rate: number; source: 'product' | 'brand' } | null {
  const isVariablePrincipalAndInterest = (rate: CdrLendingRate): boolean =>
    rate.lendingRateType === 'VARIABLE' &&
    rate.repaymentType === 'PRINCIPAL_AND_INTEREST' &&
    (rate.loanPurpose ?? null) === (fixed.loanPurpose ?? null);
  const inProduct = productRates.filter(isVariablePrincipalAndInterest);
  const fromProduct = onlyRate(inProduct) ?? onlyRate(inProduct.filter((rate) => sameTiers(rate, fixed)));
  if (fromProduct !== null) return { rate: fromProduct, source: 'product' };
  if (inProduct.length > 0) return null;
  const inBrand = brandRates.filter(isVariablePrincipalAndInterest);
  const fromBrand = onlyRate(inBrand) ?? onlyRate(inBrand.filter((rate) => sameTiers(rate, fixed)));
  return fromBrand === null ? null : { rate: fromBrand, source: 'brand' };
}

/**
 * Rate types that hold for a set period before reverting. Other types besides VARIABLE
 * (discounts, bundle discounts, penalties, market-linked) only adjust a rate not given here.
 */
const FIXED_PERIOD_TYPES = new Set(['FIXED', 'INTRODUCTORY']);

interface RateInputs {
  rates: RatePeriod[];
  interestOnlyMonths: number;
  revertNote: string;
}

type RateReading = { ok: true; inputs: RateInputs } | { ok: false; reason: string };

/**
 * Interest-only years assumed for a variable interest-only home loan, after which it reverts to
 * principal and interest at the variable P&I rate: the common lender practice, and the assumption
 * that reproduces the most published interest-only comparison rates.
 */
const INTEREST_ONLY_VARIABLE_MONTHS = 60;

function percentText(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
}

function readRates(
  kind: ComparisonRateExampleKind,
  lending: CdrLendingRate,
  rate: number,
  productRates: readonly CdrLendingRate[],
  brandRates: readonly CdrLendingRate[],
): RateReading {
  const type = lending.lendingRateType ?? '';
  const interestOnly = lending.repaymentType === 'INTEREST_ONLY';
  // A fixed-rate personal loan is fixed for its whole term; its duration is the term on offer.
  if (kind === 'personalLoan' && (type === 'VARIABLE' || type === 'FIXED')) {
    return { ok: true, inputs: { rates: [{ annualRate: rate }], interestOnlyMonths: 0, revertNote: '' } };
  }
  if (type === 'VARIABLE' && !interestOnly) {
    return { ok: true, inputs: { rates: [{ annualRate: rate }], interestOnlyMonths: 0, revertNote: '' } };
  }
  if (type === 'VARIABLE') {
    const revert = findRevertRate(lending, productRates, brandRates);
    const revertRate = revert?.rate ?? rate;
    return {
      ok: true,
      inputs: {
        rates: [{ annualRate: rate, months: INTEREST_ONLY_VARIABLE_MONTHS }, { annualRate: revertRate }],
        interestOnlyMonths: INTEREST_ONLY_VARIABLE_MONTHS,
        revertNote: `P&I after ${String(INTEREST_ONLY_VARIABLE_MONTHS)} mo at ${percentText(revertRate)} (${
          revert?.source ?? 'same rate'
        })`,
      },
    };
  }
  if (!FIXED_PERIOD_TYPES.has(type)) return { ok: false, reason: `${type || 'missing'} rate type` };
  const fixedMonths = isoDurationToMonths(lending.additionalValue);
  if (fixedMonths === null) return { ok: false, reason: 'fixed period not published' };
  const revert = findRevertRate(lending, productRates, brandRates);
  if (revert === null) return { ok: false, reason: 'revert rate not determinable' };
  return {
    ok: true,
    inputs: {
      rates: [{ annualRate: rate, months: fixedMonths }, { annualRate: revert.rate }],
      // Interest-only for the fixed period, then principal and interest at the revert rate.
      interestOnlyMonths: interestOnly ? fixedMonths : 0,
      revertNote: `reverts after ${String(fixedMonths)} mo to ${percentText(revert.rate)} (${revert.source})`,
    },
  };
}

/** Null when no rate solves the cash flows, as when published fees exceed the example loan. */
function solvedComparisonRate(loan: ComparisonRateLoan): number | null {
  try {
    return roundToPublishedRate(comparisonRate(loan));
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function percentagePoints(fraction: number): number {
  return Math.round(fraction * 1e6) / 1e4;
}

/** Checks every published comparison rate of one product. */
export function checkProduct(
  record: CdrProductRecord,
  kind: ComparisonRateExampleKind,
  brandName: string,
  brandRates: readonly CdrLendingRate[],
): RateCheck[] {
  const { detail } = record;
  const productRates = detail.lendingRates ?? [];
  const fees = readExampleFees(detail.fees ?? [], kind);
  const checks: RateCheck[] = [];
  for (const lending of productRates) {
    const published = parseRate(lending.comparisonRate);
    if (published === null) continue;
    const rate = parseRate(lending.rate);
    const base = {
      brandId: record.dataHolderBrandId,
      brandName,
      productId: detail.productId,
      productName: detail.name,
      kind,
      lendingRateType: lending.lendingRateType ?? '',
      repaymentType: lending.repaymentType ?? '',
      loanPurpose: lending.loanPurpose ?? '',
      rate: rate ?? Number.NaN,
      publishedComparisonRate: published,
    };
    const notComputable = (reason: string): RateCheck => ({
      ...base,
      computedComparisonRate: null,
      differencePercentagePoints: null,
      notComputableReason: reason,
      basis: '',
    });
    if (rate === null) {
      checks.push(notComputable('rate not published'));
      continue;
    }
    if (!fees.ok) {
      checks.push(notComputable(fees.reason));
      continue;
    }
    const rates = readRates(kind, lending, rate, productRates, brandRates);
    if (!rates.ok) {
      checks.push(notComputable(rates.reason));
      continue;
    }
    const computed = solvedComparisonRate(
      exampleLoan(kind, {
        rates: rates.inputs.rates,
        interestOnlyMonths: rates.inputs.interestOnlyMonths,
        upfrontFeesDollars: fees.fees.upfrontDollars,
        periodicFees: fees.fees.periodicFees,
        dischargeFeeDollars: fees.fees.dischargeDollars,
      }),
    );
    if (computed === null) {
      checks.push(notComputable('fees exceed the loan'));
      continue;
    }
    checks.push({
      ...base,
      computedComparisonRate: computed,
      differencePercentagePoints: percentagePoints(computed - published),
      notComputableReason: null,
      basis:
        [...fees.fees.counted, rates.inputs.revertNote].filter((part) => part !== '').join('; ') || 'no fees',
    });
  }
  return checks;
}

/** Checks every product of one category, resolving brand names and brand-wide revert rates. */
export function checkComparisonRates(
  records: readonly CdrProductRecord[],
  kind: ComparisonRateExampleKind,
  brandNames: Readonly<Record<string, string>> = {},
): RateCheck[] {
  const ratesByBrand = new Map<string, CdrLendingRate[]>();
  for (const record of records) {
    const list = ratesByBrand.get(record.dataHolderBrandId) ?? [];
    list.push(...(record.detail.lendingRates ?? []));
    ratesByBrand.set(record.dataHolderBrandId, list);
  }
  return records.flatMap((record) =>
    checkProduct(
      record,
      kind,
      brandNames[record.dataHolderBrandId] ??
        record.detail.brandName ??
        record.detail.brand ??
        record.dataHolderBrandId,
      ratesByBrand.get(record.dataHolderBrandId) ?? [],
    ),
  );
}

/** Slack for binary rounding, so that a difference of exactly 0.01 counts as within 0.01. */
const EPSILON = 1e-9;

export function summariseChecks(checks: readonly RateCheck[], worstCount = 10): ComparisonRateCheckSummary {
  const computed = checks.filter((check) => check.differencePercentagePoints !== null);
  const within = (limit: number): number =>
    computed.filter((check) => Math.abs(check.differencePercentagePoints ?? Number.NaN) <= limit + EPSILON)
      .length;
  const notComputableReasons: Record<string, number> = {};
  for (const check of checks) {
    if (check.notComputableReason !== null) {
      notComputableReasons[check.notComputableReason] =
        (notComputableReasons[check.notComputableReason] ?? 0) + 1;
    }
  }
  // One line per brand: a brand's products usually share the cause of a mismatch.
  const byMismatch = [...computed].sort(
    (a, b) => Math.abs(b.differencePercentagePoints ?? 0) - Math.abs(a.differencePercentagePoints ?? 0),
  );
  const worst: RateCheck[] = [];
  const brands = new Set<string>();
  for (const check of byMismatch) {
    if (worst.length >= worstCount) break;
    if (brands.has(check.brandId) || Math.abs(check.differencePercentagePoints ?? 0) <= 0.01 + EPSILON) {
      continue;
    }
    brands.add(check.brandId);
    worst.push(check);
  }
  return {
    total: checks.length,
    computable: computed.length,
    within001: within(0.01),
    within005: within(0.05),
    notComputableReasons,
    worst,
  };
}
