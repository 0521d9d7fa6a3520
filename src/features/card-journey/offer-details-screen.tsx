import * as React from 'react';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { FiguresDateLine } from '../visit/figures-date-line';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import { formatCents, formatCount, formatPercent, formatRate } from '../../domain/format';
import type { CardFactsView, OfferDetailsResponse, OfferType } from '../../api/card-journey-types';
import { loadJourneyApi } from './load-journey-api';
import { OfferChoice } from './offer-choice';
import { OfferFigures } from './offer-figures';
import { offerTitle } from './offer-title';
import { Loading } from '../../components/ui/request-failed';
import { JourneyRequestFailed } from './journey-request-failed';
import { useApiResource } from '../../lib/use-api-resource';
import { EstimateNotes, WorkingTable } from './working-table';
import './card-journey.css';
import { selectSurvey } from '../survey/survey-slice';

function offerTypeOf(value: string | null): OfferType | null {
  return value === 'Stay' || value === 'Switch' ? value : null;
}

function CardFacts({ card }: { card: CardFactsView }) {
  const rows: [string, string | null][] = [
    [
      'Annual fee',
      card.annualFeeCents === null ? null : formatCents(card.annualFeeCents, { wholeDollarsIfRound: true }),
    ],
    [
      'First-year annual fee',
      card.firstYearAnnualFeeCents === null
        ? null
        : formatCents(card.firstYearAnnualFeeCents, { wholeDollarsIfRound: true }),
    ],
    [
      'Purchase rate',
      card.noInterest ? 'No interest' : card.purchaseRate === null ? null : formatRate(card.purchaseRate),
    ],
    ['Interest-free days', card.interestFreeDays === null ? null : `Up to ${card.interestFreeDays}`],
    [
      'Overseas transaction fee',
      card.foreignTransactionFee === null ? null : formatPercent(card.foreignTransactionFee),
    ],
    ['Rewards program', card.rewards?.programName ?? null],
    [
      'Bonus points',
      card.rewards?.bonusPoints
        ? `${formatCount(card.rewards.bonusPoints)}${card.rewards.bonusPointsValueCents ? ` (about ${formatCents(card.rewards.bonusPointsValueCents, { wholeDollarsIfRound: true })})` : ''}`
        : null,
    ],
    [
      'Balance transfer',
      card.balanceTransfer?.rate !== null && card.balanceTransfer?.rate !== undefined
        ? `${formatRate(card.balanceTransfer.rate)}${card.balanceTransfer.periodMonths ? ` for ${card.balanceTransfer.periodMonths} months` : ''}`
        : null,
    ],
  ];
  return (
    <dl className="facts">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Details({ details }: { details: OfferDetailsResponse }) {
  const { offer, card } = details;
  return (
    <>
      <section aria-labelledby="offer-details-title">
        <h2 id="offer-details-title">{offerTitle(offer)}</h2>
        <p>
          {offer.cardLabel ? `${offer.cardLabel}. ` : ''}
          {offer.offerType === 'Stay'
            ? `A product transfer at ${offer.providerName}.`
            : `A new card at ${offer.providerName}.`}
        </p>
        <OfferFigures offer={offer} />
        <OfferChoice offer={offer} surveyId={details.surveyId} idBase="offer-details" />
      </section>
      {card ? (
        <>
          <h2>The card’s facts</h2>
          <CardFacts card={card} />
        </>
      ) : null}
      <h2>How we worked this out</h2>
      <div className="journey-columns">
        <section aria-labelledby="working-first-year">
          <h3 id="working-first-year">The first year</h3>
          <WorkingTable
            breakdown={offer.cost.firstYear}
            caption="What the card would cost you in the first year"
          />
        </section>
        <section aria-labelledby="working-ongoing">
          <h3 id="working-ongoing">Each year after</h3>
          <WorkingTable
            breakdown={offer.cost.ongoing}
            caption="What the card would cost you each year after"
          />
        </section>
      </div>
      <EstimateNotes notes={offer.cost.notes} />
    </>
  );
}

/** /credit-cards/offer-details/?offerId=...&type=...: one offer with its full working and the card's facts. */
export function OfferDetailsScreen({ location }: RouteComponentProps) {
  const params = new URLSearchParams(location?.search ?? '');
  const offerId = params.get('offerId');
  const offerType = offerTypeOf(params.get('type'));
  const headingRef = useScreenHeading();
  const surveyId = useAppSelector((state) => selectSurvey(state).surveyId);
  const request = useApiResource<OfferDetailsResponse>(() => {
    if (!surveyId || !offerId) return null;
    return loadJourneyApi().then((api) => api.postGetOfferDetails(surveyId, offerId, offerType));
  }, [surveyId, offerId, offerType]);

  let body: React.ReactNode;
  if (!surveyId || !offerId) {
    body = (
      <p>
        This page shows an offer from your survey.{' '}
        <Link to={paths.cardSurvey()}>Tell us about your cards</Link> to see your offers.
      </p>
    );
  } else if (request.status === 'failed') {
    body = <JourneyRequestFailed request={request} fallback="We couldn’t load this offer." />;
  } else if (request.status === 'succeeded' && request.data) {
    body = <Details details={request.data} />;
  } else {
    body = <Loading what="Loading the offer…" />;
  }

  return (
    <div className="container">
      <h1 ref={headingRef} tabIndex={-1}>
        Offer details
      </h1>
      <FiguresDateLine />
      <p>
        <Link to={paths.cardOffers()}>Back to your offers</Link>
      </p>
      {body}
    </div>
  );
}
