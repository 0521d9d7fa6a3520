import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageDataFileOf } from './gatsby/html-files';
import { chunksOfPage, readChunkGroups, scriptsAddedAfterFirstPaint } from './gatsby/scripts-after-first-paint';
import { htmlFile } from './scripts/first-load-js';
const dir = path.resolve(process.argv[2]!);
for (const p of process.argv.slice(3)) {
  const html = readFileSync(htmlFile(dir, p), 'utf8');
  const sources = new Set([...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!), ...scriptsAddedAfterFirstPaint(html)]);
  const { componentChunkName } = JSON.parse(readFileSync(pageDataFileOf(dir, htmlFile(dir, p)), 'utf8'));
  for (const c of chunksOfPage(readChunkGroups(dir), componentChunkName)) sources.add(c);
  console.log(p);
  for (const s of [...sources].sort()) { let srcs = ''; try { srcs = JSON.parse(readFileSync(path.join(dir, s + '.map'), 'utf8')).sources.map((x: string) => x.replace(/^webpack:\/\/[^/]*\/\.\//, '')).filter((x: string) => !x.includes('node_modules')).join(' '); } catch {} console.log('  ', (gzipSync(readFileSync(path.join(dir, s))).length / 1024).toFixed(2).padStart(7), s.replace(/-[0-9a-f]{20}\.js$/, ''), srcs.length < 600 ? srcs : srcs.slice(0, 600) + '…'); }
}
