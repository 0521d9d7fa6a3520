/**
 * The rates a statutory comparison-rate example runs through for one published lending rate: the
 * rate itself (a margin discount taken off its base), how long it holds, whether it is paid
 * interest only, and the rate after it. Where the data leaves an input out, the rate is either not
 * computable, with the reason, or computed on a stated assumption.
 */
import { type ComparisonRateExampleKind, exampleLoan, type RatePeriod } from './comparison-rate';
import { bandContains, sameLvr } from './comparison-rate-cdr';
import {
  findRevertRate,
  fixedPeriodMonths,
  isMargin,
  netVariableRate,
  type ProductRates,
  type RateFacts,
} from './comparison-rate-revert';

/** What a computed comparison rate rests on that the data does not publish. */
export const ASSUMPTIONS = {
  interestOnlyTerm: 'interest-only term not published (5 years assumed)',
  revertRate: "revert rate not published (brand's standard variable assumed)",
  rateAfterInterestOnly: 'rate after interest only not published (same rate assumed)',
} as const;

/** Why a published comparison rate cannot be computed from the published data. */
export const NOT_COMPUTABLE = {
  ratePublished: 'rate not published',
  notWholeRate: 'a discount off a rate not published with it',
  fixedPeriod: 'fixed or introductory period not published',
  revertRate: 'revert rate not published',
  revertAmbiguous: 'revert rate ambiguous (several variable rates fit its LVR band)',
  revertDiscount: 'revert rate is a variable rate less an unpublished discount',
  interestInAdvance: 'interest-only payments in advance',
  loanAmount: 'rate not offered for the example loan amount',
  feesExceedLoan: 'fees exceed the loan',
} as const;

/**
 * Interest-only years assumed for a variable interest-only home loan when neither the rate nor
 * the product says how long: five years, the common lender practice, which reproduces more
 * published interest-only comparison rates than any other term.
 */
export const INTEREST_ONLY_ASSUMED_MONTHS = 60;

const WORD_YEARS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/** An interest-only period the rate's own words state ("Interest only period of 1 year"). */
export function statedInterestOnlyMonths(facts: RateFacts): number | null {
  const words = `${facts.lending.additionalValue ?? ''} ${facts.lending.additionalInfo ?? ''}`;
  const match =
    /interest[\s-]+only (?:period|term)?[^.]{0,40}?(?:of|for|up to|maximum(?: term)? of)\s+(\d{1,2}|one|two|three|four|five)\s+years?/i.exec(
      words,
    );
  if (!match) return null;
  const years = Number(match[1]) || (WORD_YEARS[(match[1] ?? '').toLowerCase()] ?? 0);
  return years > 0 ? years * 12 : null;
}

/** The rates a loan runs through and how long it pays interest only. */
export interface Schedule {
  rates: RatePeriod[];
  interestOnlyMonths: number;
  /** How the rates were read, for the report. */
  note: string;
  /** `ASSUMPTIONS` values the schedule rests on; empty when every input is published. */
  assumptions: string[];
  /** Months until the revert rate applies, when there is one. */
  revertMonths: number | null;
  /** Whether the interest-only term is the assumed one. */
  interestOnlyAssumed: boolean;
}

export type ScheduleReading =
  | { ok: true; schedule: Schedule }
  /** `held`: the rate and its period when only the revert rate is missing. */
  | { ok: false; reason: string; held?: { rate: number; months: number } };

function percentText(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
}

function singleRate(rate: number, note: string): ScheduleReading {
  return {
    ok: true,
    schedule: {
      rates: [{ annualRate: rate }],
      interestOnlyMonths: 0,
      note,
      assumptions: [],
      revertMonths: null,
      interestOnlyAssumed: false,
    },
  };
}

function onlyValue(list: readonly RateFacts[]): number | null {
  const values = new Set(list.map((facts) => facts.value));
  const [value] = [...values];
  return values.size === 1 && value !== null && value !== undefined ? value : null;
}

/**
 * The whole rate behind a margin discount: the product's base rate for the same repayment type and
 * purpose less the margin. A margin with a fixed period discounts the fixed rate of that period;
 * otherwise the variable rate. The base of the same LVR band wins; failing that, the product's
 * only base rate (the rate the discount is "applied to").
 */
export function baseLessMargin(margin: RateFacts, product: ProductRates): number | null {
  const months = fixedPeriodMonths(margin, product.name);
  const sameKind = product.rates.filter(
    (facts) =>
      !isMargin(facts) &&
      facts.value !== null &&
      facts.repayment === margin.repayment &&
      (margin.purpose === null || facts.purpose === margin.purpose),
  );
  const fixed = sameKind.filter(
    (facts) => facts.type === 'FIXED' && months !== null && fixedPeriodMonths(facts, product.name) === months,
  );
  const bases = fixed.length > 0 ? fixed : sameKind.filter((facts) => facts.type === 'VARIABLE');
  const marginLvr = margin.lvr;
  const sameBand =
    marginLvr === null ? [] : bases.filter((facts) => facts.lvr !== null && sameLvr(facts.lvr, marginLvr));
  const base = onlyValue(sameBand) ?? onlyValue(bases);
  return base === null ? null : base - Math.abs(margin.value ?? 0);
}

/** A rate held for a period, then the revert rate; interest only for the period when so published. */
function periodThenRevert(
  facts: RateFacts,
  rate: number,
  months: number,
  product: ProductRates,
  brand: readonly ProductRates[],
  note: string,
): ScheduleReading {
  const revert = findRevertRate(facts, product, brand);
  const held = { rate, months };
  if (!revert.ok) {
    if (revert.reason === 'ambiguous') return { ok: false, reason: NOT_COMPUTABLE.revertAmbiguous, held };
    if (revert.reason === 'discount not published') {
      return { ok: false, reason: NOT_COMPUTABLE.revertDiscount, held };
    }
    return { ok: false, reason: NOT_COMPUTABLE.revertRate, held };
  }
  const from = revert.source === 'product' ? '' : `: ${revert.from}`;
  return {
    ok: true,
    schedule: {
      rates: [{ annualRate: rate, months }, { annualRate: revert.rate }],
      interestOnlyMonths: facts.repayment === 'INTEREST_ONLY' ? months : 0,
      note: [
        note,
        `reverts after ${String(months)} mo to ${percentText(revert.rate)} (${revert.source}${from})`,
      ]
        .filter((part) => part !== '')
        .join('; '),
      assumptions: revert.source === 'brand standard variable, assumed' ? [ASSUMPTIONS.revertRate] : [],
      revertMonths: months,
      interestOnlyAssumed: false,
    },
  };
}

/**
 * A variable interest-only rate: interest only for the stated (else assumed) term, then principal
 * and interest at the product's variable P&I rate for the same band (else, assumed, the same rate).
 */
function interestOnlyThenPrincipal(
  facts: RateFacts,
  rate: number,
  product: ProductRates,
  brand: readonly ProductRates[],
  note: string,
): ScheduleReading {
  const stated = statedInterestOnlyMonths(facts);
  const months = stated ?? INTEREST_ONLY_ASSUMED_MONTHS;
  const revert = findRevertRate(facts, product, brand);
  const assumptions: string[] = stated === null ? [ASSUMPTIONS.interestOnlyTerm] : [];
  let revertRate = rate;
  let source = 'same rate, assumed';
  if (revert.ok && revert.source !== 'brand standard variable, assumed') {
    revertRate = revert.rate;
    source = revert.source === 'product' ? 'product' : `${revert.source}: ${revert.from}`;
  } else {
    assumptions.push(ASSUMPTIONS.rateAfterInterestOnly);
  }
  return {
    ok: true,
    schedule: {
      rates: [{ annualRate: rate, months }, { annualRate: revertRate }],
      interestOnlyMonths: months,
      note: [note, `P&I after ${String(months)} mo at ${percentText(revertRate)} (${source})`]
        .filter((part) => part !== '')
        .join('; '),
      assumptions,
      revertMonths: months,
      interestOnlyAssumed: stated === null,
    },
  };
}

/** Types that hold one rate for the whole term (home loans) unless it is interest-only. */
const VARIABLE_TYPES = new Set(['VARIABLE', 'BUNDLE_DISCOUNT_VARIABLE', 'FLOATING']);
const NOT_A_LOAN_RATE = new Set(['MARKET_LINKED', 'PENALTY', '']);

/** The rate schedule of one published lending rate in the statutory example of `kind`. */
export function readSchedule(
  kind: ComparisonRateExampleKind,
  facts: RateFacts,
  product: ProductRates,
  brand: readonly ProductRates[],
): ScheduleReading {
  const { type, value } = facts;
  if (value === null) return { ok: false, reason: NOT_COMPUTABLE.ratePublished };
  // Interest paid in advance changes when interest-only payments fall due; for principal and
  // interest repayments some banks set the field where it cannot apply, and it is ignored.
  const inAdvance = (facts.lending.interestPaymentDue ?? '').trim().toUpperCase() === 'IN_ADVANCE';
  if (inAdvance && facts.repayment === 'INTEREST_ONLY') {
    return { ok: false, reason: NOT_COMPUTABLE.interestInAdvance };
  }
  if (NOT_A_LOAN_RATE.has(type)) return { ok: false, reason: `${type || 'missing'} rate type` };
  const margin = isMargin(facts);
  const whole = margin ? baseLessMargin(facts, product) : value;
  if (whole === null || whole <= 0) return { ok: false, reason: NOT_COMPUTABLE.notWholeRate };
  const { amountDollars } = exampleLoan(kind, { rates: [{ annualRate: whole }] });
  // A personal-loan rate for other loan sizes is not the example's rate; home-loan banks publish
  // comparison rates for the $150,000 example whatever the rate's loan-size band.
  if (kind === 'personalLoan' && facts.amount !== null && !bandContains(facts.amount, amountDollars)) {
    return { ok: false, reason: NOT_COMPUTABLE.loanAmount };
  }
  const discountNote = margin ? `${percentText(whole)} after the published discount` : '';
  // A personal loan's rate, fixed or variable, holds for its whole term.
  if (kind === 'personalLoan') return singleRate(whole, discountNote);
  const months = fixedPeriodMonths(facts, product.name);
  // A DISCOUNT is an ongoing adjustment unless it has a period; an INTRODUCTORY one expires.
  if (VARIABLE_TYPES.has(type) || (type === 'DISCOUNT' && months === null)) {
    const net = margin ? whole : (netVariableRate(facts, product.rates) ?? whole);
    const note = net === value ? '' : `${percentText(net)} after the published discount`;
    if (facts.repayment === 'INTEREST_ONLY')
      return interestOnlyThenPrincipal(facts, net, product, brand, note);
    return singleRate(net, note);
  }
  if (months === null) return { ok: false, reason: NOT_COMPUTABLE.fixedPeriod };
  return periodThenRevert(facts, whole, months, product, brand, discountNote);
}
