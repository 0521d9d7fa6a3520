/**
 * "Remind me", "tell me when a card would save me $50" and the "to be" wish list. One of each kind
 * per survey: registering again replaces the details, so a resent form stores nothing twice.
 */
import type { Queryable } from '../db/db';

export type RegistrationKind = 'nudge' | 'no_offers' | 'to_be';

export interface Registration {
  kind: RegistrationKind;
  surveyId: string;
  userId: string | null;
  email: string;
  firstName?: string | null;
  remindOn?: string | null;
  interests?: readonly string[] | null;
}

/** True when this is the survey's first registration of its kind (an insert leaves xmax at 0, an update does not). */
export async function register(db: Queryable, registration: Registration, now: Date): Promise<boolean> {
  const [row] = await db.query<{ created: boolean }>(
    `INSERT INTO survey_registrations (kind, survey_id, user_id, email, first_name, remind_on, interests,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7::jsonb, $8, $8)
     ON CONFLICT (kind, survey_id) DO UPDATE SET user_id = COALESCE(EXCLUDED.user_id, survey_registrations.user_id),
       email = EXCLUDED.email, first_name = EXCLUDED.first_name, remind_on = EXCLUDED.remind_on,
       interests = EXCLUDED.interests, updated_at = EXCLUDED.updated_at
     RETURNING (xmax = 0) AS created`,
    [
      registration.kind,
      registration.surveyId,
      registration.userId,
      registration.email,
      registration.firstName ?? null,
      registration.remindOn ?? null,
      registration.interests ? JSON.stringify(registration.interests) : null,
      now.toISOString(),
    ],
  );
  return row?.created ?? false;
}
