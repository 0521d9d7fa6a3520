import type { RawCreditCard } from '../data/raw-types';
import { DataError, type DataWarning } from './data-error';
import { normaliseCreditCards } from './normalise-credit-cards';
import { rawCard } from '../../test/fixtures/raw-fixtures';

function dataset(card: RawCreditCard) {
  return { on: '2024-08-12', providers: { [card.providerId]: [card.id] }, cards: { [card.id]: card } };
}

function normaliseOne(overrides: Partial<RawCreditCard>, warnings: DataWarning[] = []) {
  const card = normaliseCreditCards(dataset(rawCard(overrides)), warnings).cards[0];
  if (!card) throw new Error('no card');
  return card;
}

describe('credit card text fields', () => {
  test.each([
    ['$149', 14900],
    ['$131.39999999999998', 13140],
    ['$1,200', 120000],
    ['$0', 0],
  ])('annual fee %j is %d cents', (annualFee, cents) => {
    expect(normaliseOne({ annualFee }).annualFeeCents).toBe(cents);
  });

  test.each([
    ['20.99% p.a.', 0.2099, 0.2099, false],
    ['9.90% p.a.', 0.099, 0.099, false],
    ['No Interest', null, null, true],
  ])('purchase rate %j is %p (no interest: %p)', (purchaseRate, fraction, expected, noInterest) => {
    const card = normaliseOne({ purchaseRate, purchaseRateFraction: fraction });
    expect(card.purchaseRate).toBe(expected);
    expect(card.noInterest).toBe(noInterest);
  });

  test.each([
    ['150,000', '$675', 'Yes', 600, 150000, 67500],
    ['0', '$0', 'Yes', 600, 0, 0],
    ['0', '$NaN', 'No', 0, 0, null],
    ['0', 'NaN', 'No', 0, 0, null],
    ['80,000', '$NaN', 'Yes', 2200, 80000, null],
  ] as const)(
    'bonus %j worth %j (rewards %s) -> %d points, %p cents',
    (bonusPoints, bonusPointsValue, rewards, programId, points, cents) => {
      const card = normaliseOne({ bonusPoints, bonusPointsValue, rewards, rewardProgramId: programId });
      expect(card.bonusPoints).toBe(points);
      expect(card.bonusPointsValueCents).toBe(cents);
      expect(card.rewards).toBe(rewards === 'Yes');
    },
  );

  test.each([
    [{ cashAdvanceRate: 1.79e308 }, 'cashAdvanceRate', null],
    [{ cashAdvanceRate: 21.99 }, 'cashAdvanceRate', 0.2199],
    [{ interestFreeDays: Number.NaN }, 'interestFreeDays', null],
    [{ monthlyFee: 10.95 }, 'monthlyFeeCents', 1095],
    [{ foreignTransactionFee: 5e-324 }, 'foreignTransactionFee', null],
    [{ bonusSpendRequired: 3000 }, 'bonusSpendRequiredCents', 300000],
  ] as const)('%p gives %s = %p', (overrides, field, expected) => {
    expect(normaliseOne(overrides)[field]).toBe(expected);
  });

  test('a percentage stored as a fraction is repaired and reported', () => {
    const warnings: DataWarning[] = [];
    expect(normaliseOne({ cashAdvanceRate: 21.99 }, warnings).cashAdvanceRate).toBe(0.2199);
    expect(warnings).toEqual([
      expect.objectContaining({
        dataset: 'credit-cards',
        recordId: '10001-CC00001',
        field: 'cashAdvanceRate',
      }),
    ]);
  });

  test('a balance-transfer offer keeps its terms and whether the fee was stated', () => {
    const card = normaliseOne({
      balanceTransfer: { rate: 0, periodMonths: 28, feeFraction: 0.02, feeStated: true, revertRate: 0.2174 },
    });
    expect(card.balanceTransfer).toEqual({
      rate: 0,
      periodMonths: 28,
      feeFraction: 0.02,
      feeStated: true,
      revertRate: 0.2174,
    });
  });
});

describe('credit card records that cannot be read', () => {
  test.each([
    [{ annualFee: 'Free' }, /annualFee/],
    [{ annualFee: '$NaN' }, /annualFee/],
    [{ annualFee: '$1,500' }, /outside \$0-\$1,200/],
    [{ purchaseRate: 'about twenty percent' }, /purchaseRate/],
    [{ rewards: 'No' as const }, /contradicts program/],
    [{ bonusPoints: 'lots' }, /bonusPoints/],
    [{ id: '10002-CC00001' }, /does not fit provider/],
  ])('%p fails naming the card', (overrides, reason) => {
    const card = rawCard(overrides);
    const run = () => normaliseCreditCards(dataset(card), []);
    expect(run).toThrow(DataError);
    expect(run).toThrow(/credit-cards record /);
    expect(run).toThrow(reason);
  });

  test('a card missing from its provider list fails', () => {
    const card = rawCard();
    expect(() =>
      normaliseCreditCards({ on: '2024-08-12', providers: {}, cards: { [card.id]: card } }, []),
    ).toThrow('credit-cards record 10001-CC00001: is not listed under its provider');
  });
});
