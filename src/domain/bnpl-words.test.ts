import type { RawBnplProvider } from './data/raw-types';
import { bnplSourceWords, creditCheckText, licenceText, repaymentsText } from './bnpl-words';

const service = {
  instalments: 4,
  interval: 'fortnightly' as const,
  creditCheck: 'full' as const,
  licensed: true,
};

describe('a buy now pay later service in words', () => {
  test.each<[Partial<typeof service> | Record<string, unknown>, string]>([
    [{}, '4 fortnightly instalments'],
    [{ interval: null }, '4 instalments'],
    [{ instalments: 1, interval: 'monthly' }, '1 monthly instalment'],
    [{ instalments: 0, interval: 'monthly' }, 'Minimum monthly repayments'],
  ])('repayments of %p: %s', (change, words) =>
    expect(repaymentsText({ ...service, ...change } as typeof service)).toBe(words),
  );

  test.each<[unknown, string]>([
    ['full', 'Full'],
    ['light', 'Light'],
    ['none', 'None'],
    [null, 'Not published'],
  ])('credit check %p: %s', (creditCheck, words) =>
    expect(creditCheckText({ ...service, creditCheck } as never)).toBe(words),
  );

  test.each<[boolean | null, string]>([
    [true, 'Licensed'],
    [false, 'Not licensed'],
    [null, 'Not published'],
  ])('licence %p: %s', (licensed, words) =>
    expect(licenceText({ ...service, licensed }, { yes: 'Licensed', no: 'Not licensed' })).toBe(words),
  );
});

describe('where the table’s figures come from', () => {
  const of = (...origins: RawBnplProvider['origin'][]) => origins.map((origin) => ({ origin }));
  test.each<[string, { origin: RawBnplProvider['origin'] }[], string]>([
    [
      'all by hand',
      of('hand-collected', 'hand-collected'),
      'collected by hand from each provider’s own pages',
    ],
    ['all published', of('consumer-data-right'), 'from the product data providers publish'],
    [
      'one published, two by hand',
      of('consumer-data-right', 'hand-collected', 'hand-collected'),
      'from the product data providers publish for 1 service, and collected by hand from the provider’s own pages for the 2 services that publish none yet',
    ],
  ])('%s', (_case, services, words) => expect(bnplSourceWords(services)).toBe(words));
});
