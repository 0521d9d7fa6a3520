import { Batcher } from '../db/batcher';
import type { Queryable } from '../db/db';
import { newSession, newVisitId, type NewSession, type SessionState } from './sessions';

export interface VisitInput {
  browserId: string;
  visitId: string | null;
  userId: string | null;
  referrer: string | null;
  gaId: string | null;
  app: string | null;
  frontend: string | null;
  clientInfo: unknown;
  cookies: unknown;
  flags: unknown;
  userAgent: string | null;
}

/** A /main/ call: its visit details, and the caller's session (null: a new session is made). */
export interface VisitStart extends VisitInput {
  session: SessionState | null;
  now: Date;
}

export interface VisitStarted {
  visitId: string;
  resumed: boolean;
  /** The new session when the caller had none (its cookies still have to be set). */
  next: NewSession | null;
}

export type VisitStarter = Batcher<VisitStart, VisitStarted>;

/** /main/ runs on every page load: the starts queued in the same turn are stored in one statement. */
export function createVisitStarter(db: Queryable): VisitStarter {
  return new Batcher({ what: 'start the visit', run: (starts) => startVisits(db, starts) });
}

/**
 * Stores the browsers and resumes each visit that exists and belongs to its browser; any other
 * visit id (unknown, or another browser's) starts a new visit, so one browser cannot attach its
 * actions to someone else's visit. Starts without a session get a new one; the others have their
 * session pointed at the visit.
 *
 * One statement (data-modifying CTEs, so it is atomic without a transaction) does the work of
 * every start in the batch. Where two starts touch the same browser, visit or session, the rows
 * end as if the starts had run one after another in queue order. The `= ANY(ARRAY(...))`
 * conditions let the planner find the visits and sessions by primary key; joined to the JSON rows
 * alone (planned as 100 rows) it would scan whole tables.
 */
export async function startVisits(db: Queryable, starts: readonly VisitStart[]): Promise<VisitStarted[]> {
  const browsers = new Map<string, BrowserRow>();
  const resumes = new Map<string, ResumeRow>();
  const lastStartOfSession = new Map<string, number>();
  starts.forEach((start, n) => {
    if (start.session) lastStartOfSession.set(start.session.idHash, n);
  });
  const created: (NewSession | null)[] = [];
  const rows = starts.map((start, n) => {
    const at = start.now.toISOString();
    const known = browsers.get(start.browserId);
    browsers.set(start.browserId, {
      id: start.browserId,
      first_seen_at: known?.first_seen_at ?? at,
      last_seen_at: at,
      user_agent: start.userAgent ?? known?.user_agent ?? null,
    });
    const resumeId = start.visitId && isUuid(start.visitId) ? start.visitId.toLowerCase() : null;
    if (resumeId) {
      const resumeKey = `${resumeId} ${start.browserId}`;
      const earlier = resumes.get(resumeKey);
      resumes.set(resumeKey, {
        id: resumeId,
        browser_id: start.browserId,
        at,
        user_id: start.userId ?? earlier?.user_id ?? null,
        flags: start.flags ?? earlier?.flags ?? null,
      });
    }
    const next = start.session
      ? null
      : newSession({ browserId: start.browserId, visitId: null, userId: null }, start.now);
    created.push(next);
    return {
      n,
      browser_id: start.browserId,
      resume_id: resumeId,
      new_visit_id: newVisitId(),
      user_id: start.userId,
      at,
      referrer: start.referrer,
      ga_id: start.gaId,
      app: start.app,
      frontend: start.frontend,
      client_info: start.clientInfo ?? null,
      cookies: start.cookies ?? null,
      flags: start.flags ?? null,
      new_session_hash: next?.session.idHash ?? null,
      xsrf_token: next?.session.xsrfToken ?? null,
      // Only the last start of a session moves it, as the last of several calls would.
      session_hash:
        start.session && lastStartOfSession.get(start.session.idHash) === n ? start.session.idHash : null,
    };
  });
  const decided = await db.query<{ n: number; visit_id: string; resumed: boolean }>(
    `WITH
       stored_browsers AS (
         INSERT INTO browsers AS b (id, first_seen_at, last_seen_at, user_agent)
         SELECT x.id, x.first_seen_at, x.last_seen_at, x.user_agent
         FROM jsonb_to_recordset($1::jsonb)
           AS x (id text, first_seen_at timestamptz, last_seen_at timestamptz, user_agent text)
         ON CONFLICT (id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at,
           user_agent = COALESCE(EXCLUDED.user_agent, b.user_agent)
       ),
       resumed AS (
         UPDATE visits AS v SET last_seen_at = r.at, user_id = COALESCE(r.user_id, v.user_id),
           flags = COALESCE(r.flags, v.flags)
         FROM jsonb_to_recordset($2::jsonb) AS r (id uuid, browser_id text, at timestamptz, user_id uuid, flags jsonb)
         WHERE v.id = r.id AND v.browser_id = r.browser_id
           AND v.id = ANY(ARRAY(SELECT (jsonb_array_elements($2::jsonb) ->> 'id')::uuid))
         RETURNING v.id, v.browser_id
       ),
       starts AS (
         SELECT s.*, r.id IS NOT NULL AS resumed, COALESCE(r.id, s.new_visit_id) AS visit_id
         FROM jsonb_to_recordset($3::jsonb)
           AS s (n int, browser_id text, resume_id uuid, new_visit_id uuid, user_id uuid, at timestamptz,
             referrer text, ga_id text, app text, frontend text, client_info jsonb, cookies jsonb, flags jsonb,
             new_session_hash text, xsrf_token text, session_hash text)
         LEFT JOIN resumed AS r ON r.id = s.resume_id AND r.browser_id = s.browser_id
       ),
       new_visits AS (
         INSERT INTO visits (id, browser_id, user_id, created_at, last_seen_at, referrer, ga_id, app, frontend,
           client_info, cookies, flags)
         SELECT visit_id, browser_id, user_id, at, at, referrer, ga_id, app, frontend, client_info, cookies, flags
         FROM starts WHERE NOT resumed
       ),
       new_sessions AS (
         INSERT INTO sessions (id_hash, xsrf_token, browser_id, visit_id, user_id, created_at, last_seen_at)
         SELECT new_session_hash, xsrf_token, browser_id, visit_id, NULL, at, at
         FROM starts WHERE new_session_hash IS NOT NULL
       ),
       moved_sessions AS (
         UPDATE sessions AS x SET browser_id = s.browser_id, visit_id = s.visit_id
         FROM starts AS s
         WHERE x.id_hash = s.session_hash
           AND x.id_hash = ANY(ARRAY(SELECT session_hash FROM starts WHERE session_hash IS NOT NULL))
           AND (x.browser_id, x.visit_id) IS DISTINCT FROM (s.browser_id, s.visit_id)
       )
     SELECT n, visit_id::text AS visit_id, resumed FROM starts ORDER BY n`,
    [JSON.stringify([...browsers.values()]), JSON.stringify([...resumes.values()]), JSON.stringify(rows)],
  );
  // Stored: now the in-memory sessions can follow (a failed batch runs again from the same state).
  return starts.map((start, n) => {
    const { visit_id: visitId, resumed } = decided[n] as { visit_id: string; resumed: boolean };
    const next = created[n] ?? null;
    const session = start.session ?? next?.session;
    if (session) {
      session.browserId = start.browserId;
      session.visitId = visitId;
    }
    return { visitId, resumed, next };
  });
}

interface BrowserRow {
  id: string;
  first_seen_at: string;
  last_seen_at: string;
  user_agent: string | null;
}

interface ResumeRow {
  id: string;
  browser_id: string;
  at: string;
  user_id: string | null;
  flags: unknown;
}

/** Whether a visit belongs to this browser (a visit id in a body must not reach another browser's data). */
export async function visitBelongsToBrowser(
  db: Queryable,
  visitId: string,
  browserId: string,
): Promise<boolean> {
  if (!isUuid(visitId)) return false;
  const rows = await db.query('SELECT 1 FROM visits WHERE id = $1 AND browser_id = $2', [visitId, browserId]);
  return rows.length > 0;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
