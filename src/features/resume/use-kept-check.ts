import * as React from 'react';
import { addressQueryValue } from '../../lib/address-query';
import { useAppSelector } from '../../store/hooks';
import { useApiResource } from '../../lib/use-api-resource';

export interface KeptCheckResume {
  /** True while a kept check is being fetched: a results screen waits rather than ask for details. */
  checking: boolean;
  /** Why a named check could not be opened; null otherwise. */
  error: string | null;
  /** The named check is one this browser may no longer open (see Resource's `gone`). */
  gone: boolean;
  retry(): void;
}

/** Where a journey's check stands in the store. */
export interface KeptCheckState {
  surveyId: string | null;
  /** The server was already asked for its newest check this page load. */
  serverResumeDone: boolean;
  /** Nothing is typed yet: the form is as a new visitor finds it. */
  untouched: boolean;
}

/** What one journey does to bring back a check the server kept (`named`: the one `?survey=` names). */
export interface KeptCheckSource {
  /** Reads the journey's state in the store as it is now. */
  state(): KeptCheckState;
  /** Notes in the store that the server is being asked, so no other screen asks again. */
  asked(): void;
  /** Asks the server; resolves with what puts its check in the store, or null when it kept none. */
  fetchKept(named: string | null, visitId: string | null): Promise<(() => void) | null>;
}

/**
 * The resume common to the card and home-loan journeys: the check an address names, or the newest
 * one the server kept for a browser that kept none, asked for once the visit has started. A check
 * this browser kept is left alone (it is at least as new as the server's), and so is anything the
 * visitor has started to type, before the question and while the answer is on its way.
 */
export function useKeptCheck(source: KeptCheckSource): KeptCheckResume {
  const visit = useAppSelector((state) => state.visit);
  const [named] = React.useState(() => addressQueryValue('survey'));
  const [needed] = React.useState(() => {
    const now = source.state();
    return named !== null ? now.surveyId !== named : !now.serverResumeDone && now.untouched;
  });
  const request = useApiResource(() => {
    if (!needed || visit.status !== 'succeeded') return null;
    source.asked();
    return source.fetchKept(named, visit.visitId).then((restore) => {
      if (restore && (named !== null || source.state().untouched)) restore();
    });
    // The source reads the store when it runs: only these inputs start a new request.
  }, [needed, visit.status, visit.visitId, named]);
  // Until the answer is in (or the visit or the call has failed), the screen would ask for nothing yet.
  const settled = visit.status === 'failed' || request.status === 'succeeded' || request.status === 'failed';
  return {
    checking: needed && !settled,
    error: named !== null && request.status === 'failed' ? request.error : null,
    gone: named !== null && request.status === 'failed' && request.gone,
    retry: request.reload,
  };
}
