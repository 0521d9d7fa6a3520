import type { KeptSavingsCheck } from '../savings-check-api';
import { savingsCheckRequest } from '../savings-draft';
import { dollarsText, draftOfStored, percentText } from '../stored-draft';

type Input = NonNullable<KeptSavingsCheck['input']>;

/** What the visitor told the check, as the site reads it: CommBank NetBank Saver, $50,000 and $500 a month. */
const input = (overrides: Partial<Input> = {}): Input => ({
  productId: '10034-SV00002',
  entered: null,
  balanceCents: 5_000_000,
  monthlyDepositCents: 50_000,
  monthlyWithdrawalCents: 0,
  answers: { cardPurchases: null, age: null, linkedAccount: null, memberGroups: [] },
  introductoryMonthsLeft: 0,
  ...overrides,
});

describe('a stored check as the answers typed again', () => {
  it.each([
    [5_000_000, '50000'],
    [50_050, '500.50'],
    [1, '0.01'],
    [0, '0'],
  ])('%p cents are typed as %p dollars', (cents, typed) => {
    expect(dollarsText(cents)).toBe(typed);
  });

  it.each([
    [0.0475, '4.75'],
    [0.0235, '2.35'],
    [0.001, '0.1'],
    [0.25, '25'],
    [0.045125, '4.5125'],
  ])('the rate %p is typed as %p percent', (rate, typed) => {
    expect(percentText(rate)).toBe(typed);
  });

  it('sends an account of our data again as it was stored', () => {
    const draft = draftOfStored(
      input({
        monthlyWithdrawalCents: 15_050,
        answers: { cardPurchases: 5, age: 34, linkedAccount: false, memberGroups: [] },
      }),
      [],
    );
    expect(savingsCheckRequest(draft, [], 'survey-1')).toEqual({
      surveyId: 'survey-1',
      account: { productId: '10034-SV00002' },
      balance: 50000,
      monthlyDeposit: 500,
      monthlyWithdrawal: 150.5,
      answers: { cardPurchases: 5, age: 34, linkedAccount: false },
      measure: 'first-year',
    });
  });

  it('sends an account entered by hand again, its bank named as ours', () => {
    const draft = draftOfStored(
      input({
        productId: null,
        entered: {
          providerId: '10004',
          providerName: null,
          name: 'Online Saver',
          baseRate: 0.0125,
          bonusRate: 0.035,
          bonusBalanceCapCents: null,
          conditions: {
            minDepositCents: 100_000,
            noWithdrawals: true,
            balanceGrowth: false,
            cardPurchases: null,
            linkedAccount: true,
            minAge: null,
            underAge: null,
          },
        },
        introductoryMonthsLeft: 3,
      }),
      [{ id: '10004', name: 'ANZ' }],
    );
    expect(savingsCheckRequest(draft, [{ id: '10004', name: 'ANZ' }], null)).toEqual({
      account: {
        entered: {
          providerId: '10004',
          name: 'Online Saver',
          baseRate: 0.0125,
          bonusRate: 0.035,
          conditions: {
            minDeposit: 1000,
            noWithdrawals: true,
            balanceGrowth: false,
            cardPurchases: null,
            linkedAccount: true,
          },
        },
      },
      balance: 50000,
      monthlyDeposit: 500,
      monthlyWithdrawal: 0,
      answers: {},
      introductoryMonthsLeft: 3,
      measure: 'first-year',
    });
  });
});
