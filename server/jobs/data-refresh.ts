/**
 * The daily data refresh (DATA_REFRESH=daily): once a Sydney day, from 5 am, unless the live data
 * is already that day's, the refresh (scripts/pipeline/site-refresh/refresh-site.ts) fetches every
 * provider's products from its own CDR endpoints into a copy of the data, imports them, rebuilds
 * the pages beside the live ones (PUBLIC_DIR) and swaps them in, then copies the new data into the
 * reference data folder (REFERENCE_DATA_DIR); a running server sees the files change and reloads
 * them (WATCH_DATA). The alerts that follow a data change run on the next pass. A refresh that
 * cannot reach the register, or fails on the way, fails the job with its one line and is retried
 * with back-off like any job; the site and data stay as they were meanwhile.
 */
import { REPO_ROOT } from '../config/env';
import { sydneyDatePlusDays } from '../lib/sydney-date';
import { refreshSettings } from '../../scripts/pipeline/site-refresh/refresh-settings';
import { refreshSite } from '../../scripts/pipeline/site-refresh/refresh-site';
import { dataVersionCheck } from './data-version-check';
import type { FollowUpKind } from './follow-up-kind';

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
    // Data of that day (a refresh at start-up, or one run by hand) needs no second refresh.
    if (ctx.referenceData.snapshotDate >= day) return [];
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
      const outcome = await refreshSite({
        repoRoot: REPO_ROOT,
        settings: refreshSettings(REPO_ROOT),
        dataDir: ctx.config.referenceDataDir,
        publicDir: ctx.config.publicDir,
        workDir: ctx.config.dataDir,
      });
      if (outcome.status === 'refreshed') {
        await lastRefresh.markChecked(ctx, now, job.data.day);
        // The one line the job worker's report does not carry: what was refreshed.
        console.log(outcome.line);
        outcomes.push({ status: 'sent' as const });
      } else {
        outcomes.push({ error: new Error(outcome.line) });
      }
    }
    return outcomes;
  },
};
