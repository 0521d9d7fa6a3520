/** Finding pages in a built site, shared by the benchmarks and the browser tests. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The first page, in name order, `depth` folders deep from `/<section>/` (the section itself is
 * depth 1): `firstBuiltPage(dir, 'credit-cards', 3)` is a card's page. Client-only route folders
 * (`[...]`) are not pages.
 */
export function firstBuiltPage(publicDir: string, section: string, depth: number): string {
  let dir = path.join(publicDir, section);
  const parts = [section];
  for (let level = 1; level < depth; level += 1) {
    const next = readdirSync(dir)
      .filter((name) => statSync(path.join(dir, name)).isDirectory() && !name.startsWith('['))
      .sort()[0];
    if (!next) throw new Error(`No page found under /${parts.join('/')}/`);
    parts.push(next);
    dir = path.join(dir, next);
  }
  return `/${parts.join('/')}/`;
}
