import { randomUUID } from 'node:crypto';
import type { UserDetailsAnswer } from '../../src/api/auth';
import type { Db, Queryable } from '../db/db';
import { toIso } from '../lib/time';
import type { SignupDetails } from './one-time-codes';
import { addHistory } from './user-records';
import { recordAccountChange } from './account-changes';

export interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  created_at: unknown;
  last_signed_in_at: unknown;
  marketing_opt_in_at: unknown;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row ?? null;
}

/**
 * Whether the session's account (none: `userId` null) has the address `email`, whatever its letter
 * case: an address sign-up proved with a code, so messages may go to it.
 */
export async function isAccountEmail(db: Queryable, userId: string | null, email: string): Promise<boolean> {
  if (userId === null) return false;
  const user = await findUserById(db, userId);
  return user !== null && user.email.toLowerCase() === email.toLowerCase();
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
  return row ?? null;
}

export async function findUserByMobile(db: Queryable, mobile: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE mobile_number = $1', [mobile]);
  return row ?? null;
}

export async function insertUser(db: Queryable, details: SignupDetails, now: Date): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (id, first_name, last_name, email, mobile_number, created_at, last_signed_in_at,
       marketing_opt_in_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7)
     RETURNING *`,
    [
      randomUUID(),
      details.first_name,
      details.last_name,
      details.email,
      details.mobile_number,
      now.toISOString(),
      details.marketing_opt_in_at ?? null,
    ],
  );
  if (!row) throw new Error('INSERT INTO users returned no row');
  return row;
}

/**
 * The account's new names (checked by the caller), noted in its history and kept with the names
 * they replace so the owner can undo the change (services/account-changes.ts); the same names again
 * change nothing and add nothing (`changeId` null). Null when the account is gone.
 */
export async function renameUser(
  db: Db,
  id: string,
  names: { first_name: string; last_name: string },
  now: Date,
): Promise<{ user: UserRow; changeId: string | null } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [id]);
    if (!before) return null;
    if (before.first_name === names.first_name && before.last_name === names.last_name) {
      return { user: before, changeId: null };
    }
    const [row] = await tx.query<UserRow>(
      'UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1 RETURNING *',
      [id, names.first_name, names.last_name],
    );
    await addHistory(tx, id, { kind: 'details_changed', description: 'Changed your name' }, now);
    const previous = { first_name: before.first_name, last_name: before.last_name };
    const changeId = await recordAccountChange(tx, id, 'name', previous, now);
    return { user: row ?? before, changeId };
  });
}

/** The account's new mobile number (E.164, confirmed by a code); null when the account is gone. */
export async function setUserMobile(db: Queryable, id: string, mobile: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('UPDATE users SET mobile_number = $2 WHERE id = $1 RETURNING *', [
    id,
    mobile,
  ]);
  return row ?? null;
}

export function userDetails(user: UserRow): UserDetailsAnswer {
  return {
    status: 'signed_in',
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    mobile_number: user.mobile_number,
  };
}

export function signedUpAt(user: UserRow): string | null {
  return toIso(user.created_at);
}
