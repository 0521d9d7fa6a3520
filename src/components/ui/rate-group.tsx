import * as React from 'react';
import { formatCount } from '../../domain/format';
import { TableScroll } from './table-scroll';

/** `1 rate`, `60 rates`. */
export const rateCountText = (count: number) => `${formatCount(count)} ${count === 1 ? 'rate' : 'rates'}`;

/** What a product page's rates section says before its groups: how many rates, grouped by what. */
export function RateGroupsIntro({
  total,
  groupedBy,
  groups,
}: {
  total: number;
  groupedBy: string;
  groups: number;
}) {
  return (
    <p>
      {rateCountText(total)}, by {groupedBy}
      {groups > 1 ? '. Open a group to see its rates.' : '.'}
    </p>
  );
}

/**
 * One group of a product's rates: the browser's own disclosure (keyboard and find-in-page
 * included) with the group's name and count, and its table in a scroll frame. A closed group is
 * neither laid out nor painted until it is opened, so a product with many rates shows quickly.
 * The table's caption is its label unless told otherwise; `columns` are the header cells and the
 * children the body's rows.
 */
export function RateGroup({
  title,
  count,
  open,
  tableLabel,
  caption = tableLabel,
  columns,
  children,
}: {
  title: string;
  count: number;
  open: boolean;
  tableLabel: string;
  caption?: string;
  columns: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <details className="rate-group" open={open}>
      <summary>
        {title} <span className="rate-group__count">({rateCountText(count)})</span>
      </summary>
      <TableScroll label={tableLabel}>
        <table className="compare">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>{columns}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </TableScroll>
    </details>
  );
}
