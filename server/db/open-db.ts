import path from 'node:path';
import type { ServerConfig } from '../config/env';
import type { Db } from './db';
import { createPgDb } from './pg-db';
import { createPgliteDb } from './pglite-db';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database under DATA_DIR. */
export async function openDb(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return createPgDb({ connectionString: config.databaseUrl });
  return createPgliteDb({ dataDir: path.resolve(config.dataDir) });
}
