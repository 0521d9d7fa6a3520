/**
 * Double opt-in for the reminders and alerts a visitor registers for (/submitNudge/,
 * /noOffersRegistration/, /submit2BeRegistration/, home-loan rate alerts, a term deposit's
 * maturity reminders). Anyone can type a
 * stranger's address into those forms, so a registration counts only once its address is proved:
 * the signed-in account's own e-mail (proved at sign-up), an address already proved for the same
 * survey (another of its registrations, or its product-transfer request's code), or an address
 * that was e-mailed a signed link which someone then used. Until then the follow-up jobs send it
 * nothing, and the address gets one e-mail in our words only, with the link.
 *
 * The link names the survey and the address, with an expiry and an HMAC of all three under the
 * server key; using it confirms every registration of that survey to that address. At most one
 * such e-mail goes per survey and address in ten minutes (one link covers everything registered
 * meanwhile), and a few per address a day (429 beyond).
 */
import { formatCents, formatIsoDate } from '../../src/domain/format';
import type { FOLLOW_UP_KINDS } from '../../src/api/card-follow-ups';
import type { AppContext } from '../app-context';
import { SECURITY } from '../config/security';
import type { Db, Queryable } from '../db/db';
import { refuseOverSendLimit, type SendLimit } from '../lib/send-limits';
import { toMs } from '../lib/time';
import { hmac, safeEqual } from '../lib/tokens';
import type { MailMessage } from '../plugins/mail';
import { followUpConfirmationEmail } from './messages';
import { isAccountEmail } from './users';
import { isUuid } from './visits';

/** What registering with the opt-in needs: the database, the key and site address for the link, and the mail. */
export type OptInContext = Pick<AppContext, 'db' | 'secret' | 'config' | 'delivery' | 'mailer'>;

/** What a registration's answer says: a link went (or had just gone) to the address, or none was needed. */
export type ConfirmationAnswer = 'email_sent' | 'not_needed';

/** The page the link opens; it confirms with a button (mail scanners open links too). */
export const CONFIRM_PAGE_PATH = '/confirm-email/';

const DAY_MS = 24 * 60 * 60 * 1000;

function signature(secret: string, surveyId: string, email: string, expires: string): string {
  return hmac(secret, `follow-up-confirm:${surveyId}:${email}:${expires}`);
}

/** `<survey id>.<address, base64url>.<expiry in seconds, base 36>.<HMAC>`. */
export function createConfirmationToken(
  secret: string,
  target: { surveyId: string; email: string },
  now: Date,
  ttlMs: number = SECURITY.followUpConfirmLinkTtlMs,
): string {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000).toString(36);
  const address = Buffer.from(target.email).toString('base64url');
  return `${target.surveyId}.${address}.${expires}.${signature(secret, target.surveyId, target.email, expires)}`;
}

export function confirmationUrl(
  siteUrl: string,
  secret: string,
  target: { surveyId: string; email: string },
  now: Date,
): string {
  const token = createConfirmationToken(secret, target, now);
  return `${siteUrl}${CONFIRM_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

export type ConfirmationLink =
  { status: 'valid'; surveyId: string; email: string } | { status: 'invalid' } | { status: 'expired' };

/** The survey and address a link names; a link whose signature does not hold is invalid, whatever its expiry. */
/** The link's survey and address, its signature checked with each of `keys` (lib/key-ring.ts). */
export function readConfirmationToken(keys: readonly string[], token: string, now: Date): ConfirmationLink {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{1,400})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(
    token.trim(),
  );
  if (!match) return { status: 'invalid' };
  const [, surveyId = '', address = '', expires = '', signed = ''] = match;
  const email = Buffer.from(address, 'base64url').toString('utf8');
  if (!isUuid(surveyId) || !keys.some((key) => safeEqual(signature(key, surveyId, email, expires), signed)))
    return { status: 'invalid' };
  if (parseInt(expires, 36) * 1000 <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', surveyId, email };
}

/**
 * True when the address needs no link: it is the signed-in account's own, or it was proved for
 * this survey already (another registration confirmed, or the product-transfer request's code).
 */
export async function isProvedAddress(
  db: Queryable,
  userId: string | null,
  target: { surveyId: string; email: string },
): Promise<boolean> {
  if (await isAccountEmail(db, userId, target.email)) return true;
  const rows = await db.query(
    `SELECT 1 FROM survey_registrations
       WHERE survey_id = $1 AND email = $2 AND email_confirmed_at IS NOT NULL
     UNION ALL
     SELECT 1 FROM hl_registrations WHERE survey_id = $1 AND email = $2 AND email_confirmed_at IS NOT NULL
     UNION ALL
     SELECT 1 FROM deposit_alerts WHERE survey_id = $1 AND email = $2 AND email_confirmed_at IS NOT NULL
     UNION ALL
     SELECT 1 FROM maturity_reminders WHERE survey_id = $1 AND email = $2 AND email_confirmed_at IS NOT NULL
     UNION ALL
     SELECT 1 FROM product_transfer_requests
       WHERE survey_id = $1 AND email = $2 AND email_verified_at IS NOT NULL
     LIMIT 1`,
    [target.surveyId, target.email],
  );
  return rows.length > 0;
}

export interface FollowUp {
  kind: (typeof FOLLOW_UP_KINDS)[number];
  /** In our words, as the e-mail and the confirmation page list it. */
  description: string;
  confirmed: boolean;
}

const CARD_FOLLOW_UPS = {
  nudge: 'reminder',
  no_offers: 'savings_alert',
  to_be: 'wish_list',
} as const;

type CardKind = keyof typeof CARD_FOLLOW_UPS;

function cardFollowUp(row: { kind: CardKind; remind_on: string | null; confirmed: boolean }): FollowUp {
  const description =
    row.kind === 'nudge'
      ? `A reminder on ${row.remind_on ? formatIsoDate(row.remind_on) : 'the day you chose'} to check your credit cards again`
      : row.kind === 'no_offers'
        ? 'An e-mail when a card would save you at least $50 a year'
        : 'An e-mail when a card matches your wish list';
  return { kind: CARD_FOLLOW_UPS[row.kind], description, confirmed: row.confirmed };
}

/** Every reminder and alert of the survey that goes to this address, confirmed or not. */
export async function followUpsFor(
  db: Queryable,
  target: { surveyId: string; email: string },
): Promise<FollowUp[]> {
  const cards = await db.query<{ kind: CardKind; remind_on: string | null; confirmed: boolean }>(
    `SELECT kind, remind_on::text AS remind_on, email_confirmed_at IS NOT NULL AS confirmed
     FROM survey_registrations WHERE survey_id = $1 AND email = $2
     ORDER BY CASE kind WHEN 'nudge' THEN 1 WHEN 'no_offers' THEN 2 ELSE 3 END`,
    [target.surveyId, target.email],
  );
  const loans = await db.query<{ alert_threshold_cents: number; confirmed: boolean }>(
    `SELECT alert_threshold_cents, email_confirmed_at IS NOT NULL AS confirmed FROM hl_registrations
     WHERE survey_id = $1 AND email = $2 AND rate_alerts AND alert_threshold_cents IS NOT NULL`,
    [target.surveyId, target.email],
  );
  const alerts = await db.query<{ threshold_cents: number; confirmed: boolean }>(
    `SELECT threshold_cents, email_confirmed_at IS NOT NULL AS confirmed FROM deposit_alerts
     WHERE survey_id = $1 AND email = $2`,
    [target.surveyId, target.email],
  );
  const reminders = await db.query<{ maturity_date: string | null; confirmed: boolean }>(
    `SELECT s.deposit_check->>'maturity_date' AS maturity_date, r.email_confirmed_at IS NOT NULL AS confirmed
     FROM maturity_reminders r JOIN surveys s ON s.id = r.survey_id
     WHERE r.survey_id = $1 AND r.email = $2`,
    [target.surveyId, target.email],
  );
  return [
    ...cards.map(cardFollowUp),
    ...alerts.map((row) => ({
      kind: 'deposit_alert' as const,
      description:
        'An e-mail when a savings account you can open would pay you at least ' +
        `${formatCents(Number(row.threshold_cents), { wholeDollarsIfRound: true })} more a year`,
      confirmed: row.confirmed,
    })),
    ...reminders.map((row) => ({
      kind: 'maturity_reminder' as const,
      description: `Reminders 14 and 2 days before your term deposit matures${row.maturity_date ? ` on ${formatIsoDate(row.maturity_date)}` : ''}`,
      confirmed: row.confirmed,
    })),
    ...loans.map((row) => ({
      kind: 'rate_alert' as const,
      description:
        'Home-loan rate alerts: an e-mail when a loan would save you at least ' +
        `${formatCents(Number(row.alert_threshold_cents), { wholeDollarsIfRound: true })} a year`,
      confirmed: row.confirmed,
    })),
  ];
}

/** The links confirming an address for reminders: so many a day from one network, and from all together. */
const CONFIRM_SEND_LIMIT: SendLimit = {
  perNetwork: SECURITY.followUpConfirmEmailsPerDay,
  all: SECURITY.followUpConfirmEmailsPerDayAll,
  windowMs: DAY_MS,
  sentText: (count) => `We have sent ${count} e-mails to confirm this address today`,
};

/**
 * Records a link to confirm the address for this survey and returns the e-mail to send once the
 * transaction commits; null when one went to it for this survey in the last ten minutes (that link
 * covers this registration too). 429 over the daily limit, which rolls the registration back.
 */
export async function askToConfirm(
  tx: Queryable,
  ctx: Pick<AppContext, 'secret' | 'config'>,
  target: { surveyId: string; email: string },
  now: Date,
  /** The network asking (lib/client-network.ts), which the daily limit counts apart. */
  from: string | null,
): Promise<MailMessage | null> {
  // Serialises registrations to one address, so neither the window nor the limit can be raced past.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`follow-up-confirm:${target.email}`]);
  const recent = await tx.query<{ survey_id: string; requested_from: string | null; sent_at: unknown }>(
    `SELECT survey_id, requested_from, sent_at FROM confirmation_emails WHERE email = $1 AND sent_at > $2
     ORDER BY sent_at ASC`,
    [target.email, new Date(now.getTime() - DAY_MS).toISOString()],
  );
  const coveredSince = now.getTime() - SECURITY.followUpConfirmResendAfterMs;
  if (recent.some((row) => row.survey_id === target.surveyId && toMs(row.sent_at) > coveredSince))
    return null;
  refuseOverSendLimit(recent, from, CONFIRM_SEND_LIMIT, now);
  await tx.query(
    'INSERT INTO confirmation_emails (email, survey_id, requested_from, sent_at) VALUES ($1, $2, $3, $4)',
    [target.email, target.surveyId, from, now.toISOString()],
  );
  const waiting = (await followUpsFor(tx, target)).filter((followUp) => !followUp.confirmed);
  return followUpConfirmationEmail(
    target.email,
    waiting.map((followUp) => followUp.description),
    confirmationUrl(ctx.config.siteUrl, ctx.secret, target, now),
  );
}

/** Sends the e-mail `askToConfirm` made, after the answer (as every message is: plugins/delivery.ts). */
export function sendConfirmation(
  ctx: Pick<AppContext, 'delivery' | 'mailer'>,
  mail: MailMessage | null,
): void {
  if (mail) ctx.delivery.dispatch('an e-mail to confirm an address', () => ctx.mailer.send(mail));
}

/** Marks every registration of the survey to this address confirmed; answers them all. */
export async function confirmFollowUps(
  db: Db,
  target: { surveyId: string; email: string },
  now: Date,
): Promise<FollowUp[]> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    await tx.query(
      `UPDATE survey_registrations SET email_confirmed_at = $3, updated_at = $3
       WHERE survey_id = $1 AND email = $2 AND email_confirmed_at IS NULL`,
      [target.surveyId, target.email, at],
    );
    await tx.query(
      `UPDATE hl_registrations SET email_confirmed_at = $3, updated_at = $3
       WHERE survey_id = $1 AND email = $2 AND email_confirmed_at IS NULL`,
      [target.surveyId, target.email, at],
    );
    // Not its updated_at: the alert counts from the data live when it was set, not when confirmed.
    await tx.query(
      `UPDATE deposit_alerts SET email_confirmed_at = $3
       WHERE survey_id = $1 AND email = $2 AND email_confirmed_at IS NULL`,
      [target.surveyId, target.email, at],
    );
    await tx.query(
      `UPDATE maturity_reminders SET email_confirmed_at = $3, updated_at = $3
       WHERE survey_id = $1 AND email = $2 AND email_confirmed_at IS NULL`,
      [target.surveyId, target.email, at],
    );
    return followUpsFor(tx, target);
  });
}

/** Unconfirmed card registrations and maturity reminders whose last link has expired (or that never had one): never sent, so removed. */
export async function removeUnconfirmedRegistrations(db: Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SECURITY.followUpConfirmLinkTtlMs).toISOString();
  const removed = await db.query(
    `DELETE FROM survey_registrations r
     WHERE r.email_confirmed_at IS NULL AND r.updated_at <= $1
       AND NOT EXISTS (SELECT 1 FROM confirmation_emails c
                       WHERE c.survey_id = r.survey_id AND c.email = r.email AND c.sent_at > $1)
     RETURNING r.id`,
    [before],
  );
  const reminders = await db.query(
    `DELETE FROM maturity_reminders r
     WHERE r.email_confirmed_at IS NULL AND r.updated_at <= $1
       AND NOT EXISTS (SELECT 1 FROM confirmation_emails c
                       WHERE c.survey_id = r.survey_id AND c.email = r.email AND c.sent_at > $1)
     RETURNING r.id`,
    [before],
  );
  await db.query('DELETE FROM confirmation_emails WHERE sent_at <= $1', [before]);
  return removed.length + reminders.length;
}
