/**
 * News about StaySmart by e-mail goes only to an account that asked for it (Spam Act 2003): the
 * unticked box at sign-up, or "Send me news" on the account page. The account keeps the time it
 * agreed (`users.marketing_opt_in_at`); stopping clears it. Reminders and alerts a visitor asked for
 * are not news: each has its own confirmation and its own list (services/follow-up-opt-in.ts,
 * services/email-lists.ts).
 */
import type { Db, Queryable } from '../db/db';
import { toIso } from '../lib/time';
import { addHistory } from './user-records';

/** The list `/unsubscribeMember/` and `/resubscribeMember/` answer for. */
export const NEWS_LIST = 'newsletter';

export const NEWS_AGREED = 'Agreed to occasional news about StaySmart by e-mail';
export const NEWS_STOPPED = 'Stopped news about StaySmart by e-mail';

/** When the account agreed to news, or null when it has not (or has since stopped). */
export async function marketingOptInAt(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ marketing_opt_in_at: unknown }>(
    'SELECT marketing_opt_in_at FROM users WHERE id = $1',
    [userId],
  );
  return toIso(row?.marketing_opt_in_at);
}

/**
 * Agrees to news (keeping the earlier time when already agreed) or stops it, noting a change in the
 * account's history; the same choice again changes nothing. Answers the time of the agreement, or
 * null; undefined when the account is gone.
 */
export async function setMarketingConsent(
  db: Db,
  userId: string,
  agreed: boolean,
  now: Date,
): Promise<string | null | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ marketing_opt_in_at: unknown }>(
      'SELECT marketing_opt_in_at FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    if (!before) return undefined;
    const was = toIso(before.marketing_opt_in_at);
    if ((was !== null) === agreed) return was;
    const at = agreed ? now.toISOString() : null;
    await tx.query('UPDATE users SET marketing_opt_in_at = $2 WHERE id = $1', [userId, at]);
    await addHistory(
      tx,
      userId,
      { kind: agreed ? 'news_agreed' : 'news_stopped', description: agreed ? NEWS_AGREED : NEWS_STOPPED },
      now,
    );
    return at;
  });
}
