/**
 * The lists a follow-up e-mail belongs to, and leaving them. Every e-mail that is not a one-time
 * code is on exactly one list; its unsubscribe link and its one-click header (RFC 8058) carry a
 * token naming the address and the list, signed with the server key. Unsubscribing takes effect at
 * once and only for that list; the token never expires, as the e-mail holding it never does.
 */
import type { Queryable } from '../db/db';
import { hmac, safeEqual } from '../lib/tokens';

/** Each list, as the footer finishes "You get this e-mail because you asked StaySmart for ...". */
export const EMAIL_LISTS = {
  reminders: 'reminders to check your cards again',
  savings_alerts: 'an e-mail when a card would save you money',
  rate_alerts: 'home-loan rate alerts',
  deposit_alerts: 'an e-mail when a savings account would pay you more',
  check_ins: 'a check-in after asking your bank to change your card',
  card_updates: 'an e-mail when the figures of your saved cards change',
  maturity_reminders: 'a reminder before your term deposit matures',
} as const;

export type EmailList = keyof typeof EMAIL_LISTS;

function isEmailList(value: string): value is EmailList {
  return Object.hasOwn(EMAIL_LISTS, value);
}

function signature(secret: string, email: string, list: EmailList): string {
  return hmac(secret, `email-list:${list}:${email}`);
}

export function createListToken(secret: string, email: string, list: EmailList): string {
  return `${Buffer.from(email).toString('base64url')}.${list}.${signature(secret, email, list)}`;
}

export interface ListMembership {
  email: string;
  list: EmailList;
}

/** The address and list a token signed with one of `keys` names, or null. */
export function readListToken(keys: readonly string[], token: string): ListMembership | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const [, encoded = '', list = '', signed = ''] = match;
  if (!isEmailList(list)) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  return keys.some((key) => safeEqual(signature(key, email, list), signed)) ? { email, list } : null;
}

export async function leaveList(
  db: Queryable,
  membership: ListMembership,
  source: 'link' | 'one-click',
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO email_unsubscribes (email, list, source, unsubscribed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email, list) DO NOTHING`,
    [membership.email, membership.list, source, now.toISOString()],
  );
}

export async function rejoinList(db: Queryable, membership: ListMembership): Promise<void> {
  await db.query('DELETE FROM email_unsubscribes WHERE email = $1 AND list = $2', [
    membership.email,
    membership.list,
  ]);
}

export async function hasLeftList(db: Queryable, membership: ListMembership): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM email_unsubscribes WHERE email = $1 AND list = $2', [
    membership.email,
    membership.list,
  ]);
  return rows.length > 0;
}
