/** An offer's saving in words, in the measure the lists are sorted by. */
import { formatCents } from '../../domain/format';
import type { JourneyOffer, SavingMeasure } from './journey-types';

/** "$1,398.25 less" or "$12.00 more". */
export function savingText(cents: number): string {
  return cents >= 0 ? `${formatCents(cents)} less` : `${formatCents(-cents)} more`;
}

/** The headline (the sorted measure) and the other measure, e.g. "$1,398.25 less in the first year". */
export function savingLines(
  offer: Pick<JourneyOffer, 'firstYearSavingCents' | 'ongoingSavingCents'>,
  measure: SavingMeasure,
): { headline: string; other: string } {
  const firstYear = `${savingText(offer.firstYearSavingCents)} in the first year`;
  const ongoing = `${savingText(offer.ongoingSavingCents)} each year after`;
  return measure === 'first-year'
    ? { headline: firstYear, other: `then ${ongoing}` }
    : { headline: ongoing, other: firstYear };
}
