import * as React from 'react';

/** A form-level message, e.g. the server's answer to a failed call; announced when it appears. */
export function FormAlert({
  message,
  tone = 'warning',
}: {
  message: string | null;
  tone?: 'warning' | 'info';
}) {
  return (
    <div
      role={tone === 'warning' ? 'alert' : 'status'}
      aria-live={tone === 'warning' ? 'assertive' : 'polite'}
    >
      {message ? <p className={tone === 'warning' ? 'notice notice--warning' : 'notice'}>{message}</p> : null}
    </div>
  );
}
