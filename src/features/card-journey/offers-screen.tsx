import * as React from 'react';
import { Link } from 'gatsby';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import { storeOffersResult } from '../survey/survey-slice';
import type { JourneyOffer, OffersResponse, SurveyEstimate } from './journey-types';
import { journeyPaths } from './journey-paths';
import { loadJourneyApi } from './load-journey-api';
import { FollowUpRegistrations } from './follow-up-registrations';
import { OfferCard } from './offer-card';
import { Loading, RequestFailed } from '../../components/ui/request-failed';
import { useJourneyRequest } from './use-journey-request';
import './card-journey.css';

/** The surveyed card an offer would replace, named, when the survey has more than one. */
function useReplacedName(): (offer: JourneyOffer) => string | null {
  const stored = useAppSelector((state) => state.survey.estimateResult) as {
    estimate?: SurveyEstimate;
  } | null;
  const entries = stored?.estimate?.entries ?? [];
  return (offer) =>
    entries.length > 1
      ? (entries.find((entry) => entry.index === offer.replaces.index)?.estimate.cardName ?? null)
      : null;
}

function OfferColumn({
  id,
  title,
  intro,
  empty,
  offers,
  surveyId,
}: {
  id: 'stay' | 'switch';
  title: string;
  intro: string;
  empty: string;
  offers: JourneyOffer[];
  surveyId: string;
}) {
  const replacedName = useReplacedName();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{intro}</p>
      {offers.length === 0 ? (
        <p className="notice">{empty}</p>
      ) : (
        <ol className="journey-list">
          {offers.map((offer) => (
            <li key={offer.offerId}>
              <OfferCard offer={offer} surveyId={surveyId} replacesName={replacedName(offer)} place={id} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function SponsoredOffers({ offers, surveyId }: { offers: JourneyOffer[]; surveyId: string }) {
  const replacedName = useReplacedName();
  if (offers.length === 0) return null;
  return (
    <section className="sponsored-block" aria-labelledby="sponsored-title">
      <h2 id="sponsored-title">Sponsored offers</h2>
      <p>
        A provider pays us to show these here. They don’t change the order of the lists above, and their
        figures are worked out the same way.
      </p>
      <ul className="journey-list">
        {offers.map((offer) => (
          <li key={offer.offerId}>
            <OfferCard
              offer={offer}
              surveyId={surveyId}
              replacesName={replacedName(offer)}
              place="sponsored"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OffersResult({ offers }: { offers: OffersResponse }) {
  return (
    <>
      {offers.noBetterOffer ? (
        <>
          <p className="notice">
            Good news: no card we know of would save you money on how you use your cards today. Your current
            deal is hard to beat.
          </p>
          <h2>Stay in the loop</h2>
          <FollowUpRegistrations surveyId={offers.surveyId} />
        </>
      ) : (
        <>
          <div className="journey-columns">
            <OfferColumn
              id="stay"
              title="Stay with your bank"
              intro="A product transfer moves you to another card at your bank: usually no new credit application."
              empty="Your bank has no card that would cost you less."
              offers={offers.stay}
              surveyId={offers.surveyId}
            />
            <OfferColumn
              id="switch"
              title="Switch to another bank"
              intro="A new card at another bank, which means applying for it."
              empty="No card at another bank would cost you less."
              offers={offers.switch}
              surveyId={offers.surveyId}
            />
          </div>
          <p>
            Not ready to change cards?{' '}
            <Link to={paths.cardRegister()}>Get a reminder, or an e-mail when a better card appears</Link>.
          </p>
        </>
      )}
      <SponsoredOffers offers={offers.sponsored} surveyId={offers.surveyId} />
      {offers.unsuitable.length > 0 ? (
        <p className="legal">
          {offers.unsuitable.length} {offers.unsuitable.length === 1 ? 'card was' : 'cards were'} left out
          because your balance would not fit within the card’s credit limit.
        </p>
      ) : null}
    </>
  );
}

/** /credit-cards/offers/: Stay and Switch offers side by side, sponsored ones apart. */
export function OffersScreen(_props: RouteComponentProps) {
  const dispatch = useAppDispatch();
  const surveyId = useAppSelector((state) => state.survey.surveyId);
  const visitId = useAppSelector((state) => state.visit.visitId);
  const stored = useAppSelector((state) => state.survey.offersResult) as OffersResponse | null;
  const kept = stored && stored.surveyId === surveyId ? stored : null;
  const request = useJourneyRequest<OffersResponse>(() => {
    if (!surveyId || kept) return null;
    return loadJourneyApi()
      .then((api) => api.postGetOffers(surveyId, visitId))
      .then((answer) => {
        dispatch(storeOffersResult(answer));
        return answer;
      });
  }, [surveyId, visitId, kept === null]);

  let body: React.ReactNode;
  if (!surveyId) {
    body = (
      <p>
        We need your cards first. <Link to={paths.cardSurvey()}>Tell us about your cards</Link>.
      </p>
    );
  } else if (kept) {
    body = <OffersResult offers={kept} />;
  } else if (request.status === 'failed') {
    body = (
      <RequestFailed message={request.error ?? 'We couldn’t load your offers.'} onRetry={request.retry} />
    );
  } else {
    body = <Loading what="Finding offers for your cards…" />;
  }

  return (
    <div className="container">
      <h1>Your offers: stay or switch</h1>
      <p>
        Savings are against what your cards cost you now.{' '}
        <Link to={journeyPaths.estimate()}>See your estimate</Link>
      </p>
      {body}
    </div>
  );
}
