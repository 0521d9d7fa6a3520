/** Building the site and the empty Gatsby 5 page its first-load JavaScript is measured against. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstLoadJsKb } from '../first-load-js';

export const root = path.resolve(__dirname, '..', '..', '..');
export const publicDir = path.join(root, 'public');

/** Runs `gatsby build` in a folder and returns its seconds. */
export function gatsbyBuild(cwd: string): number {
  const started = Date.now();
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`gatsby build failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return (Date.now() - started) / 1000;
}

/** An empty Gatsby 5 page with the same packages: the floor the budget is measured from. */
export function emptyGatsbyBaselineKb(): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'empty-gatsby-'));
  try {
    mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const dependencies = Object.fromEntries(
      ['gatsby', 'react', 'react-dom'].map((name) => [name, own.dependencies[name] ?? '*']),
    );
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'empty', private: true, dependencies }),
    );
    writeFileSync(
      path.join(dir, 'src', 'pages', 'index.js'),
      'export default function Index() { return null; }\n',
    );
    gatsbyBuild(dir);
    return firstLoadJsKb(path.join(dir, 'public'), '/');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
