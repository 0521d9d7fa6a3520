/** The real server on a fresh embedded database, in this process, for the benchmark's browsers. */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { E2E_OUTBOX_DIR } from '../../../e2e/support/start-e2e-server';

export interface BenchServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Mail and texts go to the browser tests' outbox folder, where their account helpers read the
 * sign-in codes (the benchmark and the browser tests never run at once: both take the build).
 */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  rmSync(E2E_OUTBOX_DIR, { recursive: true, force: true });
  mkdirSync(E2E_OUTBOX_DIR, { recursive: true });
  const { startServer } = await import('../../../server/server');
  const { loadEnv } = await import('../../../server/config/env');
  const app = await startServer(
    loadEnv({
      ...process.env,
      DATA_DIR: dataDir,
      OUTBOX_DIR: E2E_OUTBOX_DIR,
      PORT: '0',
      LOG_LEVEL: 'warn',
    }),
  );
  const { port } = app.server.address() as AddressInfo;
  return {
    // localhost, not 127.0.0.1: browsers allow service workers on plain HTTP only there.
    url: `http://localhost:${port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
