/**
 * Comparison tables in page data: small ones whole, large ones as their first page plus a JSON
 * file of every row (see `useFullRows`), so a page stays light and every filter still sees every
 * product. The files are named by a hash of their content.
 */
import { createHash } from 'node:crypto';
import type { ProductCategory } from '../src/config/paths';
import type { RowIdentity } from '../src/features/compare/table-config';
import { tableConfigFor } from '../src/features/compare/table-configs';
import { initialFilterValues, visibleRows } from '../src/features/compare/table-model';
import { hasBothLenderKinds, lenderFilterCategories } from '../src/features/compare/lender-filter';
import type { LazyRows } from '../src/features/compare/use-full-rows';
import type { TableFile } from './site-model-types';

/** Tables with more rows than this ship their first page only (see `useFullRows`). */
const INLINE_ROW_LIMIT = 60;

export interface ShippedTable {
  rows: RowIdentity[];
  lazy?: LazyRows;
  productCount: number;
  /** The rows of the table as it opens, before the visitor changes a filter. */
  startingView: number;
  /** The table lists banks and non-bank lenders both (loans and cards only): it offers "Banks only". */
  lenderKinds?: true;
}

/** The rows a category's table shows as it opens (its starting filters and sort). */
function startingRows(
  code: ProductCategory,
  rows: readonly RowIdentity[],
  programs?: { id: number; name: string }[],
): RowIdentity[] {
  const config = tableConfigFor(code, programs);
  return visibleRows(config, rows, initialFilterValues(config.filters), config.defaultSort);
}

/** How many of a category's products its table shows as it opens: what a count linking to it says. */
export function startingViewCount(code: ProductCategory, rows: readonly RowIdentity[]): number {
  return startingRows(code, rows).length;
}

export class TableFiles {
  readonly files: TableFile[] = [];

  /** Ships small tables whole; large ones as their first page plus a JSON file of every row. */
  ship(
    code: ProductCategory,
    rows: RowIdentity[],
    name: string,
    programs?: { id: number; name: string }[],
  ): ShippedTable {
    const slim = rows.map(slimRow);
    const shown = startingRows(code, slim, programs);
    const kinds =
      lenderFilterCategories.has(code) && hasBothLenderKinds(slim) ? { lenderKinds: true as const } : {};
    if (slim.length <= INLINE_ROW_LIMIT) {
      return { rows: slim, productCount: rows.length, startingView: shown.length, ...kinds };
    }
    const firstIds = new Set(shown.slice(0, tableConfigFor(code, programs).pageSize).map((row) => row.id));
    const path = this.add(name, slim);
    return {
      rows: slim.filter((row) => firstIds.has(row.id)),
      lazy: { url: path, total: shown.length },
      productCount: rows.length,
      startingView: shown.length,
      ...kinds,
    };
  }

  /** Adds a file of rows and answers its site path. */
  add(name: string, rows: RowIdentity[]): string {
    const file: TableFile = { path: `/table-data/${name}-${contentHash(rows)}.json`, rows };
    this.files.push(file);
    return file.path;
  }
}

/** Fields only product pages need; tables never read them. */
function slimRow(row: RowIdentity): RowIdentity {
  const {
    cdrProductId: _c,
    url: _u,
    applicationUrl: _a,
    lastUpdated: _l,
    fetchedOn: _f,
    urlSlug: _s,
    ...rest
  } = row as RowIdentity & Record<string, unknown>;
  return rest as RowIdentity;
}

function contentHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 10);
}
