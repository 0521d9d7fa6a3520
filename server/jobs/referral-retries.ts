/**
 * Refinance referrals that failed (the partner down, or answering an error) are sent again with
 * back-off: 5 minutes after the failed try, then 10, 20, 40... up to 6 hours apart, six tries in
 * all counting the visitor's own. A try left 'pending' for 10 minutes (the process stopped while
 * sending) is tried again too. A retry that gets through records the step in the visitor's history
 * and sends them their copy, as their own request would have. After the last try, every staff address gets one e-mail about it;
 * the referral stays 'failed' for staff to see in offer-qa.
 */
import type { AppContext } from '../app-context';
import { referralFailedContent } from '../services/follow-up-messages';
import { deliverReferral, type ReferralRecord, startAttempt } from '../services/home-loan-referrals';
import { referralDelivered } from '../services/referral-delivered';
import { deliverForJobs } from './deliver-follow-up';
import { type FollowUpKind, type JobOutcome, MESSAGE_DONE, rowsByIds } from './follow-up-kind';

const REFERRAL_TRIES = 6;

interface ReferralRow {
  id: string;
  survey_id: string;
  offer_id: string;
  provider_id: string;
  user_id: string | null;
  browser_id: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  status: string;
  error: string | null;
}

/** Due: failed and its back-off over, or stuck 'pending'; `$1` now, `$2` the tries allowed. */
const DUE_FOR_RETRY = `attempts < $2 AND (
    (status = 'failed'
      AND last_attempt_at + LEAST(interval '6 hours', interval '5 minutes' * power(2, attempts - 1)) <= $1::timestamptz)
    OR (status = 'pending' AND last_attempt_at <= $1::timestamptz - interval '10 minutes'))`;

function referralsById(ctx: AppContext, ids: readonly string[]) {
  return rowsByIds<ReferralRow, string>(
    ctx,
    `SELECT id, survey_id, offer_id, provider_id, user_id, browser_id, payload, attempts, status, error
     FROM hl_partner_referrals WHERE id = ANY(string_to_array($1, ',')::uuid[])`,
    ids,
    (row) => row.id,
  );
}

export interface ReferralRetryJob {
  referralId: string;
  /** The tries made when it was queued: a job for a referral that has moved on is skipped. */
  attempts: number;
}

export const referralRetries: FollowUpKind<ReferralRetryJob> = {
  queue: 'retry-referral',
  label: 'refinance referral retries',

  async due(ctx, now) {
    const rows = await ctx.db.query<{ id: string; attempts: number }>(
      `SELECT id, attempts FROM hl_partner_referrals WHERE ${DUE_FOR_RETRY} ORDER BY last_attempt_at, id`,
      [now.toISOString(), REFERRAL_TRIES],
    );
    return rows.map((row) => ({
      key: `referral:${row.id}:${row.attempts}`,
      data: { referralId: row.id, attempts: row.attempts },
    }));
  },

  async run(ctx, jobs, now) {
    const byId = await referralsById(
      ctx,
      jobs.map((job) => job.data.referralId),
    );
    const outcomes: JobOutcome[] = [];
    for (const job of jobs) {
      const row = byId.get(job.data.referralId);
      if (
        !row ||
        row.attempts !== job.data.attempts ||
        (row.status !== 'failed' && row.status !== 'pending')
      ) {
        outcomes.push({ status: 'skipped' });
        continue;
      }
      const record: ReferralRecord = {
        id: row.id,
        surveyId: row.survey_id,
        offerId: row.offer_id,
        providerId: row.provider_id,
        userId: row.user_id,
        browserId: row.browser_id ?? '',
        payload: row.payload,
      };
      try {
        if (!(await startAttempt(ctx.db, record, now))) {
          outcomes.push({ status: 'skipped' });
          continue;
        }
        const delivery = await deliverReferral(ctx.db, ctx.refinancePartner, record, () => now);
        // Delivered at last: the visitor hears of it as if their own request had delivered it.
        if (delivery.ok) await referralDelivered(ctx, record, now);
        outcomes.push({ status: delivery.ok ? 'sent' : 'not-delivered' });
      } catch (error) {
        outcomes.push({ error: error instanceof Error ? error : new Error(String(error)) });
      }
    }
    return outcomes;
  },
};

export interface ReferralReportJob {
  referralId: string;
  staffEmail: string;
}

/** One e-mail to each staff address about each referral that failed its last try. */
export const referralFailureReports: FollowUpKind<ReferralReportJob> = {
  queue: 'report-failed-referral',
  label: 'failed referrals reported to staff',

  async due(ctx) {
    if (ctx.config.staffEmails.length === 0) return [];
    const rows = await ctx.db.query<{ id: string; staff_email: string }>(
      `SELECT r.id, s.email AS staff_email
       FROM hl_partner_referrals r CROSS JOIN unnest(string_to_array($1, ',')) AS s(email)
       WHERE r.status = 'failed' AND r.attempts >= $2
         AND NOT EXISTS (SELECT 1 FROM sent_messages m
                         WHERE m.idempotency_key = 'referral-failed:' || r.id || ':' || s.email
                           AND ${MESSAGE_DONE})
       ORDER BY r.id, s.email`,
      [ctx.config.staffEmails.join(','), REFERRAL_TRIES],
    );
    return rows.map((row) => ({
      key: `referral-failed:${row.id}:${row.staff_email}`,
      data: { referralId: row.id, staffEmail: row.staff_email },
    }));
  },

  async run(ctx, jobs, now) {
    const byId = await referralsById(
      ctx,
      jobs.map((job) => job.data.referralId),
    );
    return deliverForJobs(
      ctx,
      jobs,
      (job) => {
        const row = byId.get(job.data.referralId);
        if (!row || row.status !== 'failed') return null;
        const offer = row.payload.offer as { provider_name?: unknown } | undefined;
        return {
          key: `referral-failed:${row.id}:${job.data.staffEmail}`,
          kind: 'referral_failed',
          list: null,
          to: job.data.staffEmail,
          userId: null,
          jobId: job.id,
          content: referralFailedContent({
            referralId: row.id,
            surveyId: row.survey_id,
            providerName: typeof offer?.provider_name === 'string' ? offer.provider_name : null,
            attempts: row.attempts,
            error: row.error,
          }),
        };
      },
      now,
    );
  },
};
