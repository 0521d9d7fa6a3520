/**
 * A comparison table's sort and filters as address settings (navigation/query-settings.ts):
 * `?sort=purchase-rate&dir=desc&max-fee=100&program=flybuys&balance-transfer=yes`. Parameter
 * names are the kebab-case ids of the columns and filters; a select filter is written as its
 * option's value, a tick box as yes or no, a number in digits within the filter's range. The
 * products picked to compare side by side are `compare`, their ids in the order picked:
 * `?compare=10004-CC00001,10004-CC00002`.
 */
import {
  numberBetween,
  oneOf,
  yesNo,
  type QuerySetting,
  type QuerySettings,
} from '../navigation/query-settings';
import { MAX_COMPARE } from './table-model';
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
const COMPARE = 'compare';
/** A product id as the data writes it (`10004-CC00001`): nothing else is read from the address. */
const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
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

/**
 * The products to compare, as the address writes them: ids separated by commas, each once, at
 * most four; what is not an id is dropped. No products is the initial value, left out.
 */
const compareSetting: QuerySetting<FilterValue> = {
  initial: '',
  parse: (text) => {
    const ids = [...new Set(text.split(',').filter((id) => PRODUCT_ID.test(id)))].slice(0, MAX_COMPARE);
    return ids.length > 0 ? ids.join(',') : undefined;
  },
  format: (value) => String(value),
};

/** The table's address settings: the sort column and direction, each filter, then the products to compare. */
export function tableQuerySettings<S, R extends RowIdentity>(
  config: TableConfig<S, R>,
): QuerySettings<TableAddress> {
  const sortable = config.columns.filter((column) => column.sortValue).map((column) => kebab(column.key));
  const settings: Record<string, QuerySetting<FilterValue>> = {
    [SORT]: oneOf(sortable, kebab(config.defaultSort.key)),
    [DIRECTION]: oneOf(['asc', 'desc'], config.defaultSort.direction === 'ascending' ? 'asc' : 'desc'),
  };
  for (const filter of config.filters) settings[kebab(filter.id)] = filterSetting(filter);
  settings[COMPARE] = compareSetting;
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

/** The ids of the products picked to compare, in the order picked. */
export function compareIds(address: TableAddress): string[] {
  const value = address[COMPARE];
  return typeof value === 'string' && value !== '' ? value.split(',') : [];
}

/** The address change for a new set of products to compare. */
export function compareChange(ids: readonly string[]): TableAddress {
  return { [COMPARE]: ids.join(',') };
}
