import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMPTY_CHUNK_MAPPING, withEmptyChunkMapping, writeChunkMappingFile } from './chunk-mapping';
import { rewriteHtmlFiles } from './html-files';

/** Gatsby 5's inline chunk map: the map written as a JSON string. */
const gatsbyChunkMapping = (mapping: object) =>
  `<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${JSON.stringify(
    JSON.stringify(mapping),
  )};\n          </script>`;

describe('the chunk map, out of the pages', () => {
  const mapping = { app: ['/app-1.js'], 'component---src-pages-about-tsx': ['/component---about-2.js'] };

  it('replaces Gatsby’s inline map with an empty one and leaves the rest of the page alone', () => {
    const page = `<p>Hi</p>${gatsbyChunkMapping(mapping)}<script>window.___webpackCompilationHash="ab";</script>`;
    expect(withEmptyChunkMapping(page)).toBe(
      `<p>Hi</p>${EMPTY_CHUNK_MAPPING}<script>window.___webpackCompilationHash="ab";</script>`,
    );
    const withoutMap = '<p>Hi</p><script>window.x=1</script>';
    expect(withEmptyChunkMapping(withoutMap)).toBe(withoutMap);
  });

  it('writes the map once, named by the compilation hash, and empties it in every page', () => {
    const publicDir = mkdtempSync(path.join(os.tmpdir(), 'chunk-map-'));
    mkdirSync(path.join(publicDir, 'page-data'), { recursive: true });
    mkdirSync(path.join(publicDir, 'about'));
    writeFileSync(
      path.join(publicDir, 'page-data', 'app-data.json'),
      '{"webpackCompilationHash":"78a4ea9c00cedf491f48"}',
    );
    writeFileSync(path.join(publicDir, 'chunk-map.json'), JSON.stringify(mapping));
    writeFileSync(path.join(publicDir, 'index.html'), `<main></main>${gatsbyChunkMapping(mapping)}`);
    writeFileSync(path.join(publicDir, 'about', 'index.html'), `<main></main>${gatsbyChunkMapping(mapping)}`);
    writeFileSync(path.join(publicDir, 'plain.html'), '<p>no scripts</p>');

    expect(writeChunkMappingFile(publicDir)).toBe('/chunk-map/78a4ea9c00cedf491f48.json');
    expect(rewriteHtmlFiles(publicDir, withEmptyChunkMapping)).toBe(2);
    expect(
      JSON.parse(readFileSync(path.join(publicDir, 'chunk-map', '78a4ea9c00cedf491f48.json'), 'utf8')),
    ).toEqual(mapping);
    for (const page of ['index.html', 'about/index.html'])
      expect(readFileSync(path.join(publicDir, page), 'utf8')).toBe(`<main></main>${EMPTY_CHUNK_MAPPING}`);
    expect(readFileSync(path.join(publicDir, 'plain.html'), 'utf8')).toBe('<p>no scripts</p>');
  });
});
