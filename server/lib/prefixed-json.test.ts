import { gunzipSync } from 'node:zlib';
import { acceptsGzip, PrefixedJson } from './prefixed-json';

describe('PrefixedJson', () => {
  const providers = JSON.stringify(
    Array.from({ length: 2000 }, (_, index) => ({
      id: `1${index}`,
      name: `Provider ${index} – Zoë’s bank`,
      products: [],
    })),
  );
  const answer = new PrefixedJson(`{"providers":${providers}`);

  test.each(['', ',"visit_id":"2eb29e13-0501-44f9-8e36-da59f0531a56","resumed":false}', ',"x":"é"}'])(
    'the spliced gzip of %j decodes to the whole text',
    (suffix) => {
      const text = `{"providers":${providers}${suffix}`;
      expect(gunzipSync(answer.gzip(suffix)).toString('utf8')).toBe(text);
      expect(answer.plain(suffix).toString('utf8')).toBe(text);
    },
  );

  test('an end longer than one stored block still decodes', () => {
    const suffix = `,"x":"${'y'.repeat(70_000)}"}`;
    expect(gunzipSync(answer.gzip(suffix)).toString('utf8')).toBe(`{"providers":${providers}${suffix}`);
  });

  test('is much smaller than the text', () => {
    expect(answer.gzip('}').length).toBeLessThan(providers.length / 5);
  });

  test.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['deflate', false],
    ['', false],
  ])('Accept-Encoding %j accepts gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
