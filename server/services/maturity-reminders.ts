/**
 * "Remind me before it matures" for a term-deposit check (docs/api-deposit-checks.md): one
 * reminder a check, by e-mail or by text, sent 14 days and 2 days before the check's maturity date
 * (jobs/maturity-reminders.ts). A text goes only to the signed-in account's own mobile number,
 * which was proved at sign-up. An e-mail goes to an address proved as the card reminders' are
 * (services/follow-up-opt-in.ts): the account's own, or one that used the link e-mailed to it.
 * Setting it again replaces it; an unchanged address stays proved.
 */
import { reminderDays } from '../../src/domain/deposits/maturity-reminders';
import type { Queryable } from '../db/db';
import { ApiError, badRequest } from '../lib/api-error';
import { maskDestination } from '../lib/contact-details';
import { sydneyDatePlusDays } from '../lib/sydney-date';
import {
  askToConfirm,
  type ConfirmationAnswer,
  isProvedAddress,
  type OptInContext,
  sendConfirmation,
} from './follow-up-opt-in';
import { createSurveyLinkToken } from './survey-links';
import { findUserById } from './users';

export type ReminderChannel = 'email' | 'sms';

export interface MaturityReminderRequest {
  surveyId: string;
  maturityDate: string;
  userId: string | null;
  channel: ReminderChannel;
  /** The address for an e-mail, checked and lower-cased; null for a text. */
  email: string | null;
}

export interface MaturityReminderView {
  channel: ReminderChannel;
  /** Where it goes, masked: `a***@example.com`, `+614***678`. */
  to: string;
  /** The days the reminders still ahead go. */
  remind_on: string[];
  /** False until an address that is not the account's own has used the link e-mailed to it. */
  confirmed: boolean;
}

/** The page a reminder's link opens: the check with the figures of the day it is opened. */
export function termDepositCheckUrl(siteUrl: string, secret: string, surveyId: string, now: Date): string {
  return `${siteUrl}/savings-accounts/check/term-deposit/?event=${encodeURIComponent(createSurveyLinkToken(secret, surveyId, now))}`;
}

async function accountMobile(db: Queryable, userId: string | null): Promise<string> {
  const user = userId === null ? null : await findUserById(db, userId);
  if (!user)
    throw new ApiError(
      401,
      'UNAUTHORIZED',
      'A text goes only to your account’s own mobile number: sign in, or choose an e-mail.',
    );
  return user.mobile_number;
}

interface StoredReminder {
  confirmed: boolean;
}

async function storeReminder(
  tx: Queryable,
  request: MaturityReminderRequest,
  proved: boolean,
  now: Date,
): Promise<StoredReminder> {
  const at = now.toISOString();
  const [row] = await tx.query<StoredReminder>(
    `INSERT INTO maturity_reminders (survey_id, user_id, channel, email, email_confirmed_at, asked_on,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6::date, $7, $7)
     ON CONFLICT (survey_id) DO UPDATE SET user_id = COALESCE(EXCLUDED.user_id, maturity_reminders.user_id),
       channel = EXCLUDED.channel, email = EXCLUDED.email, asked_on = EXCLUDED.asked_on,
       updated_at = EXCLUDED.updated_at,
       email_confirmed_at = CASE WHEN maturity_reminders.email IS NOT DISTINCT FROM EXCLUDED.email
         THEN COALESCE(maturity_reminders.email_confirmed_at, EXCLUDED.email_confirmed_at)
         ELSE EXCLUDED.email_confirmed_at END
     RETURNING email_confirmed_at IS NOT NULL AS confirmed`,
    [
      request.surveyId,
      request.userId,
      request.channel,
      request.email,
      proved ? at : null,
      sydneyDatePlusDays(now, 0),
      at,
    ],
  );
  if (!row) throw new Error(`The maturity reminder of check ${request.surveyId} was not stored`);
  return row;
}

/**
 * Stores the reminder: a text or an e-mail to a proved address at once, any other address once it
 * uses the link e-mailed to it now (429 over the daily limit, when nothing is stored). 400 when no
 * reminder day is left before the maturity date.
 */
export async function setMaturityReminder(
  ctx: OptInContext,
  request: MaturityReminderRequest,
  now: Date,
  /** The network asking (lib/client-network.ts), which the daily limit counts apart. */
  from: string | null,
): Promise<{ view: MaturityReminderView; confirmation: ConfirmationAnswer }> {
  const days = reminderDays(request.maturityDate, sydneyDatePlusDays(now, 0));
  if (days.length === 0)
    throw badRequest(
      'Your deposit matures in less than 2 days, so there is no reminder left to send: see what to do on this page.',
    );
  const to = request.channel === 'sms' ? await accountMobile(ctx.db, request.userId) : request.email;
  if (to === null) throw badRequest('"email": give the address the reminder should go to.');
  const { confirmed, mail } = await ctx.db.transaction(async (tx) => {
    const target = request.email === null ? null : { surveyId: request.surveyId, email: request.email };
    const proved = target === null || (await isProvedAddress(tx, request.userId, target));
    const stored = await storeReminder(tx, request, proved, now);
    return {
      confirmed: stored.confirmed,
      mail: stored.confirmed || target === null ? null : await askToConfirm(tx, ctx, target, now, from),
    };
  });
  sendConfirmation(ctx, mail);
  return {
    view: {
      channel: request.channel,
      to: maskDestination(to),
      remind_on: days.map((day) => day.on),
      confirmed,
    },
    confirmation: confirmed ? 'not_needed' : 'email_sent',
  };
}

/** The check's reminder as the screen shows it, with the days still ahead today; null when none is set. */
export async function findMaturityReminder(
  db: Queryable,
  surveyId: string,
  maturityDate: string,
  now: Date,
): Promise<MaturityReminderView | null> {
  const [row] = await db.query<{
    channel: ReminderChannel;
    email: string | null;
    mobile_number: string | null;
    confirmed: boolean;
    asked_on: string;
  }>(
    `SELECT r.channel, r.email, u.mobile_number, r.email_confirmed_at IS NOT NULL AS confirmed,
            r.asked_on::text AS asked_on
     FROM maturity_reminders r LEFT JOIN users u ON u.id = r.user_id
     WHERE r.survey_id = $1`,
    [surveyId],
  );
  if (!row) return null;
  const to = row.channel === 'sms' ? row.mobile_number : row.email;
  const today = sydneyDatePlusDays(now, 0);
  const askedOn = row.asked_on > today ? today : row.asked_on;
  return {
    channel: row.channel,
    to: to === null ? '' : maskDestination(to),
    remind_on: reminderDays(maturityDate, askedOn)
      .filter((day) => day.on >= today)
      .map((day) => day.on),
    confirmed: row.channel === 'sms' || row.confirmed,
  };
}
