/**
 * `npm run data:refresh`: reads the CDR Register, fetches every banking and non-bank-lending brand's products from its
 * own product reference endpoints, writes a dated snapshot `<CDR_SNAPSHOT_DIR>/<yyyy-mm-dd>/`, then
 * imports it into the reference data folder.
 *
 * Environment (all optional):
 * - `CDR_REGISTER_URL`: the register (default the public CDR Register, https://api.cdr.gov.au);
 * - `CDR_SNAPSHOT_DIR`: where dated snapshots go (default `.data/cdr`);
 * - `CDR_BASE_SNAPSHOT_DIR`: the snapshot that products are kept from when no dated one has them
 *   (default `../shared/data/cdr-2024-08` when it exists);
 * - `REFERENCE_DATA_DIR`: the data folder imported into (default `data/`), as for the server.
 *
 * `--no-import` writes the snapshot only. Exit status 0 when at least one brand was refreshed and
 * the import succeeded; 1 otherwise, with the reason.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importIntoData } from './import/import-into-data';
import { createReporter } from './refresh/progress-reporter';
import { runRefresh } from './refresh/refresh';
import { refreshSettings } from './site-refresh/refresh-settings';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The most memory the process has held, in MB (resident set size). */
function peakMemoryMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

function setting(name: string): string | null {
  const value = process.env[name]?.trim();
  return value ? value : null;
}

async function main(): Promise<number> {
  const { registerUrl, snapshotDir, baseSnapshotDir, userAgent } = refreshSettings(repoRoot);
  const dataDir = resolve(repoRoot, setting('REFERENCE_DATA_DIR') ?? 'data');
  const importAfter = !process.argv.includes('--no-import');

  console.log(`Refreshing from ${registerUrl} into ${snapshotDir}`);
  const started = performance.now();
  let result;
  try {
    result = await runRefresh({
      registerUrl,
      snapshotDir,
      baseSnapshotDir,
      userAgent,
      reporter: createReporter(),
    });
  } catch (error) {
    console.error(`Refresh failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const fetched = result.brands.filter((brand) => brand.outcome === 'fetched').length;
  const kept = result.brands.filter((brand) => brand.outcome === 'kept').length;
  console.log(
    `${fetched} of ${result.brands.length} brands refreshed, ${kept} kept from earlier snapshots; ` +
      `${result.products.toLocaleString('en-AU')} products; ${result.errors} errors; ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s, peak memory ${peakMemoryMb()} MB.`,
  );
  if (result.snapshotPath === null) {
    console.error('No brand could be refreshed, so no snapshot was written and the data is unchanged.');
    return 1;
  }
  const listed = result.brandsPerIndustry;
  console.log(
    `The register lists ${listed.banking} banking and ${listed['non-bank-lending']} non-bank-lending brands.`,
  );
  console.log(`Snapshot written: ${result.snapshotPath}`);
  if (!importAfter) return 0;
  try {
    console.log(
      importIntoData(result.snapshotPath, dataDir, { previousSnapshotPath: result.previousSnapshotPath }),
    );
  } catch (error) {
    console.error(
      `Import failed, the data is unchanged: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
  return 0;
}

void main().then((code) => {
  process.exitCode = code;
});
