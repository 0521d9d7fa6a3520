/** One value of the page address's query (`?survey=...`, `?event=...`), trimmed; null when absent or blank. */
export function addressQueryValue(name: string): string | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get(name)?.trim() ?? '';
  return value === '' ? null : value;
}

/** A page's path without its query or hash (`/credit-cards/?sort=fee#top` is `/credit-cards/`). */
export function pathWithoutQuery(path: string): string {
  return path.replace(/[?#].*$/, '');
}
