/**
 * The whole import: a snapshot folder, the curated inputs in `<dataDir>/curated/` and the id maps
 * in `<dataDir>` become the site's `data/*.json`. Nothing is written unless every output passes
 * its checks. Returns the import's report.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCurated, type CuratedFiles } from './curated';
import type { IdMaps } from './id-registry';
import { loadSnapshot } from './load-snapshot';
import { runImport } from './run-import';
import { stableJson } from './stable-json';
import { validateOutput } from './validate-output';

/** How many container levels each file is spread over before records go on one line. */
const LAYOUT_DEPTH: Record<string, number> = {
  'credit-cards.json': 2,
  'home-loan-providers.json': 2,
  'personal-loan-providers.json': 4,
  'synonyms.json': 1,
  'reward-programs.json': 1,
  'bnpl.json': 1,
  'meta.json': 2,
  'provider-ids.json': 1,
  'product-ids.json': 1,
};
const DEFAULT_DEPTH = 2;

const CURATED_FILES: (keyof CuratedFiles)[] = [
  'reward-programs',
  'card-reward-rules',
  'provider-facts',
  'provider-texts',
  'synonyms',
  'bnpl',
  'member-restricted-lenders',
];

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

function readIdMaps(dataDir: string): IdMaps {
  const read = (name: string): Record<string, string> => {
    const path = join(dataDir, name);
    return existsSync(path) ? (readJson(path) as Record<string, string>) : {};
  };
  return { providerIds: read('provider-ids.json'), productIds: read('product-ids.json') };
}

export function importIntoData(snapshotPath: string, dataDir: string): string {
  const snapshot = loadSnapshot(snapshotPath);
  const curatedDir = join(dataDir, 'curated');
  const curatedFiles = Object.fromEntries(
    CURATED_FILES.map((name) => [name, readJson(join(curatedDir, `${name}.json`))]),
  ) as unknown as CuratedFiles;
  const result = runImport(snapshot, checkCurated(curatedFiles), readIdMaps(dataDir));
  validateOutput(result.files);

  const outputs: Record<string, unknown> = {
    ...result.files,
    'provider-ids.json': result.idMaps.providerIds,
    'product-ids.json': result.idMaps.productIds,
  };
  const texts = Object.entries(outputs).map(
    ([name, contents]) => [name, stableJson(contents, LAYOUT_DEPTH[name] ?? DEFAULT_DEPTH)] as const,
  );
  // Every file is written beside its place first, then all are moved in: a reader (the server
  // reloading its data) never sees half a file, and a failed write leaves the old data whole.
  const sizes: Record<string, number> = {};
  for (const [name, text] of texts) {
    writeFileSync(join(dataDir, `.${name}.new`), text);
    sizes[name] = Buffer.byteLength(text);
  }
  for (const [name] of texts) renameSync(join(dataDir, `.${name}.new`), join(dataDir, name));
  return result.log.render(result.counts, sizes);
}
