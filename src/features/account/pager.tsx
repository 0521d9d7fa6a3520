import * as React from 'react';
import { FormActions } from '../../components/forms/link-button';

/** How many notifications or history entries the account page lists at a time. */
export const PAGE_SIZE = 5;

/** Newer and Older buttons for a list paged by offset. */
export function Pager({
  label,
  offset,
  hasMore,
  busy,
  onChange,
}: {
  label: string;
  offset: number;
  hasMore: boolean;
  busy: boolean;
  onChange(offset: number): void;
}) {
  return (
    <nav aria-label={label}>
      <FormActions>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy || offset === 0}
          onClick={() => onChange(Math.max(0, offset - PAGE_SIZE))}
        >
          Newer
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy || !hasMore}
          onClick={() => onChange(offset + PAGE_SIZE)}
        >
          Older
        </button>
      </FormActions>
    </nav>
  );
}
