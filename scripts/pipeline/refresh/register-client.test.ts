import { fakeCdr } from './fake-cdr';
import { createHttpClient } from './http-client';
import {
  fetchRegisterBrands,
  mergeBrandLists,
  readBrandsSummary,
  type RegisterBrand,
} from './register-client';

const NOW = Date.parse('2026-11-26T01:00:00Z');

function entry(id: string, name: string, industries?: unknown): Record<string, unknown> {
  return {
    dataHolderBrandId: id,
    brandName: name,
    publicBaseUri: `https://${id}.example`,
    logoUri: `https://${id}.example/logo.png`,
    lastUpdated: '2026-11-01T00:00:00Z',
    ...(industries === undefined ? {} : { industries }),
  };
}

describe('reading the register lists', () => {
  test.each<[string, unknown, string, string[]]>([
    ['listed under banking alone', ['banking'], 'banking', ['banking']],
    [
      'listed under non-bank lending, naming no industries',
      undefined,
      'non-bank-lending',
      ['non-bank-lending'],
    ],
    [
      'listed under banking, naming both',
      ['banking', 'non-bank-lending'],
      'banking',
      ['banking', 'non-bank-lending'],
    ],
    [
      'listed under non-bank lending, naming energy too',
      ['energy', 'non-bank-lending'],
      'non-bank-lending',
      ['non-bank-lending'],
    ],
  ])('a brand %s records its industries', (_case, industries, listedUnder, expected) => {
    const read = readBrandsSummary(
      { data: [entry('a', 'Alpha', industries)] },
      listedUnder as 'banking' | 'non-bank-lending',
    );
    expect(read.brands.map((brand) => brand.industries)).toEqual([expected]);
  });

  test('an entry without a base address is reported with its list', () => {
    const read = readBrandsSummary(
      { data: [{ dataHolderBrandId: 'x', brandName: 'No Base' }] },
      'non-bank-lending',
    );
    expect(read.brands).toEqual([]);
    expect(read.problems).toEqual([
      'non-bank-lending entry 1 (No Base) lacks an id, a name or a base address',
    ]);
  });

  test('a brand in both lists is one brand with both industries, its first entry kept', () => {
    const brand = (list: 'banking' | 'non-bank-lending', base: string): RegisterBrand => ({
      dataHolderBrandId: 'both',
      brandName: 'Both Ways',
      productBaseUri: base,
      industries: [list],
      summary: {},
    });
    const merged = mergeBrandLists([
      [brand('banking', 'https://first.example')],
      [brand('non-bank-lending', 'https://second.example')],
    ]);
    expect(merged).toEqual([
      expect.objectContaining({
        productBaseUri: 'https://first.example',
        industries: ['banking', 'non-bank-lending'],
      }),
    ]);
  });
});

describe('fetching the register', () => {
  const client = (world: ReturnType<typeof fakeCdr>) =>
    createHttpClient({
      userAgent: 'test',
      timeoutMs: 1_000,
      retry: { maxTries: 1, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1 },
      fetch: world.fetch,
      sleep: async () => {},
      now: () => NOW,
    });
  const brands = [
    { id: 'bank', name: 'A Bank', host: 'bank.example', products: [] },
    {
      id: 'lender',
      name: 'A Lender',
      host: 'lender.example',
      products: [],
      industries: ['non-bank-lending' as const],
    },
  ];

  test('reads both industries with version 2 and lists each brand once', async () => {
    const world = fakeCdr(brands);
    const read = await fetchRegisterBrands(world.registerUrl, client(world));
    expect(read.brands.map((brand) => [brand.brandName, brand.industries])).toEqual([
      ['A Bank', ['banking']],
      ['A Lender', ['non-bank-lending']],
    ]);
    expect(read.unread).toEqual([]);
    expect(world.calls.map((call) => [new URL(call.url).pathname, call.headers['x-v']])).toEqual([
      ['/cdr-register/v1/banking/data-holders/brands/summary', '2'],
      ['/cdr-register/v1/non-bank-lending/data-holders/brands/summary', '2'],
    ]);
  });

  test('a list that cannot be read is reported; the other is still read', async () => {
    const world = fakeCdr(brands, { registerDown: ['non-bank-lending'] });
    const read = await fetchRegisterBrands(world.registerUrl, client(world));
    expect(read.brands.map((brand) => brand.brandName)).toEqual(['A Bank']);
    expect(read.unread).toEqual([{ industry: 'non-bank-lending', reason: expect.stringMatching(/503/) }]);
  });

  test('with neither list read the register is down', async () => {
    const world = fakeCdr(brands, { registerDown: ['banking', 'non-bank-lending'] });
    await expect(fetchRegisterBrands(world.registerUrl, client(world))).rejects.toThrow(
      /^the CDR Register could not be read: banking: .*503.*; non-bank-lending: .*503/,
    );
  });
});
