/**
 * A second site root for rebuilding the pages beside the live ones: Gatsby always writes `public/`
 * and `.cache/` in its site root, so the rebuild runs in `<work folder>/site-build`, holding copies
 * of the site's sources, its own `data/` (the refreshed data) and a link to `node_modules`. The
 * sources are copied, not linked, so that every reader of the data (the build's modules find it
 * beside `gatsby/`, and pages import `data/*.json` by relative path) reads the build root's copy.
 * `.cache/` is kept from one rebuild to the next.
 */
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { runQuietly } from './quiet-child';

/** What `gatsby build` reads from the site root, besides `data/` and `node_modules/`. */
export const SITE_SOURCES = [
  'src',
  'static',
  'gatsby',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'tsconfig.json',
  'redirects.json',
];

export interface BuildRoot {
  root: string;
  /** The build root's data folder: the refresh imports into it. */
  dataDir: string;
  /** Where the build writes the site. */
  publicDir: string;
}

/** Makes `root` a copy of the site at `repoRoot` with the data of `dataDir`, ready to build. */
export function prepareBuildRoot(repoRoot: string, root: string, dataDir: string): BuildRoot {
  mkdirSync(root, { recursive: true });
  for (const name of [...SITE_SOURCES, 'data', 'public']) {
    rmSync(join(root, name), { recursive: true, force: true });
  }
  for (const name of SITE_SOURCES) {
    const from = join(repoRoot, name);
    if (existsSync(from)) cpSync(from, join(root, name), { recursive: true, preserveTimestamps: true });
  }
  cpSync(dataDir, join(root, 'data'), { recursive: true, preserveTimestamps: true });
  const modules = join(root, 'node_modules');
  if (lstatSync(modules, { throwIfNoEntry: false })) unlinkSync(modules);
  symlinkSync(realpathSync(join(repoRoot, 'node_modules')), modules, 'dir');
  return { root, dataDir: join(root, 'data'), publicDir: join(root, 'public') };
}

/** `gatsby build` in `root`, its output kept quiet; fails with the build's last line. */
export async function gatsbyBuild(root: string): Promise<void> {
  await runQuietly({
    command: 'npx',
    args: ['gatsby', 'build'],
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    timeLimitMs: 20 * 60 * 1000,
  });
}
