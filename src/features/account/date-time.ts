/** A moment on the account page: `28 Nov 2026, 9:05 pm` on the visitor's clock; `missing` without one. */
export function formatDateTime(iso: string | null, missing = ''): string {
  if (!iso) return missing;
  return new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
}
