import { readdirSync } from 'node:fs';
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
 * Where Gatsby writes the page data of a written page: `a/b/index.html` has `page-data/a/b/`, the
 * home page `page-data/index/`, and a page written as a file (`404.html`) a folder of that name.
 */
export function pageDataFileOf(publicDir: string, htmlFile: string): string {
  const relative = path.relative(publicDir, htmlFile).split(path.sep).join('/');
  const page = relative === 'index.html' ? 'index' : relative.replace(/\/index\.html$/, '');
  return path.join(publicDir, 'page-data', page, 'page-data.json');
}
