/**
 * Stay and Switch for a savings balance: the accounts at the saver's own bank (Stay) and elsewhere
 * (Switch) that would earn more than theirs, ranked by the dollars a year they would earn given the
 * saver's own answers. An account whose bonus conditions the saver would not meet is worked out on
 * its base rate, and says why. A new account's introductory rate counts in its first year only:
 * `first-year` ranks by the next twelve months, `later-year` by a year once any introductory rate
 * is over, and both figures are always given. Accounts the saver cannot open (members only, age)
 * are left out and counted; a partner's account is marked `sponsored` where it ranks and is never
 * moved, added or left out for it.
 */
import type { Cents } from '../finance/money';
import type { IneligibleReason, ProductEligibility, VisitorEligibility } from '../eligibility/types';
import { ineligibleReasons } from '../eligibility/visitor-eligibility';
import type { SaverHabits } from './bonus-verdict';
import type { SavingTerms } from './saving-terms';
import { savingsYear, type SavingsYear } from './savings-year';

export type SavingsMeasure = 'first-year' | 'later-year';

export const SAVINGS_MEASURES: readonly SavingsMeasure[] = ['first-year', 'later-year'];

/** The ranking measure in words, as the answer states it. */
export const SAVINGS_MEASURE_TEXT: Record<SavingsMeasure, string> = {
  'first-year':
    "Ranked by the interest, less any fees, each account would pay you in its first 12 months given your balance, deposits and withdrawals, with a new account's introductory rate for its months. Sponsorship does not change the order.",
  'later-year':
    'Ranked by the interest, less any fees, each account would pay you in a year once any introductory rate is over, given your balance, deposits and withdrawals. Sponsorship does not change the order.',
};

export interface SavingsProduct {
  id: string;
  providerId: string;
  name: string;
  terms: SavingTerms;
  eligibility: ProductEligibility;
  sponsored: boolean;
}

/** What an account earns: the next 12 months, and a year after its introductory rate (null: none). */
export interface SavingsEarnings {
  firstYear: SavingsYear;
  laterYear: SavingsYear | null;
}

export interface EarningsInput {
  openingBalanceCents: Cents;
  habits: SaverHabits;
  start: { year: number; month: number };
}

/** `introductoryMonthsLeft`: a new account's whole introductory period, an account held some of it. */
export function earningsOf(
  terms: SavingTerms,
  input: EarningsInput,
  introductoryMonthsLeft: number,
): SavingsEarnings {
  const left = terms.introductoryMonths === null ? 0 : Math.max(0, introductoryMonthsLeft);
  const firstYear = savingsYear({ ...input, terms, introductoryMonthsLeft: left });
  const laterYear = left > 0 ? savingsYear({ ...input, terms, introductoryMonthsLeft: 0 }) : null;
  return { firstYear, laterYear };
}

export function measureOf(earnings: SavingsEarnings, measure: SavingsMeasure): Cents {
  return measure === 'first-year'
    ? earnings.firstYear.earnedCents
    : (earnings.laterYear ?? earnings.firstYear).earnedCents;
}

export interface SavingsOffer {
  product: SavingsProduct;
  offerType: 'Stay' | 'Switch';
  earnings: SavingsEarnings;
  /** The ranking figure, and how much more it is than the saver's account on the same measure. */
  measureCents: Cents;
  gainCents: Cents;
}

export interface RankSavingsInput extends EarningsInput {
  current: { providerId: string | null; productId: string | null; earnings: SavingsEarnings };
  products: readonly SavingsProduct[];
  visitor: VisitorEligibility;
  measure: SavingsMeasure;
  /** At most this many in each list. */
  limit: number;
}

export interface RankedSavings {
  stay: SavingsOffer[];
  switch: SavingsOffer[];
  /** Accounts that would earn more but that the saver cannot open, with why. */
  unavailable: { product: SavingsProduct; reasons: IneligibleReason[]; measureCents: Cents }[];
  /** How many accounts were worked out (the saver's own left out). */
  compared: number;
}

function byMeasure(a: { measureCents: Cents; product: SavingsProduct }, b: typeof a): number {
  return b.measureCents - a.measureCents || a.product.id.localeCompare(b.product.id);
}

export function rankSavings(input: RankSavingsInput): RankedSavings {
  const currentCents = measureOf(input.current.earnings, input.measure);
  const stay: SavingsOffer[] = [];
  const switches: SavingsOffer[] = [];
  const unavailable: RankedSavings['unavailable'] = [];
  let compared = 0;
  for (const product of input.products) {
    if (product.id === input.current.productId) continue;
    compared += 1;
    const earnings = earningsOf(product.terms, input, product.terms.introductoryMonths ?? 0);
    const measureCents = measureOf(earnings, input.measure);
    if (measureCents <= currentCents) continue;
    const reasons = ineligibleReasons(product.eligibility, input.visitor);
    if (reasons.length > 0) {
      unavailable.push({ product, reasons, measureCents });
      continue;
    }
    const offerType = product.providerId === input.current.providerId ? 'Stay' : 'Switch';
    const offer = {
      product,
      offerType,
      earnings,
      measureCents,
      gainCents: measureCents - currentCents,
    } as const;
    (offerType === 'Stay' ? stay : switches).push(offer);
  }
  return {
    stay: stay.sort(byMeasure).slice(0, input.limit),
    switch: switches.sort(byMeasure).slice(0, input.limit),
    unavailable: unavailable.sort(byMeasure).slice(0, input.limit),
    compared,
  };
}
