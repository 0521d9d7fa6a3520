/**
 * What the survey starts from, from the API rather than copies in the client: the loan's purpose
 * from the home-loan defaults (/getHLParameter/: 'Home' is a home to live in) and the postcode
 * this browser gave in an earlier check (/getUserLocation/). Each fills only an answer the visitor
 * has not given yet, whenever it arrives.
 */
import type { HomeLoanPurpose } from '../../domain/home-loans/current-loan';
import type { HomeLoanParameters, UserLocation } from './home-loan-api';
import type { LoanDraft } from './loan-draft';

/** The API's purpose words in the survey's terms; anything else sets nothing. */
const PURPOSES: Record<string, HomeLoanPurpose> = { home: 'owner-occupier', investment: 'investment' };

export interface StartingAnswers {
  purpose: HomeLoanPurpose | null;
  postcode: string | null;
}

export function startingAnswersFrom(
  parameters: HomeLoanParameters | null,
  location: UserLocation | null,
): StartingAnswers {
  const postcode = location?.source === 'postcode' ? (location.postcode ?? '') : '';
  return {
    purpose: parameters ? (PURPOSES[parameters.purpose.trim().toLowerCase()] ?? null) : null,
    postcode: /^\d{4}$/.test(postcode) ? postcode : null,
  };
}

/** The changes the starting answers make to the draft: only to answers still empty. */
export function applyStartingAnswers(draft: LoanDraft, answers: StartingAnswers): Partial<LoanDraft> {
  const changes: Partial<LoanDraft> = {};
  if (draft.purpose === null && answers.purpose !== null) changes.purpose = answers.purpose;
  if (draft.postcode.trim() === '' && answers.postcode !== null) changes.postcode = answers.postcode;
  return changes;
}
