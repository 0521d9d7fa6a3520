/**
 * The "Banks only" / "All lenders" filter of the tables of loans and cards. A table offers it only
 * when it lists both banks and non-bank lenders, so a table of banks alone looks as it always has.
 */
import type { ProductCategory } from '../../config/paths';
import type { RowIdentity, SelectFilter } from './table-config';
import type { AnyTableConfig } from './table-kinds';

/** The categories whose tables can hold non-bank lenders beside the banks. */
export const lenderFilterCategories: ReadonlySet<ProductCategory> = new Set(['hl', 'pl', 'cl', 'cc']);

export const lenderFilter: SelectFilter = {
  id: 'lenders',
  kind: 'select',
  label: 'Lenders',
  options: [
    { value: 'all', label: 'All lenders' },
    { value: 'banks', label: 'Banks only' },
  ],
  initial: 'all',
};

/** True when the rows come from banks and from non-bank lenders both. */
export function hasBothLenderKinds(rows: readonly RowIdentity[]): boolean {
  return rows.some((row) => row.nonBank === true) && rows.some((row) => row.nonBank !== true);
}

/** The table with the lender filter after its own filters: "Banks only" leaves out non-bank lenders' products. */
export function withLenderFilter(config: AnyTableConfig): AnyTableConfig {
  return {
    ...config,
    filters: [...config.filters, lenderFilter],
    project: (source, filters) =>
      filters[lenderFilter.id] === 'banks' && source.nonBank === true
        ? null
        : config.project(source, filters),
  };
}
