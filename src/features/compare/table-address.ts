/**
 * A comparison table's sort and filters as address settings (navigation/query-settings.ts):
 * `?sort=purchase-rate&dir=desc&max-fee=100&program=flybuys&balance-transfer=yes`. Parameter
 * names are the kebab-case ids of the columns and filters; a select filter is written as its
 * option's value, a tick box as yes or no, a number in digits within the filter's range.
 */
import {
  numberBetween,
  oneOf,
  yesNo,
  type QuerySetting,
  type QuerySettings,
} from '../navigation/query-settings';
import type {
  FilterDef,
  FilterValue,
  FilterValues,
  RowIdentity,
  SortState,
  TableConfig,
} from './table-config';

export type TableAddress = Record<string, FilterValue>;

const SORT = 'sort';
const DIRECTION = 'dir';
const directions = { asc: 'ascending', desc: 'descending' } as const;

function kebab(id: string): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function filterSetting(filter: FilterDef): QuerySetting<FilterValue> {
  switch (filter.kind) {
    case 'select':
      return oneOf(
        filter.options.map((option) => option.value),
        filter.initial,
      );
    case 'checkbox':
      return yesNo(filter.initial);
    case 'number':
      return numberBetween(filter.min, filter.max, filter.initial);
  }
}

/** The table's address settings: the sort column and direction, then each filter. */
export function tableQuerySettings<S, R extends RowIdentity>(
  config: TableConfig<S, R>,
): QuerySettings<TableAddress> {
  const sortable = config.columns.filter((column) => column.sortValue).map((column) => kebab(column.key));
  const settings: Record<string, QuerySetting<FilterValue>> = {
    [SORT]: oneOf(sortable, kebab(config.defaultSort.key)),
    [DIRECTION]: oneOf(['asc', 'desc'], config.defaultSort.direction === 'ascending' ? 'asc' : 'desc'),
  };
  for (const filter of config.filters) settings[kebab(filter.id)] = filterSetting(filter);
  return settings;
}

/** The filters and sort the address values stand for. */
export function tableView<S, R extends RowIdentity>(
  config: TableConfig<S, R>,
  address: TableAddress,
): { filters: FilterValues; sort: SortState } {
  const filters = Object.fromEntries(
    config.filters.map((filter) => [filter.id, address[kebab(filter.id)] ?? filter.initial]),
  );
  const sortKey =
    config.columns.find((column) => kebab(column.key) === address[SORT])?.key ?? config.defaultSort.key;
  const direction = directions[address[DIRECTION] === 'desc' ? 'desc' : 'asc'];
  return { filters, sort: { key: sortKey, direction } };
}

/** The address change for one filter's new value. */
export function filterChange(filterId: string, value: FilterValue): TableAddress {
  return { [kebab(filterId)]: value };
}

/** The address change for a new sort. */
export function sortChange(sort: SortState): TableAddress {
  return { [SORT]: kebab(sort.key), [DIRECTION]: sort.direction === 'ascending' ? 'asc' : 'desc' };
}
