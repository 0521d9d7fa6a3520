/**
 * `npm run serve`: reads the configuration, opens the database, builds the app and listens.
 * SIGINT/SIGTERM close the app (in-flight requests finish, queued messages go out) and the
 * database; a second signal, or ten seconds, forces the exit. SIGHUP reloads the reference data
 * without stopping (data/reference-data-reloader.ts), as does a change in its folder unless
 * WATCH_DATA=false.
 */
import { makeDataDirPrivate } from './lib/private-data-dir';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { EnvError, loadEnv, type ServerConfig } from './config/env';
import { loadReferenceData, ReferenceDataError } from './data/reference-data';
import { openDb } from './db/open-db';
import { productionProblems, UnsafeProductionConfig } from './config/production-checks';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The app on the configured database and reference data, not listening: the server, and commands
 * that need the same context (`jobs:run-due`). Closing the app closes the database; so does a
 * failure to build it.
 */
export async function openApp(
  config: ServerConfig,
  options: Omit<BuildAppOptions, 'config' | 'db' | 'referenceData' | 'closeDbOnClose'> = {},
): Promise<FastifyInstance> {
  const referenceData = loadReferenceData(config.referenceDataDir);
  const db = await openDb(config);
  try {
    return await buildApp({ config, db, referenceData, closeDbOnClose: true, ...options });
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * `overrides` let the API benchmark lift the limits, or count them in memory, while measuring the
 * real start-up path.
 */
export async function startServer(
  config: ServerConfig = loadEnv(),
  overrides: Pick<BuildAppOptions, 'rateLimits' | 'rateLimitCounters'> = {},
): Promise<FastifyInstance> {
  const unsafe = productionProblems(config);
  if (unsafe.length > 0) throw new UnsafeProductionConfig(unsafe);
  makeDataDirPrivate(config.dataDir, config.nodeEnv === 'production');
  const app = await openApp(config, {
    jobWorker: config.jobWorker,
    ...(config.watchReferenceData ? { watchReferenceData: {} } : {}),
    ...overrides,
  });
  const { db, referenceData } = app.ctx;
  await app.listen({ port: config.port, host: config.host });
  // PORT=0 asks for any free port; report the one actually bound.
  const { port } = app.server.address() as AddressInfo;
  app.log.info(
    {
      database: db.driver,
      dataDir: config.dataDir,
      publicDir: config.publicDir,
      outboxDir: config.outboxDir,
      referenceDataDir: config.referenceDataDir,
      dataVersion: referenceData.version,
      watchingData: config.watchReferenceData,
    },
    `StaySmart is serving http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}/`,
  );
  return app;
}

export function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: closing`);
    setTimeout(() => {
      app.log.error('Shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** `kill -HUP <pid>` after a data import: the new data goes live without a restart. Returns the way to stop listening. */
export function reloadOnHangup(app: FastifyInstance): () => void {
  const reload = () => void app.referenceDataReloader.reload('SIGHUP');
  process.on('SIGHUP', reload);
  return () => process.off('SIGHUP', reload);
}

/** Starts the server as `npm run serve` does; resolves with the app (the process exits when it cannot start). */
export async function main(): Promise<FastifyInstance> {
  try {
    const app = await startServer();
    closeOnSignals(app);
    reloadOnHangup(app);
    return app;
  } catch (error) {
    // Configuration and data problems are the operator's to fix: print them plainly, no stack.
    if (
      error instanceof EnvError ||
      error instanceof ReferenceDataError ||
      error instanceof UnsafeProductionConfig
    )
      console.error(error.message);
    else console.error(error);
    return process.exit(1);
  }
}

if (require.main === module) void main();
