import type { Queryable } from '../db/db';
import { newVisitId } from './sessions';

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

/**
 * Stores the browser and resumes the visit when it exists and belongs to this browser; any other
 * visit id (unknown, or another browser's) starts a new visit, so one browser cannot attach its
 * actions to someone else's visit.
 */
export async function startOrResumeVisit(
  tx: Queryable,
  input: VisitInput,
  now: Date,
): Promise<{ visitId: string; resumed: boolean }> {
  const at = now.toISOString();
  await tx.query(
    `INSERT INTO browsers (id, first_seen_at, last_seen_at, user_agent) VALUES ($1, $2, $2, $3)
     ON CONFLICT (id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at,
       user_agent = COALESCE(EXCLUDED.user_agent, browsers.user_agent)`,
    [input.browserId, at, input.userAgent],
  );
  if (input.visitId && isUuid(input.visitId)) {
    const resumed = await tx.query<{ id: string }>(
      `UPDATE visits SET last_seen_at = $3, user_id = COALESCE($4, user_id), flags = COALESCE($5::jsonb, flags)
       WHERE id = $1 AND browser_id = $2
       RETURNING id`,
      [
        input.visitId,
        input.browserId,
        at,
        input.userId,
        input.flags === undefined ? null : JSON.stringify(input.flags),
      ],
    );
    if (resumed[0]) return { visitId: resumed[0].id, resumed: true };
  }
  const visitId = newVisitId();
  await tx.query(
    `INSERT INTO visits (id, browser_id, user_id, created_at, last_seen_at, referrer, ga_id, app, frontend,
       client_info, cookies, flags)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb)`,
    [
      visitId,
      input.browserId,
      input.userId,
      at,
      input.referrer,
      input.gaId,
      input.app,
      input.frontend,
      jsonOrNull(input.clientInfo),
      jsonOrNull(input.cookies),
      jsonOrNull(input.flags),
    ],
  );
  return { visitId, resumed: false };
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

function jsonOrNull(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}
