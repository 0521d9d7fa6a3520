import * as React from 'react';

/** A failed call in plain words, with a way to try again. */
export function RequestFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert">
      <p className="notice notice--warning">{message}</p>
      <p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      </p>
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return <p role="status">{what}</p>;
}
