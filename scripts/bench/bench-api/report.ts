/** The API benchmark's tables: per set-up, the summary, and on PostgreSQL the counters' cost and scaling. */
import os from 'node:os';
import { type Measurement, round } from './load-driver';
import type { ApiMeasurements, Result } from './measure';
import { CONNECTIONS, RATE, SECONDS, WARMUP_SECONDS } from './settings';

const P99_TARGET_MS = 20;

function printTable(title: string, header: string[], widths: number[], rows: (string | number)[][]): void {
  console.log(`\n${title}`);
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, i) =>
        i === 0 ? String(cell).padEnd(widths[0] ?? 0) : String(cell).padStart(widths[i] ?? 0),
      )
      .join(' ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** `part` of `whole` as a percentage to one decimal, e.g. "12.5%". */
const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
/** A p99 as a multiple of the bare route's (at least 0.1 ms, so a very quick bare route divides). */
const timesBare = (p99: number, bare: Result) => `${(p99 / Math.max(bare.bounded.p99, 0.1)).toFixed(1)}x`;

function printMeasurements(
  title: string,
  rows: Measurement[],
  ratio: string,
  ratioOf: (m: Measurement) => string,
) {
  printTable(
    title,
    [
      'route',
      'req/s',
      'p50 ms',
      'p99 ms',
      'p99 1s-med',
      'max ms',
      ratio,
      'CPU us/req',
      '2xx',
      'non-2xx',
      'errors',
    ],
    [32, 7, 7, 8, 10, 8, 8, 10, 7, 7, 6],
    rows.map((m) => [
      m.route,
      m.rate.toFixed(0),
      m.p50,
      m.p99,
      m.p99Median ?? '-',
      m.max,
      ratioOf(m),
      m.cpuPerRequest,
      m.ok,
      m.non2xx,
      m.errors,
    ]),
  );
  for (const m of rows.filter((row) => row.non2xx > 0)) console.log(`  ${m.route}: non-2xx ${m.statuses}`);
}

/** The first line: what is measured, on what. */
export function printHeading(databaseUrl: string | null, dataDir: string): void {
  console.log(
    `Benchmark: ${CONNECTIONS} connections; bounded load ${RATE} req/s offered; saturation without a rate ` +
      `limit; ${SECONDS} s per measurement after ${WARMUP_SECONDS} s warm-up; ` +
      `${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'} database; reference data from ` +
      `${dataDir}; ${os.cpus().length} CPUs`,
  );
}

/** The bounded and the saturation table of one set-up, then its stored-write checks. */
export function printApiMeasurements(bare: Result, api: ApiMeasurements): void {
  const title = (text: string) => (api.setup.label ? `${text} [${api.setup.label}]` : text);
  printMeasurements(
    title(
      `Bounded load: ${RATE} req/s offered, evenly paced over ${CONNECTIONS} connections ` +
        '(latency counted from when each request was due)',
    ),
    [bare.bounded, ...api.results.map((result) => result.bounded)],
    'p99/bare',
    (m) => timesBare(m.p99, bare),
  );
  printMeasurements(
    title(
      `Saturation: autocannon, ${CONNECTIONS} connections, no rate limit (req/s = median of 1-second samples)`,
    ),
    [bare.saturation, ...api.results.map((result) => result.saturation)],
    'vs bare',
    (m) => share(m.rate, bare.saturation.rate),
  );
  console.log(title('\nStored writes (database opened after the server stopped)'));
  for (const [i, result] of api.results.entries()) {
    for (const check of api.checks[i] ?? []) {
      console.log(
        `  ${check.ok ? 'ok  ' : 'FAIL'} ${`${result.bounded.route}, ${check.label}`.padEnd(52)} ${check.detail}`,
      );
    }
  }
}

export function printSummary(bare: Result, api: ApiMeasurements): void {
  printTable(
    `Summary${api.setup.label ? ` [${api.setup.label}]` : ''} (target: p99 < ${P99_TARGET_MS} ms at ${RATE} ` +
      `req/s over ${CONNECTIONS} connections, no errors, no lost writes; CPU = server CPU time per request at that load)`,
    [
      'route',
      'p99 ms',
      'p99 1s-med',
      'target',
      'p99/bare',
      'CPU us/req',
      'max req/s',
      'vs bare',
      'failed',
      'writes',
    ],
    [32, 8, 10, 7, 8, 10, 9, 7, 6, 6],
    [bare, ...api.results].map(({ bounded: b, saturation: s }, i) => [
      b.route,
      b.p99,
      b.p99Median ?? '-',
      b.p99 < P99_TARGET_MS ? 'met' : 'MISSED',
      timesBare(b.p99, bare),
      b.cpuPerRequest,
      s.rate.toFixed(0),
      share(s.rate, bare.saturation.rate),
      b.non2xx + b.errors + s.non2xx + s.errors,
      i === 0 ? '-' : (api.checks[i - 1] ?? []).every((check) => check.ok) ? 'ok' : 'LOST',
    ]),
  );
}

/** What counting the rate limits in PostgreSQL adds at the bounded load, against counting in memory. */
export function printCounterCost(memory: ApiMeasurements, shared: ApiMeasurements): void {
  printTable(
    `Rate-limit counters at ${RATE} req/s, 1 process: in memory vs in PostgreSQL (shared by every process)`,
    [
      'route',
      'p50 mem',
      'p50 pg',
      'p99 1s-med mem',
      'p99 1s-med pg',
      'added p50 ms',
      'CPU us mem',
      'CPU us pg',
    ],
    [32, 7, 7, 14, 13, 12, 10, 9],
    shared.results.map((result, i) => {
      const pg = result.bounded;
      const mem = (memory.results[i] as Result).bounded;
      return [
        pg.route,
        mem.p50,
        pg.p50,
        mem.p99Median ?? '-',
        pg.p99Median ?? '-',
        round(pg.p50 - mem.p50),
        mem.cpuPerRequest,
        pg.cpuPerRequest,
      ];
    }),
  );
}

/** Throughput of one and of two API processes on one PostgreSQL, side by side. */
export function printScaling(bare: Result, one: ApiMeasurements, two: ApiMeasurements): void {
  printTable(
    `Scaling on one PostgreSQL: saturation req/s of 1 and 2 API processes (load generator, processes and ` +
      `PostgreSQL share ${os.cpus().length} CPUs)`,
    ['route', '1 process', '2 processes', '2 vs 1', '1 vs bare', '2 vs bare', 'writes'],
    [32, 9, 11, 6, 9, 9, 6],
    one.results.map((result, i) => {
      const single = result.saturation.rate;
      const double = (two.results[i] as Result).saturation.rate;
      const stored = [...(one.checks[i] ?? []), ...(two.checks[i] ?? [])].every((check) => check.ok);
      return [
        result.saturation.route,
        single.toFixed(0),
        double.toFixed(0),
        `${(double / Math.max(single, 1)).toFixed(2)}x`,
        share(single, bare.saturation.rate),
        share(double, bare.saturation.rate),
        stored ? 'ok' : 'LOST',
      ];
    }),
  );
}
