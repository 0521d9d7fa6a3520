/** The account page's savings and term-deposit checks (docs/api-deposit-checks.md). */
import { callApi } from '../../lib/api-call';

type VisitId = string | null;

/** The account's checks, newest first, each with today's figures. */
export const postGetUserDepositChecks = (visitId: VisitId) => callApi('getUserDepositChecks', { visitId });

/** Removes one of the account's checks for good; the answer is the checks left. */
export const postRemoveUserDepositCheck = (visitId: VisitId, surveyId: string) =>
  callApi('removeUserDepositCheck', { visitId, surveyId });
