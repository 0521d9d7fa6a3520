import * as React from 'react';

/**
 * A table's frame. Where the table is wider than the screen it scrolls inside this frame, never
 * the page; the frame is a labelled region that takes focus so keyboard users can scroll it too.
 * `stack` turns the table inside into one card per row on a phone (see `.table-scroll--stack`);
 * cards below the screen are laid out only when they come near it, unless `layOutAll` is set
 * (when something below the table is about to be scrolled to, and needs the table's true height).
 */
export function TableScroll({
  label,
  stack = false,
  layOutAll = false,
  children,
}: {
  label: string;
  stack?: boolean;
  layOutAll?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={stack ? 'table-scroll table-scroll--stack' : 'table-scroll'}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-lay-out-all={layOutAll ? '' : undefined}
    >
      {children}
    </div>
  );
}
