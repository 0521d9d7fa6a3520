import * as React from 'react';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { FiguresDateLine } from '../visit/figures-date-line';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { paths } from '../../config/paths';
import { formatCents } from '../../domain/format';
import {
  setSurveyId,
  type SurveyCard,
  stepChanged,
  storeEstimateResult,
  selectSurvey,
} from '../survey/survey-slice';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import type { CardCostEstimate, SurveyEstimate } from '../../api/card-journey-types';
import { loadJourneyApi } from './load-journey-api';
import { Loading, RequestFailed } from '../../components/ui/request-failed';
import { StartAgain } from './start-again';
import { useApiResource } from '../../lib/use-api-resource';
import { isCheckGone } from '../../lib/check-gone';
import { EstimateNotes, WorkingTable } from './working-table';
import './card-journey.css';

/** What the store keeps after an estimate: the answer and the cards it is for. */
export interface StoredEstimate {
  cards: SurveyCard[];
  estimate: SurveyEstimate;
}

function storedFor(result: unknown, cards: readonly SurveyCard[]): SurveyEstimate | null {
  const stored = result as StoredEstimate | null;
  return stored?.estimate && JSON.stringify(stored.cards) === JSON.stringify(cards) ? stored.estimate : null;
}

/**
 * Starts the survey once (its id stays in the store), then asks for the estimate of these cards;
 * an estimate the store already holds for the same cards is shown as it is.
 */
function useEstimate(cards: SurveyCard[]) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const visit = useAppSelector((state) => state.visit);
  const kept = storedFor(
    useAppSelector((state) => selectSurvey(state).estimateResult),
    cards,
  );
  const request = useApiResource<SurveyEstimate>(() => {
    if (cards.length === 0 || visit.status !== 'succeeded') return null;
    if (storedFor(selectSurvey(store.getState()).estimateResult, cards)) return null;
    return (async () => {
      const api = await loadJourneyApi();
      const startSurvey = async () => {
        const started = await api.postSurveyStart(visit.visitId);
        dispatch(setSurveyId(started.surveyId));
        return started.surveyId;
      };
      const keptId = selectSurvey(store.getState()).surveyId;
      // A kept survey this browser may no longer open (its account signed out here): the cards
      // the visitor gave are estimated on a new one.
      const answer = await api
        .postSurveyEstimate(keptId ?? (await startSurvey()), visit.visitId, cards)
        .catch(async (error: unknown) => {
          if (keptId === null || !isCheckGone(error)) throw error;
          return api.postSurveyEstimate(await startSurvey(), visit.visitId, cards);
        });
      dispatch(storeEstimateResult({ cards, estimate: answer.estimate } satisfies StoredEstimate));
      return answer.estimate;
    })();
  }, [cards, visit.status, visit.visitId]);
  return { kept, request };
}

function CardEstimate({ estimate, position }: { estimate: CardCostEstimate; position: number }) {
  const ongoing = estimate.ongoing;
  return (
    <section className="tile" aria-labelledby={`estimate-card-${position}`}>
      <h2 id={`estimate-card-${position}`}>{estimate.cardName}</h2>
      <p className="journey-total">
        <span className="journey-total__amount">{formatCents(Math.abs(ongoing.totalCents))}</span>
        {ongoing.totalCents >= 0 ? 'a year' : 'a year more in rewards than it costs'}
      </p>
      {estimate.debt.todayCents > 0 || estimate.debt.afterTypicalYearCents > 0 ? (
        <p>
          You owe {formatCents(estimate.debt.todayCents)} on it today; with these figures you would owe{' '}
          {formatCents(estimate.debt.afterTypicalYearCents)} after a year.
        </p>
      ) : null}
      <details className="journey-details">
        <summary>How we worked this out</summary>
        <WorkingTable breakdown={ongoing} caption={`How we worked out what ${estimate.cardName} costs`} />
        <EstimateNotes notes={estimate.notes} />
      </details>
    </section>
  );
}

function EstimateResult({ estimate }: { estimate: SurveyEstimate }) {
  const several = estimate.entries.length > 1;
  return (
    <>
      <p className="journey-total">
        {several ? 'Your cards cost you' : 'Your card costs you'}
        <span className="journey-total__amount">{formatCents(Math.abs(estimate.totalCents))}</span>
        {estimate.totalCents >= 0 ? 'a year' : 'a year less than their rewards are worth'}
      </p>
      <p>
        <Link to={paths.cardOffers()} className="button">
          See offers that could cost you less
        </Link>
      </p>
      <div className="journey-columns">
        {estimate.entries.map((entry) => (
          <CardEstimate key={entry.index} estimate={entry.estimate} position={entry.index} />
        ))}
      </div>
      <p className="legal">
        Figures are estimates from your answers and each card’s published fees, rates and rewards.
      </p>
    </>
  );
}

/** /credit-cards/estimate/: what the surveyed cards cost a year, with the working per card. */
export function EstimateScreen(_props: RouteComponentProps) {
  const dispatch = useAppDispatch();
  const cards = useAppSelector((state) => selectSurvey(state).cards);
  const visitStatus = useAppSelector((state) => state.visit.status);
  const visitError = useAppSelector((state) => state.visit.error);
  const { kept, request } = useEstimate(cards);
  const headingRef = useScreenHeading();
  const changeCards = () => {
    track(trackedActions.surveyBack, { from: 'estimate', to: 'review' });
    dispatch(stepChanged({ index: 0, stage: 'review' }));
  };

  let body: React.ReactNode;
  if (cards.length === 0) {
    body = (
      <p>
        We need your cards first. <Link to={paths.cardSurvey()}>Tell us about your cards</Link>.
      </p>
    );
  } else if (kept) {
    body = <EstimateResult estimate={kept} />;
  } else if (visitStatus === 'failed') {
    body = <p className="notice notice--warning">{visitError ?? 'We couldn’t start your visit.'}</p>;
  } else if (request.status === 'failed') {
    body = (
      <RequestFailed
        message={request.error ?? 'We couldn’t work out the estimate.'}
        onRetry={request.reload}
      />
    );
  } else {
    body = <Loading what="Working out what your cards cost…" />;
  }

  return (
    <div className="container">
      <h1 ref={headingRef} tabIndex={-1}>
        What your credit cards cost you
      </h1>
      <FiguresDateLine />
      {/* Until the figures are in, they have a screen's height kept for them, so what follows stays put. */}
      <div className={kept ? undefined : 'journey-pending-result'}>{body}</div>
      {cards.length > 0 ? (
        <p>
          <Link to={paths.cardSurvey()} onClick={changeCards}>
            Change your cards or figures
          </Link>
        </p>
      ) : null}
      <StartAgain />
    </div>
  );
}
