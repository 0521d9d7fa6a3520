/**
 * The daily data refresh (DATA_REFRESH=daily): once a Sydney day, from 5 am, `npm run data:refresh`
 * fetches every bank's products from its own CDR endpoints and imports them into the reference
 * data folder the server reads (REFERENCE_DATA_DIR). A running server sees the files change and
 * reloads them (WATCH_DATA); the alerts that follow a data change run on the next pass. A failed
 * refresh is retried with back-off like any job; the data stays as it was meanwhile.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../config/env';
import { sydneyDatePlusDays } from '../lib/sydney-date';
import { dataVersionCheck } from './data-version-check';
import type { FollowUpKind } from './follow-up-kind';

const run = promisify(execFile);
const FROM_HOUR = 5;
/** The day refreshed last, kept where the alerts keep the data version they checked. */
const lastRefresh = dataVersionCheck('data_refresh');

export interface DataRefreshJob {
  day: string;
}

/** The Sydney day whose refresh is due at `now`: today from 5 am, else yesterday. */
export function refreshDay(now: Date): string {
  return sydneyDatePlusDays(new Date(now.getTime() - FROM_HOUR * 60 * 60 * 1000), 0);
}

export const dataRefresh: FollowUpKind<DataRefreshJob> = {
  queue: 'refresh-data',
  label: 'data refresh',

  async due(ctx, now) {
    if (ctx.config.dataRefresh !== 'daily') return [];
    const day = refreshDay(now);
    if (await lastRefresh.checkedAlready(ctx, day)) return [];
    return [{ key: `data-refresh:${day}`, data: { day } }];
  },

  async run(ctx, jobs, now) {
    const outcomes = [];
    for (const job of jobs) {
      if (await lastRefresh.checkedAlready(ctx, job.data.day)) {
        outcomes.push({ status: 'skipped' as const });
        continue;
      }
      try {
        await run('npx', ['tsx', 'scripts/data-refresh.ts'], {
          cwd: REPO_ROOT,
          env: { ...process.env, REFERENCE_DATA_DIR: ctx.config.referenceDataDir },
          maxBuffer: 32 * 1024 * 1024,
          timeout: 10 * 60 * 1000,
        });
        await lastRefresh.markChecked(ctx, now, job.data.day);
        outcomes.push({ status: 'sent' as const });
      } catch (error) {
        const { stderr, message } = error as { stderr?: string; message: string };
        const reason = stderr?.trim().split('\n').at(-1) ?? message;
        outcomes.push({ error: new Error(`data:refresh failed: ${reason}`) });
      }
    }
    return outcomes;
  },
};
