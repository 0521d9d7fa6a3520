import * as React from 'react';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { useAppDispatch } from '../../store/hooks';
import { ComparisonRateWarning } from '../../components/ui/comparison-rate-warning';
import { formatCents, formatCount } from '../../domain/format';
import { useApiResource } from '../../lib/use-api-resource';
import { errorMessage } from '../../lib/error-message';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import { offerHidden, offerShownAgain } from './home-loan-slice';
import { homeLoanPaths } from './home-loan-paths';
import type { OfferRow, OfferSummary, OffersResponse } from './home-loan-api';
import { MembershipQuestion, UnavailableLoans } from './membership';
import { AssumptionNotes, SurveyNeeded } from './journey-notices';
import { JourneyScreen, RequestPending } from './journey-screen';
import { loadHomeLoanApi } from './load-home-loan-api';
import { OfferRowCard } from './offer-row';
import { offerTitle } from './offer-text';
import { useJourneySelector } from './use-journey-selector';

interface Dismissal {
  busy: string | null;
  error: { offerId: string; message: string } | null;
  /** The offer hidden last, for the message and its "Show it again". */
  last: OfferSummary | null;
}

/** "Not for me": recorded as `dismissed`, then the offer is hidden here with a way to bring it back. */
function useDismissal(surveyId: string) {
  const dispatch = useAppDispatch();
  const hidden = useJourneySelector((journey) => journey.hiddenOffers);
  const [state, setState] = React.useState<Dismissal>({ busy: null, error: null, last: null });
  const messageRef = React.useRef<HTMLDivElement>(null);
  const [focusOffer, setFocusOffer] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (state.last) messageRef.current?.focus();
  }, [state.last]);
  React.useEffect(() => {
    if (focusOffer) document.getElementById(`hl-offer-${focusOffer}`)?.focus();
  }, [focusOffer]);

  const dismiss = async (offer: OfferSummary) => {
    setState((current) => ({ ...current, busy: offer.offerId, error: null }));
    try {
      const api = await loadHomeLoanApi();
      await api.postOutcome(surveyId, offer.offerId, 'dismissed');
      track(trackedActions.homeLoanSurvey, { step: 'offer-dismissed', offerId: offer.offerId });
      dispatch(offerHidden(offer.offerId));
      setFocusOffer(null);
      setState({ busy: null, error: null, last: offer });
    } catch (error) {
      setState((current) => ({
        ...current,
        busy: null,
        error: {
          offerId: offer.offerId,
          message: `${errorMessage(error)} Choose “Not for me” to try again.`,
        },
      }));
    }
  };
  const showAgain = (offerIds: readonly string[]) => {
    for (const offerId of offerIds) dispatch(offerShownAgain(offerId));
    setState((current) => ({ ...current, last: null }));
    setFocusOffer(offerIds[0] ?? null);
  };
  return { hidden, state, dismiss, showAgain, messageRef };
}

/** The offer of a row the visitor said "Not for me" to, if any. */
function hiddenTerm(row: OfferRow, hidden: readonly string[]): OfferSummary | null {
  return row.terms.find((term) => hidden.includes(term.offerId)) ?? null;
}

/** Nothing saves money: staying is best, with rate alerts for when that changes. */
function NoBetterOffer({ offers }: { offers: OffersResponse }) {
  return (
    <>
      <div className="notice hl-no-offer">
        <h2>Staying is your best option today</h2>
        <p>
          We checked{' '}
          {offers.eligibleCount > 0
            ? `the ${formatCount(offers.eligibleCount)} ${offers.eligibleCount === 1 ? 'loan' : 'loans'}`
            : 'the loans'}{' '}
          you qualify for, and none would save you money once the costs of switching are counted. Your current
          deal holds up well.
        </p>
      </div>
      <h2>Get told when that changes</h2>
      <p>
        Rates move all the time. Register for rate alerts and we’ll let you know when a loan would save you
        money.
      </p>
      <p>
        <Link to={homeLoanPaths.register()} className="button">
          Register for rate alerts
        </Link>
      </p>
    </>
  );
}

/** Staying and switching, each list in its own region, with what the visitor has hidden. */
function OfferLists({ offers }: { offers: OffersResponse }) {
  const { hidden, state, dismiss, showAgain, messageRef } = useDismissal(offers.surveyId);
  const last = state.last;
  const cardProps = (row: OfferRow) => ({
    row,
    onDismiss: () => void dismiss(row.offer),
    dismissing: row.terms.some((term) => state.busy === term.offerId),
    dismissError: row.terms.some((term) => state.error?.offerId === term.offerId)
      ? (state.error?.message ?? null)
      : null,
  });
  const stay = offers.stay && hiddenTerm(offers.stay, hidden) === null ? offers.stay : null;
  const switches = offers.switch.filter((row) => hiddenTerm(row, hidden) === null);
  const hiddenHere = [offers.stay, ...offers.switch]
    .filter((row): row is OfferRow => row !== null)
    .map((row) => hiddenTerm(row, hidden))
    .filter((offer): offer is OfferSummary => offer !== null);

  return (
    <>
      <div ref={messageRef} tabIndex={-1} role="status" className="hl-dismissed">
        {last ? (
          <p className="notice">
            You’ve hidden {offerTitle(last)}.{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => showAgain([last.offerId])}
            >
              Show it again
            </button>
          </p>
        ) : null}
      </div>
      <div className="hl-columns">
        <section className="hl-stay" aria-labelledby="hl-stay-title">
          <h2 id="hl-stay-title">Stay: ask your lender</h2>
          {offers.partnerDisclosure ? <p className="notice">{offers.partnerDisclosure}</p> : null}
          <p>
            Lenders often lower the rate for customers who ask, and staying costs little or nothing in fees.
          </p>
          {stay ? (
            <OfferRowCard
              {...cardProps(stay)}
              actionFor={(offer) => (
                <Link to={homeLoanPaths.productTransfer(offer.offerId)} className="button button--small">
                  Ask {offer.providerName} for this rate
                </Link>
              )}
            />
          ) : offers.stay ? (
            <p className="notice">You’ve hidden your lender’s offer.</p>
          ) : (
            <p className="notice">
              Your lender doesn’t publish a lower rate that fits your loan. It’s still worth calling them:
              tell them the rates other lenders offer you here.
            </p>
          )}
        </section>
        <section className="hl-switch" aria-labelledby="hl-switch-title">
          <h2 id="hl-switch-title">Switch: loans from other lenders</h2>
          <p>A new loan with another lender means applying, and paying the costs shown on each loan.</p>
          {switches.length === 0 ? (
            <p className="notice">
              {offers.switch.length === 0
                ? 'No loan from another lender would save you money.'
                : 'You’ve hidden every loan from another lender.'}
            </p>
          ) : (
            <ol className="hl-list">
              {switches.map((row) => (
                <li key={row.rowId}>
                  <OfferRowCard {...cardProps(row)} />
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      {hiddenHere.length > 0 ? (
        <p>
          You’ve hidden {hiddenHere.length} {hiddenHere.length === 1 ? 'loan' : 'loans'}.{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => showAgain(hiddenHere.map((offer) => offer.offerId))}
          >
            Show hidden loans
          </button>
        </p>
      ) : null}
    </>
  );
}

/**
 * The offers, with the membership question always in the same place, so ticking a group keeps the
 * question (and the visitor's focus) where it is while the lists are brought up to date.
 */
function OffersResult({ offers, updating }: { offers: OffersResponse; updating: boolean }) {
  return (
    <>
      {offers.noBetterOffer ? (
        <NoBetterOffer offers={offers} />
      ) : (
        <div>
          <p>
            Today you repay {formatCents(offers.current.monthlyRepaymentCents)} a month. Savings below count
            every fee, switching cost and cash back over the rest of your loan.
          </p>
          <p className="hl-ranking">
            <strong>{offers.ranking}</strong>
          </p>
        </div>
      )}
      <MembershipQuestion groupsAsked={offers.eligibility.groupsAsked} updating={updating} />
      <div className="hl-results" aria-busy={updating || undefined}>
        {offers.noBetterOffer ? null : <OfferLists offers={offers} />}
        <UnavailableLoans offers={offers} />
        <AssumptionNotes notes={offers.notes} />
      </div>
    </>
  );
}

/** /home-loans/offers/: staying (ask your lender) kept apart from switching to another lender. */
export function OffersScreen(_props: RouteComponentProps) {
  const surveyId = useJourneySelector((journey) => journey.surveyId);
  const memberGroups = useJourneySelector((journey) => journey.memberGroups);
  const request = useApiResource<OffersResponse>(() => {
    if (!surveyId) return null;
    return loadHomeLoanApi().then((api) => api.postOffers(surveyId, memberGroups));
  }, [surveyId, memberGroups]);

  // While new answers load, the offers already shown stay on screen (marked busy), so the
  // membership question the visitor is answering never disappears under them.
  const shown =
    request.data !== null && request.data.surveyId === surveyId && request.status !== 'failed'
      ? request.data
      : null;

  let body: React.ReactNode;
  if (!surveyId) {
    body = <SurveyNeeded what="This page lists loans that could save you money." />;
  } else if (shown) {
    body = <OffersResult offers={shown} updating={request.status === 'pending'} />;
  } else {
    body = (
      <RequestPending
        request={request}
        failed="We couldn’t load your offers."
        loading="Finding loans that could save you money…"
      />
    );
  }

  return (
    <JourneyScreen title="Your home loan: stay or switch" showsFigures>
      {surveyId ? (
        <p>
          <Link to={homeLoanPaths.dealVsMarket()}>Your deal versus the market</Link> ·{' '}
          <Link to={homeLoanPaths.survey()}>Change my details</Link>
        </p>
      ) : null}
      {body}
      {shown ? <ComparisonRateWarning example="homeLoan" /> : null}
    </JourneyScreen>
  );
}
