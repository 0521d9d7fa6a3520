/**
 * Trailing slashes (spec section 2): every page address ends with one slash, except addresses of
 * files, which end in one of these extensions. The server answers the slash-less address with a
 * 301; the client applies the same rule to addresses it reaches without a request (app routes).
 */
export const FILE_EXTENSIONS = ['.html', '.json', '.js', '.map', '.txt', '.xml', '.pdf'] as const;

export function isFileAddress(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1).toLowerCase();
  return FILE_EXTENSIONS.some((extension) => lastSegment.endsWith(extension));
}

/** The normalised path: one trailing slash, unless it names a file; repeated trailing slashes collapse. */
export function normaliseTrailingSlash(pathname: string): string {
  if (pathname === '' || pathname === '/') return '/';
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  if (isFileAddress(trimmed)) return trimmed;
  return `${trimmed}/`;
}
