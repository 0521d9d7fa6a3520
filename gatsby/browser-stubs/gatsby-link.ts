/**
 * What the browser bundle gets for gatsby-link (see gatsby/browser-bundle.ts): its helpers, without
 * its Link component. Gatsby's runtime takes `parsePath` from it, gatsby-plugin-manifest
 * `withPrefix`, and the site `navigate`; links are the site's own
 * (src/components/navigation/link.tsx). gatsby-link's module defines its component with
 * `forwardRef` and prop types at the top level, which a bundler must keep, so every page carried
 * about 4 KB it never ran. The helpers here behave as gatsby-link's do.
 */
import { resolve } from '@gatsbyjs/reach-router';
import { applyTrailingSlashOption } from 'gatsby-page-utils/apply-trailing-slash-option';

type TrailingSlash = 'always' | 'never' | 'ignore' | 'legacy';

declare const __BASE_PATH__: string | undefined;
declare const __PATH_PREFIX__: string | undefined;
declare const __TRAILING_SLASH__: TrailingSlash | undefined;

declare module '@gatsbyjs/reach-router' {
  /** The router's resolution of a relative path: exported by the router, missing from its types. */
  export function resolve(to: string, base: string): string;
}

const basePath = (): string | undefined => (typeof __BASE_PATH__ !== 'undefined' ? __BASE_PATH__ : undefined);
const pathPrefix = (): string | undefined =>
  typeof __PATH_PREFIX__ !== 'undefined' ? __PATH_PREFIX__ : undefined;
const trailingSlash = (): TrailingSlash | undefined =>
  typeof __TRAILING_SLASH__ !== 'undefined' ? __TRAILING_SLASH__ : undefined;

/** Splits a path into its pathname, search and hash (an empty `?` or `#` counts as none). */
export function parsePath(path?: string): { pathname: string; search: string; hash: string } {
  let pathname = path || '/';
  let search = '';
  let hash = '';
  const hashAt = pathname.indexOf('#');
  if (hashAt !== -1) {
    hash = pathname.slice(hashAt);
    pathname = pathname.slice(0, hashAt);
  }
  const searchAt = pathname.indexOf('?');
  if (searchAt !== -1) {
    search = pathname.slice(searchAt);
    pathname = pathname.slice(0, searchAt);
  }
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

const hasScheme = (path: string) => /^[a-zA-Z][a-zA-Z\d+\-.]*?:/.test(path);

/** A path on this site, as opposed to an address with a scheme (https:, mailto:). */
const isLocalLink = (path: unknown): path is string => typeof path === 'string' && !hasScheme(path);

/** The path with the site's prefix in front (none on this site: the path itself, led by a slash). */
export function withPrefix(path: string, base: string | undefined = basePath()): string {
  if (!isLocalLink(path)) return path;
  if (path.startsWith('./') || path.startsWith('../')) return path;
  const prefix = base ?? pathPrefix() ?? '/';
  return `${prefix.endsWith('/') ? prefix.slice(0, -1) : prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

export function withAssetPrefix(path: string): string {
  return withPrefix(path, pathPrefix());
}

function withTrailingSlashRule(path: string, option: 'always' | 'never'): string {
  const { pathname, search, hash } = parsePath(path);
  return `${applyTrailingSlashOption(pathname, option)}${search}${hash}`;
}

/** Where a link to `path` goes from `currentPath`: prefixed, resolved and with the trailing-slash rule. */
export function rewriteLinkPath(path: string | number, currentPath: string): string | number {
  if (typeof path === 'number' || !isLocalLink(path)) return path;
  const option = trailingSlash();
  const target = path.startsWith('/') ? withPrefix(path) : resolve(path, currentPath);
  return option === 'always' || option === 'never' ? withTrailingSlashRule(target, option) : target;
}

interface NavigateOptions {
  state?: unknown;
  replace?: boolean;
}

type GatsbyNavigate = (to: string | number, options?: NavigateOptions) => void;

/** Goes to a page through Gatsby's router (or back and forth in history for a number). */
export function navigate(to: string | number, options?: NavigateOptions): void {
  const gatsbyNavigate = (window as { ___navigate?: GatsbyNavigate }).___navigate;
  if (!gatsbyNavigate) throw new Error("Gatsby's router has not started: there is no window.___navigate.");
  gatsbyNavigate(rewriteLinkPath(to, window.location.pathname), options);
}

/** gatsby-link's component is not in the bundle: links use src/components/navigation/link.tsx. */
export function Link(): never {
  throw new Error("Use the site's Link (src/components/navigation/link.tsx), not Gatsby's.");
}
