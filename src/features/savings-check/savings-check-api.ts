/**
 * The savings-check calls (docs/api-deposit-checks.md). Loaded only through
 * load-savings-check-api.ts, so the API client stays out of every page's first-load JavaScript.
 */
import type { SavingsCheckAnswer } from '../../domain/deposits/check-answers';
import { apiPost } from '../../lib/api-client';
import type { SavingsCheckRequest } from './savings-draft';

/** A check kept for this visitor: all null when there is none. */
export interface KeptSavingsCheck {
  surveyId: string | null;
  check: SavingsCheckAnswer | null;
  updatedAt: string | null;
}

export const postSavingsCheck = (request: SavingsCheckRequest) =>
  apiPost<SavingsCheckAnswer>('/savingsCheck/', request);

/** The check named, or this visitor's newest, with today's figures. */
export const postGetSavingsCheck = (surveyId: string | null) =>
  apiPost<KeptSavingsCheck>('/getSavingsCheck/', surveyId ? { surveyId } : {});
