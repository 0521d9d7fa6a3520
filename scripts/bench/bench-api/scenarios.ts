/**
 * The routes under load: how each run's requests are built, and how the writes its 2xx answers
 * acknowledged are found again in the database once the server has stopped.
 */
import type { Queryable } from '../../../server/db/db';
import { JSON_HEADERS, type Session } from './api-client';
import type { Load, Measurement } from './load-driver';

const ACTIONS_PER_BATCH = 5;

export interface WriteCheck {
  label: string;
  ok: boolean;
  detail: string;
}

/**
 * A route under load. `load(tag)` builds the load of one run; the tag (short, unique per run)
 * marks the rows that run writes, so that `check` can compare them with the run's 2xx answers.
 */
export interface Scenario {
  route: string;
  load(tag: string): Load;
  check?(db: Queryable, tag: string, measurement: Measurement): Promise<WriteCheck>;
}

/** What marks the rows a run writes, in a column the server stores as it is sent. */
const runMark = (tag: string) => `bench-${tag}`;

/**
 * Counts a run's rows (`sql`, with the run's mark as $1): as many as 2xx answers, plus at most the
 * answers never read.
 */
function countCheck(label: string, sql: string): NonNullable<Scenario['check']> {
  return async (db, tag, measurement) => {
    const [row] = await db.query<{ count: number }>(sql, [runMark(tag)]);
    const stored = row?.count ?? 0;
    const extra = stored - measurement.ok;
    return {
      label,
      ok: extra >= 0 && extra <= measurement.unanswered,
      detail:
        `${measurement.ok} acknowledged, ${stored} stored` +
        (extra > 0 ? ` (+${extra} whose answer was still in flight at the deadline)` : '') +
        (extra < 0 ? `; LOST ${-extra}` : ''),
    };
  };
}

/** The ceiling: one JSON route of plain Fastify, which writes nothing. */
export function bareScenario(base: string): Scenario {
  return {
    route: 'POST /bench/bare (plain Fastify)',
    load: () => ({
      urls: [`${base}/bench/bare`],
      request: () => ({ headers: JSON_HEADERS, body: '{"visit_id":null}' }),
    }),
  };
}

/**
 * First visits: no cookies, so each call makes a browser, visit and session; the run's tag goes in
 * ga_id, which the server stores with the visit.
 */
export function mainScenario(bases: string[]): Scenario {
  const headers = { ...JSON_HEADERS, 'accept-encoding': 'gzip, deflate, br' };
  return {
    route: 'POST /api/v1/main/ (gzip)',
    load: (tag) => ({
      urls: bases.map((base) => `${base}/api/v1/main/`),
      request: () => ({
        headers,
        body: JSON.stringify({
          client_info: { build: 'bench', screen: { width: 1280, height: 800 }, ua: { browser: 'bench' } },
          ga_id: runMark(tag),
          cookies: true,
          referrer: '',
          visit_id: null,
          app: 'credit-cards',
          frontend: 'gatsby',
          flags: {},
        }),
      }),
    }),
    check: countCheck('visits', 'SELECT count(*)::int AS count FROM visits WHERE ga_id = $1'),
  };
}

/** Batch `index` of a run: sequence ids 5k .. 5k+4 under the run's dc_id, from its connection's session. */
function eventsBatch(sessions: Session[], tag: string, index: number, connection: number) {
  const session = sessions[connection % sessions.length] as Session;
  const now = Date.now();
  const actions = Array.from({ length: ACTIONS_PER_BATCH }, (_, offset) => ({
    action: 'content browsing',
    data: { batch: index, offset },
    url: 'L2NyZWRpdC1jYXJkcy8=',
    timestamp: now,
    sequence_id: index * ACTIONS_PER_BATCH + offset,
    start_timestamp: now,
  }));
  return {
    headers: session.headers,
    body: JSON.stringify({ actions, visit_id: session.visitId, dc_id: runMark(tag), app: 'bench' }),
  };
}

/** Every acknowledged batch stored whole, none partial, none never sent. */
async function checkBatches(
  db: Queryable,
  tag: string,
  acknowledged: Set<number>,
  measurement: Measurement,
): Promise<WriteCheck> {
  const batches = await db.query<{ batch: number; actions: number }>(
    `SELECT (sequence_id / ${ACTIONS_PER_BATCH})::int AS batch, count(*)::int AS actions
     FROM events WHERE dc_id = $1 GROUP BY 1`,
    [runMark(tag)],
  );
  const whole = new Set(batches.filter((row) => row.actions === ACTIONS_PER_BATCH).map((row) => row.batch));
  const stored = batches.reduce((sum, row) => sum + row.actions, 0);
  const lost = [...acknowledged].filter((batch) => !whole.has(batch)).length;
  const partial = batches.length - whole.size;
  const extra = whole.size - (acknowledged.size - lost);
  return {
    label: 'events',
    ok: lost === 0 && partial === 0 && extra <= measurement.unanswered,
    detail:
      `${acknowledged.size} acknowledged batches x ${ACTIONS_PER_BATCH} = ` +
      `${acknowledged.size * ACTIONS_PER_BATCH} actions, ${stored} stored` +
      (extra > 0 ? ` (+${extra} batches whose answer was still in flight at the deadline)` : '') +
      (lost || partial ? `; LOST ${lost} batches, ${partial} partial` : ''),
  };
}

/** Batch k of a run comes from session k mod 200; the check finds every acknowledged batch whole. */
export function eventsScenario(bases: string[], sessions: Session[]): Scenario {
  const acknowledgedByTag = new Map<string, Set<number>>();
  return {
    route: `POST /api/v1/updateEvents/ (x${ACTIONS_PER_BATCH})`,
    load: (tag) => {
      const acknowledged = new Set<number>();
      acknowledgedByTag.set(tag, acknowledged);
      return {
        urls: bases.map((base) => `${base}/api/v1/updateEvents/`),
        request: (index, connection) => eventsBatch(sessions, tag, index, connection),
        acknowledged: (index) => acknowledged.add(index),
      };
    },
    check: (db, tag, measurement) =>
      checkBatches(db, tag, acknowledgedByTag.get(tag) ?? new Set<number>(), measurement),
  };
}

/** A click on one offer; the run's tag goes in survey_id, which the server logs with the click. */
export function redirectScenario(bases: string[], sessions: Session[], offerId: string): Scenario {
  return {
    route: 'POST /api/v1/productRedirect/',
    load: (tag) => ({
      urls: bases.map((base) => `${base}/api/v1/productRedirect/`),
      request: (_index, connection) => {
        const session = sessions[connection % sessions.length] as Session;
        return {
          headers: session.headers,
          body: JSON.stringify({
            offer_id: offerId,
            offer_type: 'Switch',
            webpage_url: 'L2NyZWRpdC1jYXJkcy9vZmZlcnMv',
            visit_id: session.visitId,
            survey_id: runMark(tag),
          }),
        };
      },
    }),
    check: countCheck('clicks', 'SELECT count(*)::int AS count FROM redirects WHERE survey_id = $1'),
  };
}
