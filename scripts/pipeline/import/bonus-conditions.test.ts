import type { CdrDepositRate } from './cdr-types';
import { bonusConditions, conditionWays } from './bonus-conditions';

const bonus = (text: string, type = 'BONUS'): CdrDepositRate => ({
  depositRateType: type,
  rate: '0.045',
  additionalInfo: text,
});

const kinds = (ways: { kind: string; amount: number | null }[][]) =>
  ways.map((way) => way.map((c) => `${c.kind}:${String(c.amount)}`));

describe('conditionWays: one way per age band a row states', () => {
  test.each([
    [
      'Virgin Money Boost Saver',
      'Over 18 years -  Deposit $1000 or more from an external account into your Go Account and make at least 5 purchases direct debits or BPAY payments each month. Under 18 years - No minimum deposit or purchases are required.',
      [['min-deposit:1000', 'transactions:5', 'age:18'], ['age:18']],
    ],
    [
      'Westpac Spend&Save: an age range is two conditions',
      'You must be aged 18-29 with a Westpac Life and a Westpac Choice account. You must make 5 eligible purchases with the debit card',
      [['transactions:5', 'age:18', 'age:30']],
    ],
    ['one band only', 'For customers 31 years old or older', [['age:31']]],
  ])('%s', (_name, text, expected) => {
    expect(kinds(conditionWays(text))).toEqual(expected);
  });

  test('a note about the bonus applies to every way, its age to none', () => {
    expect(
      kinds(
        conditionWays('Over 18 years - deposit $50. Under 18 years - no conditions.', [
          'Must hold an eligible transaction account with Bendigo Bank to receive the Bonus rate',
          'A larger Bonus Rate is available to customers 30 years old or younger',
        ]),
      ),
    ).toEqual([
      ['min-deposit:50', 'linked-account:null', 'age:18'],
      ['linked-account:null', 'age:18'],
    ]);
  });
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
    [
      'CommBank GoalSaver: 1) Make at least one deposit each calendar month into your account; and 2) Have a higher account balance at the end of the month compared to the account balance at the start of the month',
      ['min-deposit:0.01', 'balance-growth:0.01'],
    ],
    [
      'Westpac Life: you must make a deposit to your Westpac Life account, ensure the account balance is higher at the end than the beginning of the month',
      ['min-deposit:0.01', 'balance-growth:0.01'],
    ],
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

  test('a bonus by age does not store one age band as the only way to it', () => {
    const rows: CdrDepositRate[] = [
      bonus('For customers 31 years old or older, if the balance grows by $100'),
      bonus('For customers 30 years old or younger, if the balance grows by $100'),
    ];
    expect(bonusConditions(rows).map((c) => c.kind)).toEqual(['balance-growth', 'other']);
    expect(bonusConditions(rows).at(-1)?.summary).toBe('Conditions for the bonus differ by age');
  });

  test('an introductory rate whose months only its words give', () => {
    expect(
      bonusConditions([
        {
          depositRateType: 'INTRODUCTORY',
          rate: '0.0535',
          additionalInfo: '4 month variable introductory rate',
        },
      ]),
    ).toEqual([{ kind: 'introductory', amount: 4, summary: 'Introductory rate for the first 4 months' }]);
  });

  test('no bonus, no conditions', () => {
    expect(bonusConditions([{ depositRateType: 'VARIABLE', rate: '0.01' }])).toEqual([]);
  });
});
