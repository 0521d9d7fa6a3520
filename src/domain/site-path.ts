/**
 * A path on this site: it starts with one `/`. A value starting with `//` names another host
 * (a protocol-relative address), and so does `/\`: browsers read a backslash there as a slash
 * (`/\evil.example/` opens https://evil.example/).
 */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';
}
