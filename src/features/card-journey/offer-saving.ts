/** An offer's saving in words: over the years the lists rank by, and year by year. */
import { savingOver } from '../../domain/cards/offer-order';
import { formatCents } from '../../domain/format';
import type { HorizonYears, JourneyOffer } from '../../api/card-journey-types';
import { yearsText } from './offer-settings';

type Savings = Pick<JourneyOffer, 'firstYearSavingCents' | 'ongoingSavingCents'>;

/** "$1,398.25 less" or "$12.00 more". */
export function savingText(cents: number): string {
  return cents >= 0 ? `${formatCents(cents)} less` : `${formatCents(-cents)} more`;
}

/** The headline, over the years the lists rank by: "$1,880.93 less over 2 years". */
export function horizonSavingText(offer: Savings, years: HorizonYears): string {
  return `${savingText(savingOver(offer, years))} over ${yearsText(years)}`;
}

/** The two figures the headline adds up, side by side: the first year's and each later year's. */
export function yearSavings(offer: Savings): { firstYear: string; eachYearAfter: string } {
  return {
    firstYear: savingText(offer.firstYearSavingCents),
    eachYearAfter: savingText(offer.ongoingSavingCents),
  };
}
