/**
 * `npm start`: builds the site when public/ is missing or older than its sources, then serves the
 * site and the API on one origin (server/server.ts). When the data is more than a day old it is
 * refreshed in the background while the server serves what it has (site-refresh/refresh-site.ts),
 * unless `DATA_REFRESH=off`; one line says how that went.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { main as serve } from '../../server/server';
import { sydneyDate } from '../pipeline/import/sydney-time';
import { refreshSettings } from '../pipeline/site-refresh/refresh-settings';
import { dataDateOf, refreshSite } from '../pipeline/site-refresh/refresh-site';
import { startupRefresh } from '../pipeline/site-refresh/startup-refresh';

const root = path.resolve(__dirname, '..', '..');
const SOURCE_DIRS = ['src', 'data', 'static', 'gatsby'];
const SKIP = new Set(['node_modules', '.cache', 'public']);

/** Newest modification time of any file under `dir` (0 when it does not exist). */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (entry.isFile()) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}

export function sourcesNewestMtime(): number {
  const gatsbyFiles = readdirSync(root)
    .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
    .map((name) => statSync(path.join(root, name)).mtimeMs);
  return Math.max(0, ...gatsbyFiles, ...SOURCE_DIRS.map((dir) => newestMtime(path.join(root, dir))));
}

/** Why a build is needed, or null when public/ is up to date. */
export function buildReason(publicDir: string): string | null {
  // Gatsby writes the HTML last, so index.html marks a build that finished.
  const marker = path.join(publicDir, 'index.html');
  if (!existsSync(marker)) return `${path.relative(root, publicDir) || publicDir} has no built site`;
  if (statSync(marker).mtimeMs < sourcesNewestMtime()) return 'sources changed since the last build';
  return null;
}

/** Refreshes the data and pages in the background when they are stale, and logs what happened. */
export function refreshWhenStale(app: FastifyInstance): void {
  const { referenceDataDir, publicDir, dataDir } = app.ctx.config;
  const decision = startupRefresh(
    process.env.DATA_REFRESH,
    dataDateOf(referenceDataDir),
    sydneyDate(Date.now()),
  );
  if (!decision.refresh) {
    if (decision.line !== null) app.log.info(decision.line);
    return;
  }
  void refreshSite({
    repoRoot: root,
    settings: refreshSettings(root),
    dataDir: referenceDataDir,
    publicDir,
    workDir: dataDir,
    reload: () => app.referenceDataReloader.reload('data refresh'),
  }).then((outcome) => {
    if (outcome.status === 'refreshed') app.log.info(outcome.line);
    else app.log.warn(outcome.line);
  });
}

async function run(): Promise<void> {
  const publicDir = path.resolve(process.env.PUBLIC_DIR ?? path.join(root, 'public'));
  const reason = buildReason(publicDir);
  if (reason) {
    console.log(`Building the site (${reason}): npx gatsby build`);
    const build = spawnSync('npx', ['gatsby', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) {
      console.error(`The site build failed (exit ${String(build.status)}); not starting the server.`);
      process.exit(build.status ?? 1);
    }
  } else {
    console.log('The built site is up to date.');
  }
  refreshWhenStale(await serve());
}

if (require.main === module) void run();
