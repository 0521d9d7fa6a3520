/**
 * A child process run in the background with its output kept, not shown: the server's log gets
 * one line about the refresh, not the build's. Fails with the child's last line of output.
 */
import { spawn } from 'node:child_process';

export interface QuietRun {
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Stopped (SIGTERM) after this long. */
  timeLimitMs: number;
}

/** Resolves with the child's standard output when it exits 0. */
export function runQuietly(run: QuietRun): Promise<string> {
  return new Promise((resolve, reject) => {
    // The server keeps its own files private (umask 077); what the child writes (the pages, the
    // data) is public content, readable by all as a build by hand makes it.
    const child = spawn('/bin/sh', ['-c', 'umask 022 && exec "$0" "$@"', run.command, ...run.args], {
      cwd: run.cwd,
      env: run.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let tail = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      tail = (tail + chunk.toString('utf8')).slice(-4000);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), run.timeLimitMs);
    // A server that stops mid-refresh stops its build too.
    const stop = () => child.kill('SIGTERM');
    process.once('exit', stop);
    const done = () => {
      clearTimeout(timer);
      process.off('exit', stop);
    };
    child.on('error', (error) => {
      done();
      reject(error);
    });
    child.on('close', (code, signal) => {
      done();
      if (code === 0) return resolve(stdout);
      const last =
        tail
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '')
          .at(-1) ?? 'no output';
      reject(new Error(signal ? `stopped (${signal}) after: ${last}` : last));
    });
  });
}
