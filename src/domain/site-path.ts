/**
 * A path on this site: it starts with one `/`. A value starting with `//` names another host
 * (a protocol-relative address), and so does `/\`: browsers read a backslash as a slash
 * (`/\evil.example/` opens https://evil.example/). Browsers also drop tabs and line breaks from
 * an address before reading it (`/<tab>/evil.example/` is `//evil.example/`), so a path holding
 * any control character or backslash, anywhere, is not taken as one of ours.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;

export function isSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && value[1] !== '/' && !UNSAFE_CHARACTER.test(value)
  );
}
