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
