import * as React from 'react';
import type { OffersResponse, SavingMeasure } from './journey-types';
import { OfferCard } from './offer-card';

function ordinal(place: number): string {
  const tens = place % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : place % 10 === 1
        ? 'st'
        : place % 10 === 2
          ? 'nd'
          : place % 10 === 3
            ? 'rd'
            : 'th';
  return `${place}${suffix}`;
}

/** The one sponsored card: who pays, what that means, and where it would rank on its saving alone. */
export function SponsoredOffer({
  sponsored,
  surveyId,
  measure,
}: {
  sponsored: NonNullable<OffersResponse['sponsored']>;
  surveyId: string;
  measure: SavingMeasure;
}) {
  const { offer, wouldRank } = sponsored;
  const list = offer.offerType === 'Stay' ? 'Stay with your bank' : 'Switch to another bank';
  return (
    <section className="sponsored-block" aria-labelledby="sponsored-title">
      <h2 id="sponsored-title">Sponsored offer</h2>
      <p>
        {offer.providerName} pays StaySmart to show this card here. It’s an advertisement, not a
        recommendation: it isn’t in the ranked lists and doesn’t change their order. Its figures are worked
        out exactly as for every other card. Ranked on your saving alone, it would be {ordinal(wouldRank)} in
        “{list}”.
      </p>
      <OfferCard offer={offer} surveyId={surveyId} replacesName={null} place="sponsored" measure={measure} />
    </section>
  );
}
