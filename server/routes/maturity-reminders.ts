/**
 * A term deposit's maturity reminders (docs/api-deposit-checks.md), and the check a reminder's
 * signed link opens. A reminder is set only on the visitor's own check (another's answers 404, as
 * if it did not exist); it e-mails a typed address, so it shares the code-sending rate limit.
 */
import {
  DEFAULT_DEPOSIT_ROWS,
  getTermDepositCheckByLink,
  type StoredTermDepositCheck,
} from '../../src/api/deposit-checks';
import { getTermDepositReminder, termDepositReminder } from '../../src/api/deposit-reminders';
import { ApiError, badRequest } from '../lib/api-error';
import { clientNetwork } from '../lib/client-network';
import { requireEmail } from '../lib/contact-input';
import { verifyingKeys } from '../lib/key-ring';
import { toSnakeCase } from '../lib/snake-case';
import { toIso } from '../lib/time';
import { findOwnDepositSurvey } from '../services/deposit-surveys';
import { findMaturityReminder, setMaturityReminder } from '../services/maturity-reminders';
import { readSurveyLinkToken } from '../services/survey-links';
import { ownerOf } from '../services/surveys';
import { termDepositCheckAnswer } from '../services/term-deposit-check';
import { defineContractRoute } from './define-route';

/** The address of an e-mail reminder, checked; null for a text, which takes none. */
function reminderAddress(channel: 'email' | 'sms', email: string | null | undefined): string | null {
  if (channel === 'email') return requireEmail(email ?? '');
  if (email)
    throw badRequest('"email": a text goes to your account’s own mobile number; send no address with it.');
  return null;
}

/** "Remind me before it matures": 14 and 2 days before, by e-mail or by text to the account's own mobile. */
export const termDepositReminderRoute = defineContractRoute(termDepositReminder, {
  session: 'required',
  rateLimit: 'authSend',
  handler: async ({ ctx, request, session, body, now }) => {
    const email = reminderAddress(body.channel, body.email);
    const survey = await findOwnDepositSurvey<StoredTermDepositCheck>(
      ctx.db,
      'term_deposit',
      body.survey_id,
      ownerOf(session),
    );
    const { view, confirmation } = await setMaturityReminder(
      ctx,
      {
        surveyId: survey.id,
        maturityDate: survey.deposit_check.maturity_date,
        userId: session.userId,
        channel: body.channel,
        email,
      },
      now,
      clientNetwork(request.ip),
    );
    return { reminder: view, confirmation };
  },
});

/** The reminder set on the visitor's own check, with the days still ahead. */
export const getTermDepositReminderRoute = defineContractRoute(getTermDepositReminder, {
  session: 'required',
  rateLimit: 'read',
  handler: async ({ ctx, session, body, now }) => {
    const survey = await findOwnDepositSurvey<StoredTermDepositCheck>(
      ctx.db,
      'term_deposit',
      body.survey_id,
      ownerOf(session),
    );
    return {
      reminder: await findMaturityReminder(ctx.db, survey.id, survey.deposit_check.maturity_date, now),
    };
  },
});

/**
 * The check a reminder's signed link names, with the figures of today, without signing in: the
 * same answer as /getTermDepositCheck/. 400 for a link that is not ours or has expired, 404 when
 * the check is gone.
 */
export const getTermDepositCheckByLinkRoute = defineContractRoute(getTermDepositCheckByLink, {
  session: 'required',
  // Each call checks a signed link: limited like the calls that write.
  rateLimit: 'write',
  handler: async ({ ctx, body, now }) => {
    const link = readSurveyLinkToken(verifyingKeys(ctx.keys, 'grace', now), body.event_id, now);
    if (link.status === 'invalid')
      throw badRequest(
        'This link is not one of ours, or part of it is missing. Open it from the reminder again.',
      );
    if (link.status === 'expired')
      throw badRequest('This link has expired. Tell us about your deposit again to see the latest figures.');
    const [survey] = await ctx.db.query<{
      id: string;
      deposit_check: StoredTermDepositCheck;
      updated_at: unknown;
    }>(
      `SELECT id, deposit_check, updated_at FROM surveys
       WHERE id = $1 AND kind = 'term_deposit' AND deposit_check IS NOT NULL`,
      [link.surveyId],
    );
    if (!survey)
      throw new ApiError(404, 'NOT_FOUND', 'This term-deposit check no longer exists. Start a new check.');
    return {
      survey_id: survey.id,
      input: survey.deposit_check,
      check: toSnakeCase(
        termDepositCheckAnswer(ctx.depositJourney, survey.id, survey.deposit_check, {
          limit: DEFAULT_DEPOSIT_ROWS,
          now,
        }),
      ),
      updated_at: toIso(survey.updated_at),
    };
  },
});
