/**
 * One Lighthouse mobile run, as figures: either of a page in a fresh browser (the `lighthouse`
 * command, for static pages) or of a page in a running browser whose profile holds a visitor's
 * state (Lighthouse's Node API connected to it, for the journey screens).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../dev/chromium';
import { root } from './build';

export type Figures = Record<string, number>;

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
}

export const STATIC_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function figuresOf(report: Report): Figures {
  const numeric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    ...Object.fromEntries(Object.entries(report.categories).map(([key, value]) => [key, value.score ?? 0])),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    kb: numeric('total-byte-weight') / 1024,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

const ATTEMPTS = 3;

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine; such a run is
 * tried again rather than ending the benchmark, and said so on stderr.
 */
async function withRetries(url: string, run: () => Promise<Figures>): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      const text = String((error as { stderr?: string }).stderr ?? (error as Error).message);
      const reason = /Runtime error encountered: ([^\n]*)/.exec(text)?.[1] ?? text.split('\n')[0];
      console.error(`Lighthouse run ${attempt} of ${url} failed (${reason}); trying again.`);
    }
  }
}

const execFileAsync = promisify(execFile);

/** A fresh browser per run. Asynchronous: the server under test runs in this process. */
export function lighthouseFresh(url: string, cpuSlowdown: number): Promise<Figures> {
  return withRetries(url, async () => {
    const { stdout } = await execFileAsync(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--only-categories=${STATIC_CATEGORIES.join(',')}`,
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
        timeout: 180_000,
      },
    );
    return figuresOf(JSON.parse(stdout) as Report);
  });
}

/**
 * A navigation in a new tab of the browser listening on `port`, keeping the profile's cookies and
 * local storage (Lighthouse's default reset clears only service workers, caches and file systems),
 * so a screen opens with the visitor's survey or session as it would on a reload.
 */
export function lighthouseInBrowser(url: string, port: number, cpuSlowdown: number): Promise<Figures> {
  return withRetries(url, async () => {
    const { default: lighthouse } = await import('lighthouse');
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return figuresOf(result.lhr as unknown as Report);
  });
}
