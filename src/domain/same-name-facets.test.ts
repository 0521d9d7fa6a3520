import type { RawHomeLoan, RawPersonalLoan, RawTermDeposit } from './data/raw-types';
import { sameNameFacets } from './same-name-facets';
import { webAddress } from './web-address';

test.each([
  ['https://www.borderbank.com.au/loans/personal-loans/', 'borderbank.com.au'],
  ['https://cairnsbank.com.au/loans/home-loans/', 'cairnsbank.com.au'],
  [null, null],
  ['not an address', null],
])('the web address of %s is %s', (url, expected) => {
  expect(webAddress(url)).toBe(expected);
});

const homeLoan = (rates: RawHomeLoan['rates'], more: Partial<RawHomeLoan> = {}) =>
  ({
    id: '1-HL1',
    providerId: '1',
    name: 'Plus Home Loan',
    url: 'https://cairnsbank.com.au/loans/home-loans/',
    offset: true,
    annualFee: 0,
    rates,
    ...more,
  }) as unknown as RawHomeLoan;

const rate = (overrides: Partial<RawHomeLoan['rates'][number]>): RawHomeLoan['rates'][number] => ({
  rateType: 'variable',
  fixedMonths: null,
  repayment: 'principal-and-interest',
  purpose: 'owner-occupier',
  rate: 0.0639,
  comparisonRate: 0.0652,
  lvrMin: null,
  lvrMax: null,
  ...overrides,
});

test('a home loan is described by its purposes, repayments, rate kinds, LVR, offset, fees and rates', () => {
  const loan = homeLoan([
    rate({ rateType: 'fixed', fixedMonths: 12, repayment: 'interest-only', rate: 0.0679, lvrMax: 0.8 }),
    rate({}),
  ]);
  expect(sameNameFacets('hl', loan as never)).toMatchObject({
    facets: [
      'cairnsbank.com.au',
      'owner-occupied',
      'principal and interest or interest only',
      'variable or fixed for 1 year',
      'up to 80% LVR',
      'with offset',
      'no annual fee',
      'comparison rate 6.52% p.a.',
    ],
    details: [
      'variable principal-and-interest owner-occupied at 6.39% p.a.',
      '1-year fixed interest-only owner-occupied up to 80% LVR at 6.79% p.a.',
    ],
  });
});

test('figures leave out names, addresses, dates and eligibility prose but keep every figure', () => {
  const a = homeLoan([rate({})], {
    url: 'https://a.example/',
    eligibility: { residency: 'Residents' } as never,
  });
  const b = homeLoan([rate({})], {
    url: 'https://b.example/x',
    eligibility: { residency: 'Australian residents' } as never,
  });
  const c = homeLoan([rate({ rate: 0.0649 })]);
  expect(sameNameFacets('hl', a as never).figures).toBe(sameNameFacets('hl', b as never).figures);
  expect(sameNameFacets('hl', a as never).figures).not.toBe(sameNameFacets('hl', c as never).figures);
});

test('a personal loan by security, rate type, top rate, term, amount, fees and comparison rate', () => {
  const loan = {
    url: 'https://www.policebank.com.au/forms/apply-personal-loan',
    secured: false,
    rateType: 'fixed',
    minRate: 0.0899,
    maxRate: 0.1599,
    comparisonRate: 0.0975,
    minAmount: 4000,
    maxTermMonths: 84,
    establishmentFee: 250,
    monthlyFee: 0,
  } as unknown as RawPersonalLoan;
  expect(sameNameFacets('pl', loan as never).facets).toEqual([
    'policebank.com.au',
    'unsecured',
    'fixed',
    'up to 15.99% p.a.',
    'terms up to 7 years',
    'from $4,000',
    '$250 establishment fee',
    'no monthly fee',
    'comparison rate 9.75% p.a.',
  ]);
});

test('a term deposit by how it pays interest, its terms in the units it states, and its rates', () => {
  const deposit = {
    url: 'https://www.cmcu.com.au/savings__investments/term_deposits/',
    minDeposit: 5000,
    noticeDays: 31,
    rates: [
      { termMonths: 3, termDays: 91, termUnit: 'months', rate: 0.045, interestPayment: 'maturity' },
      { termMonths: 3, termDays: 100, termUnit: 'days', rate: 0.047, interestPayment: 'maturity' },
    ],
  } as unknown as RawTermDeposit;
  expect(sameNameFacets('td', deposit as never)).toMatchObject({
    facets: [
      'cmcu.com.au',
      'interest at maturity',
      'terms 3 months to 100 days',
      'from $5,000',
      '31 days’ notice',
    ],
    details: ['3 months at 4.50% p.a.', '100 days at 4.70% p.a.'],
  });
});
