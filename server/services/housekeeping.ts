/**
 * Deletes what has no further use: sessions past either time limit (they are refused anyway; this
 * keeps the table small), one-time codes older than a day (long after their 10-minute life and
 * the 10-minute send window that counts them), and rate-limit counters whose window has ended.
 * And what the privacy page says is kept only so long (src/domain/record-retention.ts): tracked
 * actions, error and Content-Security-Policy reports, and a visit's technical details (the visit
 * itself stays, without them, for the surveys that name it). And card reminders and alerts whose
 * address was never confirmed once their last link has expired: they would never be sent. And saved
 * cards removed on the account page once their undo time has passed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { RECORD_RETENTION_DAYS } from '../../src/domain/record-retention';
import { sessionEndBounds } from './sessions';
import type { Queryable } from '../db/db';
import type { Clock } from '../lib/time';
import { removeEndedRateLimitWindows } from '../plugins/rate-limit-store';
import { removeUnconfirmedRegistrations } from './follow-up-opt-in';
import { removeExpiredRemovedCards } from './removed-cards';

const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_RETENTION_MS = DAY_MS;
const EVERY_MS = 60 * 60 * 1000;

export interface RemovedRecords {
  sessions: number;
  codes: number;
  rateLimitCounters: number;
  trackedActions: number;
  errorReports: number;
  cspReports: number;
  visitDetails: number;
  unconfirmedRegistrations: number;
  /** Saved cards removed on the account page and not put back within the undo time. */
  removedCards: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

async function removeOldVisitRecords(
  db: Queryable,
  now: Date,
): Promise<Pick<RemovedRecords, 'trackedActions' | 'errorReports' | 'cspReports' | 'visitDetails'>> {
  const actionsBefore = daysBefore(now, RECORD_RETENTION_DAYS.trackedActions);
  const reportsBefore = daysBefore(now, RECORD_RETENTION_DAYS.errorReports);
  const trackedActions = await db.query('DELETE FROM events WHERE received_at <= $1 RETURNING id', [
    actionsBefore,
  ]);
  const errorReports = await db.query('DELETE FROM error_reports WHERE created_at <= $1 RETURNING id', [
    reportsBefore,
  ]);
  const cspReports = await db.query('DELETE FROM csp_reports WHERE created_at <= $1 RETURNING id', [
    reportsBefore,
  ]);
  const visitDetails = await db.query(
    `UPDATE visits SET referrer = NULL, ga_id = NULL, client_info = NULL, cookies = NULL, flags = NULL
     WHERE last_seen_at <= $1
       AND (referrer IS NOT NULL OR ga_id IS NOT NULL OR client_info IS NOT NULL OR cookies IS NOT NULL OR flags IS NOT NULL)
     RETURNING id`,
    [daysBefore(now, RECORD_RETENTION_DAYS.visitDetails)],
  );
  return {
    trackedActions: trackedActions.length,
    errorReports: errorReports.length,
    cspReports: cspReports.length,
    visitDetails: visitDetails.length,
  };
}

export async function removeExpired(db: Queryable, now: Date): Promise<RemovedRecords> {
  const ended = sessionEndBounds(now);
  const sessions = await db.query(
    'DELETE FROM sessions WHERE last_seen_at <= $1 OR COALESCE(signed_in_at, created_at) <= $2 RETURNING id_hash',
    [ended.idleBefore, ended.startedBefore],
  );
  const codes = await db.query('DELETE FROM one_time_codes WHERE created_at <= $1 RETURNING id', [
    new Date(now.getTime() - CODE_RETENTION_MS).toISOString(),
  ]);
  const rateLimitCounters = await removeEndedRateLimitWindows(db, now);
  const old = await removeOldVisitRecords(db, now);
  const unconfirmedRegistrations = await removeUnconfirmedRegistrations(db, now);
  const removedCards = await removeExpiredRemovedCards(db, now);
  return {
    sessions: sessions.length,
    codes: codes.length,
    rateLimitCounters,
    ...old,
    unconfirmedRegistrations,
    removedCards,
  };
}

/** Runs removeExpired now and every hour; returns the function that stops it. */
export function startHousekeeping(db: Queryable, now: Clock, log: FastifyBaseLogger): () => void {
  const run = () =>
    removeExpired(db, now()).then(
      (removed) => log.debug(removed, 'Removed expired sessions, codes and old visit records'),
      (error: unknown) => log.warn({ err: error }, 'Housekeeping failed'),
    );
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
