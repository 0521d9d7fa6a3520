import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  brandIdOf,
  type CdrBrand,
  type CdrCategory,
  type CdrIndexEntry,
  type CdrProduct,
  type CdrProductDetail,
  type CdrSnapshot,
} from './cdr-types';

const CATEGORIES: CdrCategory[] = [
  'CRED_AND_CHRG_CARDS',
  'RESIDENTIAL_MORTGAGES',
  'PERS_LOANS',
  'TERM_DEPOSITS',
  'TRANS_AND_SAVINGS_ACCOUNTS',
  'LEASES',
];

interface CategoryFile {
  snapshotDate: string;
  sourceCommit: string;
  productCategory: string;
  products: { dataHolderBrandId: string; detail: CdrProductDetail }[];
}

function readJson<T>(path: string): T {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Reads the snapshot folder described in its README into one in-memory structure. */
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
  for (const category of CATEGORIES) {
    const file = readJson<CategoryFile>(join(folder, 'products', `${category}.json`));
    if (snapshotDate !== null && file.snapshotDate !== snapshotDate) {
      throw new Error(`${category}.json has snapshotDate ${file.snapshotDate}, other files ${snapshotDate}`);
    }
    snapshotDate = file.snapshotDate;
    sourceCommit = file.sourceCommit;
    for (const record of file.products) {
      const brandName = brandNames.get(record.dataHolderBrandId);
      if (brandName === undefined) {
        throw new Error(
          `${category}.json: product ${record.detail.productId} has unknown brand ${record.dataHolderBrandId}`,
        );
      }
      products.push({
        brandId: record.dataHolderBrandId,
        brandName,
        category,
        looksLikeCarLoan: carLoanKeys.has(`${record.dataHolderBrandId}:${record.detail.productId}`),
        detail: record.detail,
      });
    }
  }
  if (snapshotDate === null || sourceCommit === null) throw new Error(`No product files found in ${folder}`);
  return { snapshotDate, sourceCommit, brands, products };
}
