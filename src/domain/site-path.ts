/**
 * A path on this site: it starts with one `/`. A value starting with `//` names another host
 * (a protocol-relative address), so it is not one, whatever follows.
 */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}
