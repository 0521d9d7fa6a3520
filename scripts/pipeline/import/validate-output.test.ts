import type { RawProvider } from '../../../src/domain/data/raw-types';
import { rawCard, rawDataFiles, rawProvider } from '../../../src/test/fixtures/raw-fixtures';
import { validateOutput } from './validate-output';

const FETCHED_ON = '2024-08-12';

function fetched<P extends object>(set: { products: P[] }): { products: (P & { fetchedOn: string })[] } {
  return { ...set, products: set.products.map((product) => ({ ...product, fetchedOn: FETCHED_ON })) };
}

function files(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const raw = rawDataFiles();
  const cards = Object.fromEntries(
    Object.entries(raw.creditCards.cards).map(([id, card]) => [id, { ...card, fetchedOn: FETCHED_ON }]),
  );
  const providers: RawProvider[] = [
    rawProvider({ participant: 1, big4: true }),
    rawProvider({ id: '10002', urlSlug: 'b', big4: true }),
    rawProvider({ id: '10003', urlSlug: 'c', big4: true }),
    rawProvider({ id: '10004', urlSlug: 'd', big4: true }),
  ];
  return {
    'providers.json': providers,
    'credit-cards.json': { ...raw.creditCards, cards },
    'products-hl.json': fetched(raw.productsHl),
    'products-pl.json': fetched(raw.productsPl),
    'products-cl.json': fetched(raw.productsCl),
    'products-td.json': fetched(raw.productsTd),
    'products-sv.json': fetched(raw.productsSv),
    'products-tx.json': fetched(raw.productsTx),
    ...overrides,
  };
}

describe('validateOutput', () => {
  test('accepts consistent files', () => {
    expect(() => validateOutput(files())).not.toThrow();
  });

  test.each([
    [{ annualFee: '$1,500' }, /outside \$0-\$1,200/],
    [{ purchaseRate: '45.00% p.a.', purchaseRateFraction: 0.45 }, /implausible/],
    [{ interestFreeDays: 400 }, /interestFreeDays/],
  ])('fails naming the card for %p', (overrides, reason) => {
    const card = { ...rawCard(overrides), fetchedOn: FETCHED_ON };
    const dataset = { on: '2024-08-12', providers: { '10001': [card.id] }, cards: { [card.id]: card } };
    const run = () => validateOutput(files({ 'credit-cards.json': dataset }));
    expect(run).toThrow(/credit-cards.json record 10001-CC00001 \(CDR Example Bank brand-1 product card-1\)/);
    expect(run).toThrow(reason);
  });

  test('NaN never reaches a data file', () => {
    const raw = rawDataFiles();
    raw.productsTx.products[0]!.rate = Number.NaN;
    expect(() => validateOutput(files({ 'products-tx.json': raw.productsTx }))).toThrow(
      /products-tx.json: \$.products\[0\].rate is NaN/,
    );
  });

  test.each([undefined, '12/08/2024', '2024-02-30'])(
    'a product fetched on %p fails naming it',
    (fetchedOn) => {
      const raw = rawDataFiles();
      const set = fetched(raw.productsTd);
      set.products[0]!.fetchedOn = fetchedOn as string;
      expect(() => validateOutput(files({ 'products-td.json': set }))).toThrow(
        new RegExp(`products-td.json record ${set.products[0]!.id} .*fetchedOn .*must be a YYYY-MM-DD date`),
      );
    },
  );

  test('exactly one participant', () => {
    const providers = (files()['providers.json'] as RawProvider[]).map((p) => ({ ...p, participant: 0 }));
    expect(() => validateOutput(files({ 'providers.json': providers }))).toThrow(
      /exactly one provider must be the participant/,
    );
  });
});
