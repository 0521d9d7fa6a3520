import * as React from 'react';
import { addressQueryValue } from '../../lib/address-query';
import { useAppSelector } from '../../store/hooks';
import { useJourneyRequest } from '../card-journey/use-journey-request';

export interface KeptCheckResume {
  /** True while a kept check is being fetched: a results screen waits rather than ask for details. */
  checking: boolean;
  /** Why a named check could not be opened; null otherwise. */
  error: string | null;
  retry(): void;
}

/** What one journey does to bring back a check the server kept (`named`: the one `?survey=` names). */
export interface KeptCheckSource {
  /** Read once a mount: the named check is not the one in the store, or no check was asked for yet and nothing is typed. */
  wanted(named: string | null): boolean;
  /** Notes in the store that the server is being asked, so no other screen asks again. */
  asked(): void;
  /** Asks the server and puts what it kept in the store; true when there was something to bring back. */
  bringBack(named: string | null, visitId: string | null): Promise<boolean>;
}

/**
 * The resume common to the card and home-loan journeys: the check an address names, or the newest
 * one the server kept for a browser that kept none, asked for once the visit has started.
 */
export function useKeptCheck(source: KeptCheckSource): KeptCheckResume {
  const visit = useAppSelector((state) => state.visit);
  const [named] = React.useState(() => addressQueryValue('survey'));
  const [needed] = React.useState(() => source.wanted(named));
  const request = useJourneyRequest(() => {
    if (!needed || visit.status !== 'succeeded') return null;
    source.asked();
    return source.bringBack(named, visit.visitId);
    // The source reads the store when it runs: only these inputs start a new request.
  }, [needed, visit.status, visit.visitId, named]);
  // Until the answer is in (or the visit or the call has failed), the screen would ask for nothing yet.
  const settled = visit.status === 'failed' || request.status === 'succeeded' || request.status === 'failed';
  return {
    checking: needed && !settled,
    error: named !== null && request.status === 'failed' ? request.error : null,
    retry: request.retry,
  };
}
