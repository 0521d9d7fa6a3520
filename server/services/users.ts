import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { toIso } from '../lib/time';
import type { SignupDetails } from './one-time-codes';

export interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  created_at: unknown;
  last_signed_in_at: unknown;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row ?? null;
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
    `INSERT INTO users (id, first_name, last_name, email, mobile_number, created_at, last_signed_in_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     RETURNING *`,
    [
      randomUUID(),
      details.first_name,
      details.last_name,
      details.email,
      details.mobile_number,
      now.toISOString(),
    ],
  );
  if (!row) throw new Error('INSERT INTO users returned no row');
  return row;
}

export interface UserDetails {
  status: 'signed_in';
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
}

export function userDetails(user: UserRow): UserDetails {
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
