/**
 * After the build: the SHA-256 of every inline <script> and <style> element of every page in
 * public/, written to public/.page-hashes.json for the server's Content-Security-Policy (see
 * src/domain/page-hashes.ts). The pages inline the page's own path, an empty chunk map, the
 * compilation hash and the loader that starts the scripts, and the site's CSS as a style element;
 * a policy without 'unsafe-inline' has to name each of them by hash.
 *
 * The build also fails on inline code no hash can allow: event-handler attributes (onclick=...)
 * and javascript: addresses, which the policy would block in the browser.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './html-files';
import { type InlineHashes, PAGE_HASHES_FILE, type PageHashesManifest } from '../src/domain/page-hashes';

/** Attribute text of a start tag: quoted values may hold ">". */
const ATTRIBUTES = `(?:[^>"']|"[^"]*"|'[^']*')*`;
/**
 * One token at a time: a comment, a script or style element with its raw text (whose content may
 * look like tags but is not), or any other start tag.
 */
const TOKEN = new RegExp(
  `<!--[\\s\\S]*?-->|<(script|style)\\b(${ATTRIBUTES})>([\\s\\S]*?)</\\1\\s*>|<([a-zA-Z][\\w:-]*)(${ATTRIBUTES})>`,
  'gi',
);
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data']);

interface Attribute {
  name: string;
  value: string;
}

function attributesOf(text: string): Attribute[] {
  return [...text.matchAll(ATTRIBUTE)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    value: match[2] ?? match[3] ?? match[4] ?? '',
  }));
}

/** Character references in an attribute value, so `javascript&#58;` is seen for what it is. */
function decodeReferences(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number.parseInt(decimal, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

function isJavaScriptAddress(value: string): boolean {
  // Browsers ignore whitespace and control characters inside the scheme ("java\tscript:").
  return decodeReferences(value)
    .replace(/[\p{Cc}\s]/gu, '')
    .toLowerCase()
    .startsWith('javascript:');
}

/** The hash source a browser computes for an element's text: after the parser turned CR LF into LF. */
export function hashSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

export interface PageScan {
  hashes: InlineHashes;
  /** Inline code no hash can allow, described for the build's error message. */
  problems: string[];
}

/** The inline scripts and styles of one page, and any event handler or javascript: address in it. */
export function scanPage(html: string): PageScan {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const problems: string[] = [];
  for (const match of html.matchAll(TOKEN)) {
    const [, rawTextElement, elementAttributes, text, tagName, tagAttributes] = match;
    const element = (rawTextElement ?? tagName ?? '').toLowerCase();
    const attributes = attributesOf(elementAttributes ?? tagAttributes ?? '');
    if (element === 'script' && !attributes.some((attribute) => attribute.name === 'src')) {
      scripts.add(hashSource(text ?? ''));
    } else if (element === 'style') {
      styles.add(hashSource(text ?? ''));
    }
    for (const { name, value } of attributes) {
      if (name.startsWith('on') && name.length > 2) problems.push(`<${element} ${name}="...">`);
      else if (URL_ATTRIBUTES.has(name) && isJavaScriptAddress(value))
        problems.push(`<${element} ${name}="${value.slice(0, 40)}">`);
    }
  }
  return { hashes: { scripts: [...scripts], styles: [...styles] }, problems };
}

const PROBLEMS_SHOWN = 20;

/**
 * Scans every page of the built site and writes the manifest; throws, naming the pages, when a
 * page has inline code the policy would block.
 */
export function writePageHashes(publicDir: string): { pages: number; hashes: number } {
  const manifest: PageHashesManifest = { version: 1, pages: {} };
  const problems: string[] = [];
  const distinct = new Set<string>();
  for (const file of htmlFiles(publicDir)) {
    const page = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
    const scan = scanPage(readFileSync(file, 'utf8'));
    manifest.pages[page] = scan.hashes;
    for (const hash of [...scan.hashes.scripts, ...scan.hashes.styles]) distinct.add(hash);
    problems.push(...scan.problems.map((problem) => `${page}: ${problem}`));
  }
  if (problems.length > 0) {
    const more = problems.length > PROBLEMS_SHOWN ? `\n... and ${problems.length - PROBLEMS_SHOWN} more` : '';
    throw new Error(
      `Inline event handlers and javascript: addresses are blocked by the Content-Security-Policy; use React event props and real addresses instead:\n${problems.slice(0, PROBLEMS_SHOWN).join('\n')}${more}`,
    );
  }
  writeFileSync(path.join(publicDir, PAGE_HASHES_FILE), JSON.stringify(manifest));
  return { pages: Object.keys(manifest.pages).length, hashes: distinct.size };
}
