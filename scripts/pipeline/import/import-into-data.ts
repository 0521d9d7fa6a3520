/**
 * The whole import: a snapshot folder, the curated inputs in `<dataDir>/curated/` and the id maps
 * in `<dataDir>` become the site's `data/*.json`. Nothing is written unless every output passes
 * its checks. Returns the import's report.
 *
 * Every changed figure, and every product added or withdrawn, since the data already in
 * `<dataDir>` is appended to `changes.json`; the first time there is no `changes.json`, it starts
 * from the snapshot's real home-loan rate history when it has one. A product with an implausible
 * change keeps its record from the previous snapshot, and the change is listed in
 * `held-changes.json` for review, unless `acceptHeld` publishes it.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangeEntry, ChangesFile } from '../../../src/domain/changes/change-entry';
import { diffProviders } from '../../../src/domain/changes/provider-changes';
import type { RawHomeLoan, RawProvider } from '../../../src/domain/data/raw-types';
import {
  appendChanges,
  diffProductFiles,
  heldChanges,
  type HeldChange,
  type HeldChangesFile,
  type ProductFiles,
} from './change-history';
import type { CdrSnapshot } from './cdr-types';
import { checkCurated, type CuratedData, type CuratedFiles } from './curated';
import type { IdMaps } from './id-registry';
import { ImportError } from './import-error';
import { loadSnapshot } from './load-snapshot';
import { PRODUCT_FILES } from './product-files';
import { changesFromRateHistory, type RateHistoryFile } from './rate-history';
import { runImport, type ImportResult } from './run-import';
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
  'changes.json': 2,
  'held-changes.json': 2,
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

export interface ImportOptions {
  /** The snapshot the data in `<dataDir>` came from: where held products keep their records from. */
  previousSnapshotPath?: string | null;
  /** Publish implausible changes instead of holding them back (after staff review). */
  acceptHeld?: boolean;
  /** The curated inputs, when not read from `<dataDir>/curated/`. */
  curated?: CuratedData;
}

function readCurated(curatedDir: string): CuratedData {
  const files = Object.fromEntries(
    CURATED_FILES.map((name) => [name, readJson(join(curatedDir, `${name}.json`))]),
  ) as unknown as CuratedFiles;
  return checkCurated(files);
}

/** The providers of the data in `<dataDir>`, or null when it has none yet. */
function readProviders(dataDir: string): RawProvider[] | null {
  const path = join(dataDir, 'providers.json');
  return existsSync(path) ? (readJson(path) as RawProvider[]) : null;
}

function readProductFiles(dataDir: string): ProductFiles | null {
  const paths = PRODUCT_FILES.map((name) => join(dataDir, name));
  if (!paths.every((path) => existsSync(path))) return null;
  return Object.fromEntries(
    PRODUCT_FILES.map((name, i) => [name, readJson(paths[i] as string)]),
  ) as ProductFiles;
}

/** The snapshot with each held product's record taken from the previous snapshot. */
function withHeldRecords(
  snapshot: CdrSnapshot,
  held: readonly HeldChange[],
  result: ImportResult,
  previousSnapshotPath: string | null | undefined,
): CdrSnapshot {
  const list = held.map((change) => `${change.productId} ${change.field}: ${change.reason}`).join('; ');
  if (!previousSnapshotPath) {
    throw new ImportError(
      'held-changes.json',
      `implausible changes and no previous snapshot to keep the products from (${list}). Check them, then import again with --accept-held to publish them.`,
    );
  }
  const previous = loadSnapshot(previousSnapshotPath);
  const siteIds = new Set(held.map((change) => change.productId));
  const keys = new Set(
    Object.entries(result.idMaps.productIds).flatMap(([key, id]) => (siteIds.has(id) ? [key] : [])),
  );
  const keyOf = (product: CdrSnapshot['products'][number]) =>
    `${product.brandId}:${product.detail.productId}`;
  const earlier = new Map(previous.products.map((product) => [keyOf(product), product]));
  const missing = [...keys].filter((key) => !earlier.has(key));
  if (missing.length > 0) {
    throw new ImportError(
      'held-changes.json',
      `implausible changes to products the previous snapshot does not hold (${missing.join(', ')}; ${list}). Check them, then import again with --accept-held to publish them.`,
    );
  }
  return {
    ...snapshot,
    products: snapshot.products.map((product) =>
      keys.has(keyOf(product)) ? (earlier.get(keyOf(product)) ?? product) : product,
    ),
  };
}

/** The changes file to extend: the one in `<dataDir>`, or the snapshot's real rate history to start from. */
function existingChanges(
  dataDir: string,
  snapshotPath: string,
  result: ImportResult,
): { file: ChangesFile | null; note: string | null } {
  const path = join(dataDir, 'changes.json');
  if (existsSync(path)) return { file: readJson(path) as ChangesFile, note: null };
  const historyPath = join(snapshotPath, 'history', 'home-loan-rate-history.json');
  if (!existsSync(historyPath)) return { file: null, note: null };
  const homeLoans = (result.files['products-hl.json'] as { products: RawHomeLoan[] }).products;
  const history = changesFromRateHistory(
    readJson(historyPath) as RateHistoryFile,
    homeLoans,
    result.idMaps.productIds,
  );
  const left = Object.entries(history.leftOut)
    .map(([why, count]) => `${why} ${count}`)
    .join(', ');
  return {
    file: appendChanges(null, history.changes),
    note: `Rate history: ${history.changes.length} changes from ${history.matchedSeries} series (left out: ${left})`,
  };
}

/**
 * Whether the data in `dataDir` was read from this very snapshot (same date, same source commit):
 * importing it again only re-reads the banks' figures, so nothing it changes is a bank's change.
 */
function sameSnapshotAsBefore(
  dataDir: string,
  snapshot: { snapshotDate: string; sourceCommit: string | null },
) {
  const path = join(dataDir, 'meta.json');
  if (snapshot.sourceCommit === null || !existsSync(path)) return false;
  const meta = readJson(path) as { snapshotDate?: unknown; sourceCommit?: unknown };
  return meta.snapshotDate === snapshot.snapshotDate && meta.sourceCommit === snapshot.sourceCommit;
}

export function importIntoData(snapshotPath: string, dataDir: string, options: ImportOptions = {}): string {
  let snapshot = loadSnapshot(snapshotPath);
  const curated: CuratedData = options.curated ?? readCurated(join(dataDir, 'curated'));
  const rereading = sameSnapshotAsBefore(dataDir, snapshot);
  const before = rereading ? null : readProductFiles(dataDir);
  const providersBefore = rereading ? null : readProviders(dataDir);

  let result = runImport(snapshot, curated, readIdMaps(dataDir));
  let changes: ChangeEntry[] = diffProductFiles(before, result.files as ProductFiles, snapshot.snapshotDate);
  const held = options.acceptHeld ? [] : heldChanges(changes);
  if (held.length > 0) {
    snapshot = withHeldRecords(snapshot, held, result, options.previousSnapshotPath);
    result = runImport(snapshot, curated, readIdMaps(dataDir));
    changes = diffProductFiles(before, result.files as ProductFiles, snapshot.snapshotDate);
  }
  validateOutput(result.files);

  const history = existingChanges(dataDir, snapshotPath, result);
  const heldFile: HeldChangesFile = { on: snapshot.snapshotDate, held };
  const providerChanges = diffProviders(
    providersBefore,
    result.files['providers.json'] as RawProvider[],
    snapshot.snapshotDate,
  );
  const providerHistory = [...providerChanges, ...(history.file?.providers ?? [])];
  const outputs: Record<string, unknown> = {
    ...result.files,
    'provider-ids.json': result.idMaps.providerIds,
    'product-ids.json': result.idMaps.productIds,
    'changes.json': {
      ...appendChanges(history.file, changes),
      ...(providerHistory.length > 0 ? { providers: providerHistory } : {}),
    },
    'held-changes.json': heldFile,
  };
  const texts = Object.entries(outputs).map(
    ([name, contents]) => [name, stableJson(contents, LAYOUT_DEPTH[name] ?? DEFAULT_DEPTH)] as const,
  );
  // Every file is written beside its place first, then all are moved in: a reader (the server
  // reloading its data) never sees half a file, and a failed write leaves the old data whole.
  const sizes: Record<string, number> = {};
  mkdirSync(dataDir, { recursive: true });
  for (const [name, text] of texts) {
    writeFileSync(join(dataDir, `.${name}.new`), text);
    sizes[name] = Buffer.byteLength(text);
  }
  for (const [name] of texts) renameSync(join(dataDir, `.${name}.new`), join(dataDir, name));
  const report = [
    result.log.render(result.counts, sizes),
    ...(history.note ? [history.note] : []),
    rereading
      ? 'The data before was read from this same snapshot: its figures are read again, and no changes are recorded.'
      : `Changes since the data before: ${changes.length}`,
    ...providerChanges.map(
      (change) => `Provider ${change.change}: ${change.name} (${change.bank ? 'bank' : 'non-bank lender'})`,
    ),
    ...held.map(
      (change) =>
        `Held for review: ${change.productId} ${change.field} from ${change.from} to ${change.to}: ${change.reason}`,
    ),
  ];
  return report.join('\n');
}
