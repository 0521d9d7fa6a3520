/**
 * The snapshot a refresh writes, in the layout of the 2024 snapshot (see its README):
 * `<yyyy-mm-dd>/brands.json`, `index.json` and `products/<CATEGORY>.json`.
 */
import type { CdrBrand, CdrCategory } from '../import/cdr-types';

export type RefreshOutcome = 'fetched' | 'kept' | 'missing';

/** One product of a category file: the record as its holder sent it, in that version. */
export interface SnapshotEntry {
  dataHolderBrandId: string;
  /** Missing only in the 2024 snapshot, whose fetch date is its `snapshotDate`. */
  fetchedAt?: string;
  version?: number;
  detail: Record<string, unknown> & { productId: string; name: string; productCategory: string };
}

export interface CategoryFile {
  source: string;
  sourceCommit: string | null;
  snapshotDate: string;
  productCategory: CdrCategory;
  count: number;
  products: SnapshotEntry[];
}

export interface BrandRefreshNote {
  outcome: RefreshOutcome;
  version?: number;
  keptFrom?: string;
  reason?: string;
}

/** A register brand summary plus what the snapshot holds of it. */
export interface SnapshotBrand extends CdrBrand {
  productBaseUri?: string;
  productCounts: Partial<Record<CdrCategory, number>>;
  refresh?: BrandRefreshNote;
  [field: string]: unknown;
}

export interface SnapshotIndexEntry {
  dataHolderBrandId: string;
  brandName: string;
  productId: string;
  name: string;
  productCategory: string;
  lastUpdated: string;
  looksLikeCarLoan?: boolean;
  hasCardArt?: boolean;
}
