/**
 * "We'll e-mail you when a card would save you at least $50 a year" (/noOffersRegistration/) and
 * the "to be" wish list (/submit2BeRegistration/): each time the product data changes, every such
 * registration is costed again; where a card now saves $50 a year or more, the visitor gets one
 * e-mail about it. At most once per card per registration: the card is part of the key. Only
 * registrations whose address is proved are looked at (services/follow-up-opt-in.ts): one
 * confirmed counts from the next data version.
 */
import type { AppContext } from '../app-context';
import { sydneyDatePlusDays } from '../lib/sydney-date';
import { toMs } from '../lib/time';
import { savingsAlertContent } from '../services/follow-up-messages';
import { figuresDates } from '../services/figures-date';
import { bestSaving, type Interest } from '../services/savings-watch';
import type { StoredCard } from '../services/survey-cards';
import { surveyUpdateUrl } from '../services/survey-links';
import { dataVersionCheck } from './data-version-check';
import { deliverForJobs } from './deliver-follow-up';
import { doneKeys, type FollowUpKind, rowsByIds } from './follow-up-kind';

const check = dataVersionCheck('savings_alerts');

export interface SavingsAlertJob {
  registrationId: number;
  cardId: string;
}

interface RegistrationRow {
  id: number;
  survey_id: string;
  kind: 'no_offers' | 'to_be';
  email: string;
  first_name: string | null;
  user_id: string | null;
  user_first_name: string | null;
  interests: Interest[] | null;
  created_at: unknown;
  cards: StoredCard[] | null;
}

function savingsAlertKey(registrationId: number, cardId: string): string {
  return `savings:${registrationId}:${cardId}`;
}

const REGISTRATIONS = `SELECT r.id, r.survey_id, r.kind, r.email, r.first_name, r.user_id, r.interests, r.created_at,
    u.first_name AS user_first_name, s.cards
  FROM survey_registrations r
  JOIN surveys s ON s.id = r.survey_id
  LEFT JOIN users u ON u.id = r.user_id
  WHERE r.kind IN ('no_offers', 'to_be') AND r.email_confirmed_at IS NOT NULL`;

function savingFor(ctx: AppContext, row: RegistrationRow) {
  return bestSaving(ctx.cardJourney, row.cards ?? [], row.kind === 'to_be' ? (row.interests ?? []) : null);
}

export const savingsAlerts: FollowUpKind<SavingsAlertJob> = {
  queue: 'send-savings-alert',
  label: 'savings alerts',

  async due(ctx) {
    if (await check.checkedAlready(ctx)) return [];
    const rows = await ctx.db.query<RegistrationRow>(`${REGISTRATIONS} ORDER BY r.id`);
    const done = await doneKeys(ctx, 'savings_alert');
    return rows.flatMap((row) => {
      const saving = savingFor(ctx, row);
      if (!saving) return [];
      const key = savingsAlertKey(Number(row.id), saving.cardId);
      return done.has(key) ? [] : [{ key, data: { registrationId: Number(row.id), cardId: saving.cardId } }];
    });
  },

  onQueued: (ctx, now) => check.markChecked(ctx, now),

  async run(ctx, jobs, now) {
    const byId = await rowsByIds<RegistrationRow, number>(
      ctx,
      `${REGISTRATIONS} AND r.id = ANY(string_to_array($1, ',')::bigint[])`,
      jobs.map((job) => job.data.registrationId),
      (row) => Number(row.id),
    );
    return deliverForJobs(
      ctx,
      jobs,
      (job) => {
        const row = byId.get(job.data.registrationId);
        const saving = row ? savingFor(ctx, row) : null;
        // Gone, or the data changed again and another card (or none) is best now.
        if (!row || !saving || saving.cardId !== job.data.cardId) return null;
        return {
          key: savingsAlertKey(Number(row.id), saving.cardId),
          kind: 'savings_alert',
          list: 'savings_alerts',
          to: row.email,
          userId: row.user_id,
          jobId: job.id,
          content: savingsAlertContent({
            firstName: row.user_first_name ?? row.first_name,
            registeredOn: sydneyDatePlusDays(new Date(toMs(row.created_at)), 0),
            kind: row.kind,
            saving,
            figuresDates: figuresDates(ctx.referenceData),
            checkUrl: surveyUpdateUrl(ctx.config.siteUrl, ctx.secret, row.survey_id, now),
          }),
        };
      },
      now,
    );
  },
};
