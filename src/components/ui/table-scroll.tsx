import * as React from 'react';

/**
 * A table's frame. Where the table is wider than the screen it scrolls inside this frame, never
 * the page; the frame is a labelled region that takes focus so keyboard users can scroll it too.
 * `stack` turns the table inside into one card per row on a phone (see `.table-scroll--stack`).
 */
export function TableScroll({
  label,
  stack = false,
  children,
}: {
  label: string;
  stack?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={stack ? 'table-scroll table-scroll--stack' : 'table-scroll'}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
