/**
 * Reloads the reference data while the server keeps answering: on SIGHUP (server.ts) and, unless
 * `WATCH_DATA=false`, shortly after files in the data folder stop changing. The new data is read,
 * checked and built in full before it replaces the old in one swap; a reload that fails (a file
 * half written, bad JSON, a record that breaks the rules) is logged and the old data stays live.
 * Requests already running keep the data they started with (plugins/api.ts takes the context once
 * per request). Reloads never overlap: one asked for while another runs follows it, and any
 * further asks in the meantime join that one.
 */
import { type FSWatcher, watch } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { productCountsText, type ReferenceState } from './reference-state';

export const DEFAULT_WATCH_DEBOUNCE_MS = 500;

export interface ReloaderOptions {
  /** Reads, checks and builds the new state; throws when the data is not usable. */
  load: () => Promise<ReferenceState>;
  /** Makes the new state the one new requests see. */
  install: (state: ReferenceState) => void;
  /** The version live now, named when a reload fails. */
  liveVersion: () => string;
  log: FastifyBaseLogger;
}

export interface ReferenceDataReloader {
  /** Reloads (after the reload under way, if any); true when the new data went live. */
  reload: (reason: string) => Promise<boolean>;
  /** Settles when no reload is running or waiting (the app waits for this before it closes the database). */
  idle: () => Promise<void>;
}

export function createReferenceDataReloader(options: ReloaderOptions): ReferenceDataReloader {
  let running: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;

  const runOnce = async (reason: string): Promise<boolean> => {
    const started = process.hrtime.bigint();
    try {
      const state = await options.load();
      options.install(state);
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      const { version, snapshotDate, fetchedBetween } = state.referenceData;
      const fetched = fetchedBetween ? `, fetched ${fetchedBetween.from} to ${fetchedBetween.to}` : '';
      options.log.info(
        { reason, version, snapshotDate, fetchedBetween, ms },
        `Reference data ${version} of ${snapshotDate}${fetched} is live (${productCountsText(state.referenceData)}) in ${ms} ms, on ${reason}`,
      );
      return true;
    } catch (error) {
      options.log.error(
        { err: error, reason },
        `Reference data reload on ${reason} failed; still serving ${options.liveVersion()}: ${(error as Error).message}`,
      );
      return false;
    }
  };

  const reload = (reason: string): Promise<boolean> => {
    if (!running) {
      running = runOnce(reason).finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return reload(reason);
    });
    return queued;
  };

  const idle = async (): Promise<void> => {
    while (running || queued) await (queued ?? running);
  };

  return { reload, idle };
}

/**
 * Calls `onSettled` once the folder's JSON files have had no change for `debounceMs`. Watches the
 * folder itself (not a folder swapped in by rename: send SIGHUP for that). Returns the stop function.
 */
export function watchDataFolder(
  dir: string,
  onSettled: () => void,
  log: FastifyBaseLogger,
  debounceMs: number = DEFAULT_WATCH_DEBOUNCE_MS,
): () => void {
  let timer: NodeJS.Timeout | null = null;
  let watcher: FSWatcher;
  try {
    watcher = watch(dir, { persistent: false }, (_event, file) => {
      if (file !== null && !file.endsWith('.json')) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        onSettled();
      }, debounceMs);
    });
  } catch (error) {
    log.error({ err: error, dir }, `Cannot watch ${dir} for data changes; reload with SIGHUP instead`);
    return () => {};
  }
  watcher.on('error', (error) => {
    log.error({ err: error, dir }, `Stopped watching ${dir} for data changes; reload with SIGHUP instead`);
  });
  return () => {
    if (timer) clearTimeout(timer);
    watcher.close();
  };
}
