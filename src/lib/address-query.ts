/** One value of the page address's query (`?survey=...`, `?event=...`), trimmed; null when absent or blank. */
export function addressQueryValue(name: string): string | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get(name)?.trim() ?? '';
  return value === '' ? null : value;
}
