/**
 * Savings alerts (docs/api-deposit-checks.md): "tell me when an account I can open pays at least
 * $X more a year" on a savings check. One per check; setting it again replaces the amount and the
 * address. Sent nothing until its address is proved (services/follow-up-opt-in.ts): the signed-in
 * account's own address at once, a typed one by the link e-mailed to it.
 */
import type { StoredSavingsCheck } from '../../src/api/deposit-checks';
import type { Queryable } from '../db/db';
import type { DepositJourney } from './deposit-journey';
import {
  askToConfirm,
  type ConfirmationAnswer,
  isProvedAddress,
  type OptInContext,
  sendConfirmation,
} from './follow-up-opt-in';
import { savingsCheckAnswer } from './savings-check';

/** The amounts a visitor may choose, in dollars a year. */
export const DEPOSIT_ALERT_DOLLARS = [50, 100, 250] as const;

export interface DepositAlert {
  surveyId: string;
  userId: string | null;
  email: string;
  thresholdCents: number;
}

/** Stores or replaces the check's alert; an unchanged address stays confirmed, another needs proving again. */
async function storeAlert(db: Queryable, alert: DepositAlert, proved: boolean, now: Date): Promise<boolean> {
  const [row] = await db.query<{ confirmed: boolean }>(
    `INSERT INTO deposit_alerts (survey_id, user_id, email, threshold_cents, email_confirmed_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6, $6)
     ON CONFLICT (survey_id) DO UPDATE SET user_id = COALESCE(EXCLUDED.user_id, deposit_alerts.user_id),
       email = EXCLUDED.email, threshold_cents = EXCLUDED.threshold_cents, updated_at = EXCLUDED.updated_at,
       email_confirmed_at = CASE WHEN deposit_alerts.email = EXCLUDED.email
         THEN COALESCE(deposit_alerts.email_confirmed_at, EXCLUDED.email_confirmed_at)
         ELSE EXCLUDED.email_confirmed_at END
     RETURNING email_confirmed_at IS NOT NULL AS confirmed`,
    [
      alert.surveyId,
      alert.userId,
      alert.email,
      alert.thresholdCents,
      proved ? now.toISOString() : null,
      now.toISOString(),
    ],
  );
  return row?.confirmed ?? false;
}

/** Stores the alert, confirmed at once when its address is proved, and otherwise e-mails a link to confirm it. */
export async function setDepositAlert(
  ctx: OptInContext,
  alert: DepositAlert,
  now: Date,
  /** The network asking (lib/client-network.ts), which the daily limit counts apart. */
  from: string | null,
): Promise<ConfirmationAnswer> {
  const target = { surveyId: alert.surveyId, email: alert.email };
  const { confirmed, mail } = await ctx.db.transaction(async (tx) => {
    const proved = await isProvedAddress(tx, alert.userId, target);
    const stored = await storeAlert(tx, alert, proved, now);
    return { confirmed: stored, mail: stored ? null : await askToConfirm(tx, ctx, target, now, from) };
  });
  sendConfirmation(ctx, mail);
  return confirmed ? 'not_needed' : 'email_sent';
}

export interface BetterAccount {
  accountId: string;
  accountName: string;
  providerName: string;
  offerType: 'Stay' | 'Switch';
  /** What it would pay in its first year, and how much more than the saver's account. */
  earnedCents: number;
  gainCents: number;
  /** What the saver's account pays in the same year. */
  currentCents: number;
}

/**
 * The account the saver can open now that pays the most more than theirs in the first year, on
 * today's figures and their own answers, when that is at least `thresholdCents`; null otherwise.
 */
export function betterAccount(
  journey: DepositJourney,
  surveyId: string,
  check: StoredSavingsCheck,
  thresholdCents: number,
  now: Date,
): BetterAccount | null {
  const answer = savingsCheckAnswer(journey, surveyId, check, { measure: 'first-year', limit: 1, now });
  const best = [...answer.stay, ...answer.switch]
    .filter((offer) => offer.accountId !== null)
    .sort((a, b) => b.gainCents - a.gainCents)[0];
  if (!best?.accountId || best.gainCents < thresholdCents) return null;
  return {
    accountId: best.accountId,
    accountName: best.accountName,
    providerName: best.providerName,
    offerType: best.offerType,
    earnedCents: best.firstYear.earnedCents,
    gainCents: best.gainCents,
    currentCents: answer.current.firstYear.earnedCents,
  };
}
