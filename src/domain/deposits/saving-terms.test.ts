import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../../test/fixtures/read-data-files';
import { normaliseSavingsAccounts } from '../normalise/normalise-products';
import { questionsFor, waysVerdict } from './bonus-verdict';
import { termsOfAccount, termsOfEnteredAccount, waysOf } from './saving-terms';

const accounts = normaliseSavingsAccounts(
  JSON.parse(readFileSync(join(DATA_DIR, 'products-sv.json'), 'utf8')) as unknown,
  [],
).products;

function account(id: string) {
  const found = accounts.find((each) => each.id === id);
  if (!found) throw new Error(`${id} is not in the data`);
  return found;
}

/** The ways to each bonus band, in the order the account lists its bonus bands. */
const waysOfBands = (id: string) =>
  termsOfAccount(account(id))
    .bands.filter((band) => band.kind === 'bonus')
    .map((band) => ({ rate: band.rate, ways: band.ways }));

const GROWS = { kind: 'balance-growth', cents: 1 } as const;
const ANY_DEPOSIT = { kind: 'min-deposit', cents: 1 } as const;

describe('the earning terms of imported accounts', () => {
  test.each([
    {
      name: 'CommBank NetBank Saver: a 2.75% introductory bonus on top of 2.35% for 5 months, no monthly conditions',
      id: '10034-SV00002',
      introductoryMonths: 5,
      bonuses: [{ rate: 0.0275, ways: [[]] }],
    },
    {
      name: 'CommBank GoalSaver: a deposit each month and a higher balance at its end, at every balance',
      id: '10034-SV00001',
      introductoryMonths: null,
      bonuses: Array(4).fill({ rate: 0.045, ways: [[ANY_DEPOSIT, GROWS]] }),
    },
    {
      name: 'Bankwest Easy Saver: a 4-month introductory rate, its months in its words only',
      id: '10021-SV00001',
      introductoryMonths: 4,
      bonuses: [{ rate: 0.0535, ways: [[]] }],
    },
    {
      name: 'a deposit of $1,000 and 5 card purchases a month',
      id: '10025-SV00002',
      introductoryMonths: null,
      bonuses: [
        {
          rate: 0.027,
          ways: [
            [
              { kind: 'min-deposit', cents: 100_000 },
              { kind: 'card-purchases', count: 5 },
            ],
          ],
        },
      ],
    },
    {
      name: 'Bendigo Reward Saver: 31 or over, or 30 and under, each with a linked account and a growing balance',
      id: '10023-SV00005',
      introductoryMonths: null,
      bonuses: [
        {
          rate: 0.047,
          ways: [
            [GROWS, { kind: 'linked-account' }, { kind: 'min-age', years: 31 }],
            [GROWS, { kind: 'linked-account' }, { kind: 'under-age', years: 31 }],
          ],
        },
      ],
    },
    {
      name: 'Virgin Money Boost Saver: adults deposit $1,000 and make 5 purchases, under-18s need nothing; the Lock Saver bonus is not counted',
      id: '10103-SV00001',
      introductoryMonths: null,
      bonuses: [
        { rate: 0.003, ways: [[{ kind: 'unstated' }]] },
        {
          rate: 0.05,
          ways: [
            [
              { kind: 'min-deposit', cents: 100_000 },
              { kind: 'card-purchases', count: 5 },
              { kind: 'min-age', years: 18 },
            ],
            [{ kind: 'under-age', years: 18 }],
          ],
        },
      ],
    },
    {
      name: 'Westpac Life: the main bonus for a deposit and a higher balance, the Spend&Save bonus for 5 purchases at 18 to 29',
      id: '10105-SV00006',
      introductoryMonths: null,
      bonuses: [
        { rate: 0.03, ways: [[ANY_DEPOSIT, GROWS]] },
        {
          rate: 0.002,
          ways: [
            [
              { kind: 'card-purchases', count: 5 },
              { kind: 'min-age', years: 18 },
              { kind: 'under-age', years: 30 },
            ],
          ],
        },
      ],
    },
  ])('$name', ({ id, introductoryMonths, bonuses }) => {
    expect(termsOfAccount(account(id)).introductoryMonths).toBe(introductoryMonths);
    expect(waysOfBands(id)).toEqual(bonuses);
  });

  test('Rabobank PremiumSaver: 5.45% only for a balance grown by $200 a month, otherwise 1.50%', () => {
    const terms = termsOfAccount(account('10080-SV00004'));
    const upTo250k = terms.bands.filter((band) => band.minCents === 0);
    expect(
      upTo250k.map(({ kind, rate, includesBase, ways }) => ({ kind, rate, includesBase, ways })),
    ).toEqual([
      {
        kind: 'bonus',
        rate: 0.0545,
        includesBase: true,
        ways: [[{ kind: 'balance-growth', cents: 20_000 }]],
      },
      { kind: 'base', rate: 0.015, includesBase: false, ways: [] },
    ]);
  });
});

describe('an account entered by hand', () => {
  test('the bonus on the balance up to its cap, with the conditions given', () => {
    const terms = termsOfEnteredAccount({
      baseRate: 0.01,
      bonusRate: 0.04,
      bonusBalanceCapCents: 5_000_000,
      conditions: [{ kind: 'linked-account' }],
    });
    expect(terms.bands).toEqual([
      {
        kind: 'base',
        rate: 0.01,
        minCents: 0,
        maxCents: null,
        appliesTo: 'whole',
        includesBase: false,
        ways: [],
      },
      {
        kind: 'bonus',
        rate: 0.04,
        minCents: 0,
        maxCents: 5_000_000,
        appliesTo: 'portion',
        includesBase: false,
        ways: [[{ kind: 'linked-account' }]],
      },
    ]);
    expect(questionsFor(waysOf(terms))).toEqual(['linked_account']);
    expect(
      waysVerdict(waysOf(terms), {
        monthlyDepositCents: 0,
        monthlyWithdrawalCents: 0,
        cardPurchases: null,
        age: null,
        linkedAccount: false,
      }),
    ).toEqual({
      met: false,
      unmet: ['The bonus needs a linked transaction account with the same bank'],
      questions: [],
    });
  });
});
