import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every HTML file of the built site below `dir`, for the steps that go over the written pages. */
export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Rewrites every HTML file of the built site below `dir` with `rewrite` (given the page and its
 * file), writing back only the pages it changed; returns how many it changed.
 */
export function rewriteHtmlFiles(dir: string, rewrite: (html: string, file: string) => string): number {
  let changed = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const rewritten = rewrite(html, file);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}

/**
 * Where Gatsby writes the page data of a written page: `a/b/index.html` has `page-data/a/b/`, the
 * home page `page-data/index/`, and a page written as a file (`404.html`) a folder of that name.
 */
export function pageDataFileOf(publicDir: string, htmlFile: string): string {
  const relative = path.relative(publicDir, htmlFile).split(path.sep).join('/');
  const page = relative === 'index.html' ? 'index' : relative.replace(/\/index\.html$/, '');
  return path.join(publicDir, 'page-data', page, 'page-data.json');
}
