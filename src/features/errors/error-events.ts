/**
 * Turning window `error` and `unhandledrejection` events into report inputs, and deciding which
 * ones are not ours to handle.
 */
import type { ErrorReportInput } from './error-report-body';

const IGNORED_MESSAGES = [
  // Benign browser notices, not failures (Chromium and Firefox wordings).
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i,
];

const EXTENSION_SOURCE = /^(chrome|moz|safari|safari-web)-extension:\/\//;

/** A failed webpack chunk: Gatsby's own listener reloads the route for it (see gatsby-browser.tsx). */
export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]* failed/i.test(text);
}

export function fromErrorEvent(event: ErrorEvent): ErrorReportInput | null {
  // "Script error." with no details comes from another origin's script; there is nothing to act on.
  if (!event.error && /^script error\.?$/i.test(event.message ?? '')) return null;
  if (event.filename && EXTENSION_SOURCE.test(event.filename)) return null;
  if (IGNORED_MESSAGES.some((pattern) => pattern.test(event.message ?? ''))) return null;
  if (isChunkLoadError(event.error)) return null;
  return {
    error: event.error ?? new Error(event.message || 'Unknown window error'),
    details: {
      source: 'window.error',
      filename: event.filename || null,
      line: event.lineno || null,
      column: event.colno || null,
    },
  };
}

export function fromRejectionEvent(event: PromiseRejectionEvent): ErrorReportInput | null {
  if (isChunkLoadError(event.reason)) return null;
  return { error: event.reason, details: { source: 'unhandledrejection' } };
}
