/** @jest-environment ./server/test/pglite-environment.ts */
import { randomUUID } from 'node:crypto';
import { BatchError } from '../db/batcher';
import type { Queryable } from '../db/db';
import { encodeWebAddress } from '../lib/web-address';
import { createEventWriter, type EventBatch, storeEventBatches } from '../services/events';
import { SessionReader } from '../services/session-reader';
import { createSession, hashSessionToken } from '../services/sessions';
import { startVisits, type VisitStart } from '../services/visits';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

function actions(from: number, count: number, action = 'content browsing') {
  return Array.from({ length: count }, (_, index) => ({
    action,
    data: { index: from + index },
    url: encodeWebAddress('/credit-cards/'),
    sequence_id: from + index,
  }));
}

/** A database handle that counts statements and can be made to fail, in front of the test database. */
function instrumented(db: Queryable) {
  const state = { statements: 0, down: false };
  const handle: Queryable = {
    query: (sql, params) => {
      state.statements += 1;
      return state.down ? Promise.reject(new Error('connection lost')) : db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  return { handle, state };
}

describe.each(testDrivers())('batched reads and writes on %s', (driver) => {
  const t = useTestApp(driver);

  async function visitor(): Promise<TestClient> {
    const client = t().client();
    await client.main();
    return client;
  }

  describe('/updateEvents/', () => {
    test('concurrent batches, overlapping and resent, are all stored exactly once', async () => {
      const clients = await Promise.all(Array.from({ length: 12 }, () => visitor()));
      const dcIds = clients.map(() => `dc-${randomUUID()}`);
      // Each visitor sends actions 1-5 and 3-8 at once, and the first batch twice.
      const sends = clients.flatMap((client, i) => {
        const body = (from: number, count: number) => ({ actions: actions(from, count), dc_id: dcIds[i] });
        return [body(1, 5), body(3, 6), body(1, 5)].map((batch) => client.post('/updateEvents/', batch));
      });
      const answers = (await Promise.all(sends)).map((response) => {
        expect(response.statusCode).toBe(200);
        return response.json<{ received: number; stored: number; duplicates: number }>();
      });
      for (let i = 0; i < clients.length; i += 1) {
        const mine = answers.slice(i * 3, i * 3 + 3);
        expect(mine.reduce((sum, answer) => sum + answer.stored, 0)).toBe(8);
        for (const answer of mine) expect(answer.stored + answer.duplicates).toBe(answer.received);
      }
      const rows = await t().db.query<{ dc_id: string; count: number }>(
        `SELECT dc_id, count(*)::int AS count FROM events
         WHERE dc_id IN (SELECT jsonb_array_elements_text($1::jsonb)) GROUP BY dc_id`,
        [JSON.stringify(dcIds)],
      );
      expect(rows.map((row) => row.count)).toEqual(dcIds.map(() => 8));
    });

    test('an action the database refuses fails only its own request, not the others in its batch', async () => {
      // The API refuses NUL before it reaches a batch (plugins/body-parsers.ts); the writer is
      // given one directly, as the stand-in for any value PostgreSQL refuses.
      const writer = createEventWriter(t().db);
      const dcIds = [1, 2, 3, 4].map(() => `dc-${randomUUID()}`);
      const batch = (dcId: string, action: string): EventBatch => ({
        dcId,
        visitId: null,
        browserId: 'browser-refused',
        userId: null,
        app: null,
        receivedAt: t().clock.now(),
        actions: [1, 2, 3].map((sequence) => ({
          sequence_id: sequence,
          action,
          data: null,
          url: null,
          occurred_at: null,
          started_at: null,
        })),
      });
      // Added in one turn of the event loop, so they share one statement.
      const outcomes = await Promise.allSettled(
        dcIds.map((dcId, i) => writer.add(batch(dcId, i === 1 ? 'bad\u0000action' : 'ok'))),
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      const stored = await t().db.query<{ dc_id: string }>(
        'SELECT DISTINCT dc_id FROM events WHERE dc_id IN (SELECT jsonb_array_elements_text($1::jsonb))',
        [JSON.stringify(dcIds)],
      );
      expect(stored.map((row) => row.dc_id).sort()).toEqual([dcIds[0], dcIds[2], dcIds[3]].sort());
    });

    test('a NUL in an action is a 400 naming the field, and nothing of the batch is stored', async () => {
      const client = await visitor();
      const dcId = `dc-${randomUUID()}`;
      const response = await client.post('/updateEvents/', {
        actions: [...actions(1, 2), ...actions(3, 1, 'bad\u0000action')],
        dc_id: dcId,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(
        '"actions[2].action" must not contain the null character (U+0000).',
      );
      expect(await t().db.query('SELECT 1 FROM events WHERE dc_id = $1', [dcId])).toEqual([]);
    });

    test('when the database fails, every waiting batch is refused with a clear error; acknowledged ones stay', async () => {
      const { handle, state } = instrumented(t().db);
      const writer = createEventWriter(handle);
      const dcId = `dc-${randomUUID()}`;
      const batch = (from: number): EventBatch => ({
        dcId,
        visitId: null,
        browserId: 'browser-failing',
        userId: null,
        app: null,
        receivedAt: t().clock.now(),
        actions: [
          { sequence_id: from, action: 'x', data: null, url: null, occurred_at: null, started_at: null },
        ],
      });
      expect(await Promise.all([writer.add(batch(1)), writer.add(batch(2))])).toEqual([
        { stored: 1 },
        { stored: 1 },
      ]);

      state.down = true;
      const refused = await Promise.allSettled([3, 4, 5].map((from) => writer.add(batch(from))));
      for (const outcome of refused) {
        expect(outcome).toEqual({
          status: 'rejected',
          reason: new BatchError('store the tracked actions', new Error('connection lost')),
        });
      }
      expect((refused[0] as PromiseRejectedResult).reason.message).toBe(
        'Could not store the tracked actions: connection lost',
      );
      const rows = await t().db.query<{ sequence_id: number }>(
        'SELECT sequence_id FROM events WHERE dc_id = $1 ORDER BY sequence_id',
        [dcId],
      );
      expect(rows).toEqual([{ sequence_id: 1 }, { sequence_id: 2 }]);
    });
  });

  describe('one batch holding several requests', () => {
    const eventBatch = (dcId: string, from: number, count: number): EventBatch => ({
      dcId,
      visitId: null,
      browserId: 'browser-batch',
      userId: null,
      app: null,
      receivedAt: t().clock.now(),
      actions: Array.from({ length: count }, (_, i) => ({
        sequence_id: from + i,
        action: 'x',
        data: { n: from + i },
        url: null,
        occurred_at: null,
        started_at: null,
      })),
    });

    test('events: an action in two requests of one batch is stored once, counted for the first', async () => {
      const dcId = `dc-${randomUUID()}`;
      const other = `dc-${randomUUID()}`;
      const batches = [
        eventBatch(dcId, 1, 5),
        eventBatch(dcId, 3, 5),
        eventBatch(dcId, 1, 5),
        eventBatch(other, 1, 2),
      ];
      expect(await storeEventBatches(t().db, batches)).toEqual([
        { stored: 5 },
        { stored: 2 },
        { stored: 0 },
        { stored: 2 },
      ]);
      expect(await storeEventBatches(t().db, [eventBatch(dcId, 7, 3)])).toEqual([{ stored: 2 }]);
      const [row] = await t().db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM events WHERE dc_id = $1',
        [dcId],
      );
      expect(row?.count).toBe(9);
    });

    test('visits: starts of one browser and one session end as if run one after another', async () => {
      const owner = await visitor();
      const session = (await t().app.ctx.batches.sessions.read(
        hashSessionToken(owner.sessionCookie as string),
        t().clock.now(),
      ))!;
      const browserId = owner.browserId;
      const base: Omit<VisitStart, 'browserId' | 'visitId' | 'session'> = {
        userId: null,
        referrer: null,
        gaId: null,
        app: null,
        frontend: null,
        clientInfo: undefined,
        cookies: undefined,
        flags: undefined,
        userAgent: null,
        now: t().clock.now(),
      };
      const newBrowser = `browser-${randomUUID()}`;
      const started = await startVisits(t().db, [
        { ...base, browserId, visitId: owner.visitId, session, flags: { n: 1 } },
        { ...base, browserId, visitId: owner.visitId, session, flags: { n: 2 }, userAgent: 'agent-2' },
        { ...base, browserId: newBrowser, visitId: owner.visitId, session: null },
        { ...base, browserId: newBrowser, visitId: null, session: null, userAgent: 'agent-new' },
      ]);
      expect(started.map((start) => start.resumed)).toEqual([true, true, false, false]);
      expect(started[0]?.visitId).toBe(owner.visitId);
      expect(started[1]?.visitId).toBe(owner.visitId);
      expect(new Set(started.map((start) => start.visitId)).size).toBe(3);
      expect(started.map((start) => start.next === null)).toEqual([true, true, false, false]);
      const [visit] = await t().db.query<{ flags: unknown }>('SELECT flags FROM visits WHERE id = $1', [
        owner.visitId,
      ]);
      expect(visit?.flags).toEqual({ n: 2 });
      const browsers = await t().db.query<{ id: string; user_agent: string | null }>(
        'SELECT id, user_agent FROM browsers WHERE id IN ($1, $2) ORDER BY id = $2',
        [browserId, newBrowser],
      );
      expect(browsers.map((row) => row.user_agent)).toEqual(['agent-2', 'agent-new']);
      const sessions = await t().db.query<{ visit_id: string }>(
        'SELECT visit_id::text AS visit_id FROM sessions WHERE browser_id = $1 ORDER BY created_at',
        [newBrowser],
      );
      expect(sessions.map((row) => row.visit_id).sort()).toEqual(
        [started[2]?.visitId, started[3]?.visitId].sort() as string[],
      );
    });
  });

  describe('/main/', () => {
    test('concurrent first visits of one browser get a visit and a session each', async () => {
      const first = t().client();
      await first.main();
      const browserId = first.browserId;
      const clients = Array.from({ length: 4 }, () => t().client().sameBrowserAs(first));
      const responses = await Promise.all(clients.map((client) => client.main()));
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      const visitIds = new Set(clients.map((client) => client.visitId));
      const sessions = new Set(clients.map((client) => client.sessionCookie));
      expect(visitIds.size).toBe(4);
      expect(sessions.size).toBe(4);
      const [counts] = await t().db.query<{ browsers: number; visits: number; sessions: number }>(
        `SELECT (SELECT count(*)::int FROM browsers WHERE id = $1) AS browsers,
           (SELECT count(*)::int FROM visits WHERE browser_id = $1) AS visits,
           (SELECT count(*)::int FROM sessions WHERE browser_id = $1) AS sessions`,
        [browserId],
      );
      expect(counts).toEqual({ browsers: 1, visits: 5, sessions: 5 });
    });

    test('concurrent reloads resume the visit; another browser naming it in the same batch gets its own', async () => {
      const owner = await visitor();
      const visitId = owner.visitId;
      const intruder = t().client();
      const [first, second, third, foreign] = await Promise.all([
        owner.main({ flags: { tab: 1 } }),
        owner.main({ flags: { tab: 2 } }),
        owner.main({ flags: { tab: 3 } }),
        intruder.main({ visit_id: visitId }),
      ]);
      for (const response of [first, second, third]) {
        expect(response?.json()).toMatchObject({ visit_id: visitId, resumed: true });
      }
      expect(foreign?.json<{ visit_id: string; resumed: boolean }>().resumed).toBe(false);
      expect(foreign?.json<{ visit_id: string }>().visit_id).not.toBe(visitId);
      const [visit] = await t().db.query<{ flags: unknown }>('SELECT flags FROM visits WHERE id = $1', [
        visitId,
      ]);
      // One of the three reloads' flags, whole: concurrent requests may reach the batch in any order
      // (each first passes its rate-limit check, a database round trip on PostgreSQL).
      expect([{ tab: 1 }, { tab: 2 }, { tab: 3 }]).toContainEqual(visit?.flags);
      // The session still works, and points at the visit.
      const events = await owner.post('/updateEvents/', {
        actions: actions(1, 1),
        dc_id: `dc-${randomUUID()}`,
      });
      expect(events.statusCode).toBe(200);
    });
  });

  describe('/productRedirect/', () => {
    test('concurrent clicks are each logged once under their own click id', async () => {
      const client = await visitor();
      const responses = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          client.post('/productRedirect/', {
            offer_id: '10001-CC00001',
            offer_type: 'Switch',
            webpage_url: encodeWebAddress('/credit-cards/'),
            survey_id: `burst-${i}`,
          }),
        ),
      );
      const clickIds = responses.map((response) => {
        expect(response.statusCode).toBe(200);
        return new URL(response.json<{ url: string }>().url).searchParams.get('click_id');
      });
      expect(new Set(clickIds).size).toBe(15);
      const logged = await t().db.query<{ id: string }>(
        'SELECT id FROM redirects WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)',
        [JSON.stringify(clickIds)],
      );
      expect(logged).toHaveLength(15);
    });
  });

  describe('session lookups', () => {
    async function storedSession() {
      const created = await createSession(
        t().db,
        { browserId: 'browser-reader', visitId: null, userId: null },
        t().clock.now(),
      );
      return hashSessionToken(created.token);
    }

    test('concurrent lookups of one session share one statement and one object', async () => {
      const { handle, state } = instrumented(t().db);
      const reader = new SessionReader(handle, { cacheMs: 0 });
      const idHash = await storedSession();
      const found = await Promise.all([1, 2, 3].map(() => reader.read(idHash, t().clock.now())));
      expect(state.statements).toBe(1);
      expect(found[0]).not.toBeNull();
      expect(found[1]).toBe(found[0]);
      expect(found[2]).toBe(found[0]);
      // Without a cache, the next lookup reads again.
      await reader.read(idHash, t().clock.now());
      expect(state.statements).toBe(2);
    });

    test('with a cache, a session is read once until it times out or is forgotten', async () => {
      const { handle, state } = instrumented(t().db);
      const reader = new SessionReader(handle, { cacheMs: 10_000 });
      const idHash = await storedSession();
      const now = t().clock.now();
      const first = await reader.read(idHash, now);
      expect(await reader.read(idHash, now)).toBe(first);
      expect(state.statements).toBe(1);

      reader.forget(idHash);
      await reader.read(idHash, now);
      expect(state.statements).toBe(2);

      await reader.read(idHash, new Date(now.getTime() + 10_001));
      expect(state.statements).toBe(3);
    });

    test('a lookup under way when the session is forgotten does not fill the cache', async () => {
      const { handle, state } = instrumented(t().db);
      const reader = new SessionReader(handle, { cacheMs: 10_000 });
      const idHash = await storedSession();
      const reading = reader.read(idHash, t().clock.now());
      reader.forget(idHash);
      await reading;
      await reader.read(idHash, t().clock.now());
      expect(state.statements).toBe(2);
    });
  });
});
