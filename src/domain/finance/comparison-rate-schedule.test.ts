import type { ComparisonRateExampleKind } from './comparison-rate';
import type { CdrLendingRate } from './comparison-rate-cdr';
import { productRates, rateFacts } from './comparison-rate-revert';
import {
  ASSUMPTIONS,
  baseLessMargin,
  NOT_COMPUTABLE,
  readSchedule,
  statedInterestOnlyMonths,
} from './comparison-rate-schedule';

const variable = (rate: string, extra: Partial<CdrLendingRate> = {}): CdrLendingRate => ({
  lendingRateType: 'VARIABLE',
  repaymentType: 'PRINCIPAL_AND_INTEREST',
  loanPurpose: 'OWNER_OCCUPIED',
  rate,
  ...extra,
});

const fixed = (rate: string, extra: Partial<CdrLendingRate> = {}): CdrLendingRate => ({
  ...variable(rate),
  lendingRateType: 'FIXED',
  additionalValue: 'P3Y',
  ...extra,
});

const interestOnly = { repaymentType: 'INTEREST_ONLY' };
const lvr = (minimumValue: number, maximumValue: number) => [
  { unitOfMeasure: 'PERCENT', minimumValue, maximumValue },
];

/** Reads the first rate of a product holding `rates`. */
function read(rates: CdrLendingRate[], kind: ComparisonRateExampleKind = 'homeLoan', name = 'Home Loan') {
  const product = productRates({
    dataHolderBrandId: 'brand',
    detail: { productId: 'p', name, lendingRates: rates },
  });
  const [first] = product.rates;
  if (!first) throw new Error('test needs a rate');
  return readSchedule(kind, first, product, [product]);
}

describe('statedInterestOnlyMonths', () => {
  test.each([
    { info: 'Interest only period of 1 year', expected: 12 },
    { info: 'Interest only period up to five years', expected: 60 },
    { info: 'Owner Occupied Home loan Interest Only maximum term of 3 years', expected: 36 },
    { info: 'Interest only repayments available', expected: null },
  ])('"$info" -> $expected', ({ info, expected }) => {
    expect(statedInterestOnlyMonths(rateFacts(variable('0.07', { additionalInfo: info }), 'x'))).toBe(
      expected,
    );
  });
});

describe('readSchedule', () => {
  test.each([
    {
      name: 'a variable P&I rate runs for the whole term',
      rates: [variable('0.0629')],
      expected: {
        ok: true,
        schedule: { rates: [{ annualRate: 0.0629 }], interestOnlyMonths: 0, assumptions: [] },
      },
    },
    {
      name: 'a reference rate less its banded margin discount',
      rates: [
        variable('0.0800', { tiers: lvr(70.01, 80) }),
        { ...variable('-0.0176', { tiers: lvr(70.01, 80) }), lendingRateType: 'DISCOUNT' },
      ],
      expected: {
        ok: true,
        schedule: { rates: [{ annualRate: 0.08 - 0.0176 }], note: '6.24% after the published discount' },
      },
    },
    {
      name: 'variable interest only: 5 years assumed, then the product P&I rate',
      rates: [variable('0.0679', interestOnly), variable('0.0629')],
      expected: {
        ok: true,
        schedule: {
          rates: [{ annualRate: 0.0679, months: 60 }, { annualRate: 0.0629 }],
          interestOnlyMonths: 60,
          assumptions: [ASSUMPTIONS.interestOnlyTerm],
          interestOnlyAssumed: true,
        },
      },
    },
    {
      name: 'variable interest only for the term its words state',
      rates: [
        variable('0.0679', { ...interestOnly, additionalInfo: 'Interest only period of 1 year' }),
        variable('0.0629'),
      ],
      expected: {
        ok: true,
        schedule: {
          rates: [{ annualRate: 0.0679, months: 12 }, { annualRate: 0.0629 }],
          interestOnlyMonths: 12,
          assumptions: [],
        },
      },
    },
    {
      name: 'variable interest only without a P&I rate: the same rate is assumed after it',
      rates: [variable('0.0679', interestOnly)],
      expected: {
        ok: true,
        schedule: {
          rates: [{ annualRate: 0.0679, months: 60 }, { annualRate: 0.0679 }],
          assumptions: [ASSUMPTIONS.interestOnlyTerm, ASSUMPTIONS.rateAfterInterestOnly],
        },
      },
    },
    {
      name: 'a fixed rate reverts to the product variable rate',
      rates: [fixed('0.0599'), variable('0.0629')],
      expected: {
        ok: true,
        schedule: {
          rates: [{ annualRate: 0.0599, months: 36 }, { annualRate: 0.0629 }],
          interestOnlyMonths: 0,
          revertMonths: 36,
          note: 'reverts after 36 mo to 6.29% (product)',
        },
      },
    },
    {
      name: 'a fixed interest-only rate is interest only for its fixed period',
      rates: [fixed('0.0639', interestOnly), variable('0.0629')],
      expected: {
        ok: true,
        schedule: {
          rates: [{ annualRate: 0.0639, months: 36 }, { annualRate: 0.0629 }],
          interestOnlyMonths: 36,
        },
      },
    },
    {
      name: 'a discount with no period is an ongoing discounted rate',
      rates: [
        variable('0.0575', {
          lendingRateType: 'DISCOUNT',
          additionalValue:
            'Discount Rate 5.75% represents a discount of 3.54% off our standard variable rate of 9.29%.',
        }),
      ],
      expected: { ok: true, schedule: { rates: [{ annualRate: 0.0575 }] } },
    },
    {
      name: 'a margin with a fixed period discounts the fixed rate of that period',
      rates: [
        { ...fixed('0.004', { additionalValue: 'P1Y', tiers: lvr(0, 80) }), lendingRateType: 'DISCOUNT' },
        fixed('0.0664', { additionalValue: 'P1Y', tiers: lvr(80.01, 95) }),
        fixed('0.0649', { additionalValue: 'P2Y', tiers: lvr(80.01, 95) }),
        variable('0.0941'),
      ],
      expected: {
        ok: true,
        schedule: { rates: [{ annualRate: 0.0664 - 0.004, months: 12 }, { annualRate: 0.0941 }] },
      },
    },
  ])('$name', ({ rates, expected }) => {
    const reading = read(rates);
    expect(reading).toMatchObject(expected);
    if (reading.ok) {
      const [first] = reading.schedule.rates;
      const [expectedFirst] = expected.schedule.rates;
      expect(first?.annualRate).toBeCloseTo(expectedFirst?.annualRate ?? Number.NaN, 12);
    }
  });

  test.each([
    { name: 'rate missing', rates: [variable('')], reason: NOT_COMPUTABLE.ratePublished },
    {
      name: 'interest paid in advance',
      rates: [fixed('0.0679', { ...interestOnly, interestPaymentDue: 'IN_ADVANCE' }), variable('0.0629')],
      reason: NOT_COMPUTABLE.interestInAdvance,
    },
    {
      name: 'market-linked',
      rates: [variable('0.0893', { lendingRateType: 'MARKET_LINKED' })],
      reason: 'MARKET_LINKED rate type',
    },
    {
      name: 'a margin off a rate the product does not publish',
      rates: [variable('0.0317', { lendingRateType: 'DISCOUNT' })],
      reason: NOT_COMPUTABLE.notWholeRate,
    },
    {
      name: 'fixed period missing',
      rates: [fixed('0.0599', { additionalValue: null }), variable('0.0629')],
      reason: NOT_COMPUTABLE.fixedPeriod,
    },
  ])('not computable: $name', ({ rates, reason }) => {
    expect(read(rates)).toEqual({ ok: false, reason });
  });

  test('a fixed rate without a revert rate keeps the rate and period for the report', () => {
    expect(read([fixed('0.0599')])).toEqual({
      ok: false,
      reason: NOT_COMPUTABLE.revertRate,
      held: { rate: 0.0599, months: 36 },
    });
    expect(
      read([
        fixed('0.0599', { tiers: lvr(0, 80) }),
        variable('0.0604', { tiers: lvr(0, 60) }),
        variable('0.0614', { tiers: lvr(60.01, 80) }),
      ]),
    ).toMatchObject({ ok: false, reason: NOT_COMPUTABLE.revertAmbiguous });
  });

  test('a personal-loan rate holds for the whole term, fixed or variable', () => {
    expect(
      read(
        [fixed('0.0649', { additionalValue: 'P84M', repaymentType: null, loanPurpose: null })],
        'personalLoan',
      ),
    ).toMatchObject({ ok: true, schedule: { rates: [{ annualRate: 0.0649 }], interestOnlyMonths: 0 } });
  });

  test('a personal-loan rate for loans under $3,000 is not the $30,000 example’s', () => {
    expect(
      read(
        [variable('0.1950', { tiers: [{ unitOfMeasure: 'DOLLAR', minimumValue: 0, maximumValue: 2_999 }] })],
        'personalLoan',
      ),
    ).toEqual({ ok: false, reason: NOT_COMPUTABLE.loanAmount });
  });
});

describe('baseLessMargin', () => {
  test('the only base rate of the same repayment and purpose when no base shares the band', () => {
    const product = productRates({
      dataHolderBrandId: 'brand',
      detail: {
        productId: 'p',
        name: 'Basic Variable Investment Loan',
        lendingRates: [
          variable('0.0883', { loanPurpose: 'INVESTMENT', tiers: lvr(80.01, 90) }),
          variable('0.0259', { loanPurpose: 'INVESTMENT', lendingRateType: 'DISCOUNT', tiers: lvr(0, 70) }),
        ],
      },
    });
    const [, margin] = product.rates;
    expect(baseLessMargin(margin ?? product.rates[0]!, product)).toBeCloseTo(0.0624, 12);
  });
});
