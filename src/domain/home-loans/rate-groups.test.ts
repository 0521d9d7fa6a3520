import { rawHomeLoanRate as rate } from '../../test/fixtures/raw-fixtures';
import { compareRatesForDisplay, groupHomeLoanRates } from './rate-groups';
import { loanSizePhrase, loanSizeText, lvrPhrase, lvrText } from './rate-bands';
import { rateGroupIndex } from './rate-group-names';

describe('groupHomeLoanRates', () => {
  test('one group per purpose and repayment type, owner-occupier before investment, principal and interest first', () => {
    const rates = [
      rate({ purpose: 'investment', repayment: 'interest-only' }),
      rate({ purpose: 'investment', repayment: 'principal-and-interest' }),
      rate({ purpose: 'owner-occupier', repayment: 'interest-only' }),
      rate({ purpose: 'owner-occupier', repayment: 'principal-and-interest' }),
    ];
    expect(groupHomeLoanRates(rates).map((group) => [group.key, group.title, group.rates.length])).toEqual([
      ['owner-occupier-principal-and-interest', 'To live in, principal and interest', 1],
      ['owner-occupier-interest-only', 'To live in, interest only', 1],
      ['investment-principal-and-interest', 'Investment, principal and interest', 1],
      ['investment-interest-only', 'Investment, interest only', 1],
    ]);
  });

  test('groups with no rates are left out, and every rate lands in exactly one group', () => {
    const rates = [
      rate({ purpose: 'investment', rate: 0.07 }),
      rate({ rate: 0.06 }),
      rate({ rate: 0.065, rateType: 'fixed', fixedMonths: 24 }),
    ];
    const groups = groupHomeLoanRates(rates);
    expect(groups.map((group) => group.key)).toEqual([
      'owner-occupier-principal-and-interest',
      'investment-principal-and-interest',
    ]);
    expect(groups.flatMap((group) => group.rates)).toHaveLength(rates.length);
    expect(new Set(groups.flatMap((group) => group.rates))).toEqual(new Set(rates));
  });

  test('a rate’s group index follows the same order', () => {
    expect(
      [
        rate({ purpose: 'investment', repayment: 'interest-only' }),
        rate({ purpose: 'owner-occupier', repayment: 'interest-only' }),
        rate(),
        rate({ purpose: 'investment' }),
      ].map(rateGroupIndex),
    ).toEqual([3, 1, 0, 2]);
  });

  test('no rates, no groups', () => {
    expect(groupHomeLoanRates([])).toEqual([]);
  });

  test('the input is left as it was', () => {
    const rates = [rate({ rateType: 'fixed', fixedMonths: 36 }), rate()];
    const before = [...rates];
    groupHomeLoanRates(rates);
    expect(rates).toEqual(before);
  });

  test.each([
    ['no rate limited to a loan size', [rate(), rate({ minLoanAmount: null, maxLoanAmount: null })], false],
    ['a minimum of $0 is no limit', [rate({ minLoanAmount: 0 })], false],
    ['a package rate from $150,000', [rate(), rate({ minLoanAmount: 150_000 })], true],
    ['a rate up to $750,000', [rate({ maxLoanAmount: 750_000 })], true],
  ])('loan-size column: %s', (_, rates, expected) => {
    expect(groupHomeLoanRates(rates)[0]?.hasLoanSizeBands).toBe(expected);
  });
});

describe('compareRatesForDisplay', () => {
  const variable = rate();
  const fixed1 = rate({ rateType: 'fixed', fixedMonths: 12 });
  const fixed3 = rate({ rateType: 'fixed', fixedMonths: 36 });
  const fixedNoTerm = rate({ rateType: 'fixed', fixedMonths: null });
  const lvr60 = rate({ lvrMax: 0.6 });
  const lvr80to90 = rate({ lvrMin: 0.8, lvrMax: 0.9 });
  const lvrAny = rate({ lvrMax: null });
  const from150k = rate({ minLoanAmount: 150_000 });
  const cheaper = rate({ rate: 0.0589 });

  test.each([
    ['variable before fixed', fixed1, variable, [variable, fixed1]],
    ['shorter fixed term first', fixed3, fixed1, [fixed1, fixed3]],
    ['a fixed rate with no stated term last', fixedNoTerm, fixed3, [fixed3, fixedNoTerm]],
    ['lower LVR band first', variable, lvr60, [lvr60, variable]],
    ['a band starting lower first', lvr80to90, lvrAny, [lvrAny, lvr80to90]],
    ['of two bands starting at 0, the narrower first', lvrAny, variable, [variable, lvrAny]],
    ['no loan-size limit before a minimum loan size', from150k, variable, [variable, from150k]],
    ['then the lower rate', variable, cheaper, [cheaper, variable]],
  ])('%s', (_, first, second, expected) => {
    expect([first, second].sort(compareRatesForDisplay)).toEqual(expected);
  });
});

describe('the LVR band in a table cell and in a sentence', () => {
  test.each([
    [null, null, 'Any', 'any LVR'],
    [null, 0.8, 'Up to 80%', 'LVR up to 80%'],
    [0, 0.8, 'Up to 80%', 'LVR up to 80%'],
    [0.8, 0.9, '80% to 90%', 'LVR 80% to 90%'],
    [0.9, null, '90% to 100%', 'LVR 90% to 100%'],
  ])('LVR from %p to %p: %s, %s', (lvrMin, lvrMax, cell, phrase) => {
    expect(lvrText(rate({ lvrMin, lvrMax }))).toBe(cell);
    expect(lvrPhrase(rate({ lvrMin, lvrMax }))).toBe(phrase);
  });
});

describe('loanSizeText', () => {
  test.each([
    [undefined, undefined, 'Any'],
    [null, null, 'Any'],
    [0, null, 'Any'],
    [150_000, null, '$150,000 or more'],
    [null, 750_000, 'Up to $750,000'],
    [0, 750_000, 'Up to $750,000'],
    [150_000, 750_000, '$150,000 to $750,000'],
  ])('loan size from %p to %p: %s', (minLoanAmount, maxLoanAmount, expected) => {
    expect(loanSizeText(rate({ minLoanAmount, maxLoanAmount }))).toBe(expected);
  });

  test.each([
    [null, null, null],
    [0, null, null],
    [150_000, null, 'for loans of $150,000 or more'],
    [0, 750_000, 'for loans up to $750,000'],
    [150_000, 750_000, 'for loans of $150,000 to $750,000'],
  ])('in a sentence, from %p to %p: %p', (minLoanAmount, maxLoanAmount, expected) => {
    expect(loanSizePhrase(rate({ minLoanAmount, maxLoanAmount }))).toBe(expected);
  });
});
