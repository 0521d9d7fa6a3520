/**
 * What an import adds to `data/changes.json`: the changes between the products files already in
 * `data/` and the ones just made, every category. Changes that look like data errors (a rate moving
 * more than 10 points, a fee 10 times bigger or smaller) are picked out to be held for review.
 */
import type { ChangeEntry, ChangesFile } from '../../../src/domain/changes/change-entry';
import { diffProducts, implausibility, type ProductRow } from '../../../src/domain/changes/diff-products';
import { PRODUCT_FILES, type ProductFileName } from './product-files';

export type ProductFiles = Partial<Record<ProductFileName, unknown>>;

export interface HeldChange extends ChangeEntry {
  reason: string;
}

/** `data/held-changes.json`: the changes of the latest import held back, for staff to review. */
export interface HeldChangesFile {
  on: string;
  held: HeldChange[];
}

function rowsOf(contents: unknown): ProductRow[] {
  const products = (contents as { products?: unknown } | undefined)?.products;
  return Array.isArray(products) ? (products as ProductRow[]) : [];
}

/** Every change from `before` to `after`; none when there was nothing before (a first import). */
export function diffProductFiles(
  before: ProductFiles | null,
  after: ProductFiles,
  on: string,
): ChangeEntry[] {
  if (before === null) return [];
  return PRODUCT_FILES.flatMap((file) => diffProducts(rowsOf(before[file]), rowsOf(after[file]), on));
}

export function heldChanges(changes: readonly ChangeEntry[]): HeldChange[] {
  return changes.flatMap((change) => {
    const reason = implausibility(change);
    return reason === null ? [] : [{ ...change, reason }];
  });
}

/** The changes file with the new entries first (newest first), each import's own order kept. */
export function appendChanges(existing: ChangesFile | null, added: readonly ChangeEntry[]): ChangesFile {
  const newest = [...added].sort((a, b) => b.on.localeCompare(a.on));
  return { changes: [...newest, ...(existing?.changes ?? [])] };
}
