/**
 * The order of the offers lists: the visitor's saving over the years they expect to keep the card
 * (the first year plus each later year: 1, 2 or 3 years), best first; ties go to the larger saving
 * in a later year, then in the first year, then the lower ongoing cost of the visitor's cards after
 * the change, then card id, so the order is stable. Alerts about a typical year rank by a later
 * year alone ('each-later-year').
 */
import type { Cents } from '../finance/money';
import type { HorizonYears, SavingMeasure } from './types';

export const HORIZON_YEARS: readonly HorizonYears[] = [1, 2, 3];
export const DEFAULT_HORIZON_YEARS: HorizonYears = 2;

export interface Savings {
  firstYearSavingCents: Cents;
  ongoingSavingCents: Cents;
  afterOngoingCents: Cents;
  cardId: string;
  /** Survey position of the card it replaces. */
  index: number;
}

export function isHorizonYears(value: unknown): value is HorizonYears {
  return HORIZON_YEARS.includes(value as HorizonYears);
}

/** The saving over `years` years: the first year's, then each later year's. */
export function savingOver(
  savings: Pick<Savings, 'firstYearSavingCents' | 'ongoingSavingCents'>,
  years: HorizonYears,
): Cents {
  return savings.firstYearSavingCents + (years - 1) * savings.ongoingSavingCents;
}

export function savingIn(savings: Savings, measure: SavingMeasure): Cents {
  return measure === 'each-later-year' ? savings.ongoingSavingCents : savingOver(savings, measure);
}

/** Negative when `a` goes first. */
export function compareSavings(a: Savings, b: Savings, measure: SavingMeasure): number {
  return (
    savingIn(b, measure) - savingIn(a, measure) ||
    b.ongoingSavingCents - a.ongoingSavingCents ||
    b.firstYearSavingCents - a.firstYearSavingCents ||
    a.afterOngoingCents - b.afterOngoingCents ||
    (a.cardId < b.cardId ? -1 : a.cardId > b.cardId ? 1 : 0) ||
    a.index - b.index
  );
}
