/**
 * Home-loan rate alerts, as the visitor set them after confirming their mobile: rate alerts on,
 * and a saving of at least $500, $1,000 or $2,000 a year. Each time the product data changes,
 * every such loan is priced again against the market; where the best loan the visitor can get
 * (their own lender's or another's) now saves at least their amount a year, on average over the
 * rest of the loan with every cost counted, they get one e-mail about it (and a notification when
 * they have an account). At most once per loan and rate per registration, and never about data that
 * was already live when the alerts were set: the visitor saw those offers then. The registration
 * proved the mobile number, not the e-mail: alerts wait until the address is proved too
 * (services/follow-up-opt-in.ts).
 */
import { NO_ANSWERS } from '../../src/domain/eligibility/types';
import type { AppContext } from '../app-context';
import { toMs } from '../lib/time';
import { rateAlertContent } from '../services/follow-up-messages';
import { figuresDates } from '../services/figures-date';
import type { StoredCurrentLoan } from '../services/home-loan-input';
import { offerIdOf, offerType, savingOffers } from '../services/home-loan-journey';
import { dataVersionCheck } from './data-version-check';
import { deliverForJobs } from './deliver-follow-up';
import { doneKeys, type FollowUpKind, rowsByIds } from './follow-up-kind';

const check = dataVersionCheck('rate_alerts');

export interface RateAlertJob {
  surveyId: string;
  offerId: string;
}

interface RegistrationRow {
  survey_id: string;
  first_name: string;
  email: string;
  user_id: string | null;
  alert_threshold_cents: number;
  preferences_updated_at: unknown;
  current_loan: StoredCurrentLoan;
}

const REGISTRATIONS = `SELECT r.survey_id, r.first_name, r.email, r.user_id, r.alert_threshold_cents,
    r.preferences_updated_at, s.current_loan
  FROM hl_registrations r JOIN surveys s ON s.id = r.survey_id
  WHERE r.rate_alerts AND r.verified_at IS NOT NULL AND r.alert_threshold_cents IS NOT NULL
    AND r.email_confirmed_at IS NOT NULL AND s.current_loan IS NOT NULL`;

function rateAlertKey(surveyId: string, offerId: string): string {
  return `rate-alert:${surveyId}:${offerId}`;
}

/** The best loan the visitor can get, when it saves at least their amount a year on average. */
function alertFor(ctx: AppContext, row: RegistrationRow) {
  const journey = ctx.homeLoanJourney;
  const current = journey.currentLoan(row.current_loan);
  const evaluation = journey.evaluate(current);
  const lists = savingOffers(journey, evaluation, NO_ANSWERS, 1);
  const best = [lists.stay?.lead, lists.switch[0]?.lead]
    .filter((offer) => offer !== undefined)
    .sort((a, b) => b.totalSavingCents - a.totalSavingCents)[0];
  if (!best) return null;
  const yearlySavingCents = Math.round(best.totalSavingCents / current.remainingYears);
  if (yearlySavingCents < row.alert_threshold_cents) return null;
  return {
    offer: best,
    offerId: offerIdOf(best),
    type: offerType(evaluation.context, best),
    yearlySavingCents,
  };
}

export const rateAlerts: FollowUpKind<RateAlertJob> = {
  queue: 'send-rate-alert',
  label: 'home-loan rate alerts',

  async due(ctx) {
    if (await check.checkedAlready(ctx)) return [];
    const rows = await ctx.db.query<RegistrationRow>(`${REGISTRATIONS} ORDER BY r.survey_id`);
    const done = await doneKeys(ctx, 'rate_alert');
    return rows.flatMap((row) => {
      // Alerts set after this data went live: the visitor has seen these offers already.
      if (toMs(row.preferences_updated_at) >= ctx.dataLoadedAt.getTime()) return [];
      const alert = alertFor(ctx, row);
      if (!alert) return [];
      const key = rateAlertKey(row.survey_id, alert.offerId);
      return done.has(key) ? [] : [{ key, data: { surveyId: row.survey_id, offerId: alert.offerId } }];
    });
  },

  onQueued: (ctx, now) => check.markChecked(ctx, now),

  async run(ctx, jobs, now) {
    const bySurvey = await rowsByIds<RegistrationRow, string>(
      ctx,
      `${REGISTRATIONS} AND r.survey_id = ANY(string_to_array($1, ',')::uuid[])`,
      jobs.map((job) => job.data.surveyId),
      (row) => row.survey_id,
    );
    return deliverForJobs(
      ctx,
      jobs,
      (job) => {
        const row = bySurvey.get(job.data.surveyId);
        const alert = row ? alertFor(ctx, row) : null;
        // Alerts turned off, or the data changed again and another loan (or none) is best now.
        if (!row || !alert || alert.offerId !== job.data.offerId) return null;
        return {
          key: rateAlertKey(row.survey_id, alert.offerId),
          kind: 'rate_alert',
          list: 'rate_alerts',
          to: row.email,
          userId: row.user_id,
          jobId: job.id,
          content: rateAlertContent({
            firstName: row.first_name,
            offerType: alert.type,
            productName: alert.offer.productName,
            providerName: ctx.homeLoanJourney.providerName(alert.offer.providerId),
            rate: alert.offer.rate.rate,
            comparisonRate: alert.offer.rate.comparisonRate,
            totalSavingCents: alert.offer.totalSavingCents,
            yearlySavingCents: alert.yearlySavingCents,
            thresholdCents: row.alert_threshold_cents,
            figuresDates: figuresDates(ctx.referenceData),
            checkUrl: `${ctx.config.siteUrl}/home-loans/survey/`,
          }),
        };
      },
      now,
    );
  },
};
