/**
 * A term deposit earns for its term in the unit the product states it in: 100 days is 100 / 365 of
 * a year, not 3 months. Checked against plain arithmetic written here, on every at-maturity rate
 * of a year or less in the data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RawTermDeposit, RawTermDepositRate } from '../../../domain/data/raw-types';
import { rawTermDepositRate } from '../../../test/fixtures/raw-fixtures';
import { depositInterest, termLabel } from '../deposit-figures';

/** The shared raw rate (a year at 5%, at maturity) open to any amount. */
const rate = (overrides: Partial<RawTermDepositRate>): RawTermDepositRate =>
  rawTermDepositRate({ minAmount: null, ...overrides });

/** Simple interest for a term of a year or less, to the cent: principal x rate x part of a year. */
const byHand = (dollars: number, annualRate: number, yearFraction: number) =>
  Math.round(dollars * 100 * annualRate * yearFraction);

describe('a term deposit earns for the term its product states', () => {
  test.each([
    // what, the arithmetic, rate row, expected cents
    [
      '100 days at 4.40% (Hume Bank)',
      '50,000 x 0.044 x 100 / 365 = 602.74',
      rate({ termMonths: 3, termDays: 100, termUnit: 'days', rate: 0.044 }),
      60_274,
    ],
    [
      '3 months at 4.40%',
      '50,000 x 0.044 x 3 / 12 = 550.00',
      rate({ termMonths: 3, termDays: 91, rate: 0.044 }),
      55_000,
    ],
    [
      '364 days at 5.00%',
      '50,000 x 0.05 x 364 / 365 = 2,493.15',
      rate({ termMonths: 12, termDays: 364, termUnit: 'days' }),
      249_315,
    ],
    ['12 months at 5.00%', '50,000 x 0.05 = 2,500.00', rate({}), 250_000],
  ])('%s on $50,000 earns %s', (_what, _arithmetic, row, cents) => {
    expect(depositInterest(50_000, row)?.totalInterest).toBe(cents);
  });

  test.each([
    [rate({ termMonths: 3, termDays: 100, termUnit: 'days' }), '100 days'],
    [rate({ termMonths: 6, termDays: 183 }), '6 months'],
    [rate({ termMonths: 0, termDays: 30, termUnit: 'days' }), '30 days'],
  ])('names its term as the product does: %#', (row, label) => {
    expect(termLabel(row)).toBe(label);
  });
});

describe('every at-maturity rate of a year or less in the data', () => {
  const file = path.resolve(__dirname, '../../../../data/products-td.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as { products: RawTermDeposit[] } | RawTermDeposit[];
  const products = Array.isArray(data) ? data : data.products;
  const rows = products.flatMap((product) =>
    product.rates
      .filter((row) => row.interestPayment === 'maturity' && row.termDays <= 365)
      .map((row) => ({ name: product.name, row })),
  );

  test('covers both kinds of term, from dozens of products', () => {
    expect(rows.filter(({ row }) => row.termUnit === 'days').length).toBeGreaterThan(30);
    expect(rows.filter(({ row }) => row.termUnit === 'months').length).toBeGreaterThan(30);
  });

  test('each earns principal x rate x (days / 365, or months / 12) on $50,000', () => {
    const wrong = rows.filter(({ row }) => {
      const part = row.termUnit === 'days' ? row.termDays / 365 : row.termMonths / 12;
      return depositInterest(50_000, row)?.totalInterest !== byHand(50_000, row.rate, part);
    });
    expect(wrong.map(({ name, row }) => `${name} ${row.termDays} days`)).toEqual([]);
  });
});
