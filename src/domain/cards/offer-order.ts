/**
 * The order of the offers lists: the visitor's saving in the chosen measure (first year, or each
 * year after), best first; ties go to the larger saving in the other measure, then the lower ongoing
 * cost of the visitor's cards after the change, then card id, so the order is stable.
 */
import type { Cents } from '../finance/money';
import type { SavingMeasure } from './types';

export interface Savings {
  firstYearSavingCents: Cents;
  ongoingSavingCents: Cents;
  afterOngoingCents: Cents;
  cardId: string;
  /** Survey position of the card it replaces. */
  index: number;
}

export function savingIn(savings: Savings, measure: SavingMeasure): Cents {
  return measure === 'first-year' ? savings.firstYearSavingCents : savings.ongoingSavingCents;
}

function otherMeasure(measure: SavingMeasure): SavingMeasure {
  return measure === 'first-year' ? 'ongoing' : 'first-year';
}

/** Negative when `a` goes first. */
export function compareSavings(a: Savings, b: Savings, measure: SavingMeasure): number {
  const other = otherMeasure(measure);
  return (
    savingIn(b, measure) - savingIn(a, measure) ||
    savingIn(b, other) - savingIn(a, other) ||
    a.afterOngoingCents - b.afterOngoingCents ||
    (a.cardId < b.cardId ? -1 : a.cardId > b.cardId ? 1 : 0) ||
    a.index - b.index
  );
}
