/**
 * The refresh that keeps a running site current, for `npm start` and the server's daily job:
 * while the live site and data keep serving, ask the CDR Register whether it can be reached (a
 * few seconds at most), refresh the products into a copy of the data folder inside a second site
 * root, import them there, rebuild the pages there, and only when all of that worked swap the new
 * pages in whole and copy the new data into the live data folder (the server reloads it). Says
 * what happened in one line; whatever fails leaves the live site and data as they were.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatIsoDate } from '../../../src/domain/format';
import { runRefresh, type RefreshOptions } from '../refresh/refresh';
import { gatsbyBuild, prepareBuildRoot } from './build-root';
import { runQuietly } from './quiet-child';
import { registerUnreachable } from './register-probe';
import type { RefreshSettings } from './refresh-settings';
import { copyDataInto, swapInSite } from './site-swap';

export interface SiteRefreshOptions {
  /** The repository whose sources the pages are built from. */
  repoRoot: string;
  settings: RefreshSettings;
  /** The live data folder (REFERENCE_DATA_DIR). */
  dataDir: string;
  /** The live site (PUBLIC_DIR). */
  publicDir: string;
  /** Where the second site root is made (`<workDir>/site-build`): the server's DATA_DIR. */
  workDir: string;
  /** Builds the site in a site root; default `gatsby build`. */
  build?: (root: string) => Promise<void>;
  /** Imports a snapshot into a data folder and returns the report; default a separate process. */
  importSnapshot?: (snapshotPath: string, dataDir: string, previous: string | null) => Promise<string>;
  /** Reloads the server's data once the new files are in place (the file watch does it otherwise). */
  reload?: () => Promise<unknown>;
  probeTimeoutMs?: number;
  /** Passed to the refresh (tests shorten its waits). */
  refresh?: Pick<RefreshOptions, 'timeoutMs' | 'retry' | 'fetch' | 'sleep' | 'now'>;
  now?: () => number;
}

export interface SiteRefreshOutcome {
  status: 'refreshed' | 'skipped' | 'failed';
  line: string;
}

/** `4 min 12 s`, `38 s`. */
export function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** `12 August 2024`, the date of the data in `dataDir` (its snapshot day), or null when unknown. */
export function dataDateOf(dataDir: string): string | null {
  try {
    const meta = JSON.parse(readFileSync(join(dataDir, 'meta.json'), 'utf8')) as { snapshotDate?: unknown };
    return typeof meta.snapshotDate === 'string' ? meta.snapshotDate : null;
  } catch {
    return null;
  }
}

function servingText(dataDir: string): string {
  const date = dataDateOf(dataDir);
  return date === null
    ? 'serving the data as it is'
    : `serving the figures published on ${formatIsoDate(date)}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function importInChild(repoRoot: string) {
  return (snapshotPath: string, dataDir: string, previous: string | null): Promise<string> =>
    runQuietly({
      command: join(repoRoot, 'node_modules', '.bin', 'tsx'),
      args: [
        join(repoRoot, 'scripts', 'pipeline', 'site-refresh', 'import-step.ts'),
        snapshotPath,
        dataDir,
        ...(previous === null ? [] : ['--previous', previous]),
      ],
      cwd: repoRoot,
      timeLimitMs: 10 * 60 * 1000,
    }).catch((error: unknown) => {
      throw new Error(messageOf(error).replace(/^Import failed: /, ''));
    });
}

async function refreshSiteOnce(options: SiteRefreshOptions): Promise<SiteRefreshOutcome> {
  const now = options.now ?? Date.now;
  const started = now();
  const { settings, dataDir } = options;
  const unreachable = await registerUnreachable(settings.registerUrl, {
    timeoutMs: options.probeTimeoutMs,
    fetch: options.refresh?.fetch,
    userAgent: settings.userAgent,
  });
  if (unreachable !== null) {
    return {
      status: 'skipped',
      line: `Data refresh skipped: the CDR Register at ${settings.registerUrl} cannot be reached (${unreachable}); ${servingText(dataDir)}.`,
    };
  }
  const failed = (what: string): SiteRefreshOutcome => ({
    status: 'failed',
    line: `Data refresh failed: ${what}; still ${servingText(dataDir)}.`,
  });

  let result;
  try {
    result = await runRefresh({
      registerUrl: settings.registerUrl,
      snapshotDir: settings.snapshotDir,
      baseSnapshotDir: settings.baseSnapshotDir,
      userAgent: settings.userAgent,
      ...options.refresh,
    });
  } catch (error) {
    return failed(`the refresh stopped (${messageOf(error)})`);
  }
  const fetched = result.brands.filter((brand) => brand.outcome === 'fetched').length;
  if (result.snapshotPath === null) {
    return failed(`no brand could be refreshed (0 of ${result.brands.length} brands)`);
  }
  const site = prepareBuildRoot(options.repoRoot, join(options.workDir, 'site-build'), dataDir);
  const importSnapshot = options.importSnapshot ?? importInChild(options.repoRoot);
  try {
    await importSnapshot(result.snapshotPath, site.dataDir, result.previousSnapshotPath);
  } catch (error) {
    return failed(`the import stopped, so the pages were not rebuilt (${messageOf(error)})`);
  }
  try {
    await (options.build ?? gatsbyBuild)(site.root);
    swapInSite(site.publicDir, options.publicDir);
  } catch (error) {
    return failed(`the new data imported but the pages could not be rebuilt (${messageOf(error)})`);
  }
  copyDataInto(site.dataDir, dataDir);
  await options.reload?.();
  return {
    status: 'refreshed',
    line:
      `Data refreshed: ${fetched} of ${result.brands.length} brands, ` +
      `${result.products.toLocaleString('en-AU')} products; pages rebuilt and swapped in ` +
      `(${durationText(now() - started)}).`,
  };
}

let running: Promise<SiteRefreshOutcome> | null = null;

/**
 * Refreshes the data and the site. One refresh at a time in a process: asked while one runs, it
 * answers with that one's outcome.
 */
export function refreshSite(options: SiteRefreshOptions): Promise<SiteRefreshOutcome> {
  running ??= refreshSiteOnce(options)
    .catch((error: unknown): SiteRefreshOutcome => ({
      status: 'failed',
      line: `Data refresh failed: ${messageOf(error)}; still ${servingText(options.dataDir)}.`,
    }))
    .finally(() => {
      running = null;
    });
  return running;
}
