/**
 * Registration for a home-loan survey: the visitor's contact details and a mobile number they
 * confirm with a six-digit SMS code. Codes are the sign-in codes' (services/one-time-codes.ts:
 * hashed, 10 minutes, single use, 5 tries, 5 sends per number per 10 minutes), bound to the
 * session that asked and to the survey. One registration per survey: sending the form again
 * replaces the details and needs the new code before the registration counts as verified again.
 */
import type { AppContext } from '../app-context';
import { SECURITY } from '../config/security';
import type { Queryable } from '../db/db';
import { ApiError } from '../lib/api-error';
import { verifyingKeys } from '../lib/key-ring';
import { toIso } from '../lib/time';
import {
  askToConfirm,
  type ConfirmationAnswer,
  isProvedAddress,
  type OptInContext,
  sendConfirmation,
} from './follow-up-opt-in';
import { codeSms } from './messages';
import { checkCode, issueCode } from './one-time-codes';
import type { SessionState } from './sessions';
import type { ResponseOf } from '../../src/api/contract';
import { ALERT_THRESHOLDS, type BEST_TIMES, type PREFERRED_CONTACTS } from '../../src/api/home-loan-fields';
import type { HomeLoanRegistrationView, submitHlRegistration } from '../../src/api/home-loan-registration';

export const HL_CODE_PURPOSE = 'hl_registration';
/** When the form may offer "send the code again"; the real limit is the per-number send limit. */
export const RESEND_AFTER_SECONDS = SECURITY.codeResendAfterMs / 1000;

export type AlertThreshold = (typeof ALERT_THRESHOLDS)[number];
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];
export type BestTime = (typeof BEST_TIMES)[number];

export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164. */
  mobileNumber: string;
}

export interface Preferences {
  rate_alerts: boolean;
  alert_threshold: AlertThreshold;
  preferred_contact: PreferredContact;
  best_time: BestTime;
}

/** Until the visitor chooses: no alerts, e-mail, any time. */
export const DEFAULT_PREFERENCES: Preferences = {
  rate_alerts: false,
  alert_threshold: 1000,
  preferred_contact: 'email',
  best_time: 'any',
};

export interface RegistrationRow {
  survey_id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  verified_at: unknown;
  rate_alerts: boolean | null;
  alert_threshold_cents: number | null;
  preferred_contact: PreferredContact | null;
  best_time: BestTime | null;
  /** When the e-mail address was proved for rate alerts (services/follow-up-opt-in.ts); null until then. */
  email_confirmed_at: unknown;
  /** When the visitor last saved their preferences; null while they are the defaults. */
  preferences_updated_at: unknown;
  /** The account the registration belongs to, if it was made or confirmed signed in. */
  user_id: string | null;
  /** The session whose code confirmed the mobile number; null until then. */
  verified_session_hash: string | null;
}

const COLUMNS =
  'survey_id, first_name, last_name, email, mobile_number, verified_at, rate_alerts, alert_threshold_cents, ' +
  'preferred_contact, best_time, email_confirmed_at, preferences_updated_at, user_id, verified_session_hash';

/** `+61412345678` -> `04•• ••• 678`: enough to recognise the number, not enough to read it. */
export function maskMobile(e164: string): string {
  const national = e164.startsWith('+61') ? `0${e164.slice(3)}` : e164;
  return `${national.slice(0, 2)}•• ••• ${national.slice(-3)}`;
}

/** A stored threshold (the database takes only the listed ones, in cents), or the default. */
function alertThreshold(cents: number | null): AlertThreshold {
  return (
    ALERT_THRESHOLDS.find((threshold) => threshold * 100 === cents) ?? DEFAULT_PREFERENCES.alert_threshold
  );
}

export function registrationView(row: RegistrationRow): HomeLoanRegistrationView {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    mobile_number: row.mobile_number,
    verified_at: toIso(row.verified_at),
    email_confirmed: row.email_confirmed_at !== null,
    /** False while `preferences` are the defaults the visitor has not chosen. */
    preferences_saved: row.preferences_updated_at !== null,
    preferences: {
      rate_alerts: row.rate_alerts ?? DEFAULT_PREFERENCES.rate_alerts,
      alert_threshold: alertThreshold(row.alert_threshold_cents),
      preferred_contact: row.preferred_contact ?? DEFAULT_PREFERENCES.preferred_contact,
      best_time: row.best_time ?? DEFAULT_PREFERENCES.best_time,
    },
  };
}

export async function findRegistration(
  db: Queryable,
  surveyId: string,
  options: { forUpdate?: boolean } = {},
): Promise<RegistrationRow | null> {
  const [row] = await db.query<RegistrationRow>(
    `SELECT ${COLUMNS} FROM hl_registrations WHERE survey_id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [surveyId],
  );
  return row ?? null;
}

export function notVerified(): ApiError {
  return new ApiError(
    403,
    'NOT_VERIFIED',
    'Confirm your mobile number first: register, then enter the code we sent you by SMS.',
  );
}

/**
 * The survey's confirmed registration when this session may be told of it: the session that
 * entered the code (so another tab of the same browser carries on), or the signed-in account the
 * registration belongs to. Null otherwise, even for a confirmed registration: another session of
 * a shared browser must confirm the mobile number again to see the details.
 */
export async function rememberedRegistration(
  db: Queryable,
  surveyId: string,
  session: SessionState,
): Promise<RegistrationRow | null> {
  const row = await findRegistration(db, surveyId);
  if (!row || row.verified_at === null) return null;
  const sameSession = row.verified_session_hash === session.idHash;
  const sameAccount = session.userId !== null && row.user_id === session.userId;
  return sameSession || sameAccount ? row : null;
}

/** The verified registration of the survey; 403 NOT_VERIFIED otherwise. */
export async function requireVerifiedRegistration(db: Queryable, surveyId: string): Promise<RegistrationRow> {
  const row = await findRegistration(db, surveyId);
  if (!row || row.verified_at === null) throw notVerified();
  return row;
}

type RegistrationContext = Pick<AppContext, 'db' | 'secret' | 'keys' | 'delivery' | 'sms'>;

/**
 * Stores (or replaces) the details and sends a new code. The details are only replaced when the
 * code may be sent: over the per-number limit, nothing changes and the answer is 429.
 */
export async function registerAndSendCode(
  ctx: RegistrationContext,
  session: SessionState,
  surveyId: string,
  contact: ContactDetails,
  now: Date,
  /** The network asking (lib/client-network.ts), which the send limit counts apart. */
  from: string | null = null,
): Promise<ResponseOf<typeof submitHlRegistration>> {
  const at = now.toISOString();
  const code = await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO hl_registrations (survey_id, user_id, browser_id, first_name, last_name, email, mobile_number,
         consented_at, code_sent_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8, $8)
       ON CONFLICT (survey_id) DO UPDATE SET user_id = COALESCE(hl_registrations.user_id, EXCLUDED.user_id),
         browser_id = EXCLUDED.browser_id, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         email = EXCLUDED.email, mobile_number = EXCLUDED.mobile_number, consented_at = EXCLUDED.consented_at,
         code_sent_at = EXCLUDED.code_sent_at, verified_at = NULL, verified_session_hash = NULL,
         updated_at = EXCLUDED.updated_at,
         email_confirmed_at = CASE WHEN hl_registrations.email = EXCLUDED.email
           THEN hl_registrations.email_confirmed_at END`,
      [
        surveyId,
        session.userId,
        session.browserId,
        contact.firstName,
        contact.lastName,
        contact.email,
        contact.mobileNumber,
        at,
      ],
    );
    return issueCode(
      tx,
      ctx.secret,
      {
        purpose: HL_CODE_PURPOSE,
        sessionHash: session.idHash,
        requestedFrom: from,
        channel: 'sms',
        destination: contact.mobileNumber,
        deliverable: true,
        userId: session.userId,
        signup: null,
        subject: surveyId,
      },
      now,
    );
  });
  ctx.delivery.dispatch('a home-loan registration code SMS', () =>
    ctx.sms.send(contact.mobileNumber, codeSms(code, HL_CODE_PURPOSE)),
  );
  return {
    sent_to: maskMobile(contact.mobileNumber),
    expires_in_seconds: SECURITY.codeTtlMs / 1000,
    resend_after_seconds: RESEND_AFTER_SECONDS,
  };
}

/**
 * Checks the code and marks the registration verified. A wrong try is committed before the error
 * is answered, so it counts.
 */
export async function verifyRegistration(
  ctx: Pick<AppContext, 'db' | 'keys'>,
  session: SessionState,
  surveyId: string,
  code: string,
  now: Date,
): Promise<RegistrationRow> {
  const noCode = new ApiError(
    400,
    'NO_PENDING_CODE',
    'There is no code waiting to be checked for this home-loan check in this browser. Please register again to get a new code.',
  );
  const outcome = await ctx.db.transaction(async (tx) => {
    const registration = await findRegistration(tx, surveyId, { forUpdate: true });
    if (!registration) return { ok: false as const, error: noCode };
    const check = await checkCode(
      tx,
      verifyingKeys(ctx.keys, 'grace', now),
      session.idHash,
      HL_CODE_PURPOSE,
      code,
      now,
      surveyId,
    );
    if (!check.ok) return check;
    // Only the code sent to the number on the registration confirms it.
    if (check.row.destination !== registration.mobile_number) return { ok: false as const, error: noCode };
    const [verified] = await tx.query<RegistrationRow>(
      `UPDATE hl_registrations SET verified_at = $2, user_id = COALESCE(user_id, $3::uuid), updated_at = $2,
         verified_session_hash = $4
       WHERE survey_id = $1
       RETURNING ${COLUMNS}`,
      [surveyId, now.toISOString(), session.userId, session.idHash],
    );
    if (!verified)
      throw new Error(`The registration of survey ${surveyId} disappeared while it was verified`);
    return { ok: true as const, registration: verified };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.registration;
}

export async function savePreferences(
  db: Queryable,
  surveyId: string,
  preferences: Preferences,
  now: Date,
): Promise<RegistrationRow> {
  const [row] = await db.query<RegistrationRow>(
    `UPDATE hl_registrations SET rate_alerts = $2, alert_threshold_cents = $3, preferred_contact = $4,
       best_time = $5, preferences_updated_at = $6, updated_at = $6
     WHERE survey_id = $1 AND verified_at IS NOT NULL
     RETURNING ${COLUMNS}`,
    [
      surveyId,
      preferences.rate_alerts,
      preferences.alert_threshold * 100,
      preferences.preferred_contact,
      preferences.best_time,
      now.toISOString(),
    ],
  );
  if (!row) throw notVerified();
  return row;
}

/**
 * Saves the preferences. Rate alerts go by e-mail, and the registration proved only the mobile
 * number: with alerts on, an address not yet proved (services/follow-up-opt-in.ts) is proved at
 * once when it is the signed-in account's own, and otherwise gets one e-mail with a link to
 * confirm it; the alerts wait until then. 429 over the daily limit of those e-mails, when
 * nothing is saved.
 */
export async function savePreferencesWithOptIn(
  ctx: OptInContext,
  session: SessionState,
  surveyId: string,
  preferences: Preferences,
  now: Date,
  /** The network asking (lib/client-network.ts), which the daily limit counts apart. */
  from: string | null,
): Promise<{ registration: RegistrationRow; confirmation: ConfirmationAnswer }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const saved = await savePreferences(tx, surveyId, preferences, now);
    if (!preferences.rate_alerts || saved.email_confirmed_at !== null)
      return { registration: saved, mail: null, confirmation: 'not_needed' as const };
    const target = { surveyId, email: saved.email };
    if (await isProvedAddress(tx, session.userId, target)) {
      const [proved] = await tx.query<RegistrationRow>(
        `UPDATE hl_registrations SET email_confirmed_at = $2, updated_at = $2 WHERE survey_id = $1
         RETURNING ${COLUMNS}`,
        [surveyId, now.toISOString()],
      );
      return { registration: proved ?? saved, mail: null, confirmation: 'not_needed' as const };
    }
    const mail = await askToConfirm(tx, ctx, target, now, from);
    return { registration: saved, mail, confirmation: 'email_sent' as const };
  });
  sendConfirmation(ctx, outcome.mail);
  return { registration: outcome.registration, confirmation: outcome.confirmation };
}
