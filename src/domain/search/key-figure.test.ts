import type {
  RawCreditCardRow,
  RawHomeLoan,
  RawPersonalLoan,
  RawSavingsAccount,
  RawTermDeposit,
  RawTransactionAccount,
} from '../data/raw-types';
import { keyFigure } from './key-figure';

const base = {
  id: '10001-XX00001',
  providerId: '10001',
  name: 'Product',
  urlSlug: 'product',
  cdrProductId: 'cdr',
  url: null,
  applicationUrl: null,
  lastUpdated: '2024-07-01',
  fetchedOn: '2024-08-12',
};

const card = (purchaseRate: number | null, annualFee: number): RawCreditCardRow => ({
  ...base,
  annualFee,
  purchaseRate,
  interestFreeDays: 55,
  rewardProgramId: 0,
  earnRate: null,
  balanceTransferRate: null,
  balanceTransferMonths: null,
  minCreditLimit: 1000,
});

const homeRate = (rate: number, comparisonRate: number | null) => ({
  rateType: 'variable' as const,
  fixedMonths: null,
  repayment: 'principal-and-interest' as const,
  purpose: 'owner-occupier' as const,
  rate,
  comparisonRate,
  lvrMin: null,
  lvrMax: null,
});

const homeLoan = (rates: ReturnType<typeof homeRate>[]): RawHomeLoan =>
  ({
    ...base,
    rates,
    applicationFee: 0,
    annualFee: 0,
    dischargeFee: 0,
    packageId: null,
  }) as unknown as RawHomeLoan;

const personalLoan = (minRate: number, comparisonRate: number | null): RawPersonalLoan =>
  ({ ...base, minRate, maxRate: 0.2, comparisonRate }) as unknown as RawPersonalLoan;

const depositRate = (termMonths: number, rate: number) => ({
  termMonths,
  termDays: Math.round((termMonths * 365) / 12),
  termUnit: 'months' as const,
  rate,
  minAmount: null,
  maxAmount: null,
  interestPayment: 'maturity' as const,
});

const deposit = (rates: ReturnType<typeof depositRate>[]): RawTermDeposit => ({
  ...base,
  rates,
  minDeposit: 1000,
  maxDeposit: null,
  noticeDays: 31,
});

const savings = (baseRate: number, maxRate: number): RawSavingsAccount =>
  ({ ...base, baseRate, bonusRate: maxRate - baseRate, maxRate }) as unknown as RawSavingsAccount;

const account = (monthlyFee: number): RawTransactionAccount =>
  ({ ...base, monthlyFee }) as unknown as RawTransactionAccount;

describe('a product’s key figure', () => {
  it.each<[string, Parameters<typeof keyFigure>[0], Parameters<typeof keyFigure>[1], string]>([
    [
      'a card: purchase rate and annual fee',
      'cc',
      card(0.2099, 30),
      '20.99% p.a. purchase rate, $30 annual fee',
    ],
    ['a card without an annual fee', 'cc', card(0.1349, 0), '13.49% p.a. purchase rate, $0 annual fee'],
    ['a card with no purchase interest', 'cc', card(null, 120), 'No purchase interest, $120 annual fee'],
    [
      'a home loan: its lowest rate with that rate’s comparison rate',
      'hl',
      homeLoan([homeRate(0.0649, 0.0661), homeRate(0.0599, 0.0624), homeRate(0.0619, 0.063)]),
      'From 5.99% p.a., comparison rate 6.24% p.a.',
    ],
    [
      'a home loan whose lowest rate has no comparison rate',
      'hl',
      homeLoan([homeRate(0.0599, null)]),
      'From 5.99% p.a., comparison rate not published',
    ],
    ['a personal loan', 'pl', personalLoan(0.0699, 0.0812), 'From 6.99% p.a., comparison rate 8.12% p.a.'],
    [
      'a term deposit: its highest rate of any term',
      'td',
      deposit([depositRate(3, 0.045), depositRate(12, 0.051), depositRate(12, 0.049)]),
      'Up to 5.10% p.a.',
    ],
    ['a savings account with a bonus', 'sv', savings(0.01, 0.055), 'Up to 5.50% p.a., base rate 1.00% p.a.'],
    ['a savings account without one', 'sv', savings(0.045, 0.045), '4.50% p.a.'],
    ['an account with a fee', 'tx', account(5), '$5 monthly fee'],
    ['an account without', 'tx', account(0), 'No monthly fee'],
  ])('%s', (_, code, product, text) => {
    expect(keyFigure(code, product, '2024-08-01')?.text).toBe(text);
  });

  it('gives a term deposit’s best rate for each term, shortest first', () => {
    const figure = keyFigure(
      'td',
      deposit([depositRate(12, 0.049), depositRate(3, 0.045), depositRate(12, 0.051)]),
      '2024-08-01',
    );
    expect(figure?.termRates).toEqual([
      [3, 0.045],
      [12, 0.051],
    ]);
  });

  it('marks a figure that gives a comparison rate, and only that one', () => {
    expect(keyFigure('pl', personalLoan(0.0699, 0.0812), '2024-08-01')?.comparisonRate).toBe(true);
    expect(keyFigure('pl', personalLoan(0.0699, null), '2024-08-01')?.comparisonRate).toBeUndefined();
    expect(keyFigure('cc', card(0.2, 0), '2024-08-01')?.comparisonRate).toBeUndefined();
  });

  it('is dated by the day the product was fetched, or its set’s date without one', () => {
    expect(keyFigure('tx', account(0), '2024-08-01')?.asOf).toBe('2024-08-12');
    const { fetchedOn: _, ...unfetched } = account(0);
    expect(keyFigure('tx', unfetched as RawTransactionAccount, '2024-08-01')?.asOf).toBe('2024-08-01');
  });

  it('gives none where the data has no usable figure', () => {
    expect(keyFigure('hl', homeLoan([homeRate(1.79e308, null)]), '2024-08-01')).toBeNull();
    expect(keyFigure('td', deposit([]), '2024-08-01')).toBeNull();
  });
});
