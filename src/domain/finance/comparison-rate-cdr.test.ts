import {
  amountBand,
  type CdrLendingRate,
  isoDurationToMonths,
  lvrBand,
  lvrBandFromText,
  lvrCovers,
  monthBand,
  parseRate,
  periodToMonths,
  purposeOf,
  rateTypeOf,
  repaymentOf,
  sameLvr,
} from './comparison-rate-cdr';

const OPEN = Number.POSITIVE_INFINITY;

describe('parseRate', () => {
  test.each([
    { text: '0.0629', expected: 0.0629 },
    { text: '0.0683000000000000', expected: 0.0683 },
    { text: '-0.0176', expected: -0.0176 },
    { text: '', expected: null },
    { text: 'n/a', expected: null },
    { text: '6.29', expected: null },
    { text: null, expected: null },
  ])('$text -> $expected', ({ text, expected }) => {
    expect(parseRate(text)).toBe(expected);
  });
});

describe('isoDurationToMonths', () => {
  test.each([
    { text: 'P3Y', expected: 36 },
    { text: 'P36M', expected: 36 },
    { text: 'P1.5Y', expected: 18 },
    { text: ' p1y ', expected: 12 },
    { text: 'P1M', expected: 1 },
    { text: 'P55D', expected: null },
    { text: 'P1W', expected: null },
    { text: 'P1.5M', expected: null },
    { text: 'P0Y', expected: null },
    { text: 'Monthly', expected: null },
    { text: null, expected: null },
    { text: undefined, expected: null },
  ])('$text -> $expected', ({ text, expected }) => {
    expect(isoDurationToMonths(text)).toBe(expected);
  });
});

describe('periodToMonths', () => {
  test.each([
    { text: 'P2Y', expected: 24 },
    { text: 'INTRODUCTORY P2Y', expected: 24 },
    { text: '{ "Term": 36, "Period": "Month(s)" }', expected: 36 },
    { text: '{ "Term": 2, "Period": "Year(s)" }', expected: 24 },
    { text: '2 years introductory', expected: 24 },
    { text: 'fixed for five years', expected: 60 },
    { text: '18 months', expected: 18 },
    { text: 'Discount applied to Standard Variable Rate', expected: null },
    { text: '', expected: null },
    { text: null, expected: null },
  ])('$text -> $expected', ({ text, expected }) => {
    expect(periodToMonths(text)).toBe(expected);
  });
});

describe('lvrBandFromText', () => {
  test.each([
    { text: 'LVR 60% or less', expected: { min: 0, max: 60 } },
    { text: '<95% LVR', expected: { min: 0, max: 95 } },
    { text: 'LVR 60.01% - 70%', expected: { min: 60.01, max: 70 } },
    { text: '80-90% LVR', expected: { min: 80, max: 90 } },
    { text: 'LVR more than 90%', expected: { min: 90, max: OPEN } },
    { text: 'Basic Variable LVR  >70% <=80%', expected: { min: 70, max: 80 } },
    { text: 'Max LVR 90% + LMI', expected: { min: 0, max: 90 } },
    // Without the word LVR, a percentage is not read as one...
    { text: 'Owner Occupied PI 60% - 90% 3 Yr', expected: null },
    { text: 'Discount of 0.50%', expected: null },
  ])('$text', ({ text, expected }) => {
    expect(lvrBandFromText(text)).toEqual(expected);
  });

  test('...unless asked to read bands whose word is left out', () => {
    expect(lvrBandFromText('Owner Occupied PI 60% - 90% 3 Yr', false)).toEqual({ min: 60, max: 90 });
    expect(lvrBandFromText('Investment PI Up to 60%', false)).toEqual({ min: 0, max: 60 });
  });
});

const lending = (extra: Partial<CdrLendingRate>): CdrLendingRate => ({
  lendingRateType: 'VARIABLE',
  ...extra,
});

describe('lvrBand', () => {
  test.each([
    {
      name: 'PERCENT tier in percent',
      rate: lending({ tiers: [{ unitOfMeasure: 'PERCENT', minimumValue: 60.01, maximumValue: 70 }] }),
      expected: { min: 60.01, max: 70 },
    },
    {
      name: 'PERCENT tier as fractions',
      rate: lending({ tiers: [{ unitOfMeasure: 'PERCENT', minimumValue: 0.01, maximumValue: 0.95 }] }),
      expected: { min: 1, max: 95 },
    },
    {
      name: 'open top',
      rate: lending({ tiers: [{ unitOfMeasure: 'PERCENT', minimumValue: 80.01, maximumValue: null }] }),
      expected: { min: 80.01, max: OPEN },
    },
    {
      name: 'two adjacent tiers of one rate span both',
      rate: lending({
        tiers: [
          { unitOfMeasure: 'DOLLAR', minimumValue: 0, maximumValue: 99_999_999 },
          { unitOfMeasure: 'PERCENT', minimumValue: 0, maximumValue: 50 },
          { unitOfMeasure: 'PERCENT', minimumValue: 50, maximumValue: 60 },
        ],
      }),
      expected: { min: 0, max: 60 },
    },
    {
      name: 'from the tier name when there is no PERCENT tier',
      rate: lending({ tiers: [{ name: 'LVR 80.01% to 90%', unitOfMeasure: 'DOLLAR', minimumValue: 0 }] }),
      expected: { min: 80.01, max: 90 },
    },
    {
      name: 'from words without the word LVR',
      rate: lending({ additionalInfo: 'Owner Occupied PI 60% - 90%  C14' }),
      expected: { min: 60, max: 90 },
    },
    {
      name: 'not from a discount in words',
      rate: lending({ additionalInfo: 'A discount of 0.50% p.a. off 8.24%' }),
      expected: null,
    },
    { name: 'none', rate: lending({}), expected: null },
  ])('$name', ({ rate, expected }) => {
    expect(lvrBand(rate)).toEqual(expected);
  });
});

describe('amountBand and monthBand', () => {
  test('loan-size band, with banks writing "no upper limit" as 99,999,999', () => {
    expect(
      amountBand(
        lending({ tiers: [{ unitOfMeasure: 'DOLLAR', minimumValue: 150_000, maximumValue: 99_999_999 }] }),
      ),
    ).toEqual({ min: 150_000, max: OPEN });
    expect(
      amountBand(
        lending({ tiers: [{ unitOfMeasure: 'DOLLAR', minimumValue: '2,000', maximumValue: '50,000' }] }),
      ),
    ).toEqual({ min: 2_000, max: 50_000 });
  });

  test('term band', () => {
    expect(
      monthBand(lending({ tiers: [{ unitOfMeasure: 'MONTH', minimumValue: 12, maximumValue: 12 }] })),
    ).toEqual({
      min: 12,
      max: 12,
    });
    expect(monthBand(lending({}))).toBeNull();
  });
});

describe('LVR band comparisons allow for 80 / 80.01 boundaries', () => {
  test.each([
    { outer: { min: 0, max: 80 }, inner: { min: 0.01, max: 80 }, covers: true, same: true },
    { outer: { min: 70.01, max: 80 }, inner: { min: 70, max: 80 }, covers: true, same: true },
    { outer: { min: 0, max: 90 }, inner: { min: 60, max: 80 }, covers: true, same: false },
    { outer: { min: 0, max: 60 }, inner: { min: 0, max: 80 }, covers: false, same: false },
    { outer: { min: 0, max: OPEN }, inner: { min: 90, max: 95 }, covers: true, same: false },
  ])('$outer.min-$outer.max over $inner.min-$inner.max', ({ outer, inner, covers, same }) => {
    expect(lvrCovers(outer, inner)).toBe(covers);
    expect(sameLvr(outer, inner)).toBe(same);
  });
});

describe('repayment, purpose and rate type', () => {
  test.each([
    { rate: lending({ repaymentType: 'INTEREST_ONLY' }), name: 'Home Loan', expected: 'INTEREST_ONLY' },
    {
      rate: lending({ repaymentType: 'principal_and_interest' }),
      name: 'x',
      expected: 'PRINCIPAL_AND_INTEREST',
    },
    { rate: lending({}), name: 'Home Loan-Variable I/O', expected: 'INTEREST_ONLY' },
    { rate: lending({ additionalInfo: 'Interest Only repayments' }), name: 'x', expected: 'INTEREST_ONLY' },
    { rate: lending({}), name: 'Basic Home Loan', expected: 'PRINCIPAL_AND_INTEREST' },
  ])('repayment of $name', ({ rate, name, expected }) => {
    expect(repaymentOf(rate, name)).toBe(expected);
  });

  test.each([
    { rate: lending({ loanPurpose: 'INVESTMENT' }), name: 'Owner Home Loan', expected: 'INVESTMENT' },
    { rate: lending({}), name: 'Investor Home Loan', expected: 'INVESTMENT' },
    { rate: lending({}), name: 'Owner Occupied Home Loan', expected: 'OWNER_OCCUPIED' },
    { rate: lending({}), name: 'Home Loan', expected: null },
    { rate: lending({ additionalInfo: 'Owner occupied or investment' }), name: 'x', expected: null },
  ])('purpose of $name', ({ rate, name, expected }) => {
    expect(purposeOf(rate, name)).toBe(expected);
  });

  test('rate type in the standard spelling', () => {
    expect(rateTypeOf({ lendingRateType: ' bundle_discount_fixed ' })).toBe('BUNDLE_DISCOUNT_FIXED');
    expect(rateTypeOf({})).toBe('');
  });
});
