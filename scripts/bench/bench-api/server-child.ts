/**
 * What runs in the benchmark's child processes (`server-processes.ts` starts them): `api`, the real
 * start-up path with the rate limits lifted, or `bare`, Fastify with one JSON route. Each tells the
 * parent its port and answers its questions about CPU time.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { loadEnv } from '../../../server/config/env';
import type { RateLimitSettings } from '../../../server/plugins/rate-limit';
import { closeOnSignals, startServer } from '../../../server/server';

const unlimited = { max: 1e9, windowMs: 60_000 };
/** This measures the work, not the limiter. */
const NO_LIMITS: RateLimitSettings = {
  authSend: { ip: unlimited, session: unlimited },
  authVerify: { ip: unlimited, session: unlimited },
  write: { ip: unlimited, session: unlimited },
  compute: { ip: unlimited, session: unlimited },
  read: { ip: unlimited, session: unlimited },
  errorReport: { ip: unlimited, session: unlimited },
  cspReport: { ip: unlimited, session: unlimited },
};

/** The API server: the real start-up path with the limits lifted. */
async function serveApi(): Promise<void> {
  const app = await startServer(loadEnv(), {
    rateLimits: NO_LIMITS,
    ...(process.env.BENCH_RATE_LIMIT_COUNTERS === 'memory' ? { rateLimitCounters: 'memory' as const } : {}),
  });
  closeOnSignals(app);
  answerCpuQueries();
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

/** The bare route: Fastify with one JSON route and nothing else, the ceiling on this machine. */
async function serveBare(): Promise<void> {
  const bare = Fastify({ logger: false });
  bare.post('/bench/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
  answerCpuQueries();
  process.send?.({ port: (bare.server.address() as AddressInfo).port });
}

/**
 * The parent asks a child for its CPU time (user + system) before and after each measurement:
 * CPU per request is the figure least moved by other work on a shared machine.
 */
function answerCpuQueries(): void {
  process.on('message', (message) => {
    if (message !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000 });
  });
}

const serve = { api: serveApi, bare: serveBare }[process.argv[2] ?? ''];
if (!serve) {
  console.error(`The benchmark's server child serves "api" or "bare", not "${process.argv[2]}".`);
  process.exit(1);
}
serve().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
