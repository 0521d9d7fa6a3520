/**
 * A server and embedded database of a spec's own, on the port after the shared one, for journeys
 * that stop the server to run `npm run jobs:run-due` as an operator would (the server the other
 * journeys share must not be stopped), with the e-mails it writes and the links in them.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '..', '..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

export interface OwnServer {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server and removes its database and outbox. */
  remove(): Promise<void>;
  /** `npm run jobs:run-due` with these arguments (`--now <time>`) against the server's database; its output. */
  runDueJobs(args: string[]): Promise<string>;
  /** The e-mails to `to`, oldest first: headers unfolded, quoted-printable bodies decoded. */
  emailsTo(to: string): string[];
  /** The first link in `email` to this server's `pathname`. */
  linkIn(email: string, pathname: string): string;
}

function decoded(text: string): string {
  const split = text.indexOf('\n\n');
  const headers = text.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = text
    .slice(split)
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return `${headers}${body}`;
}

/** `name` names its temporary folder (`e2e-<name>-…`). */
export function ownServer(name: string): OwnServer {
  const port = Number(process.env.E2E_PORT ?? 8765) + 1;
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), `e2e-${name}-`));
  const outbox = path.join(dir, 'outbox');
  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    OUTBOX_DIR: outbox,
    SITE_URL: base,
    LOG_LEVEL: 'warn',
  });
  let server: ChildProcess | null = null;

  const listening = async (): Promise<boolean> => {
    try {
      return (await fetch(`${base}/api/v1/status/`, { method: 'POST' })).status < 500;
    } catch {
      return false;
    }
  };

  const start = async (): Promise<void> => {
    if (await listening()) throw new Error(`Something already listens on ${base}: stop it first.`);
    // Its own process group, so stopping it stops tsx's node child too.
    server = spawn(tsx, ['server/server.ts'], {
      cwd: repoRoot,
      env: env(),
      stdio: 'inherit',
      detached: true,
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (await listening()) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The server on ${base} did not start in 90 s.`);
  };

  const stop = async (): Promise<void> => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // tsx passes the signal on to the server once, which closes the database and exits; tsx follows.
    running.kill('SIGTERM');
    await exited;
  };

  const emailsTo = (to: string): string[] => {
    let files: string[];
    try {
      files = readdirSync(outbox);
    } catch {
      return [];
    }
    return files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => readFileSync(path.join(outbox, file), 'utf8').replace(/\r\n/g, '\n'))
      .filter((text) => text.includes(`To: ${to}`) || text.includes(`<${to}>`))
      .map(decoded);
  };

  return {
    base,
    start,
    stop,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
    async runDueJobs(args) {
      const { stdout } = await run(tsx, ['scripts/ops/jobs-run-due.ts', ...args], {
        cwd: repoRoot,
        env: env(),
      });
      return stdout;
    },
    emailsTo,
    linkIn(email, pathname) {
      const match = new RegExp(
        `${base.replace(/[.]/g, '\\.')}${pathname.replace(/[/?]/g, '\\$&')}[^\\s<>")]+`,
      ).exec(email);
      if (!match) throw new Error(`The e-mail has no ${pathname} link:\n${email}`);
      return match[0];
    },
  };
}
