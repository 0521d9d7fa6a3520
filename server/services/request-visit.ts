import type { Queryable } from '../db/db';
import { ApiError } from '../lib/api-error';
import type { SessionState } from './sessions';
import { visitBelongsToBrowser } from './visits';

/**
 * The visit a request is filed under: the body's `visit_id` when it is one of this browser's
 * visits (another tab's), the session's otherwise; 403 for another browser's visit.
 */
export async function requestVisitId(
  db: Queryable,
  session: SessionState,
  bodyVisitId: string | null | undefined,
): Promise<string | null> {
  if (!bodyVisitId || bodyVisitId === session.visitId) return session.visitId;
  if (!(await visitBelongsToBrowser(db, bodyVisitId, session.browserId))) {
    throw new ApiError(
      403,
      'FORBIDDEN',
      'This visit does not belong to your browser. Reload the page to start a new visit.',
    );
  }
  return bodyVisitId;
}
