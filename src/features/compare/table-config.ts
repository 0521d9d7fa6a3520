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
  /** null sorts last whatever the direction: "no data" is never the best value. */
  sortValue?: (row: R) => number | string | null;
  render: (row: R) => React.ReactNode;
}

export interface SortState {
  key: string;
  direction: 'ascending' | 'descending';
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
