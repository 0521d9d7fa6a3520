import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyDataInto, swapInSite } from './site-swap';

function writeSite(
  dir: string,
  label: string,
  files: string[] = ['index.html', '404.html', '.page-hashes.json'],
) {
  mkdirSync(join(dir, 'about'), { recursive: true });
  for (const file of files) writeFileSync(join(dir, file), label);
  writeFileSync(join(dir, 'about', 'index.html'), `${label} about`);
}

describe('swapping a rebuilt site in', () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'site-swap-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  test('the new site takes the live one’s place whole, and nothing is left beside it', () => {
    const live = join(work, 'public');
    const built = join(work, 'build', 'public');
    writeSite(live, 'old');
    writeFileSync(join(live, 'only-in-old.html'), 'old');
    writeSite(built, 'new');

    swapInSite(built, live);

    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('new');
    expect(readFileSync(join(live, 'about', 'index.html'), 'utf8')).toBe('new about');
    expect(existsSync(join(live, 'only-in-old.html'))).toBe(false);
    expect(existsSync(built)).toBe(false);
    expect(readdirSync(work).sort()).toEqual(['build', 'public']);
  });

  test('a first site goes in where there was none', () => {
    const built = join(work, 'build');
    writeSite(built, 'new');
    swapInSite(built, join(work, 'public'));
    expect(readFileSync(join(work, 'public', 'index.html'), 'utf8')).toBe('new');
  });

  test.each([
    ['no home page', ['404.html', '.page-hashes.json']],
    ['no 404 page', ['index.html', '.page-hashes.json']],
    ['no page hashes (the build stopped before its last step)', ['index.html', '404.html']],
  ])('a site with %s is refused and the live one is left as it was', (_what, files) => {
    const live = join(work, 'public');
    const built = join(work, 'build');
    writeSite(live, 'old');
    writeSite(built, 'new', files);

    expect(() => swapInSite(built, live)).toThrow(/is not whole/);
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('old');
    expect(readFileSync(join(live, 'about', 'index.html'), 'utf8')).toBe('old about');
    expect(readdirSync(work).sort()).toEqual(['build', 'public']);
  });
});

describe('copying refreshed data into the live folder', () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'data-copy-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  test('every data file is replaced, nothing else is touched, and no partial file is left', () => {
    const from = join(work, 'new');
    const to = join(work, 'live');
    mkdirSync(join(from, 'curated'), { recursive: true });
    mkdirSync(join(to, 'curated'), { recursive: true });
    writeFileSync(join(from, 'meta.json'), '{"snapshotDate":"2026-11-28"}');
    writeFileSync(join(from, 'products-cc.json'), '{"products":[]}');
    writeFileSync(join(from, 'curated', 'bnpl.json'), 'new curated');
    writeFileSync(join(to, 'meta.json'), '{"snapshotDate":"2024-08-12"}', { mode: 0o640 });
    writeFileSync(join(to, 'curated', 'bnpl.json'), 'live curated');
    writeFileSync(join(to, 'notes.txt'), 'kept');

    expect(copyDataInto(from, to)).toBe(2);

    expect(readFileSync(join(to, 'meta.json'), 'utf8')).toBe('{"snapshotDate":"2026-11-28"}');
    expect(readFileSync(join(to, 'products-cc.json'), 'utf8')).toBe('{"products":[]}');
    expect(readFileSync(join(to, 'curated', 'bnpl.json'), 'utf8')).toBe('live curated');
    expect(readdirSync(to).sort()).toEqual(['curated', 'meta.json', 'notes.txt', 'products-cc.json']);
    // Each file keeps the mode of the one it replaced; a new one is readable by all.
    expect(statSync(join(to, 'meta.json')).mode & 0o777).toBe(0o640);
    expect(statSync(join(to, 'products-cc.json')).mode & 0o777).toBe(0o644);
  });
});
