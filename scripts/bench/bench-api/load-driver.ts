/**
 * The load generator: the bounded run, paced here (`pacedRun`), and the saturation run, with
 * autocannon (`saturationRun`). Both send the requests a `Load` builds and return a `Measurement`.
 *
 * The bounded load is paced here rather than with autocannon's `overallRate`, which sends each
 * connection's quota back to back at the top of every second (200 requests at once) and corrects
 * latencies as if the interval were 1/rate milliseconds.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { median, percentile } from '../statistics';
import { CONNECTIONS, RATE, SECONDS } from './settings';

export interface RequestSpec {
  body: string;
  headers: Record<string, string>;
}

export interface Load {
  /** One address per API process; connection c sends to urls[c mod urls.length], as a balancer would. */
  urls: string[];
  /** Builds request number `index`, sent on connection `connection`. */
  request(index: number, connection: number): RequestSpec;
  /** Told the number of every request that got a 2xx answer. */
  acknowledged?(index: number): void;
}

export interface Measurement {
  route: string;
  /** Answers per second (bounded: over the whole run; saturation: median of the 1-second samples). */
  rate: number;
  p50: number;
  p99: number;
  /** Bounded runs: the median of the p99 of each second (one noisy second moves it little). */
  p99Median: number | null;
  max: number;
  /** Server CPU time per answered request, in microseconds. */
  cpuPerRequest: number;
  ok: number;
  non2xx: number;
  /** Status codes of the non-2xx answers, e.g. "400 x 12". */
  statuses: string;
  errors: number;
  /** Requests whose answer never arrived (autocannon stops at its deadline without reading them). */
  unanswered: number;
}

const isOk = (status: number) => status >= 200 && status < 300;
/** Milliseconds to one decimal. */
export const round = (ms: number) => Math.round(ms * 10) / 10;

function describeStatuses(counts: Map<number, number>): string {
  return [...counts].map(([status, count]) => `${status} x ${count}`).join(', ');
}

/** What the answers of a paced run add up to, as they arrive. */
interface PacedTally {
  latencies: Float64Array;
  statuses: Map<number, number>;
  ok: number;
  errors: number;
}

/** Sends request `index` of a paced run on its connection; its latency counts from `due`. */
function sendPaced(
  load: Load,
  agents: http.Agent[],
  urls: URL[],
  tally: PacedTally,
  index: number,
  due: number,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const connection = index % agents.length;
    const spec = load.request(index, connection);
    const url = urls[connection % urls.length] as URL;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: agents[connection],
        headers: { ...spec.headers, 'content-length': Buffer.byteLength(spec.body) },
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          tally.latencies[index] = performance.now() - due;
          const status = response.statusCode ?? 0;
          if (isOk(status)) {
            tally.ok += 1;
            load.acknowledged?.(index);
          } else tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
          resolve();
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => {
      tally.latencies[index] = performance.now() - due;
      tally.errors += 1;
      resolve();
    });
    request.end(spec.body);
  });
}

/**
 * Open-loop load: request k is due at start + k / RATE and goes to connection k mod 200, so every
 * connection sends evenly spaced requests. A request that has to wait (its connection is still
 * busy, or this process was late) counts that wait in its latency. Waits for every answer at the end.
 */
export async function pacedRun(
  load: Load,
  agents: http.Agent[],
  seconds: number,
  route: string,
): Promise<Measurement> {
  const total = Math.round(RATE * seconds);
  const interval = 1000 / RATE;
  const urls = load.urls.map((address) => new URL(address));
  const tally: PacedTally = { latencies: new Float64Array(total), statuses: new Map(), ok: 0, errors: 0 };
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      for (; sent < due; sent += 1)
        pending.push(sendPaced(load, agents, urls, tally, sent, start + sent * interval));
      if (sent === total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  return pacedMeasurement(route, tally, Math.max(elapsed, seconds));
}

function pacedMeasurement(route: string, tally: PacedTally, seconds: number): Measurement {
  const { latencies, statuses, ok, errors } = tally;
  // Request k was due in second floor(k / RATE).
  const secondP99s: number[] = [];
  for (let first = 0; first < latencies.length; first += RATE) {
    secondP99s.push(percentile(latencies.subarray(first, first + RATE), 0.99));
  }
  const non2xx = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  return {
    route,
    rate: (ok + non2xx) / seconds,
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    p99Median: round(median(secondP99s)),
    max: round(percentile(latencies, 1)),
    cpuPerRequest: 0,
    ok,
    non2xx,
    statuses: describeStatuses(statuses),
    errors,
    unanswered: 0,
  };
}

type CannonResult = Awaited<ReturnType<typeof autocannon>>;

/**
 * Closed loop with autocannon: 200 connections, each sending its next request on the last answer.
 * With several processes, one autocannon per process with its share of the connections, at once;
 * req/s is then the sum of their medians, p50 their mean and p99 and max the worst of them.
 */
export async function saturationRun(load: Load, route: string): Promise<Measurement> {
  let index = 0;
  let answered = 0;
  const runs = await Promise.all(
    load.urls.map((url) =>
      autocannon({
        url,
        connections: Math.round(CONNECTIONS / load.urls.length),
        duration: SECONDS,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context) => {
              context.index = index;
              const spec = load.request(index, index % CONNECTIONS);
              index += 1;
              // A copy: autocannon writes Content-Length into the headers object it is given.
              return { ...request, headers: { ...spec.headers }, body: spec.body };
            },
            onResponse: (status, _body, context) => {
              answered += 1;
              if (isOk(status)) load.acknowledged?.(context.index as number);
            },
          },
        ],
      }),
    ),
  );
  return { ...saturationMeasurement(route, runs), unanswered: index - answered };
}

function saturationMeasurement(route: string, runs: CannonResult[]): Measurement {
  const statuses = new Map<number, number>();
  for (const result of runs) {
    for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
      if (!isOk(Number(status))) statuses.set(Number(status), (statuses.get(Number(status)) ?? 0) + count);
    }
  }
  const sum = (of: (result: CannonResult) => number) => runs.reduce((total, run) => total + of(run), 0);
  const worst = (of: (result: CannonResult) => number) => Math.max(...runs.map(of));
  return {
    route,
    rate: sum((result) => result.requests.p50),
    p50: round(sum((result) => result.latency.p50) / runs.length),
    p99: worst((result) => result.latency.p99),
    p99Median: null,
    max: worst((result) => result.latency.max),
    cpuPerRequest: 0,
    ok: sum((result) => result['2xx']),
    non2xx: sum((result) => result.non2xx),
    statuses: describeStatuses(statuses),
    errors: sum((result) => result.errors),
    unanswered: 0,
  };
}
