import * as React from 'react';
import { formatIsoDateShort } from '../../domain/format';
import type { ColumnDef, RowIdentity } from './table-config';

const DAY_MS = 86_400_000;

/**
 * "Changed": the day a figure of the product last changed in the banks' data (or it was added).
 * A first tap sorts the most recently changed first; products with no change recorded are last
 * either way.
 */
export function lastChangedColumn<R extends RowIdentity>(): ColumnDef<R> {
  return {
    key: 'changed',
    header: 'Changed',
    sortValue: (row) => (row.changedOn ? Date.parse(`${row.changedOn}T00:00:00Z`) / DAY_MS : null),
    firstSort: 'descending',
    sortName: 'date of the last change',
    sortWords: { ascending: 'oldest first', descending: 'newest first' },
    render: (row) =>
      row.changedOn ? (
        <time dateTime={row.changedOn}>{formatIsoDateShort(row.changedOn)}</time>
      ) : (
        <>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">No change recorded</span>
        </>
      ),
  };
}
