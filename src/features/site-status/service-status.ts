/**
 * What the status page says about the API, from its `/status/` answer: the server reports
 * `database.reachable` and answers 503 when the database is down.
 */
import { APP_KEY_HEADER, clientEnv } from '../../config/env';

export interface ServiceStatus {
  ok: boolean;
  detail: string;
}

export interface StatusAnswer {
  httpStatus: number;
  body: unknown;
  /** How long the answer took, in milliseconds. */
  ms: number;
}

function databaseReachable(body: unknown): boolean | null {
  if (typeof body !== 'object' || body === null) return null;
  const database = (body as { database?: unknown }).database;
  if (typeof database !== 'object' || database === null) return null;
  const reachable = (database as { reachable?: unknown }).reachable;
  return typeof reachable === 'boolean' ? reachable : null;
}

/** `null` when no answer came at all. */
export function describeServiceStatus(answer: StatusAnswer | null): ServiceStatus {
  if (answer === null) {
    return { ok: false, detail: 'The service could not be reached. Check your connection and try again.' };
  }
  const reachable = databaseReachable(answer.body);
  const timing = `The service answered in ${Math.round(answer.ms)} ms`;
  if (reachable === false) {
    return {
      ok: false,
      detail: `${timing}, but its database is not reachable: sign-in, surveys and offers will fail until it is back.`,
    };
  }
  if (answer.httpStatus < 200 || answer.httpStatus > 299) {
    return { ok: false, detail: `The service answered with an error (${answer.httpStatus}).` };
  }
  if (reachable === null) {
    return { ok: false, detail: `${timing}, but did not say whether its database is reachable.` };
  }
  return { ok: true, detail: `${timing}. The database is reachable.` };
}

export async function checkServiceStatus(): Promise<ServiceStatus> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(`${clientEnv.apiBase}/status/`, {
      method: 'POST',
      credentials: 'include',
      headers: { [APP_KEY_HEADER]: clientEnv.appKey },
    });
  } catch {
    return describeServiceStatus(null);
  }
  const body: unknown = await response.json().catch(() => null);
  return describeServiceStatus({ httpStatus: response.status, body, ms: performance.now() - started });
}
