/**
 * The snapshot folders on disk: listing the dated ones, reading what an earlier snapshot holds, and
 * writing a new one (into a side folder first, renamed into place when complete).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LATER_CATEGORIES,
  SNAPSHOT_CATEGORIES,
  type CdrCategory,
  type CdrProductDetail,
} from '../import/cdr-types';
import { snapshotRecordVersion } from '../import/cdr-versions';
import { heldBrand, type FallbackSource, type HeldBrand } from './fallback';
import type { CategoryFile, SnapshotBrand, SnapshotEntry, SnapshotIndexEntry } from './snapshot-types';
import { fetchedAtOfDate } from '../import/sydney-time';

const DATED_FOLDER = /^\d{4}-\d{2}-\d{2}$/;

export interface SnapshotFolder extends FallbackSource {
  path: string;
  brands: SnapshotBrand[];
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function brandIdOf(brand: SnapshotBrand): string | undefined {
  return brand.dataHolderBrandId ?? brand.interimId;
}

/** Reads an earlier snapshot's `brands.json` and the date in its category files. */
export function readSnapshotFolder(path: string): SnapshotFolder {
  const brands = readJson<SnapshotBrand[]>(join(path, 'brands.json'));
  const { snapshotDate } = readJson<{ snapshotDate: string }>(
    join(path, 'products', `${SNAPSHOT_CATEGORIES[0]}.json`),
  );
  const held = new Map<string, HeldBrand>();
  for (const brand of brands) {
    const id = brandIdOf(brand);
    const holding = heldBrand(brand, snapshotDate);
    if (id !== undefined && holding !== null) held.set(id, holding);
  }
  return { date: snapshotDate, path, brands, held };
}

/** The complete dated snapshots in a folder, newest first; a folder that cannot be read is passed over. */
export function listSnapshotFolders(snapshotDir: string): SnapshotFolder[] {
  if (!existsSync(snapshotDir)) return [];
  return readdirSync(snapshotDir)
    .filter((name) => DATED_FOLDER.test(name))
    .sort()
    .reverse()
    .flatMap((name) => {
      try {
        return [readSnapshotFolder(join(snapshotDir, name))];
      } catch {
        return [];
      }
    });
}

/**
 * The entries of the given brands in an earlier snapshot. Entries of the 2024 snapshot, which give
 * neither, get its date as their fetch time and their version from their shape.
 */
export function readBrandEntries(folder: SnapshotFolder, brandIds: ReadonlySet<string>): SnapshotEntry[] {
  const entries: SnapshotEntry[] = [];
  for (const category of SNAPSHOT_CATEGORIES) {
    const path = join(folder.path, 'products', `${category}.json`);
    if (LATER_CATEGORIES.includes(category) && !existsSync(path)) continue;
    const file = readJson<CategoryFile>(path);
    for (const entry of file.products) {
      if (!brandIds.has(entry.dataHolderBrandId)) continue;
      entries.push({
        dataHolderBrandId: entry.dataHolderBrandId,
        fetchedAt: entry.fetchedAt ?? fetchedAtOfDate(file.snapshotDate),
        version: entry.version ?? snapshotRecordVersion(entry.detail as unknown as CdrProductDetail),
        detail: entry.detail,
      });
    }
  }
  return entries;
}

export interface NewSnapshot {
  date: string;
  brands: SnapshotBrand[];
  entries: SnapshotEntry[];
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function indexEntry(entry: SnapshotEntry, brandName: string): SnapshotIndexEntry {
  const { detail } = entry;
  const index: SnapshotIndexEntry = {
    dataHolderBrandId: entry.dataHolderBrandId,
    brandName,
    productId: detail.productId,
    name: detail.name,
    productCategory: detail.productCategory,
    lastUpdated: textOf(detail.lastUpdated),
  };
  if (detail.productCategory === 'PERS_LOANS' && /\b(car|cars|vehicle)\b/i.test(detail.name)) {
    index.looksLikeCarLoan = true;
  }
  if (Array.isArray(detail.cardArt) && detail.cardArt.length > 0) index.hasCardArt = true;
  return index;
}

/** One category file's text: the header fields, then one product per line. */
function categoryFileText(file: CategoryFile): string {
  const { products, ...header } = file;
  const head = JSON.stringify(header).slice(0, -1);
  const lines = products.map((entry) => JSON.stringify(entry));
  return `${head},"products":[\n${lines.join(',\n')}\n]}\n`;
}

/** Writes `<snapshotDir>/<date>/`, replacing a snapshot of the same day only once the new one is complete. */
export function writeSnapshot(snapshotDir: string, snapshot: NewSnapshot): string {
  const target = join(snapshotDir, snapshot.date);
  const partial = join(snapshotDir, `.${snapshot.date}.partial-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(join(partial, 'products'), { recursive: true });

  const names = new Map(snapshot.brands.map((brand) => [brandIdOf(brand), brand.brandName]));
  const sorted = [...snapshot.entries].sort(
    (a, b) =>
      (names.get(a.dataHolderBrandId) ?? '').localeCompare(names.get(b.dataHolderBrandId) ?? '') ||
      a.dataHolderBrandId.localeCompare(b.dataHolderBrandId) ||
      a.detail.productId.localeCompare(b.detail.productId),
  );
  for (const category of SNAPSHOT_CATEGORIES) {
    const products = sorted.filter((entry) => entry.detail.productCategory === category);
    const file: CategoryFile = {
      source: 'cdr-live',
      sourceCommit: null,
      snapshotDate: snapshot.date,
      productCategory: category as CdrCategory,
      count: products.length,
      products,
    };
    writeFileSync(join(partial, 'products', `${category}.json`), categoryFileText(file));
  }
  const index = sorted.map((entry) => indexEntry(entry, names.get(entry.dataHolderBrandId) ?? ''));
  writeFileSync(join(partial, 'index.json'), `[\n${index.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`);
  writeFileSync(join(partial, 'brands.json'), `${JSON.stringify(snapshot.brands, null, 2)}\n`);

  if (existsSync(target)) {
    const old = join(snapshotDir, `.${snapshot.date}.replaced-${process.pid}`);
    renameSync(target, old);
    renameSync(partial, target);
    rmSync(old, { recursive: true, force: true });
  } else {
    renameSync(partial, target);
  }
  return target;
}
