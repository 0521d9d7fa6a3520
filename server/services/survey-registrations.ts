/**
 * "Remind me", "tell me when a card would save me $50" and the "to be" wish list. One of each kind
 * per survey: registering again replaces the details, so a resent form stores nothing twice. A
 * registration is sent nothing until its address is proved (services/follow-up-opt-in.ts); an
 * unchanged address stays proved, another one needs proving again.
 */
import type { Queryable } from '../db/db';
import {
  askToConfirm,
  type ConfirmationAnswer,
  isProvedAddress,
  type OptInContext,
  sendConfirmation,
} from './follow-up-opt-in';

export type RegistrationKind = 'nudge' | 'no_offers' | 'to_be';

export interface Registration {
  kind: RegistrationKind;
  surveyId: string;
  userId: string | null;
  email: string;
  firstName?: string | null;
  remindOn?: string | null;
  interests?: readonly string[] | null;
  /** The address is proved already (the account's own, or for this survey): confirmed at once. */
  proved: boolean;
}

export interface StoredRegistration {
  /** The survey's first registration of its kind. */
  created: boolean;
  /** Its address is proved: the follow-up jobs may send to it. */
  confirmed: boolean;
}

/** Stores or replaces the registration (`created`: an insert leaves xmax at 0, an update does not). */
export async function register(
  db: Queryable,
  registration: Registration,
  now: Date,
): Promise<StoredRegistration> {
  const [row] = await db.query<StoredRegistration>(
    `INSERT INTO survey_registrations (kind, survey_id, user_id, email, first_name, remind_on, interests,
       created_at, updated_at, email_confirmed_at)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7::jsonb, $8, $8, $9::timestamptz)
     ON CONFLICT (kind, survey_id) DO UPDATE SET user_id = COALESCE(EXCLUDED.user_id, survey_registrations.user_id),
       email = EXCLUDED.email, first_name = EXCLUDED.first_name, remind_on = EXCLUDED.remind_on,
       interests = EXCLUDED.interests, updated_at = EXCLUDED.updated_at,
       email_confirmed_at = CASE WHEN survey_registrations.email = EXCLUDED.email
         THEN COALESCE(survey_registrations.email_confirmed_at, EXCLUDED.email_confirmed_at)
         ELSE EXCLUDED.email_confirmed_at END
     RETURNING (xmax = 0) AS created, email_confirmed_at IS NOT NULL AS confirmed`,
    [
      registration.kind,
      registration.surveyId,
      registration.userId,
      registration.email,
      registration.firstName ?? null,
      registration.remindOn ?? null,
      registration.interests ? JSON.stringify(registration.interests) : null,
      now.toISOString(),
      registration.proved ? now.toISOString() : null,
    ],
  );
  if (!row)
    throw new Error(
      `The ${registration.kind} registration of survey ${registration.surveyId} was not stored`,
    );
  return row;
}

/**
 * Stores the registration, confirmed at once when its address is proved, and otherwise asks the
 * address to confirm (one e-mail with a link; 429 over the daily limit, when nothing is stored).
 * `onCreated` runs in the same transaction when this is the survey's first of its kind.
 */
export async function registerWithOptIn(
  ctx: OptInContext,
  registration: Omit<Registration, 'proved'>,
  now: Date,
  /** The network asking (lib/client-network.ts), which the daily limit counts apart. */
  from: string | null,
  onCreated: (tx: Queryable) => Promise<void>,
): Promise<ConfirmationAnswer> {
  const target = { surveyId: registration.surveyId, email: registration.email };
  const { confirmed, mail } = await ctx.db.transaction(async (tx) => {
    const proved = await isProvedAddress(tx, registration.userId, target);
    const stored = await register(tx, { ...registration, proved }, now);
    if (stored.created) await onCreated(tx);
    return {
      confirmed: stored.confirmed,
      mail: stored.confirmed ? null : await askToConfirm(tx, ctx, target, now, from),
    };
  });
  sendConfirmation(ctx, mail);
  return confirmed ? 'not_needed' : 'email_sent';
}
