import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isDetailVersion,
  readProductDetail,
  snapshotRecordVersion,
  type DetailVersion,
} from './cdr-versions';
import {
  brandIdOf,
  type CdrBrand,
  type CdrCategory,
  type CdrIndexEntry,
  type CdrProduct,
  type CdrProductDetail,
  type CdrRejectedRecord,
  type CdrSnapshot,
  LATER_CATEGORIES,
  SNAPSHOT_CATEGORIES,
} from './cdr-types';
import { sydneyDate } from './sydney-time';

/**
 * One product of a category file. A snapshot fetched from the banks gives each record's fetch time
 * and endpoint version; the 2024 snapshot gives neither (its records are versions 3 and 4, told
 * apart by shape, and were fetched on its snapshot date).
 */
interface SnapshotEntry {
  dataHolderBrandId: string;
  fetchedAt?: string;
  version?: number;
  detail: unknown;
}

interface CategoryFile {
  snapshotDate: string;
  sourceCommit: string | null;
  productCategory: string;
  products: SnapshotEntry[];
}

function readJson<T>(path: string): T {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `YYYY-MM-DD` of an ISO time as the day it was in Sydney; null when the text is no time. */
export function sydneyDay(isoTime: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(isoTime)) return null;
  const time = Date.parse(isoTime);
  return Number.isNaN(time) ? null : sydneyDate(time);
}

function textField(detail: unknown, field: string): string {
  const value =
    typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>)[field] : null;
  return typeof value === 'string' ? value : '(none)';
}

type EntryOutcome = { product: CdrProduct } | { rejected: CdrRejectedRecord };

function readEntry(
  entry: SnapshotEntry,
  category: CdrCategory,
  brandName: string,
  snapshotDate: string,
  looksLikeCarLoan: (productId: string) => boolean,
): EntryOutcome {
  const reject = (problems: string[]): EntryOutcome => ({
    rejected: {
      category,
      brandName,
      productId: textField(entry.detail, 'productId'),
      name: textField(entry.detail, 'name'),
      problems,
    },
  });
  const fetchedOn = entry.fetchedAt === undefined ? snapshotDate : sydneyDay(entry.fetchedAt);
  if (fetchedOn === null) return reject([`fetchedAt: "${entry.fetchedAt}" is not a time`]);
  let version: DetailVersion;
  if (entry.version === undefined) {
    if (typeof entry.detail !== 'object' || entry.detail === null)
      return reject(['record: expected an object']);
    version = snapshotRecordVersion(entry.detail as CdrProductDetail);
  } else if (isDetailVersion(entry.version)) version = entry.version;
  else return reject([`version ${String(entry.version)} is not one the import reads`]);

  const read = readProductDetail(entry.detail, version);
  if (!read.ok) return reject(read.problems);
  return {
    product: {
      brandId: entry.dataHolderBrandId,
      brandName,
      category,
      looksLikeCarLoan: looksLikeCarLoan(read.detail.productId),
      fetchedOn,
      detail: read.detail,
    },
  };
}

/**
 * Reads a snapshot folder (the 2024 snapshot, or one written by the refresh in the same layout)
 * into one in-memory structure. Every record is checked against its version of the standard and
 * read into the import's shape; a record that fails is left out and listed in `rejected`.
 */
export function loadSnapshot(folder: string): CdrSnapshot {
  const brands = readJson<CdrBrand[]>(join(folder, 'brands.json'));
  const index = readJson<CdrIndexEntry[]>(join(folder, 'index.json'));
  const brandNames = new Map(brands.map((brand) => [brandIdOf(brand), brand.brandName]));
  const carLoanKeys = new Set(
    index
      .filter((entry) => entry.looksLikeCarLoan)
      .map((entry) => `${entry.dataHolderBrandId}:${entry.productId}`),
  );

  let snapshotDate: string | null = null;
  let sourceCommit: string | null = null;
  const products: CdrProduct[] = [];
  const rejected: CdrRejectedRecord[] = [];
  for (const category of SNAPSHOT_CATEGORIES) {
    const path = join(folder, 'products', `${category}.json`);
    if (LATER_CATEGORIES.includes(category) && !existsSync(path)) continue;
    const file = readJson<CategoryFile>(path);
    if (snapshotDate !== null && file.snapshotDate !== snapshotDate) {
      throw new Error(`${category}.json has snapshotDate ${file.snapshotDate}, other files ${snapshotDate}`);
    }
    snapshotDate = file.snapshotDate;
    sourceCommit = file.sourceCommit ?? null;
    for (const entry of file.products) {
      const brandName = brandNames.get(entry.dataHolderBrandId);
      if (brandName === undefined) {
        throw new Error(
          `${category}.json: product ${textField(entry.detail, 'productId')} has unknown brand ${entry.dataHolderBrandId}`,
        );
      }
      const outcome = readEntry(entry, category, brandName, file.snapshotDate, (productId) =>
        carLoanKeys.has(`${entry.dataHolderBrandId}:${productId}`),
      );
      if ('product' in outcome) products.push(outcome.product);
      else rejected.push(outcome.rejected);
    }
  }
  if (snapshotDate === null) throw new Error(`No product files found in ${folder}`);
  return { snapshotDate, sourceCommit, brands, products, rejected };
}
