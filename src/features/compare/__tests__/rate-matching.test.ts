import type { RawHomeLoanRate, RawTermDepositRate } from '../../../domain/data/raw-types';
import { bestMatchingRate } from '../../../domain/home-loans/rate-matching';
import { bestDepositRate } from '../configs/term-deposits';

function hl(overrides: Partial<RawHomeLoanRate>): RawHomeLoanRate {
  return {
    rateType: 'variable',
    fixedMonths: null,
    repayment: 'principal-and-interest',
    purpose: 'owner-occupier',
    rate: 0.06,
    comparisonRate: 0.061,
    lvrMin: null,
    lvrMax: null,
    ...overrides,
  };
}

const homeRates = [
  hl({ rate: 0.0589, lvrMin: 0, lvrMax: 0.6 }),
  hl({ rate: 0.0609, lvrMin: 0.6, lvrMax: 0.8 }),
  hl({ rate: 0.0649, lvrMin: 0.8, lvrMax: 0.95 }),
  hl({ rate: 0.0619, purpose: 'investment', lvrMax: 0.8 }),
  hl({ rate: 0.0669, repayment: 'interest-only', lvrMax: 0.8 }),
  hl({ rateType: 'fixed', fixedMonths: 24, rate: 0.0579 }),
  hl({ rateType: 'fixed', fixedMonths: 36, rate: 0.0599 }),
];
const base = {
  purpose: 'owner-occupier',
  repayment: 'principal-and-interest',
  rateType: 'variable',
  lvr: '60',
  offset: false,
};

test.each([
  ['variable at 60% LVR takes the cheapest band', base, 0.0589],
  ['variable at 80% LVR skips the 60% band', { ...base, lvr: '80' }, 0.0609],
  ['variable at 95% LVR', { ...base, lvr: '95' }, 0.0649],
  ['investment', { ...base, purpose: 'investment' }, 0.0619],
  ['interest only', { ...base, repayment: 'interest-only' }, 0.0669],
  ['fixed 2 years', { ...base, rateType: '24' }, 0.0579],
  ['fixed 3 years', { ...base, rateType: '36' }, 0.0599],
  ['any fixed term takes the lowest fixed', { ...base, rateType: 'fixed' }, 0.0579],
  ['variable or fixed takes the lowest of all', { ...base, rateType: 'any' }, 0.0579],
  ['fixed 5 years: none', { ...base, rateType: '60' }, null],
  ['investment at 90% LVR: none', { ...base, purpose: 'investment', lvr: '90' }, null],
])('home loans: %s', (_name, filters, expected) => {
  expect(bestMatchingRate(homeRates, filters)?.rate ?? null).toBe(expected);
});

test.each([
  ['without an amount, loan-size bands do not matter', {}, 0.0549],
  ['$500,000 gets the package rate from $450,000', { amount: 500_000 }, 0.0549],
  ['$400,000 is below the package band', { amount: 400_000 }, 0.0589],
  ['$2,000,000 is above the standard band', { amount: 2_000_000 }, 0.0549],
])('home loans: %s', (_name, extra, expected) => {
  const banded = [
    hl({ rate: 0.0549, minLoanAmount: 450_000, maxLoanAmount: null }),
    hl({ rate: 0.0589, minLoanAmount: null, maxLoanAmount: 1_000_000 }),
  ];
  expect(bestMatchingRate(banded, { ...base, ...extra })?.rate ?? null).toBe(expected);
});

function td(overrides: Partial<RawTermDepositRate>): RawTermDepositRate {
  return {
    termMonths: 12,
    termDays: 365,
    termUnit: 'months',
    rate: 0.045,
    minAmount: 5000,
    maxAmount: null,
    interestPayment: 'maturity',
    ...overrides,
  };
}
const depositRates = [
  td({ rate: 0.045 }),
  td({ rate: 0.043, interestPayment: 'monthly' }),
  td({ rate: 0.047, minAmount: 250000 }),
  td({ termMonths: 6, termDays: 182, rate: 0.049 }),
  td({ termMonths: 12, rate: 0.03, minAmount: 1000, maxAmount: 4999.99 }),
];

test.each([
  [{ termMonths: '12', amount: 50000, payment: 'any' }, 0.045],
  [{ termMonths: '12', amount: 300000, payment: 'any' }, 0.047],
  [{ termMonths: '12', amount: 50000, payment: 'monthly' }, 0.043],
  [{ termMonths: '12', amount: 2000, payment: 'any' }, 0.03],
  [{ termMonths: '6', amount: 50000, payment: 'any' }, 0.049],
  [{ termMonths: '24', amount: 50000, payment: 'any' }, null],
  [{ termMonths: '12', amount: 500, payment: 'any' }, null],
])('term deposits: %j earns %s', (filters, expected) => {
  expect(bestDepositRate(depositRates, filters)?.rate ?? null).toBe(expected);
});
