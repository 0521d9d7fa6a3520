/**
 * What a comparison table shows before the visitor changes anything, in words: the filters it
 * starts with, and how many of the category's products they leave in. One rule for every
 * category, used by the table's own note and by the counts that link to the table (the home page),
 * so a count always says what a tap on it shows.
 */
import { formatCount, formatDollars } from '../../domain/format';
import type { FilterDef } from './table-config';

/** The value a select filter offers for "no limit": it narrows nothing, so it is not named. */
const NO_LIMIT = 'any';

/** One filter at its starting value, `Loan term: 30 years`; null when it narrows nothing. */
function startingFilterText(filter: FilterDef): string | null {
  switch (filter.kind) {
    case 'checkbox':
      return filter.initial ? filter.label : null;
    case 'select': {
      if (filter.initial === NO_LIMIT) return null;
      const option = filter.options.find((candidate) => candidate.value === filter.initial);
      return option ? `${filter.label}: ${option.label}` : null;
    }
    case 'number': {
      const value =
        filter.unit === '$'
          ? formatDollars(filter.initial)
          : filter.unit
            ? `${formatCount(filter.initial)} ${filter.unit}`
            : formatCount(filter.initial);
      return `${filter.label}: ${value}`;
    }
  }
}

/** The filters a table starts with, each as `Label: value`, in the order the table shows them. */
export function startingFilters(filters: readonly FilterDef[]): string[] {
  return filters.map(startingFilterText).filter((text): text is string => text !== null);
}

/** How many products a category has, and how many of them its table shows before any change. */
export interface CategoryCount {
  products: number;
  /** The rows of the table's starting view: never more than `products`. */
  startingView: number;
}

/**
 * A count that says what a tap on it shows: `177 compared` when the table starts with every
 * product; `1,846 compared; the table opens with the 423 that fit its starting filters` when those
 * filters leave some out.
 */
export function categoryCountText({ products, startingView }: CategoryCount): string {
  return startingView >= products
    ? `${formatCount(products)} compared`
    : `${formatCount(products)} compared; the table opens with the ${formatCount(startingView)} that fit its starting filters`;
}

/**
 * The table's note on its starting view, when that view leaves products out:
 * `The table starts with these filters: Loan amount: $500,000; ... They show 423 of the 1,846 loans; change the filters above to see the others.`
 */
export function startingViewNote(
  filters: readonly FilterDef[],
  { products, startingView }: CategoryCount,
  plural: string,
): string | null {
  if (startingView >= products) return null;
  const named = startingFilters(filters);
  return `The table starts with these filters: ${named.join('; ')}. They show ${formatCount(startingView)} of the ${formatCount(products)} ${plural}; change the filters above to see the others.`;
}
