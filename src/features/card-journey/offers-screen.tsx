import * as React from 'react';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { FiguresDateLine } from '../visit/figures-date-line';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import { storeOffersResult, selectSurvey } from '../survey/survey-slice';
import { useQuerySettings } from '../navigation/use-query-settings';
import type {
  HorizonYears,
  JourneyOffer,
  JourneyOfferRow,
  OfferType,
  OffersResponse,
  SurveyEstimate,
} from '../../api/card-journey-types';
import { journeyPaths } from './journey-paths';
import { loadJourneyApi } from './load-journey-api';
import { EligibilityQuestion } from './eligibility-question';
import { FollowUpRegistrations } from './follow-up-registrations';
import { HorizonChoice } from './horizon-choice';
import { OfferCard } from './offer-card';
import { OfferListSettings } from './offer-list-settings';
import {
  horizonStatement,
  OFFER_SETTINGS,
  offersRequestSettings,
  type OfferSettingsValues,
} from './offer-settings';
import { Loading } from '../../components/ui/request-failed';
import { JourneyRequestFailed } from './journey-request-failed';
import { useApiResource } from '../../lib/use-api-resource';
import { type ListPaging, useOfferRows } from './use-offer-rows';
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

/** After "Show more", focus moves to the heading of the first offer it added. */
function useFocusAdded(list: React.RefObject<HTMLOListElement | null>, shown: number, paging: ListPaging) {
  const { focusFrom, onFocused } = paging;
  React.useEffect(() => {
    if (focusFrom === null || shown <= focusFrom) return;
    list.current?.children[focusFrom]?.querySelector<HTMLElement>('.offer__name')?.focus();
    onFocused();
  }, [list, shown, focusFrom, onFocused]);
}

function ShowMore({
  title,
  shown,
  total,
  onClick,
}: {
  title: string;
  shown: number;
  total: number;
  onClick: () => void;
}) {
  if (shown >= total) return null;
  return (
    <div className="offers-more">
      <p>
        Showing {shown} of {total}.
      </p>
      <button type="button" className="button button--secondary" onClick={onClick}>
        Show more offers<span className="visually-hidden"> in “{title}”</span>
      </button>
    </div>
  );
}

function OfferColumn({
  id,
  title,
  intro,
  empty,
  offers,
  total,
  surveyId,
  years,
  paging,
}: {
  id: 'stay' | 'switch';
  title: string;
  intro: string;
  empty: string;
  offers: JourneyOfferRow[];
  /** Rows the list has in all. */
  total: number;
  surveyId: string;
  years: HorizonYears;
  paging: ListPaging;
}) {
  const replacedName = useReplacedName();
  const list = React.useRef<HTMLOListElement>(null);
  useFocusAdded(list, offers.length, paging);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="offers-intro">{intro}</p>
      {offers.length === 0 ? (
        <p className="notice">{empty}</p>
      ) : (
        <ol className="journey-list" ref={list}>
          {offers.map((offer) => (
            <li key={`${offer.offerType}-${offer.offerId}`}>
              <OfferCard
                offer={offer}
                surveyId={surveyId}
                replacesName={replacedName(offer)}
                place={id}
                years={years}
              />
            </li>
          ))}
        </ol>
      )}
      <ShowMore
        title={title}
        shown={offers.length}
        total={total}
        onClick={() => paging.onShowMore(offers.length)}
      />
    </section>
  );
}

/**
 * Who pays us, in one plain sentence above the lists, and that it does not change the order: the
 * partners' cards are marked "Sponsored" where they stand.
 */
/**
 * How the lists are ordered, said once above them, with the commercial relationship disclosed in
 * the same place (ACCC comparator guidance): who may pay us, and that it does not change the order.
 */
function OrderStatement({
  years,
  partners,
}: {
  years: 1 | 2 | 3;
  partners: OffersResponse['partnerProviders'];
}) {
  const order = <strong>{horizonStatement(years)}</strong>;
  if (partners.length === 0) return <p className="offers-order">{order}</p>;
  const one = partners.length === 1;
  const names = partners.map((partner) => partner.name).join(' and ');
  return (
    <p className="notice offers-partner">
      {order} {names} {one ? 'is a commercial partner' : 'are commercial partners'}: {one ? 'it' : 'they'} may
      pay StaySmart when you take one of {one ? 'its' : 'their'} cards, marked “Sponsored”. That doesn’t
      change the order.
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
  paging,
}: {
  offers: OffersResponse;
  values: OfferSettingsValues;
  onChange: (change: Partial<OfferSettingsValues>) => void;
  paging: Record<OfferType, ListPaging>;
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
  const years = offers.horizonYears;
  return (
    <>
      <HorizonChoice years={values.years} onChange={onChange} />
      <OfferListSettings values={values} onChange={onChange} />
      <EligibilityQuestion offers={offers} values={values} onChange={onChange} />
      <OrderStatement years={years} partners={offers.partnerProviders} />
      <div className="journey-columns">
        <OfferColumn
          id="stay"
          title="Stay with your bank"
          intro="A product transfer moves you to another card at your bank: usually no new credit application."
          empty={emptyStay(offers, values)}
          offers={offers.stay}
          total={offers.rowCounts.stay}
          surveyId={offers.surveyId}
          years={years}
          paging={paging.Stay}
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
          total={offers.rowCounts.switch}
          surveyId={offers.surveyId}
          years={years}
          paging={paging.Switch}
        />
      </div>
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
 * /credit-cards/offers/: Stay and Switch offers side by side, ranked by the saving over the years
 * the visitor expects to keep the card, filtered as they ask, without the cards they cannot get
 * unless they ask to see all; the partners' cards marked "Sponsored" where they stand. The first
 * ten of each list, then "Show more". The settings live in the address.
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
  const kept = stored && stored.surveyId === surveyId && 'rowCounts' in stored ? stored : null;
  const { rows, paging } = useOfferRows(JSON.stringify(values));
  const request = useApiResource<OffersResponse>(() => {
    if (!surveyId || !addressRead) return null;
    return loadJourneyApi()
      .then((api) => api.postGetOffers(surveyId, visitId, offersRequestSettings(values, rows)))
      .then((answer) => {
        dispatch(storeOffersResult(answer));
        return answer;
      });
  }, [surveyId, visitId, values, addressRead, rows]);
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
        <OffersResult offers={shown} values={values} onChange={change} paging={paging} />
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
