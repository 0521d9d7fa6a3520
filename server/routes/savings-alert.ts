/**
 * "Tell me when an account I can open pays at least $X more a year" on the visitor's own savings
 * check (docs/api-deposit-checks.md): to the signed-in account's own address, or to one typed and
 * confirmed first by the link e-mailed to it. It can e-mail a typed address, so it shares the
 * code-sending rate limit.
 */
import { savingsAlert } from '../../src/api/deposit-checks';
import { ApiError } from '../lib/api-error';
import { clientNetwork } from '../lib/client-network';
import { requireEmail } from '../lib/contact-input';
import { setDepositAlert } from '../services/deposit-alerts';
import { findOwnDepositSurvey } from '../services/deposit-surveys';
import { ownerOf } from '../services/surveys';
import { findUserById } from '../services/users';
import { defineContractRoute } from './define-route';

export const savingsAlertRoute = defineContractRoute(savingsAlert, {
  session: 'required',
  rateLimit: 'authSend',
  handler: async ({ ctx, request, session, body, now }) => {
    const survey = await findOwnDepositSurvey(ctx.db, 'savings', body.survey_id, ownerOf(session));
    const account = session.userId ? await findUserById(ctx.db, session.userId) : null;
    const typed = body.email === undefined ? null : requireEmail(body.email);
    const email = typed ?? account?.email;
    if (!email) throw new ApiError(400, 'BAD_REQUEST', '"email": say where to send the alert.');
    const thresholdCents = body.threshold * 100;
    const confirmation = await setDepositAlert(
      ctx,
      { surveyId: survey.id, userId: session.userId, email, thresholdCents },
      now,
      clientNetwork(request.ip),
    );
    return { survey_id: survey.id, threshold_cents: thresholdCents, email, confirmation };
  },
});
