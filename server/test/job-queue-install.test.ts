/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/db';
import { createPgDb } from '../db/pg-db';
import { startJobQueue } from '../jobs/job-queue';
import { createTestDatabase, testDrivers } from './helpers/test-database';

const PROCESSES = 6;

describe.each(testDrivers().filter((driver) => driver === 'pg'))(
  'the job queue on a new %s database',
  (driver) => {
    test('processes that start at once all start, and the queue is installed once', async () => {
      const database = await createTestDatabase(driver);
      const processes: Db[] = [];
      const queues: PgBoss[] = [];
      try {
        // Each its own pool, as separate processes would have.
        for (let n = 0; n < PROCESSES; n += 1)
          processes.push(await createPgDb({ connectionString: database.url ?? '', max: 3 }));
        const started = await Promise.allSettled(
          processes.map((db) => startJobQueue(db, { background: false })),
        );
        for (const outcome of started) if (outcome.status === 'fulfilled') queues.push(outcome.value);
        expect(
          started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started')),
        ).toEqual(Array.from({ length: PROCESSES }, () => 'started'));
        const [versions] = await database.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM pgboss.version',
        );
        expect(versions?.count).toBe(1);
        // Every process can use it: a job sent by one is there for the others.
        await queues[0]?.send('dead-letters', { from: 'first' });
        const [job] = await database.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'dead-letters'`,
        );
        expect(job?.count).toBe(1);
      } finally {
        await Promise.all(queues.map((boss) => boss.stop({ graceful: false })));
        await Promise.all(processes.map((db) => db.close()));
        await database.dispose();
      }
    }, 60_000);
  },
);
