/**
 * Reproduces lenders' published comparison rates from the rates and fees they publish through the
 * Consumer Data Right, to find out how far the published data explains the published comparison
 * rates. Works on plain product records; reading the files is the caller's job.
 *
 * Every computation follows regulation 100 (`comparison-rate.ts`). Which fees enter the example is
 * read in `comparison-rate-fees.ts`, the rates it runs through in `comparison-rate-schedule.ts`
 * and `comparison-rate-revert.ts`. Where the data leaves an input out, the rate is either not
 * computable or computed on a stated assumption, and reported apart. A mismatch is classified by
 * `comparison-rate-diagnosis.ts`, never hidden by changing the method.
 */
import {
  type ComparisonRateExampleKind,
  roundToPublishedRate,
  solvedComparisonRate,
} from './comparison-rate';
import { type CdrLendingRate, type CdrProductRecord, parseRate } from './comparison-rate-cdr';
import { diagnose, loanFor, revertRateThatPublishes } from './comparison-rate-diagnosis';
import { readExampleFees } from './comparison-rate-fees';
import { type ProductRates, productRates, type RateFacts } from './comparison-rate-revert';
import { NOT_COMPUTABLE, readSchedule } from './comparison-rate-schedule';

export type {
  CdrFee,
  CdrLendingRate,
  CdrProductDetail,
  CdrProductRecord,
  CdrRateTier,
} from './comparison-rate-cdr';
export { MISMATCH_CAUSES } from './comparison-rate-diagnosis';
export { ASSUMPTIONS, NOT_COMPUTABLE } from './comparison-rate-schedule';

/** The `likelyCause` of a rate not computable whose published figure a brand rate would reproduce. */
export const NOT_COMPUTABLE_BUT_MATCHES = "matches one of the brand's variable rates as revert rate";

export interface RateCheck {
  brandId: string;
  brandName: string;
  productId: string;
  productName: string;
  kind: ComparisonRateExampleKind;
  lendingRateType: string;
  repaymentType: string;
  loanPurpose: string;
  /** Fractions, as published: 0.0629 is 6.29% p.a. (for a margin discount, the margin). */
  rate: number;
  publishedComparisonRate: number;
  /** Our comparison rate rounded to 2 decimal places of a percent, or null when not computable. */
  computedComparisonRate: number | null;
  /** computed - published in percentage points (0.01 is 0.01% p.a.), or null when not computable. */
  differencePercentagePoints: number | null;
  /** Why it is not computable (a `NOT_COMPUTABLE` value or an unusable rate type), or null. */
  notComputableReason: string | null;
  /** `ASSUMPTIONS` the computation rests on; empty when every input is published. */
  assumptions: string[];
  /**
   * For a difference beyond 0.01 points, the likely cause (a `MISMATCH_CAUSES` value); for a rate
   * not computable for want of its revert rate, `NOT_COMPUTABLE_BUT_MATCHES` when one of the
   * brand's variable rates would reproduce it; else null.
   */
  likelyCause: string | null;
  /** Fees counted and the rates used, for the report, with the cause's detail. */
  basis: string;
}

/** One row of a count table: how many rates, and how many of them were reproduced. */
export interface CountRow {
  total: number;
  within001: number;
  within005: number;
}

export interface ComparisonRateCheckSummary {
  total: number;
  /** Computed, whether or not on an assumption. */
  computable: number;
  within001: number;
  within005: number;
  /** Computed from published rates and fees alone. */
  fromPublishedData: CountRow;
  /** Computed on an assumption, by assumption (a rate resting on two counts under both). */
  onAssumption: Record<string, CountRow>;
  notComputableReasons: Record<string, number>;
  /** Of those, the ones whose published figure one of the brand's variable rates reproduces. */
  notComputableButMatching: Record<string, number>;
  /** Computed rates more than 0.01 points off, by likely cause. */
  mismatchCauses: Record<string, number>;
  /** The worst mismatches computed from published data alone, one per brand. */
  worst: RateCheck[];
}

function percentagePoints(fraction: number): number {
  return Math.round(fraction * 1e6) / 1e4;
}

/** Slack for binary rounding, so that a difference of exactly 0.01 counts as within 0.01. */
const EPSILON = 1e-9;

function rateWords(facts: RateFacts): string {
  const { lending } = facts;
  return [lending.additionalValue, lending.additionalInfo, ...(lending.tiers ?? []).map((t) => t.name)].join(
    ' ',
  );
}

/** Whether the rate, or the whole product, is for a loan with an offset account. */
function withOffset(facts: RateFacts, productName: string): boolean {
  const words = `${rateWords(facts)} ${productName}`;
  return (
    /with (?:an )?offset|offset (?:home )?loan|offset account\b(?! available)/i.test(words) &&
    !/without offset/i.test(words)
  );
}

function describeLending(
  lending: CdrLendingRate,
): Pick<RateCheck, 'lendingRateType' | 'repaymentType' | 'loanPurpose'> {
  return {
    lendingRateType: lending.lendingRateType ?? '',
    repaymentType: lending.repaymentType ?? '',
    loanPurpose: lending.loanPurpose ?? '',
  };
}

/**
 * Checks every published comparison rate of one product. `brand` holds the brand's products (this
 * one included), where revert rates of fixed rates are looked up.
 */
export function checkProduct(
  record: CdrProductRecord,
  kind: ComparisonRateExampleKind,
  brandName: string,
  brand: readonly ProductRates[] = [],
  product: ProductRates = productRates(record),
): RateCheck[] {
  const { detail } = record;
  const plainFees = readExampleFees(detail.fees ?? [], kind);
  const offsetFees = readExampleFees(detail.fees ?? [], kind, { withOffset: true });
  const products = brand.includes(product) ? brand : [product, ...brand];
  const checks: RateCheck[] = [];
  for (const facts of product.rates) {
    const published = parseRate(facts.lending.comparisonRate);
    if (published === null || published <= 0) continue;
    const fees = withOffset(facts, detail.name) ? offsetFees : plainFees;
    const base = {
      brandId: record.dataHolderBrandId,
      brandName,
      productId: detail.productId,
      productName: detail.name,
      kind,
      ...describeLending(facts.lending),
      rate: facts.value ?? Number.NaN,
      publishedComparisonRate: published,
    };
    const notComputable = (reason: string, likelyCause: string | null = null, basis = ''): RateCheck => ({
      ...base,
      computedComparisonRate: null,
      differencePercentagePoints: null,
      notComputableReason: reason,
      assumptions: [],
      likelyCause,
      basis,
    });
    const reading = readSchedule(kind, facts, product, products);
    if (!reading.ok) {
      const match =
        reading.held && fees.ok
          ? revertRateThatPublishes(kind, facts, reading.held, fees.fees, published, products)
          : null;
      checks.push(
        match === null
          ? notComputable(reading.reason)
          : notComputable(reading.reason, NOT_COMPUTABLE_BUT_MATCHES, match),
      );
      continue;
    }
    if (!fees.ok) {
      checks.push(notComputable(fees.reason));
      continue;
    }
    const { schedule } = reading;
    const exact = solvedComparisonRate(loanFor(kind, schedule, fees.fees));
    if (exact === null) {
      checks.push(notComputable(NOT_COMPUTABLE.feesExceedLoan));
      continue;
    }
    const computed = roundToPublishedRate(exact);
    const difference = percentagePoints(computed - published);
    const basis = [...fees.fees.counted, schedule.note].filter((part) => part !== '').join('; ') || 'no fees';
    const diagnosis =
      Math.abs(difference) > 0.01 + EPSILON
        ? diagnose({ kind, published, computed: exact, schedule, fees: fees.fees, facts, brand: products })
        : null;
    checks.push({
      ...base,
      computedComparisonRate: computed,
      differencePercentagePoints: difference,
      notComputableReason: null,
      assumptions: schedule.assumptions,
      likelyCause: diagnosis?.cause ?? null,
      basis: diagnosis && diagnosis.detail !== '' ? `${basis} [${diagnosis.detail}]` : basis,
    });
  }
  return checks;
}

/** Checks every product of one category, each against the other products of its brand. */
export function checkComparisonRates(
  records: readonly CdrProductRecord[],
  kind: ComparisonRateExampleKind,
  brandNames: Readonly<Record<string, string>> = {},
): RateCheck[] {
  const byBrand = new Map<string, ProductRates[]>();
  const rates = records.map((record) => {
    const product = productRates(record);
    const list = byBrand.get(record.dataHolderBrandId) ?? [];
    list.push(product);
    byBrand.set(record.dataHolderBrandId, list);
    return product;
  });
  return records.flatMap((record, index) =>
    checkProduct(
      record,
      kind,
      brandNames[record.dataHolderBrandId] ??
        record.detail.brandName ??
        record.detail.brand ??
        record.dataHolderBrandId,
      byBrand.get(record.dataHolderBrandId) ?? [],
      rates[index],
    ),
  );
}

function countRow(checks: readonly RateCheck[]): CountRow {
  const within = (limit: number): number =>
    checks.filter((check) => Math.abs(check.differencePercentagePoints ?? Number.NaN) <= limit + EPSILON)
      .length;
  return { total: checks.length, within001: within(0.01), within005: within(0.05) };
}

function tally(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

export function summariseChecks(checks: readonly RateCheck[], worstCount = 10): ComparisonRateCheckSummary {
  const computed = checks.filter((check) => check.differencePercentagePoints !== null);
  const all = countRow(computed);
  const onAssumption: Record<string, CountRow> = {};
  for (const assumption of new Set(computed.flatMap((check) => check.assumptions))) {
    onAssumption[assumption] = countRow(computed.filter((check) => check.assumptions.includes(assumption)));
  }
  const fromPublished = computed.filter((check) => check.assumptions.length === 0);
  // One line per brand: a brand's products usually share the cause of a mismatch. Rates computed
  // on an assumption are left out, as their mismatch may be the assumption's.
  const byMismatch = [...fromPublished].sort(
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
  const notComputable = checks.filter((check) => check.notComputableReason !== null);
  return {
    total: checks.length,
    computable: all.total,
    within001: all.within001,
    within005: all.within005,
    fromPublishedData: countRow(fromPublished),
    onAssumption,
    notComputableReasons: tally(notComputable.map((check) => check.notComputableReason ?? '')),
    notComputableButMatching: tally(
      notComputable.flatMap((check) =>
        check.likelyCause === NOT_COMPUTABLE_BUT_MATCHES ? (check.notComputableReason ?? []) : [],
      ),
    ),
    mismatchCauses: tally(computed.flatMap((check) => check.likelyCause ?? [])),
    worst,
  };
}
