/**
 * What `npm test` needs from the machine besides node_modules: Chromium for the browser journeys
 * and PostgreSQL for the server tests' second database. A machine that lacks them gets them from
 * apt-get when the run is root and apt-get is there (as on a fresh CI machine); anywhere else the
 * run stops at once with one line saying what to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';
import { POSTGRES_SKIP_SETTING, postgresAvailable, postgresSkipped } from './postgres-for-tests';

export interface MachineFacts {
  chromium: boolean;
  /** PostgreSQL's server binaries are installed, or TEST_DATABASE_URL names a server. */
  postgres: boolean;
  /** The run said `TEST_POSTGRES=skip`. */
  postgresSkipped: boolean;
  /** Root with apt-get on the path: the run may install packages itself. */
  canInstall: boolean;
}

export type PrerequisitePlan =
  { kind: 'ready' } | { kind: 'install'; packages: string[] } | { kind: 'stop'; line: string };

const PACKAGES = { chromium: 'chromium', postgres: 'postgresql' } as const;

/** The Debian packages the machine lacks, Chromium first. */
export function missingPackages(facts: MachineFacts): string[] {
  const missing: string[] = [];
  if (!facts.chromium) missing.push(PACKAGES.chromium);
  if (!facts.postgres && !facts.postgresSkipped) missing.push(PACKAGES.postgres);
  return missing;
}

const NAMES: Record<string, string> = { chromium: 'Chromium', postgresql: 'PostgreSQL' };
const ALTERNATIVES: Record<string, string> = {
  chromium: 'set CHROME_PATH to a Chromium you have',
  postgresql: `set TEST_DATABASE_URL to a server, or ${POSTGRES_SKIP_SETTING} to leave its tests out`,
};

/** The one line that tells a person what to run. */
export function stopLine(packages: string[]): string {
  const names = packages.map((name) => NAMES[name] ?? name).join(' and ');
  const alternatives = packages.map((name) => ALTERNATIVES[name] ?? '').join('; ');
  return `npm test needs ${names}: run sudo apt-get install -y ${packages.join(' ')} (or ${alternatives}).`;
}

export function planPrerequisites(facts: MachineFacts): PrerequisitePlan {
  const packages = missingPackages(facts);
  if (packages.length === 0) return { kind: 'ready' };
  if (facts.canInstall) return { kind: 'install', packages };
  return { kind: 'stop', line: stopLine(packages) };
}

function commandExists(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function readMachineFacts(env: NodeJS.ProcessEnv = process.env): MachineFacts {
  return {
    chromium: existsSync(CHROMIUM_PATH),
    postgres: postgresAvailable(env),
    postgresSkipped: postgresSkipped(env),
    canInstall: process.getuid?.() === 0 && commandExists('apt-get'),
  };
}

function aptGet(args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Installs what is missing where it can, or returns the line to stop with. Null when the machine
 * is ready.
 */
export function ensurePrerequisites(env: NodeJS.ProcessEnv = process.env): string | null {
  const plan = planPrerequisites(readMachineFacts(env));
  if (plan.kind === 'ready') return null;
  if (plan.kind === 'stop') return plan.line;
  console.log(`Installing system packages: ${plan.packages.join(' ')}`);
  const installed = aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', ...plan.packages]);
  const stillMissing = missingPackages(readMachineFacts(env));
  if (installed && stillMissing.length === 0) return null;
  return stopLine(stillMissing.length > 0 ? stillMissing : plan.packages);
}

/** A line for the summary when the run left the PostgreSQL tests out; null when it did not. */
export function postgresLeftOut(env: NodeJS.ProcessEnv = process.env): string | null {
  return postgresSkipped(env) && !postgresAvailable(env)
    ? `PostgreSQL tests left out (${POSTGRES_SKIP_SETTING}): the server tests ran on PGlite only.`
    : null;
}
