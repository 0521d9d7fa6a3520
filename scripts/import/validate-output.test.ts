import type { RawProvider } from '../../src/domain/data/raw-types';
import { rawCard, rawDataFiles, rawProvider } from '../../src/domain/normalise/raw-fixtures';
import { validateOutput } from './validate-output';

function files(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const raw = rawDataFiles();
  const providers: RawProvider[] = [
    rawProvider({ participant: 1, big4: true }),
    rawProvider({ id: '10002', urlSlug: 'b', big4: true }),
    rawProvider({ id: '10003', urlSlug: 'c', big4: true }),
    rawProvider({ id: '10004', urlSlug: 'd', big4: true }),
  ];
  return {
    'providers.json': providers,
    'credit-cards.json': raw.creditCards,
    'products-hl.json': raw.productsHl,
    'products-pl.json': raw.productsPl,
    'products-cl.json': raw.productsCl,
    'products-td.json': raw.productsTd,
    'products-sv.json': raw.productsSv,
    'products-tx.json': raw.productsTx,
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
    const card = rawCard(overrides);
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

  test('exactly one participant', () => {
    const providers = (files()['providers.json'] as RawProvider[]).map((p) => ({ ...p, participant: 0 }));
    expect(() => validateOutput(files({ 'providers.json': providers }))).toThrow(
      /exactly one provider must be the participant/,
    );
  });
});
