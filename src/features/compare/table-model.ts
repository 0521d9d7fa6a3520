import type {
  ColumnDef,
  FilterDef,
  FilterValues,
  RowIdentity,
  SortDirection,
  SortState,
  TableConfig,
} from './table-config';
import { compareCodes, compareText } from '../../domain/text-order';

export function initialFilterValues(filters: FilterDef[]): FilterValues {
  return Object.fromEntries(filters.map((filter) => [filter.id, filter.initial]));
}

function compareValues(a: number | string | null, b: number | string | null): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  return compareText(String(a), String(b));
}

/**
 * Filters, projects and sorts the rows. Sorting is stable, missing values always go last,
 * and ties fall back to the product name so the order never depends on the data file.
 */
export function visibleRows<S, R extends RowIdentity>(
  config: TableConfig<S, R>,
  sources: readonly S[],
  filters: FilterValues,
  sort: SortState,
): R[] {
  const column = config.columns.find((candidate) => candidate.key === sort.key);
  const rows: R[] = [];
  for (const source of sources) {
    const row = config.project(source, filters);
    if (row) rows.push(row);
  }
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const value = column?.sortValue;
  return rows.sort((a, b) => {
    if (value) {
      const va = value(a);
      const vb = value(b);
      if (va === null || vb === null) {
        const missing = compareValues(va, vb);
        if (missing !== 0) return missing;
      } else {
        const order = compareValues(va, vb) * sign;
        if (order !== 0) return order;
      }
    }
    return compareText(a.name, b.name) || compareCodes(a.id, b.id);
  });
}

export const MAX_COMPARE = 4;

/** Adds or removes a product from the comparison, never holding more than four. */
export function toggleCompare(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((candidate) => candidate !== id);
  if (selected.length >= MAX_COMPARE) return [...selected];
  return [...selected, id];
}

const DEFAULT_SORT_WORDS = { ascending: 'lowest first', descending: 'highest first' } as const;

/** What the table is ordered by, in words: `sorted by annual fee, lowest first`. */
export function sortDescription<R>(column: ColumnDef<R> | undefined, direction: SortDirection): string {
  if (!column) return '';
  const words = (column.sortWords ?? DEFAULT_SORT_WORDS)[direction];
  return `sorted by ${column.sortName ?? column.header.toLowerCase()}, ${words}`;
}
