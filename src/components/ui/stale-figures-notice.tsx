import * as React from 'react';

/** What a page says of figures more than a month older than it (gatsby/stale-figures.ts). */
export function StaleFiguresNotice({ notice }: { notice?: string | null }) {
  return notice ? <p className="notice notice--warning">{notice}</p> : null;
}
