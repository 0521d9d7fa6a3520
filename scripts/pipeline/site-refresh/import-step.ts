/**
 * The import as a command of its own, so a refresh inside the server imports in another process
 * (an import of every bank's products takes some 20 s of CPU that would otherwise stall requests):
 *
 *   tsx scripts/pipeline/site-refresh/import-step.ts <snapshotPath> <dataDir> [--previous <snapshotPath>]
 *
 * Prints the import's report; exits 1 with `Import failed: <reason>` when the data is unchanged.
 */
import { importIntoData } from '../import/import-into-data';

function main(args: string[]): number {
  const [snapshotPath, dataDir] = args;
  if (snapshotPath === undefined || dataDir === undefined) {
    console.error('Import failed: give the snapshot folder and the data folder.');
    return 1;
  }
  const at = args.indexOf('--previous');
  const previousSnapshotPath = at === -1 ? null : (args[at + 1] ?? null);
  try {
    console.log(importIntoData(snapshotPath, dataDir, { previousSnapshotPath }));
    return 0;
  } catch (error) {
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
