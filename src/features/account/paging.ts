/**
 * The `?limit&offset` of the list calls (spec section 5): limit is sent only when above 0, offset
 * only when 0 or more; anything else is left to the server's default.
 */
export interface PageRequest {
  limit?: number | null;
  offset?: number | null;
}

export function pageQuery({ limit, offset }: PageRequest): { limit?: number; offset?: number } {
  const query: { limit?: number; offset?: number } = {};
  if (typeof limit === 'number' && Number.isFinite(limit) && limit > 0) query.limit = Math.floor(limit);
  if (typeof offset === 'number' && Number.isFinite(offset) && offset >= 0) query.offset = Math.floor(offset);
  return query;
}

export interface PageResult<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
  hasMore: boolean;
}

/** "1–5 of 12"; "None yet" when there are none; "none past 12" for a page beyond the last. */
export function describeRange(page: Pick<PageResult<unknown>, 'items' | 'total' | 'offset'>): string {
  if (page.total === 0) return 'None yet';
  if (page.items.length === 0) return `none past ${page.total}`;
  return `${page.offset + 1}–${page.offset + page.items.length} of ${page.total}`;
}
