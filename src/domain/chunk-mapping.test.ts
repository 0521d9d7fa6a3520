import { chunkMappingAddress, isChunkMappingAddress, parseChunkMapping } from './chunk-mapping';

describe('the build’s chunk map address', () => {
  it('is named by the compilation hash', () => {
    expect(chunkMappingAddress('78a4ea9c00cedf491f48')).toBe('/chunk-map/78a4ea9c00cedf491f48.json');
  });

  it.each([
    ['/chunk-map/78a4ea9c00cedf491f48.json', true],
    ['/chunk-map/0123456789abcdef.json', true],
    ['/chunk-map/0123456789abcde.json', false],
    ['/chunk-map/latest.json', false],
    ['/chunk-map.json', false],
    ['/chunk-map/78a4ea9c00cedf491f48.json.map', false],
    ['/x/chunk-map/78a4ea9c00cedf491f48.json', false],
  ])('%s is one: %s', (sitePath, expected) => {
    expect(isChunkMappingAddress(sitePath)).toBe(expected);
  });
});

describe('reading a chunk map', () => {
  it.each<[string, unknown, Record<string, string[]> | null]>([
    ['a map of lists of site paths', { app: ['/app-1.js'], about: [] }, { app: ['/app-1.js'], about: [] }],
    ['an empty map', {}, {}],
    ['Gatsby’s string', '{"app":["/app-1.js"]}', null],
    ['null', null, null],
    ['a list', [['/app-1.js']], null],
    ['a file that is not a list', { app: '/app-1.js' }, null],
    ['a file that is not a string', { app: [1] }, null],
    ['another site’s file', { app: ['https://elsewhere.example/app.js'] }, null],
  ])('%s', (_, value, expected) => {
    expect(parseChunkMapping(value)).toEqual(expected);
  });
});
