import * as React from 'react';
import { Link } from 'gatsby';
import { formatCents } from '../../domain/format';
import type { JourneyOffer } from './journey-types';
import { journeyPaths } from './journey-paths';
import { OfferChoice } from './offer-choice';
import { offerFacts } from './offer-facts';
import { offerTitle } from './offer-title';
import { signedAmount } from './working-table';

function saving(cents: number): string {
  return cents >= 0 ? `${formatCents(cents)} less` : `${formatCents(-cents)} more`;
}

function Fact({ term, value }: { term: string; value: string | null }) {
  if (value === null) return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function money(cents: number | null): string | null {
  return cents === null ? null : signedAmount(cents);
}

/** One offer: what it saves (first year and after), its figures, why it is listed, and the choice. */
export function OfferCard({
  offer,
  surveyId,
  replacesName,
  place,
  headingLevel = 3,
}: {
  offer: JourneyOffer;
  surveyId: string;
  /** The surveyed card it would replace, when the survey has several. */
  replacesName: string | null;
  /** Where it is shown ('stay', 'switch', 'sponsored'): the same offer may be listed twice. */
  place: string;
  headingLevel?: 2 | 3;
}) {
  const facts = offerFacts(offer);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const idBase = `offer-${place}-${offer.offerType}-${offer.offerId}`;
  const headingId = `${idBase}-heading`;
  return (
    <article className="tile" aria-labelledby={headingId}>
      {offer.sponsored ? <span className="badge badge--sponsored">Sponsored</span> : null}
      <Heading id={headingId}>{offerTitle(offer)}</Heading>
      {replacesName ? <p>Instead of your {replacesName}.</p> : null}
      <dl className="facts">
        <Fact term="First year" value={`${saving(offer.firstYearSavingCents)} a year`} />
        <Fact term="Each year after" value={`${saving(offer.ongoingSavingCents)} a year`} />
        <Fact term="Fees a year" value={money(facts.feesOngoingCents)} />
        {facts.feesFirstYearCents !== facts.feesOngoingCents ? (
          <Fact term="Fees in the first year" value={money(facts.feesFirstYearCents)} />
        ) : null}
        <Fact term="Purchase rate" value={facts.rate} />
        <Fact term="Interest a year" value={money(facts.interestCents)} />
        <Fact term="Rewards a year" value={money(facts.rewardsCents)} />
        <Fact term="Bonus (first year)" value={money(facts.bonusCents)} />
        <Fact term="Your balance (first year)" value={money(facts.transferCents)} />
      </dl>
      {offer.reasons.length > 0 ? (
        <>
          <p>
            <strong>Why this offer</strong>
          </p>
          <ul>
            {offer.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      {offer.tradeOffs.length > 0 ? (
        <>
          <p>
            <strong>What you give up</strong>
          </p>
          <ul>
            {offer.tradeOffs.map((tradeOff) => (
              <li key={tradeOff}>{tradeOff}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to={journeyPaths.offerDetails(offer.offerId, offer.offerType)}>
          Details and working<span className="visually-hidden"> for the {offer.cardName}</span>
        </Link>
      </p>
      <OfferChoice offer={offer} surveyId={surveyId} idBase={idBase} />
    </article>
  );
}
