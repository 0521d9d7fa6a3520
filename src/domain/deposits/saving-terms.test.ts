import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../../test/fixtures/read-data-files';
import { normaliseSavingsAccounts } from '../normalise/normalise-products';
import { bonusVerdict, questionsFor } from './bonus-verdict';
import { termsOfAccount, termsOfEnteredAccount } from './saving-terms';

const accounts = normaliseSavingsAccounts(
  JSON.parse(readFileSync(join(DATA_DIR, 'products-sv.json'), 'utf8')) as unknown,
  [],
).products;

function account(id: string) {
  const found = accounts.find((each) => each.id === id);
  if (!found) throw new Error(`${id} is not in the data`);
  return found;
}

describe('the earning terms of imported accounts', () => {
  test.each([
    {
      name: 'CommBank NetBank Saver: a 2.75% introductory bonus on top of 2.35% for 5 months, no monthly conditions',
      id: '10034-SV00002',
      introductoryMonths: 5,
      conditions: [],
      bonusRates: [0.0275],
    },
    {
      name: 'CommBank GoalSaver: conditions the data does not spell out',
      id: '10034-SV00001',
      introductoryMonths: null,
      conditions: [{ kind: 'unstated' }],
      bonusRates: [0.045, 0.045, 0.045, 0.045],
    },
    {
      name: 'Bankwest Easy Saver: an introductory rate whose months the data does not give counts for none',
      id: '10021-SV00001',
      introductoryMonths: 0,
      conditions: [],
    },
    {
      name: 'a deposit of $1,000 and 5 card purchases a month',
      id: '10025-SV00002',
      introductoryMonths: null,
      conditions: [
        { kind: 'min-deposit', cents: 100_000 },
        { kind: 'card-purchases', count: 5 },
      ],
    },
    {
      name: 'an age band: under 18',
      id: '10059-SV00004',
      introductoryMonths: null,
      conditions: [
        { kind: 'min-deposit', cents: 2_000 },
        { kind: 'no-withdrawals' },
        { kind: 'under-age', years: 18 },
      ],
    },
  ])('$name', ({ id, introductoryMonths, conditions, ...rest }) => {
    const terms = termsOfAccount(account(id));
    expect(terms.introductoryMonths).toBe(introductoryMonths);
    expect(terms.conditions).toEqual(conditions);
    if ('bonusRates' in rest)
      expect(terms.bands.filter((band) => band.kind === 'bonus').map((band) => band.rate)).toEqual(
        rest.bonusRates,
      );
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
      { kind: 'base', rate: 0.01, minCents: 0, maxCents: null, appliesTo: 'whole', includesBase: false },
      {
        kind: 'bonus',
        rate: 0.04,
        minCents: 0,
        maxCents: 5_000_000,
        appliesTo: 'portion',
        includesBase: false,
      },
    ]);
    expect(questionsFor([terms.conditions])).toEqual(['linked_account']);
    expect(
      bonusVerdict(terms.conditions, {
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
