/**
 * Savings alerts ("tell me when an account I can open pays at least $X more a year", on the
 * savings check): each time the product data changes, every confirmed alert's check is worked out
 * again on today's figures; where an account the saver can open now pays at least their amount
 * more in the first year, they get one e-mail about it (and a notification when they have an
 * account). At most once per account per alert, and never about data that was already live when
 * the alert was set: the saver saw those accounts then.
 */
import type { StoredSavingsCheck } from '../../src/api/deposit-checks';
import type { AppContext } from '../app-context';
import { toMs } from '../lib/time';
import { depositAlertContent } from '../services/deposit-alert-message';
import { type BetterAccount, betterAccount } from '../services/deposit-alerts';
import { figuresDates } from '../services/figures-date';
import { savingsCheckUrl } from '../services/survey-links';
import { dataVersionCheck } from './data-version-check';
import { deliverForJobs } from './deliver-follow-up';
import { doneKeys, type FollowUpKind, rowsByIds } from './follow-up-kind';

const check = dataVersionCheck('deposit_alerts');

export interface DepositAlertJob {
  surveyId: string;
  accountId: string;
}

interface AlertRow {
  survey_id: string;
  user_id: string | null;
  email: string;
  threshold_cents: number;
  updated_at: unknown;
  deposit_check: StoredSavingsCheck;
}

const ALERTS = `SELECT a.survey_id, a.user_id, a.email, a.threshold_cents, a.updated_at, s.deposit_check
  FROM deposit_alerts a JOIN surveys s ON s.id = a.survey_id
  WHERE a.email_confirmed_at IS NOT NULL AND s.kind = 'savings' AND s.deposit_check IS NOT NULL`;

function depositAlertKey(surveyId: string, accountId: string): string {
  return `deposit-alert:${surveyId}:${accountId}`;
}

/** The account that now pays at least the amount more; null when none does or the check no longer works out (its account gone). */
function alertFor(ctx: AppContext, row: AlertRow, now: Date): BetterAccount | null {
  try {
    return betterAccount(
      ctx.depositJourney,
      row.survey_id,
      row.deposit_check,
      Number(row.threshold_cents),
      now,
    );
  } catch {
    return null;
  }
}

export const depositAlerts: FollowUpKind<DepositAlertJob> = {
  queue: 'send-deposit-alert',
  label: 'savings-account alerts',

  async due(ctx, now) {
    if (await check.checkedAlready(ctx)) return [];
    const rows = await ctx.db.query<AlertRow>(`${ALERTS} ORDER BY a.survey_id`);
    const done = await doneKeys(ctx, 'deposit_alert');
    return rows.flatMap((row) => {
      // Set after this data went live: the saver has seen these accounts already.
      if (toMs(row.updated_at) >= ctx.dataLoadedAt.getTime()) return [];
      const better = alertFor(ctx, row, now);
      if (!better) return [];
      const key = depositAlertKey(row.survey_id, better.accountId);
      return done.has(key) ? [] : [{ key, data: { surveyId: row.survey_id, accountId: better.accountId } }];
    });
  },

  onQueued: (ctx, now) => check.markChecked(ctx, now),

  async run(ctx, jobs, now) {
    const bySurvey = await rowsByIds<AlertRow, string>(
      ctx,
      `${ALERTS} AND a.survey_id = ANY(string_to_array($1, ',')::uuid[])`,
      jobs.map((job) => job.data.surveyId),
      (row) => row.survey_id,
    );
    return deliverForJobs(
      ctx,
      jobs,
      (job) => {
        const row = bySurvey.get(job.data.surveyId);
        const better = row ? alertFor(ctx, row, now) : null;
        // Gone, or the data changed again and another account (or none) is best now.
        if (!row || !better || better.accountId !== job.data.accountId) return null;
        return {
          key: depositAlertKey(row.survey_id, better.accountId),
          kind: 'deposit_alert',
          list: 'deposit_alerts',
          to: row.email,
          userId: row.user_id,
          jobId: job.id,
          content: depositAlertContent({
            better,
            thresholdCents: Number(row.threshold_cents),
            figuresDates: figuresDates(ctx.referenceData),
            checkUrl: savingsCheckUrl(ctx.config.siteUrl, ctx.secret, row.survey_id, now),
          }),
        };
      },
      now,
    );
  },
};
