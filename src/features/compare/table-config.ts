import type * as React from 'react';

/** What every table row carries besides its category's own facts. */
export interface RowIdentity {
  id: string;
  name: string;
  providerId: string;
  providerName: string;
  href: string;
  providerHref: string;
  /** The day a figure of the product last changed, or it was added (`data/changes.json`); absent when none is recorded. */
  changedOn?: string;
  /** For business customers: its page says so, and no comparison table lists it. */
  forBusiness?: boolean;
  /** The product has an address on its bank's site to go to through the redirect; absent when not. */
  hasSite?: true;
  /** Its provider is a non-bank lender (not an authorised deposit-taking institution); absent for a bank. */
  nonBank?: true;
}

export type FilterValue = string | boolean | number | null;
export type FilterValues = Record<string, FilterValue>;

interface FilterBase {
  id: string;
  label: string;
  hint?: string;
}

export interface SelectFilter extends FilterBase {
  kind: 'select';
  options: { value: string; label: string }[];
  initial: string;
}

export interface CheckboxFilter extends FilterBase {
  kind: 'checkbox';
  initial: boolean;
}

export interface NumberFilter extends FilterBase {
  kind: 'number';
  initial: number;
  min: number;
  max: number;
  step: number;
  /** Prefix shown inside the label, e.g. `$`. */
  unit?: '$' | 'months' | 'years';
}

export type FilterDef = SelectFilter | CheckboxFilter | NumberFilter;

export interface ColumnDef<R> {
  key: string;
  header: string;
  /** Numbers align right and sort numerically. */
  numeric?: boolean;
  /**
   * The value the column sorts by: the figure it shows (for a range or a pair, the part named by
   * `sortName`), so that "ascending" means what it says. null sorts last whatever the direction:
   * "no data" is never the best value.
   */
  sortValue?: (row: R) => number | string | null;
  /** The direction a first tap sorts in: the one that puts the better value first. Ascending unless set. */
  firstSort?: SortDirection;
  /** What the table says it is sorted by (`sorted by <sortName>, lowest first`): the header, unless set. */
  sortName?: string;
  /** How each direction reads after the sort's name: `lowest first` and `highest first` unless set. */
  sortWords?: Record<SortDirection, string>;
  render: (row: R) => React.ReactNode;
}

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface TableConfig<S, R extends RowIdentity> {
  /** Accessible name of the table. */
  caption: string;
  filters: FilterDef[];
  /**
   * Turns a source row into the row shown for the chosen filters, or null to leave it out.
   * Most categories return the row itself; home loans and deposits pick the matching rate.
   */
  project: (source: S, filters: FilterValues) => R | null;
  columns: ColumnDef<R>[];
  defaultSort: SortState;
  /** Rows to show before "Show more". */
  pageSize: number;
  /** Extra facts for the side-by-side comparison, beyond the columns. */
  compareFacts?: { label: string; render: (row: R) => React.ReactNode }[];
}
