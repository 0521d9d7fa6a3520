/**
 * The savings-check calls (docs/api-deposit-checks.md), typed by their contracts
 * (src/api/deposit-checks.ts). Loaded only through load-savings-check-api.ts, so the API client
 * stays out of every page's first-load JavaScript.
 */
import type { SavingsMeasure } from '../../domain/deposits/rank-savings';
import { callApi } from '../../lib/api-call';
import type { SavingsCheckRequest } from './savings-draft';

export const postSavingsCheck = (request: SavingsCheckRequest) => callApi('savingsCheck', request);

/** The check named, or this visitor's newest, with today's figures ranked on `measure` (the first year unless said). */
export const postGetSavingsCheck = (surveyId: string | null, measure?: SavingsMeasure) =>
  callApi('getSavingsCheck', { ...(surveyId ? { surveyId } : {}), ...(measure ? { measure } : {}) });

/** A check kept for this visitor, with today's figures: all null when there is none. */
export type KeptSavingsCheck = Awaited<ReturnType<typeof postGetSavingsCheck>>;

/** "Tell me when an account I can open pays at least $X more a year": to `email`, or the signed-in account's own address. */
export const postSavingsAlert = (surveyId: string, threshold: 50 | 100 | 250, email: string | null) =>
  callApi('savingsAlert', { surveyId, threshold, ...(email ? { email } : {}) });

/** The check a savings alert's signed e-mail link names, with today's figures. */
export const postLinkedSavingsCheck = (eventId: string) => callApi('getSavingsCheck', { eventId });
