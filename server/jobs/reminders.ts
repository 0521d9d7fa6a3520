/**
 * "Remind me in 30, 90 or 180 days" (/submitNudge/): from 9 am Sydney time on the reminder date,
 * an e-mail with the visitor's yearly cost worked out again on today's data and the best Stay and
 * Switch savings, plus a notification when the reminder was set while signed in. A reminder set
 * again for another date is a new message (the date is part of the key). Only a reminder whose
 * address is proved is sent (services/follow-up-opt-in.ts).
 */
import { sydneyDatePlusDays } from '../lib/sydney-date';
import { summariseDealIfPossible } from '../services/deal-summary';
import { reminderContent } from '../services/follow-up-messages';
import { figuresDates } from '../services/figures-date';
import type { StoredCard } from '../services/survey-cards';
import { surveyUpdateUrl } from '../services/survey-links';
import { deliverForJobs } from './deliver-follow-up';
import { type FollowUpKind, MESSAGE_DONE, rowsByIds } from './follow-up-kind';

export interface ReminderJob {
  registrationId: number;
  remindOn: string;
}

const SEND_FROM_HOUR = 9;
/** The most reminders one run queues; a bigger backlog goes on in the next run. */
const MOST_PER_RUN = 100_000;

function reminderKey(registrationId: number, remindOn: string): string {
  return `reminder:${registrationId}:${remindOn}`;
}

/** The latest reminder date whose 9 am has come in Sydney. */
function lastDueReminderDate(now: Date): string {
  return sydneyDatePlusDays(new Date(now.getTime() - SEND_FROM_HOUR * 60 * 60 * 1000), 0);
}

interface ReminderRow {
  id: number;
  survey_id: string;
  remind_on: string;
  email: string;
  first_name: string | null;
  user_id: string | null;
  user_first_name: string | null;
  cards: StoredCard[] | null;
}

export const reminders: FollowUpKind<ReminderJob> = {
  queue: 'send-reminder',
  label: 'reminders',

  async due(ctx, now) {
    const rows = await ctx.db.query<{ id: number; remind_on: string }>(
      `SELECT r.id, r.remind_on::text AS remind_on FROM survey_registrations r
       WHERE r.kind = 'nudge' AND r.remind_on <= $1::date AND r.email_confirmed_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM sent_messages m
                         WHERE m.idempotency_key = 'reminder:' || r.id || ':' || r.remind_on::text
                           AND ${MESSAGE_DONE})
       ORDER BY r.remind_on, r.id LIMIT $2`,
      [lastDueReminderDate(now), MOST_PER_RUN],
    );
    return rows.map((row) => ({
      key: reminderKey(row.id, row.remind_on),
      data: { registrationId: row.id, remindOn: row.remind_on },
    }));
  },

  async run(ctx, jobs, now) {
    const byId = await rowsByIds<ReminderRow, number>(
      ctx,
      `SELECT r.id, r.survey_id, r.remind_on::text AS remind_on, r.email, r.first_name, r.user_id,
              u.first_name AS user_first_name, s.cards
       FROM survey_registrations r
       JOIN surveys s ON s.id = r.survey_id
       LEFT JOIN users u ON u.id = r.user_id
       WHERE r.kind = 'nudge' AND r.email_confirmed_at IS NOT NULL
         AND r.id = ANY(string_to_array($1, ',')::bigint[])`,
      jobs.map((job) => job.data.registrationId),
      (row) => Number(row.id),
    );
    return deliverForJobs(
      ctx,
      jobs,
      (job) => {
        const row = byId.get(job.data.registrationId);
        // Withdrawn, set again for another date (which is a job of its own), or for an address not proved: skipped.
        if (!row || row.remind_on !== job.data.remindOn) return null;
        return {
          key: reminderKey(row.id, row.remind_on),
          kind: 'reminder',
          list: 'reminders',
          to: row.email,
          userId: row.user_id,
          jobId: job.id,
          content: reminderContent({
            firstName: row.user_first_name ?? row.first_name,
            remindOn: row.remind_on,
            deal: summariseDealIfPossible(ctx.cardJourney, row.cards ?? []),
            figuresDates: figuresDates(ctx.referenceData),
            checkUrl: surveyUpdateUrl(ctx.config.siteUrl, ctx.secret, row.survey_id, now),
          }),
        };
      },
      now,
    );
  },
};
