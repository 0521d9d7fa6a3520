/**
 * Converts the Consumer Data Right snapshot into `data/*.json`.
 *
 *   npx tsx scripts/import-cdr.ts [snapshotPath]
 *
 * The snapshot path defaults to `../shared/data/cdr-2024-08` relative to the repository root.
 * Curated inputs live in `data/curated/`; the id maps `data/provider-ids.json` and
 * `data/product-ids.json` are read and extended so ids never change between imports.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCurated, type CuratedFiles } from './import/curated';
import type { IdMaps } from './import/id-registry';
import { loadSnapshot } from './import/load-snapshot';
import { runImport } from './import/run-import';
import { stableJson } from './import/stable-json';
import { validateOutput } from './import/validate-output';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(repoRoot, 'data');
const curatedDir = join(dataDir, 'curated');

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

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

function readIdMaps(): IdMaps {
  const read = (name: string): Record<string, string> => {
    const path = join(dataDir, name);
    return existsSync(path) ? (readJson(path) as Record<string, string>) : {};
  };
  return { providerIds: read('provider-ids.json'), productIds: read('product-ids.json') };
}

function main(): void {
  const snapshotPath = resolve(repoRoot, process.argv[2] ?? '../shared/data/cdr-2024-08');
  const snapshot = loadSnapshot(snapshotPath);
  const curatedFiles: CuratedFiles = {
    'reward-programs': readJson(join(curatedDir, 'reward-programs.json')),
    'card-reward-rules': readJson(join(curatedDir, 'card-reward-rules.json')),
    'provider-facts': readJson(join(curatedDir, 'provider-facts.json')),
    'provider-texts': readJson(join(curatedDir, 'provider-texts.json')),
    synonyms: readJson(join(curatedDir, 'synonyms.json')),
    bnpl: readJson(join(curatedDir, 'bnpl.json')),
    'member-restricted-lenders': readJson(join(curatedDir, 'member-restricted-lenders.json')),
  };
  const result = runImport(snapshot, checkCurated(curatedFiles), readIdMaps());
  validateOutput(result.files);

  const outputs: Record<string, unknown> = {
    ...result.files,
    'provider-ids.json': result.idMaps.providerIds,
    'product-ids.json': result.idMaps.productIds,
  };
  const sizes: Record<string, number> = {};
  for (const [name, contents] of Object.entries(outputs)) {
    const text = stableJson(contents, LAYOUT_DEPTH[name] ?? DEFAULT_DEPTH);
    writeFileSync(join(dataDir, name), text);
    sizes[name] = Buffer.byteLength(text);
  }
  console.log(result.log.render(result.counts, sizes));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? `Import failed: ${error.message}` : error);
  process.exitCode = 1;
}
