/**
 * Changes to an account the owner is told about: a new mobile number or a new name is e-mailed to
 * the account's address (confirmed at sign-up) with a link that undoes it within a week. Undoing
 * puts the earlier value back and signs every device out of the account, so whoever made the
 * change loses the session they made it from.
 */
import { randomUUID } from 'node:crypto';
import type { AccountChangeAnswer, UndoneAccountChangeAnswer } from '../../src/api/account';
import { SECURITY } from '../config/security';
import type { Queryable } from '../db/db';
import { ApiError } from '../lib/api-error';
import { toMs } from '../lib/time';
import { hmac, safeEqual } from '../lib/tokens';
import type { SessionSource } from './sessions';
import { isUuid } from './visits';
import type { AppContext } from '../app-context';
import { accountChangedEmail } from './account-notices';

export type AccountChangeKind = AccountChangeAnswer['kind'];

export type PreviousValue = { mobile_number: string } | { first_name: string; last_name: string };

interface ChangeRow {
  id: string;
  user_id: string;
  kind: AccountChangeKind;
  previous: PreviousValue;
  changed_at: unknown;
  undone_at: unknown;
}

function signature(secret: string, id: string): string {
  return hmac(secret, `account-change:${id}`);
}

export function accountChangeToken(secret: string, id: string): string {
  return `${id}.${signature(secret, id)}`;
}

export function accountChangeUrl(siteUrl: string, secret: string, id: string): string {
  return `${siteUrl}/account-change/?token=${encodeURIComponent(accountChangeToken(secret, id))}`;
}

/** Stores the value a change replaced; answers the change's id for the e-mail's link. */
export async function recordAccountChange(
  db: Queryable,
  userId: string,
  kind: AccountChangeKind,
  previous: PreviousValue,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    'INSERT INTO account_changes (id, user_id, kind, previous, changed_at) VALUES ($1, $2, $3, $4::jsonb, $5)',
    [id, userId, kind, JSON.stringify(previous), now.toISOString()],
  );
  return id;
}

const invalidLink = () =>
  new ApiError(
    400,
    'BAD_REQUEST',
    'This link is not valid. Copy the whole link from the e-mail, or write to help@staysmart.com.au.',
  );

/** The change a link names, its signature checked with each of `keys` (lib/key-ring.ts). */
async function changeOf(
  db: Queryable,
  keys: readonly string[],
  token: string,
  lock = false,
): Promise<ChangeRow> {
  const [id = '', signed = ''] = token.split('.');
  if (!isUuid(id) || !keys.some((key) => safeEqual(signature(key, id), signed))) throw invalidLink();
  const [row] = await db.query<ChangeRow>(
    `SELECT id, user_id, kind, previous, changed_at, undone_at FROM account_changes WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!row) throw invalidLink();
  return row;
}

function viewOf(row: ChangeRow): AccountChangeAnswer {
  const changedAt = toMs(row.changed_at);
  return {
    kind: row.kind,
    changed_at: new Date(changedAt).toISOString(),
    undo_until: new Date(changedAt + SECURITY.accountChangeUndoMs).toISOString(),
    undone: row.undone_at !== null,
  };
}

export async function readAccountChange(
  db: Queryable,
  keys: readonly string[],
  token: string,
): Promise<AccountChangeAnswer> {
  return viewOf(await changeOf(db, keys, token));
}

/** Puts the earlier value back; 409 when another account has taken the earlier mobile number since. */
async function restore(db: Queryable, row: ChangeRow): Promise<void> {
  const previous = row.previous;
  if ('mobile_number' in previous) {
    const [holder] = await db.query<{ id: string }>(
      'SELECT id FROM users WHERE mobile_number = $1 AND id <> $2',
      [previous.mobile_number, row.user_id],
    );
    if (holder) {
      throw new ApiError(
        409,
        'CONFLICT',
        'Your earlier mobile number now belongs to another StaySmart account, so it cannot be put back. Write to help@staysmart.com.au.',
      );
    }
    await db.query('UPDATE users SET mobile_number = $2 WHERE id = $1', [
      row.user_id,
      previous.mobile_number,
    ]);
  } else {
    await db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [
      row.user_id,
      previous.first_name,
      previous.last_name,
    ]);
  }
}

/** An undone change, as the page shows it, and the sessions (by id hash) it ended. */
export interface UndoneChange {
  answer: UndoneAccountChangeAnswer;
  endedSessions: readonly string[];
}

/**
 * Undoes the change within its week and signs every device out of the account; undoing it again
 * answers the same and ends nothing.
 */
export async function undoAccountChange(
  db: Queryable,
  sessions: SessionSource,
  keys: readonly string[],
  token: string,
  now: Date,
): Promise<UndoneChange> {
  const row = await changeOf(db, keys, token, true);
  if (row.undone_at !== null) return { answer: { ...viewOf(row), signed_out_devices: 0 }, endedSessions: [] };
  if (toMs(row.changed_at) + SECURITY.accountChangeUndoMs <= now.getTime()) {
    throw new ApiError(
      400,
      'BAD_REQUEST',
      'This link has expired: a change can be undone from its e-mail for 7 days. Sign in to change your details, or write to help@staysmart.com.au.',
    );
  }
  await restore(db, row);
  await db.query('UPDATE account_changes SET undone_at = $2 WHERE id = $1', [row.id, now.toISOString()]);
  const ended = await db.query<{ id_hash: string }>(
    'DELETE FROM sessions WHERE user_id = $1 RETURNING id_hash',
    [row.user_id],
  );
  const endedSessions = ended.map((session) => session.id_hash);
  for (const idHash of endedSessions) sessions.forget(idHash);
  return {
    answer: { ...viewOf({ ...row, undone_at: now }), signed_out_devices: ended.length },
    endedSessions,
  };
}

type NoticeContext = Pick<AppContext, 'delivery' | 'mailer' | 'secret' | 'config'>;

/** E-mails the owner, at the account's address, that the change happened and how to undo it. */
export function tellOwnerOfChange(
  ctx: NoticeContext,
  owner: { email: string; mobile_number: string },
  change: { id: string; kind: AccountChangeKind; at: Date },
): void {
  const message = accountChangedEmail(owner.email, {
    kind: change.kind,
    ...(change.kind === 'mobile' ? { newMobileEnding: owner.mobile_number.slice(-3) } : {}),
    at: change.at,
    undoUrl: accountChangeUrl(ctx.config.siteUrl, ctx.secret, change.id),
    undoUntil: new Date(change.at.getTime() + SECURITY.accountChangeUndoMs),
  });
  ctx.delivery.dispatch('an account-change notice', () => ctx.mailer.send(message));
}
