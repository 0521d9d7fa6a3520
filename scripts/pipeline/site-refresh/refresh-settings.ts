/**
 * Where a data refresh reads from and writes to, from the environment: shared by
 * `npm run data:refresh`, `npm start`'s refresh and the server's daily refresh job.
 *
 * - `CDR_REGISTER_URL`: the register (default the public CDR Register, https://api.cdr.gov.au);
 * - `CDR_SNAPSHOT_DIR`: where dated snapshots go (default `.data/cdr`);
 * - `CDR_BASE_SNAPSHOT_DIR`: the snapshot that products are kept from when no dated one has them
 *   (default `../shared/data/cdr-2024-08` when it exists).
 * Relative paths are read from the repository root.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const PUBLIC_CDR_REGISTER = 'https://api.cdr.gov.au';
export const USER_AGENT = 'StaySmart-product-refresh/1.0 (+https://www.staysmart.com.au/about/)';

export interface RefreshSettings {
  registerUrl: string;
  snapshotDir: string;
  baseSnapshotDir: string | null;
  userAgent: string;
}

export function refreshSettings(
  repoRoot: string,
  env: Record<string, string | undefined> = process.env,
): RefreshSettings {
  const setting = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const defaultBase = resolve(repoRoot, '../shared/data/cdr-2024-08');
  const baseSetting = setting('CDR_BASE_SNAPSHOT_DIR');
  return {
    registerUrl: setting('CDR_REGISTER_URL') ?? PUBLIC_CDR_REGISTER,
    snapshotDir: resolve(repoRoot, setting('CDR_SNAPSHOT_DIR') ?? '.data/cdr'),
    baseSnapshotDir: baseSetting
      ? resolve(repoRoot, baseSetting)
      : existsSync(defaultBase)
        ? defaultBase
        : null,
    userAgent: USER_AGENT,
  };
}
