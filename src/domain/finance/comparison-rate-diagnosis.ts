/**
 * Why a published comparison rate differs from the one the published data gives. The computation
 * is never changed to match: each candidate cause is one change to the published inputs (leave out
 * one counted fee, count one fee read as optional, time a yearly fee the other way, another
 * example, another interest-only term, another variable rate of the brand as revert rate), and a
 * cause is reported only when that single change reproduces the published figure exactly.
 */
import {
  solvedComparisonRate,
  type ComparisonRateExampleKind,
  type ComparisonRateLoan,
  exampleLoan,
  roundToPublishedRate,
} from './comparison-rate';
import { type ExampleFee, type ExampleFees, exampleFeesOf } from './comparison-rate-fees';
import { netVariableRate, type ProductRates, type RateFacts } from './comparison-rate-revert';
import type { Schedule } from './comparison-rate-schedule';

/** Likely causes of a mismatch beyond 0.01 points, tested in this order. */
export const MISMATCH_CAUSES = {
  belowEveryRate: 'published below every rate the loan runs at',
  leavesOutFee: 'matches when one published fee is left out',
  countsOptionalFee: 'matches when a fee published as optional or event-driven is counted',
  yearlyFeeTiming: 'matches with the yearly fee timed differently',
  otherExample: 'matches a $10,000 over 3 years example',
  interestOnlyTerm: 'matches with another interest-only term',
  otherRevertRate: "matches with another of the brand's variable rates as revert rate",
  onAssumption: 'computed on an assumption, not otherwise explained',
  higherUnexplained: 'published higher than the published fees explain',
  lowerUnexplained: 'published lower than the published fees explain',
} as const;

export interface Diagnosis {
  cause: string;
  /** The change that reproduces the published figure, e.g. `without Establishment fee $600`. */
  detail: string;
}

function percentText(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
}

export function loanFor(
  kind: ComparisonRateExampleKind,
  schedule: Pick<Schedule, 'rates' | 'interestOnlyMonths'>,
  fees: ExampleFees,
): ComparisonRateLoan {
  return exampleLoan(kind, {
    rates: schedule.rates,
    interestOnlyMonths: schedule.interestOnlyMonths,
    upfrontFeesDollars: fees.upfrontDollars,
    periodicFees: fees.periodicFees,
    dischargeFeeDollars: fees.dischargeDollars,
  });
}

/** Whether the loan's comparison rate, rounded as lenders publish it, is the published one. */
export function publishes(loan: ComparisonRateLoan, published: number): boolean {
  const rate = solvedComparisonRate(loan);
  return rate !== null && Math.abs(roundToPublishedRate(rate) - published) < 1e-9;
}

function withFirstDueMonth(item: ExampleFee, firstDueMonth: number): ExampleFee {
  return item.timing.kind === 'periodic' ? { ...item, timing: { ...item.timing, firstDueMonth } } : item;
}

function money(item: ExampleFee): string {
  return `${item.name} $${String(item.amountDollars)}`;
}

/** One-change alternatives to the fee reading, in the order they are tried. */
function feeAlternatives(fees: ExampleFees): (Diagnosis & { fees: ExampleFees })[] {
  const { items, leftOut } = fees;
  const alternatives: (Diagnosis & { fees: ExampleFees })[] = items.map((item, index) => ({
    cause: MISMATCH_CAUSES.leavesOutFee,
    detail: `without ${money(item)}`,
    fees: exampleFeesOf(items.filter((_, other) => other !== index)),
  }));
  for (const item of leftOut) {
    alternatives.push({
      cause: MISMATCH_CAUSES.countsOptionalFee,
      detail: `with ${money(item)}`,
      fees: exampleFeesOf([...items, item]),
    });
  }
  items.forEach((item, index) => {
    if (item.timing.kind !== 'periodic' || item.timing.everyMonths !== 12) return;
    const other = item.timing.firstDueMonth === 0 ? 12 : 0;
    alternatives.push({
      cause: MISMATCH_CAUSES.yearlyFeeTiming,
      detail: `${item.name} first charged at month ${String(other)}`,
      fees: exampleFeesOf(items.map((each, at) => (at === index ? withFirstDueMonth(each, other) : each))),
    });
  });
  return alternatives;
}

/** The brand's distinct variable P&I rates for the rate's purpose, each with a product that has it. */
export function brandVariableRates(facts: RateFacts, brand: readonly ProductRates[]): [number, string][] {
  const rates = new Map<string, [number, string]>();
  for (const product of brand) {
    for (const other of product.rates) {
      if (other.type !== 'VARIABLE' || other.repayment !== 'PRINCIPAL_AND_INTEREST') continue;
      if (facts.purpose !== null && other.purpose !== null && other.purpose !== facts.purpose) continue;
      const rate = netVariableRate(other, product.rates);
      const key = rate?.toFixed(6);
      if (rate !== null && rate > 0 && key !== undefined && !rates.has(key))
        rates.set(key, [rate, product.name]);
    }
  }
  return [...rates.values()];
}

/**
 * For a rate held for a period whose revert rate is not published: the first variable P&I rate of
 * the brand that, as revert rate, reproduces the published comparison rate. It shows the published
 * figure is consistent with the brand's rates, though nothing says which one it reverts to.
 */
export function revertRateThatPublishes(
  kind: ComparisonRateExampleKind,
  facts: RateFacts,
  held: { rate: number; months: number },
  fees: ExampleFees,
  published: number,
  brand: readonly ProductRates[],
): string | null {
  for (const [rate, product] of brandVariableRates(facts, brand)) {
    const schedule = {
      rates: [{ annualRate: held.rate, months: held.months }, { annualRate: rate }],
      interestOnlyMonths: facts.repayment === 'INTEREST_ONLY' ? held.months : 0,
    };
    if (publishes(loanFor(kind, schedule, fees), published)) {
      return `matches reverting to ${percentText(rate)} (${product})`;
    }
  }
  return null;
}

const OTHER_EXAMPLE = { amountDollars: 10_000, termMonths: 36 };

export interface DiagnosisContext {
  kind: ComparisonRateExampleKind;
  published: number;
  /** Our comparison rate, unrounded. */
  computed: number;
  schedule: Schedule;
  fees: ExampleFees;
  facts: RateFacts;
  brand: readonly ProductRates[];
}

/** The likely cause of a difference beyond 0.01 points; see the module comment. */
export function diagnose(context: DiagnosisContext): Diagnosis {
  const { kind, published, schedule, fees } = context;
  const lowest = Math.min(...schedule.rates.map((period) => period.annualRate));
  // Fees only raise a comparison rate, so none can fall below every rate the loan runs at.
  if (published < roundToPublishedRate(lowest) - 1e-9) {
    return { cause: MISMATCH_CAUSES.belowEveryRate, detail: `lowest rate ${percentText(lowest)}` };
  }
  for (const alternative of feeAlternatives(fees)) {
    if (publishes(loanFor(kind, schedule, alternative.fees), published)) {
      return { cause: alternative.cause, detail: alternative.detail };
    }
  }
  if (
    kind === 'personalLoan' &&
    publishes({ ...loanFor(kind, schedule, fees), ...OTHER_EXAMPLE }, published)
  ) {
    return { cause: MISMATCH_CAUSES.otherExample, detail: '' };
  }
  const [first, revert] = schedule.rates;
  if (schedule.interestOnlyAssumed && first && revert) {
    for (let months = 12; months <= 240; months += 12) {
      if (months === schedule.interestOnlyMonths) continue;
      const alternative = {
        rates: [{ annualRate: first.annualRate, months }, { annualRate: revert.annualRate }],
        interestOnlyMonths: months,
      };
      if (publishes(loanFor(kind, alternative, fees), published)) {
        return { cause: MISMATCH_CAUSES.interestOnlyTerm, detail: `${String(months)} months interest only` };
      }
    }
  }
  const { revertMonths } = schedule;
  if (revertMonths !== null && first) {
    const held = { rate: first.annualRate, months: revertMonths };
    const match = revertRateThatPublishes(kind, context.facts, held, fees, published, context.brand);
    if (match !== null) return { cause: MISMATCH_CAUSES.otherRevertRate, detail: match };
  }
  if (schedule.assumptions.length > 0) return { cause: MISMATCH_CAUSES.onAssumption, detail: '' };
  return context.computed < published
    ? { cause: MISMATCH_CAUSES.higherUnexplained, detail: '' }
    : { cause: MISMATCH_CAUSES.lowerUnexplained, detail: '' };
}
