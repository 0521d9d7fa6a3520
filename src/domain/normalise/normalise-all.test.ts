import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RawDataFiles } from '../data/raw-types';
import { DataError } from './data-error';
import { normaliseAll } from './normalise-all';
import { rawDataFiles } from '../../test/fixtures/raw-fixtures';

describe('normaliseAll', () => {
  test('reads a consistent set of files into clean values', () => {
    const data = normaliseAll(rawDataFiles());
    expect(data.providers).toHaveLength(1);
    expect(data.creditCards.cards[0]).toMatchObject({ annualFeeCents: 14900, purchaseRate: 0.2099 });
    expect(data.personalLoanProviders.versions[1]?.providers[0]).toMatchObject({
      minRate: null,
      hasProduct: false,
    });
    expect(data.products.cc.rewards).toEqual([600]);
    expect(data.warnings).toEqual([]);
  });

  test.each([
    [
      'a product of an unknown provider',
      (raw: RawDataFiles) => (raw.productsSv.products[0]!.providerId = '10002'),
      /products-sv record/,
    ],
    [
      'a card with an unknown reward program',
      (raw: RawDataFiles) => (raw.creditCards.cards['10001-CC00001']!.rewardProgramId = 900),
      /reward program 900/,
    ],
    [
      'a provider list that is not a list',
      (raw: RawDataFiles) => (raw.providers = {} as unknown as RawDataFiles['providers']),
      /providers: expected a list/,
    ],
  ])('rejects %s', (_name, breakIt, reason) => {
    const raw = rawDataFiles();
    breakIt(raw);
    expect(() => normaliseAll(raw)).toThrow(DataError);
    expect(() => normaliseAll(raw)).toThrow(reason);
  });
});

const dataDir = join(__dirname, '..', '..', '..', 'data');
const files: [keyof RawDataFiles, string][] = [
  ['providers', 'providers'],
  ['providerOverview', 'provider-overview'],
  ['creditCards', 'credit-cards'],
  ['rewardPrograms', 'reward-programs'],
  ['homeLoanProviders', 'home-loan-providers'],
  ['personalLoanProviders', 'personal-loan-providers'],
  ['savingsProviders', 'savings-providers'],
  ['termDepositProviders', 'term-deposit-providers'],
  ['transactionProviders', 'transaction-providers'],
  ['fxProviders', 'fx-providers'],
  ['synonyms', 'synonyms'],
  ['productsCc', 'products-cc'],
  ['productsHl', 'products-hl'],
  ['productsPl', 'products-pl'],
  ['productsCl', 'products-cl'],
  ['productsTd', 'products-td'],
  ['productsTx', 'products-tx'],
  ['productsSv', 'products-sv'],
  ['bnpl', 'bnpl'],
  ['meta', 'meta'],
];

describe('the imported data in data/', () => {
  const present = files.every(([, name]) => existsSync(join(dataDir, `${name}.json`)));

  (present ? test : test.skip)('normalises without errors, within the spec ranges', () => {
    const raw = Object.fromEntries(
      files.map(([key, name]) => [
        key,
        JSON.parse(readFileSync(join(dataDir, `${name}.json`), 'utf8')) as unknown,
      ]),
    ) as unknown as RawDataFiles;
    const data = normaliseAll(raw);
    const fees = data.creditCards.cards.map((card) => card.annualFeeCents);
    expect(Math.min(...fees)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...fees)).toBeLessThanOrEqual(120_000);
    const rates = data.creditCards.cards
      .map((card) => card.purchaseRate)
      .filter((rate): rate is number => rate !== null);
    expect(Math.max(...rates)).toBeLessThanOrEqual(0.2799);
    expect(data.providers.filter((provider) => provider.participant)).toHaveLength(1);
    expect(
      data.providers
        .filter((provider) => provider.big4)
        .map((provider) => provider.name)
        .sort(),
    ).toEqual(['ANZ', 'CommBank', 'NAB', 'Westpac']);
  });
});
