import { http, HttpResponse } from 'msw';
import { setUpMswServer } from '../../../test/msw-server';
import { loadChunkMapping } from '../chunk-mapping';

const HASH = '78a4ea9c00cedf491f48';
const MAPPING = {
  'component---src-pages-about-tsx': ['/component---src-pages-about-tsx-b77fd78234132aa7d33c.js'],
};
let answer: () => Response = () => HttpResponse.json(MAPPING);
const asked: string[] = [];

setUpMswServer(
  http.get('http://localhost/chunk-map/:file', ({ request }) => {
    asked.push(new URL(request.url).pathname);
    return answer();
  }),
);

beforeEach(() => {
  asked.length = 0;
  answer = () => HttpResponse.json(MAPPING);
});

describe('loading the build’s chunk map', () => {
  it('fetches the map of the build the page came from and hands it to Gatsby’s loader', async () => {
    const win = { ___webpackCompilationHash: HASH, ___chunkMapping: {} as unknown };
    await expect(loadChunkMapping(win)).resolves.toBe(true);
    expect(asked).toEqual([`/chunk-map/${HASH}.json`]);
    expect(win.___chunkMapping).toEqual(MAPPING);
  });

  it.each<[string, () => Response]>([
    ['missing', () => new HttpResponse(null, { status: 404 })],
    ['not JSON', () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })],
    ['not a map', () => HttpResponse.json(['/app.js'])],
    ['unreachable', () => HttpResponse.error()],
  ])('keeps the empty map when the file is %s', async (_, failing) => {
    answer = failing;
    const win = { ___webpackCompilationHash: HASH, ___chunkMapping: {} as unknown };
    await expect(loadChunkMapping(win)).resolves.toBe(false);
    expect(win.___chunkMapping).toEqual({});
  });

  it.each([undefined, '', '../../api/v1/main', 42])(
    'asks for nothing without a compilation hash (%p)',
    async (hash) => {
      const win = { ___webpackCompilationHash: hash, ___chunkMapping: {} as unknown };
      await expect(loadChunkMapping(win)).resolves.toBe(false);
      expect(asked).toEqual([]);
    },
  );
});
