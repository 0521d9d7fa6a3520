import * as React from 'react';
import { useScreenHeading } from '../forms/use-screen-heading';
import { FiguresDateLine } from '../visit/figures-date-line';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import { storeOffersResult, selectSurvey } from '../survey/survey-slice';
import { useQuerySettings } from '../navigation/use-query-settings';
import type {
  JourneyOffer,
  JourneyOfferRow,
  OffersResponse,
  SavingMeasure,
  SurveyEstimate,
} from './journey-types';
import { journeyPaths } from './journey-paths';
import { loadJourneyApi } from './load-journey-api';
import { EligibilityQuestion } from './eligibility-question';
import { FollowUpRegistrations } from './follow-up-registrations';
import { OfferCard } from './offer-card';
import { OfferListSettings } from './offer-list-settings';
import {
  OFFER_SETTINGS,
  offersRequestSettings,
  type OfferSettingsValues,
  sortStatement,
} from './offer-settings';
import { SponsoredOffer } from './sponsored-offer';
import { Loading } from '../../components/ui/request-failed';
import { JourneyRequestFailed } from './journey-request-failed';
import { useJourneyRequest } from './use-journey-request';
import './card-journey.css';

/** The surveyed card an offer would replace, named, when the survey has more than one. */
function useReplacedName(): (offer: JourneyOffer) => string | null {
  const stored = useAppSelector((state) => selectSurvey(state).estimateResult) as {
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
  before,
  offers,
  surveyId,
  measure,
}: {
  id: 'stay' | 'switch';
  title: string;
  intro: string;
  empty: string;
  before?: React.ReactNode;
  offers: JourneyOfferRow[];
  surveyId: string;
  measure: SavingMeasure;
}) {
  const replacedName = useReplacedName();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="offers-intro">{intro}</p>
      {before}
      {offers.length === 0 ? (
        <p className="notice">{empty}</p>
      ) : (
        <ol className="journey-list">
          {offers.map((offer) => (
            <li key={`${offer.offerType}-${offer.offerId}`}>
              <OfferCard
                offer={offer}
                surveyId={surveyId}
                replacesName={replacedName(offer)}
                place={id}
                measure={measure}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** One plain sentence when the visitor's own bank is a commercial partner, instead of a badge on each offer. */
function PartnerDisclosure({ partners }: { partners: OffersResponse['partnerProviders'] }) {
  if (partners.length === 0) return null;
  const names = partners.map((partner) => partner.name).join(' and ');
  return (
    <p className="notice offers-partner">
      {names}, your bank, is a commercial partner of StaySmart: it pays us for its sponsored offer, and we may
      be paid when you move to one of its cards. Its cards in this list are ranked by your saving like every
      other card.
    </p>
  );
}

function emptyStay(offers: OffersResponse, values: OfferSettingsValues): string {
  if (values['not-my-bank']) return 'You chose to leave out your bank.';
  return offers.filtered
    ? 'No card at your bank that would cost you less has what you filtered for.'
    : 'Your bank has no other card that would cost you less.';
}

function OffersResult({
  offers,
  values,
  onChange,
}: {
  offers: OffersResponse;
  values: OfferSettingsValues;
  onChange: (change: Partial<OfferSettingsValues>) => void;
}) {
  if (offers.noBetterOffer) {
    return (
      <>
        <p className="notice">
          Good news: no card we know of would save you money on how you use your cards today. Your current
          deal is hard to beat.
        </p>
        <h2>Stay in the loop</h2>
        <FollowUpRegistrations surveyId={offers.surveyId} />
      </>
    );
  }
  const measure = offers.sort;
  return (
    <>
      <OfferListSettings values={values} onChange={onChange} />
      <EligibilityQuestion offers={offers} values={values} onChange={onChange} />
      <p className="offers-order">
        <strong>{sortStatement(measure)}</strong>
      </p>
      <div className="journey-columns">
        <OfferColumn
          id="stay"
          title="Stay with your bank"
          intro="A product transfer moves you to another card at your bank: usually no new credit application."
          empty={emptyStay(offers, values)}
          before={<PartnerDisclosure partners={offers.partnerProviders} />}
          offers={offers.stay}
          surveyId={offers.surveyId}
          measure={measure}
        />
        <OfferColumn
          id="switch"
          title="Switch to another bank"
          intro="A new card at another bank, which means applying for it."
          empty={
            offers.filtered
              ? 'No card at another bank that would cost you less has what you filtered for.'
              : 'No card at another bank would cost you less.'
          }
          offers={offers.switch}
          surveyId={offers.surveyId}
          measure={measure}
        />
      </div>
      {offers.sponsored ? (
        <SponsoredOffer sponsored={offers.sponsored} surveyId={offers.surveyId} measure={measure} />
      ) : null}
      <p>
        Not ready to change cards?{' '}
        <Link to={paths.cardRegister()}>Get a reminder, or an e-mail when a better card appears</Link>.
      </p>
      {offers.unsuitable.length > 0 ? (
        <p className="legal">
          {offers.unsuitable.length} {offers.unsuitable.length === 1 ? 'card was' : 'cards were'} left out
          because your balance would not fit within the card’s credit limit.
        </p>
      ) : null}
    </>
  );
}

/**
 * /credit-cards/offers/: Stay and Switch offers side by side, sorted by the saving the visitor
 * chooses, filtered as they ask, without the cards they cannot get unless they ask to see all;
 * the one sponsored card apart. The settings live in the address.
 */
export function OffersScreen(_props: RouteComponentProps) {
  const dispatch = useAppDispatch();
  const surveyId = useAppSelector((state) => selectSurvey(state).surveyId);
  const visitId = useAppSelector((state) => state.visit.visitId);
  const stored = useAppSelector((state) => selectSurvey(state).offersResult) as OffersResponse | null;
  const [values, change] = useQuerySettings(OFFER_SETTINGS);
  const headingRef = useScreenHeading();
  // The address is read once mounted: ask only then, so the first request already has its settings.
  const [addressRead, setAddressRead] = React.useState(false);
  React.useEffect(() => setAddressRead(true), []);
  const request = useJourneyRequest<OffersResponse>(() => {
    if (!surveyId || !addressRead) return null;
    return loadJourneyApi()
      .then((api) => api.postGetOffers(surveyId, visitId, offersRequestSettings(values)))
      .then((answer) => {
        dispatch(storeOffersResult(answer));
        return answer;
      });
  }, [surveyId, visitId, values, addressRead]);
  const kept = stored && stored.surveyId === surveyId && 'partnerProviders' in stored ? stored : null;
  const shown = request.data ?? kept;

  let body: React.ReactNode;
  if (!surveyId) {
    body = (
      <p>
        We need your cards first. <Link to={paths.cardSurvey()}>Tell us about your cards</Link>.
      </p>
    );
  } else if (request.status === 'failed') {
    body = <JourneyRequestFailed request={request} fallback="We couldn’t load your offers." />;
  } else if (shown) {
    body = (
      <div aria-busy={request.status === 'pending'}>
        <OffersResult offers={shown} values={values} onChange={change} />
      </div>
    );
  } else {
    body = <Loading what="Finding offers for your cards…" />;
  }

  return (
    <div className="container">
      <h1 ref={headingRef} tabIndex={-1}>
        Your offers: stay or switch
      </h1>
      <FiguresDateLine />
      <p>
        Savings are against what your cards cost you now.{' '}
        <Link to={journeyPaths.estimate()}>See your estimate</Link>
      </p>
      {body}
    </div>
  );
}
