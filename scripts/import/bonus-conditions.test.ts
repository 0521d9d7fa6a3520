import type { CdrDepositRate } from './cdr-types';
import { bonusConditions } from './bonus-conditions';

const bonus = (text: string, type = 'BONUS'): CdrDepositRate => ({
  depositRateType: type,
  rate: '0.045',
  additionalInfo: text,
});

describe('bonusConditions', () => {
  test.each([
    ['Deposit at least $1000 per month + 5 eligible transactions', ['min-deposit:1000', 'transactions:5']],
    [
      'Bonus interest applies when you deposit $200 with nil withdrawals',
      ['min-deposit:200', 'no-withdrawals:null'],
    ],
    [
      'Ensure the closing account balance of the month is $300 higher than the opening balance',
      ['balance-growth:300'],
    ],
    ['Grow your balance by at least $50 each month', ['balance-growth:50']],
    ['For customers 31 years old or older', ['age:31']],
    ['Available to customers under 25 years of age', ['age:25']],
    ['Conditions apply', ['other:null']],
  ])('%j -> %p', (text, expected) => {
    expect(bonusConditions([bonus(text)]).map((c) => `${c.kind}:${String(c.amount)}`)).toEqual(expected);
  });

  test('summaries are our own short sentences', () => {
    expect(
      bonusConditions([bonus('Customer must deposit at least $500 per month into any of their accounts')]),
    ).toEqual([{ kind: 'min-deposit', amount: 500, summary: 'Deposit at least $500 each month' }]);
  });

  test('an introductory rate is a condition of its own', () => {
    expect(
      bonusConditions([{ depositRateType: 'INTRODUCTORY', rate: '0.02', additionalValue: 'P5M' }]),
    ).toEqual([{ kind: 'introductory', amount: 5, summary: 'Introductory rate for the first 5 months' }]);
  });

  test('no bonus, no conditions', () => {
    expect(bonusConditions([{ depositRateType: 'VARIABLE', rate: '0.01' }])).toEqual([]);
  });
});
