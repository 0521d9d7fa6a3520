/**
 * For follow-ups that look at the whole market (savings and rate alerts): whether the product
 * data the server runs with has been checked already, and noting that it has (the daily refresh
 * keeps the day it last ran the same way). Noted only once
 * what was found is queued, so a crash in between checks the same data again.
 */
import type { AppContext } from '../app-context';

export function dataVersionCheck(name: string) {
  return {
    /** `version` defaults to the version of the data live now (the daily refresh passes its day). */
    async checkedAlready(ctx: AppContext, version: string = ctx.referenceData.version): Promise<boolean> {
      const rows = await ctx.db.query(
        'SELECT 1 FROM follow_up_checks WHERE name = $1 AND data_version = $2',
        [name, version],
      );
      return rows.length > 0;
    },
    async markChecked(
      ctx: AppContext,
      now: Date,
      version: string = ctx.referenceData.version,
    ): Promise<void> {
      await ctx.db.query(
        `INSERT INTO follow_up_checks (name, data_version, checked_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET data_version = EXCLUDED.data_version, checked_at = EXCLUDED.checked_at`,
        [name, version, now.toISOString()],
      );
    },
  };
}
