/**
 * A term deposit's maturity reminders (services/maturity-reminders.ts): from 9 am Sydney time on
 * the day 14 days, and again 2 days, before the check's maturity date, an e-mail or a text with
 * what the deposit earns, what it would earn if it rolls over and the best rate elsewhere, worked
 * out again on the data of that day, and a signed link back to the check. Each goes once: its key
 * names the reminder, the maturity date and the days before (a changed date is a new reminder). A
 * day already past when the reminder was set is not sent, and a missed day sends only the latest
 * reminder due (src/domain/deposits/maturity-reminders.ts). An e-mail goes only once its address
 * is proved; a text only to the account's own mobile number, read when it is sent.
 */
import { dueReminderDay, type MaturityReminderDay } from '../../src/domain/deposits/maturity-reminders';
import { sydneyDatePlusDays } from '../lib/sydney-date';
import { maturityReminderContent, maturityReminderText } from '../services/maturity-reminder-messages';
import { termDepositCheckUrl } from '../services/maturity-reminders';
import type { StoredTermDepositCheck } from '../../src/api/deposit-checks';
import { termDepositCheckAnswer } from '../services/term-deposit-check';
import { deliverForJobs } from './deliver-follow-up';
import { doneKeys, type FollowUpKind, rowsByIds } from './follow-up-kind';

export interface MaturityReminderJob {
  reminderId: number;
  maturityDate: string;
  daysBefore: number;
}

const KIND = 'maturity_reminder';
const SEND_FROM_HOUR = 9;
/** Rates listed in the message: the best elsewhere is the one it names. */
const RATES_LISTED = 3;

function reminderKey(reminderId: number, day: MaturityReminderDay, maturityDate: string): string {
  return `maturity-reminder:${reminderId}:${maturityDate}:${day.daysBefore}`;
}

/** The latest day whose 9 am has come in Sydney. */
function lastDueDay(now: Date): string {
  return sydneyDatePlusDays(new Date(now.getTime() - SEND_FROM_HOUR * 60 * 60 * 1000), 0);
}

interface ReminderRow {
  id: number;
  survey_id: string;
  channel: 'email' | 'sms';
  email: string | null;
  confirmed: boolean;
  asked_on: string;
  user_id: string | null;
  mobile_number: string | null;
  deposit_check: StoredTermDepositCheck;
}

/** Proved reminders whose deposit matures within the next 14 days and not yet. */
const REMINDERS = `
  SELECT r.id, r.survey_id, r.channel, r.email, r.email_confirmed_at IS NOT NULL AS confirmed,
         r.asked_on::text AS asked_on, r.user_id, u.mobile_number, s.deposit_check
  FROM maturity_reminders r
  JOIN surveys s ON s.id = r.survey_id AND s.kind = 'term_deposit'
  LEFT JOIN users u ON u.id = r.user_id
  WHERE (r.channel = 'email' AND r.email_confirmed_at IS NOT NULL)
     OR (r.channel = 'sms' AND u.mobile_number IS NOT NULL)`;

function dueDay(row: ReminderRow, today: string): MaturityReminderDay | null {
  return dueReminderDay(row.deposit_check.maturity_date, row.asked_on, today);
}

export const maturityReminders: FollowUpKind<MaturityReminderJob> = {
  queue: 'send-maturity-reminder',
  label: 'maturity reminders',

  async due(ctx, now) {
    const today = lastDueDay(now);
    const rows = await ctx.db.query<ReminderRow>(
      `SELECT * FROM (${REMINDERS}) due
       WHERE (due.deposit_check->>'maturity_date')::date > $1::date
         AND (due.deposit_check->>'maturity_date')::date <= $1::date + 14
       ORDER BY due.id`,
      [today],
    );
    const done = await doneKeys(ctx, KIND);
    return rows.flatMap((row) => {
      const day = dueDay(row, today);
      if (!day) return [];
      const maturityDate = row.deposit_check.maturity_date;
      const key = reminderKey(Number(row.id), day, maturityDate);
      if (done.has(key)) return [];
      return [{ key, data: { reminderId: Number(row.id), maturityDate, daysBefore: day.daysBefore } }];
    });
  },

  async run(ctx, jobs, now) {
    const today = lastDueDay(now);
    const byId = await rowsByIds<ReminderRow, number>(
      ctx,
      `SELECT * FROM (${REMINDERS}) due WHERE due.id = ANY(string_to_array($1, ',')::bigint[])`,
      jobs.map((job) => job.data.reminderId),
      (row) => Number(row.id),
    );
    return deliverForJobs(
      ctx,
      jobs,
      (job) => {
        const row = byId.get(job.data.reminderId);
        const day = row ? dueDay(row, today) : null;
        // Withdrawn, its date changed, no longer due (matured), or its address not proved: skipped.
        if (!row || !day || row.deposit_check.maturity_date !== job.data.maturityDate) return null;
        if (day.daysBefore !== job.data.daysBefore) return null;
        const to = row.channel === 'sms' ? row.mobile_number : row.email;
        if (to === null) return null;
        const facts = {
          answer: termDepositCheckAnswer(ctx.depositJourney, row.survey_id, row.deposit_check, {
            limit: RATES_LISTED,
            now,
          }),
          checkUrl: termDepositCheckUrl(ctx.config.siteUrl, ctx.secret, row.survey_id, now),
        };
        return {
          key: reminderKey(Number(row.id), day, row.deposit_check.maturity_date),
          kind: KIND,
          channel: row.channel,
          list: 'maturity_reminders',
          to,
          userId: row.user_id,
          jobId: job.id,
          content: row.channel === 'sms' ? maturityReminderText(facts) : maturityReminderContent(facts),
        };
      },
      now,
    );
  },
};
