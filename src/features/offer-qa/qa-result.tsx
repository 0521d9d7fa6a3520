import * as React from 'react';
import type { Resource } from '../../lib/use-api-resource';

export const STAFF_ONLY_MESSAGE =
  'Offer review is for StaySmart staff only. Your account is not on the staff list; ask an administrator if you need access.';
export const NOT_AVAILABLE_MESSAGE =
  'Offer review is not available on this server yet. Please try again after the next release.';

/** What a QA call answered: the data, the staff-only message (403), not available (404), or the error. */
export function QaResult({ resource, label }: { resource: Resource<unknown>; label: string }) {
  if (resource.status === 'idle' || resource.status === 'pending')
    return <p role="status">Loading {label}…</p>;
  if (resource.status === 'failed') {
    const message =
      resource.errorStatus === 403
        ? STAFF_ONLY_MESSAGE
        : resource.errorStatus === 404
          ? NOT_AVAILABLE_MESSAGE
          : resource.error;
    return (
      <div role="alert">
        <p className="notice notice--warning">{message}</p>
      </div>
    );
  }
  const count = Array.isArray(resource.data) ? `${resource.data.length} ${label}` : null;
  return (
    <section aria-label={label}>
      {count ? <p>{count}</p> : null}
      {/* Focusable so keyboard users can scroll a long answer (WCAG 2.1.1). */}
      <pre
        tabIndex={0}
        style={{ overflow: 'auto', maxHeight: '60vh', background: 'var(--bg-soft)', padding: '1rem' }}
      >
        {JSON.stringify(resource.data, null, 2)}
      </pre>
    </section>
  );
}
