/**
 * The account page's savings and term-deposit checks (docs/api-deposit-checks.md): the account's
 * own, newest first, with today's figures, and the removal of one. The account is the session's.
 */
import { getUserDepositChecks, removeUserDepositCheck } from '../../src/api/account-deposits';
import { accountDepositChecks, removeAccountDepositCheck } from '../services/account-deposit-checks';
import { defineContractRoute } from './define-route';

/** The account's checks, newest first, each worked out again on today's data. */
export const getUserDepositChecksRoute = defineContractRoute(getUserDepositChecks, {
  session: 'signed-in',
  rateLimit: 'compute',
  handler: async ({ ctx, userId, now }) => accountDepositChecks(ctx.db, ctx.depositJourney, userId, now),
});

/** Removes one of the account's checks (404 for another's or an unknown id); answers the checks left. */
export const removeUserDepositCheckRoute = defineContractRoute(removeUserDepositCheck, {
  session: 'signed-in',
  rateLimit: 'write',
  handler: async ({ ctx, userId, body, now }) => {
    await removeAccountDepositCheck(ctx.db, userId, body.survey_id);
    return accountDepositChecks(ctx.db, ctx.depositJourney, userId, now);
  },
});
