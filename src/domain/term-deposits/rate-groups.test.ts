import { rawTermDepositRate as rate } from '../../test/fixtures/raw-fixtures';
import { compareDepositRatesForDisplay, depositAmountText, groupTermDepositRates } from './rate-groups';

describe('groupTermDepositRates', () => {
  test('one group per way interest is paid: at maturity first, then monthly to yearly', () => {
    const rates = [
      rate({ interestPayment: 'annually' }),
      rate({ interestPayment: 'half-yearly' }),
      rate({ interestPayment: 'quarterly' }),
      rate({ interestPayment: 'monthly' }),
      rate({ interestPayment: 'maturity' }),
    ];
    expect(groupTermDepositRates(rates).map((group) => [group.payment, group.rates.length])).toEqual([
      ['maturity', 1],
      ['monthly', 1],
      ['quarterly', 1],
      ['half-yearly', 1],
      ['annually', 1],
    ]);
  });

  test('ways nobody is paid are left out, and every rate lands in one group', () => {
    const rates = [rate({ interestPayment: 'monthly' }), rate(), rate({ termMonths: 6, termDays: 182 })];
    const groups = groupTermDepositRates(rates);
    expect(groups.map((group) => group.payment)).toEqual(['maturity', 'monthly']);
    expect(new Set(groups.flatMap((group) => group.rates))).toEqual(new Set(rates));
  });
});

describe('compareDepositRatesForDisplay', () => {
  const days90 = rate({ termMonths: 0, termDays: 90 });
  const month1 = rate({ termMonths: 1, termDays: 30 });
  const months4 = rate({ termMonths: 4, termDays: 122 });
  const year1 = rate();
  const year1From50k = rate({ minAmount: 50_000 });
  const year1Upto50k = rate({ maxAmount: 49_999.99 });
  const year1Higher = rate({ rate: 0.055 });

  test.each([
    ['a month before a year', year1, month1, [month1, year1]],
    ['terms in days sort with terms in months', months4, days90, [days90, months4]],
    ['a shorter term in days before a longer one in months', month1, days90, [month1, days90]],
    ['the same term: the smaller minimum amount first', year1From50k, year1, [year1, year1From50k]],
    ['then the band that ends first', year1, year1Upto50k, [year1Upto50k, year1]],
    ['then the lower rate', year1Higher, year1, [year1, year1Higher]],
  ])('%s', (_, first, second, expected) => {
    expect([first, second].sort(compareDepositRatesForDisplay)).toEqual(expected);
  });
});

describe('depositAmountText', () => {
  test.each([
    [null, null, 'Any amount'],
    [0, null, 'Any amount'],
    [5_000, null, '$5,000 or more'],
    [null, 250_000, 'Up to $250,000'],
    [0, 250_000, 'Up to $250,000'],
    [5_000, 250_000, '$5,000 to $250,000'],
    [1_000.5, 9_999.99, '$1,000.50 to $9,999.99'],
  ])('amounts from %p to %p: %s', (minAmount, maxAmount, expected) => {
    expect(depositAmountText(rate({ minAmount, maxAmount }))).toBe(expected);
  });
});
