import type { CdrLendingRate, CdrProductRecord } from './comparison-rate-cdr';
import {
  familyKey,
  findRevertRate,
  fixedPeriodMonths,
  isMargin,
  netVariableRate,
  productRates,
  rateFacts,
  revertSentences,
} from './comparison-rate-revert';

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

const lvr = (minimumValue: number, maximumValue: number | null) => [
  { unitOfMeasure: 'PERCENT', minimumValue, maximumValue },
];

const product = (
  name: string,
  lendingRates: CdrLendingRate[],
  extra: Partial<CdrProductRecord['detail']> = {},
) => productRates({ dataHolderBrandId: 'brand', detail: { productId: name, name, lendingRates, ...extra } });

describe('familyKey', () => {
  test.each([
    { name: 'Home Advantage Fixed Rate Home Loans - Owner Occupied', expected: 'advantage' },
    { name: 'Home Advantage Variable - Owner Occupied', expected: 'advantage' },
    { name: '1 Year Fixed (Package)', expected: 'package' },
    { name: 'Standard Variable (Package)', expected: 'package' },
    { name: '1 Year Fixed (Non- Package)', expected: 'non package' },
    { name: 'Fixed Rate Home Loan - 2 Year', expected: '' },
    { name: 'Standard Variable Home Loan', expected: '' },
    { name: 'Your Way Plus Interest Only Home Loan', expected: 'plus way your' },
    { name: 'Your Way Plus Home Loan Investor', expected: 'plus way your' },
  ])('$name -> "$expected"', ({ name, expected }) => {
    expect(familyKey(name)).toBe(expected);
  });
});

describe('revertSentences', () => {
  test('keeps the sentences that say what a fixed rate reverts to', () => {
    expect(
      revertSentences([
        'Fixed rates for 1-5 years. At the end of the fixed term, interest rate reverts to our Standard Variable interest rate. Comparison rate based on $150,000.',
        'Redraw is free. When you revert to a variable rate, redraw opens.',
        null,
      ]),
    ).toEqual([
      'At the end of the fixed term, interest rate reverts to our Standard Variable interest rate',
      'When you revert to a variable rate, redraw opens',
    ]);
  });
});

describe('margin discounts', () => {
  test.each([
    { rate: { lendingRateType: 'DISCOUNT', rate: '-0.0176' }, expected: true },
    { rate: { lendingRateType: 'DISCOUNT', rate: '0.0025' }, expected: true },
    { rate: { lendingRateType: 'BUNDLE_DISCOUNT_FIXED', rate: '0.004' }, expected: true },
    // Many banks publish a whole rate in an adjustment type.
    { rate: { lendingRateType: 'DISCOUNT', rate: '0.0592' }, expected: false },
    { rate: { lendingRateType: 'VARIABLE', rate: '0.0300' }, expected: false },
  ] satisfies { rate: CdrLendingRate; expected: boolean }[])(
    '$rate.lendingRateType $rate.rate is a margin: $expected',
    ({ rate, expected }) => {
      expect(isMargin(rateFacts(rate, 'Home Loan'))).toBe(expected);
    },
  );

  test('a reference rate less the margin published for exactly its band', () => {
    const rates = [
      variable('0.0800', { tiers: lvr(70.01, 80) }),
      { ...variable('-0.0176', { tiers: lvr(70.01, 80) }), lendingRateType: 'DISCOUNT' },
      { ...variable('-0.0106', { tiers: lvr(90.01, 95) }), lendingRateType: 'DISCOUNT' },
      { ...variable('-0.0050'), lendingRateType: 'DISCOUNT' },
    ].map((rate) => rateFacts(rate, 'Basic Variable'));
    const [base] = rates;
    // 8.00% - 1.76%; the unbanded 0.50% is a conditional offer and the 90-95% band another band's.
    expect(netVariableRate(base ?? rates[0]!, rates)).toBeCloseTo(0.0624, 12);
  });
});

describe('findRevertRate', () => {
  const brandOf = (...products: ReturnType<typeof product>[]) => products;

  test.each([
    {
      name: "the product's own variable rate",
      products: [product('Basic Home Loan', [fixed('0.0599'), variable('0.0629')])],
      expected: { ok: true, rate: 0.0629, source: 'product' },
    },
    {
      name: 'the product rate for the same LVR band, fixed rates also carrying a term tier',
      products: [
        product('Tailored Home Loan', [
          fixed('0.0669', {
            tiers: [{ unitOfMeasure: 'MONTH', minimumValue: 12, maximumValue: 12 }, ...lvr(70.01, 80)],
          }),
          variable('0.0679', { tiers: lvr(0, 60) }),
          variable('0.0679', { tiers: lvr(60.01, 70) }),
          variable('0.0699', { tiers: lvr(70.01, 80) }),
        ]),
      ],
      expected: { ok: true, rate: 0.0699, source: 'product' },
    },
    {
      name: 'the variable rate for any LVR when the fixed rate has no band',
      products: [
        product('Standard Variable home loan', [
          fixed('0.0689'),
          variable('0.0864'),
          variable('0.0724', { tiers: lvr(0, 80) }),
          variable('0.0744', { tiers: lvr(80.01, null) }),
        ]),
      ],
      expected: { ok: true, rate: 0.0864, source: 'product' },
    },
    {
      name: 'the rate of the same loan-size band',
      products: [
        product('Professional Package', [
          fixed('0.0609', {
            tiers: [{ unitOfMeasure: 'DOLLAR', minimumValue: 500_000, maximumValue: 999_999 }],
          }),
          variable('0.0694', {
            tiers: [{ unitOfMeasure: 'DOLLAR', minimumValue: 100_000, maximumValue: 499_999 }],
          }),
          variable('0.0619', {
            tiers: [{ unitOfMeasure: 'DOLLAR', minimumValue: 500_000, maximumValue: 999_999 }],
          }),
        ]),
      ],
      expected: { ok: true, rate: 0.0619, source: 'product' },
    },
    {
      name: 'ambiguous when variable rates split the fixed rate’s LVR band',
      products: [
        product('Easy Home Loan', [
          fixed('0.0629', { tiers: lvr(0, 80.01) }),
          variable('0.0604', { tiers: lvr(0, 60.01) }),
          variable('0.0614', { tiers: lvr(60.01, 80) }),
        ]),
      ],
      expected: { ok: false, reason: 'ambiguous' },
    },
    {
      name: 'only rates of the same loan purpose and not interest-only ones',
      products: [
        product('Basic Home Loan', [
          fixed('0.0599'),
          variable('0.0629'),
          variable('0.0689', { loanPurpose: 'INVESTMENT' }),
          variable('0.0679', { repaymentType: 'INTEREST_ONLY' }),
        ]),
      ],
      expected: { ok: true, rate: 0.0629, source: 'product' },
    },
    {
      name: 'the brand product the words name, less the discount they state',
      products: [
        product('Home Loan-Package', [
          fixed('0.0619', {
            additionalInfo:
              'Following fixed rate expiry, the loan will revert to our Principal and Interest SVR with a discount of 0.50%p.a. for the life of the loan.',
          }),
        ]),
        product('Home Loan-Basic', [variable('0.0599')]),
        product('Standard Variable Rate Home Loan', [variable('0.0874')]),
      ],
      expected: { ok: true, rate: 0.0824, source: 'named product', from: 'Standard Variable Rate Home Loan' },
    },
    {
      name: 'the product named in a feature',
      products: [
        product('Fixed Rate Home Loan', [fixed('0.0599')], {
          features: [
            {
              featureType: 'OTHER',
              additionalInfo:
                'After the expiry of your fixed rate term your Home Loan will revert to the Simple Home Loan',
            },
          ],
        }),
        product('Simple Home Loan', [variable('0.0629')]),
        product('Complete Home Loan', [variable('0.0699')]),
      ],
      expected: { ok: true, rate: 0.0629, source: 'named product', from: 'Simple Home Loan' },
    },
    {
      name: 'not published when the words name an unpublished discount',
      products: [
        product('Fixed Rate Home Loan', [
          fixed('0.0599', {
            additionalInfo:
              "At the end of the fixed rate period, you'll roll on to our Standard Variable Rate, minus the discount outlined in your loan contract.",
          }),
        ]),
        product('Standard Variable Home Loan', [variable('0.0874')]),
      ],
      expected: { ok: false, reason: 'discount not published' },
    },
    {
      name: 'the variable product of the same name family',
      products: [
        product('Home Advantage Fixed Rate Home Loans', [fixed('0.0624')]),
        product('Home Advantage Variable', [variable('0.0614')]),
        product('Standard Variable', [variable('0.0874')]),
      ],
      expected: { ok: true, rate: 0.0614, source: 'product family', from: 'Home Advantage Variable' },
    },
    {
      name: "the brand's standard variable rate for a generic name, as an assumption",
      products: [
        product('Fixed Rate Home Loan - 1 Year', [fixed('0.0644')]),
        product('Basic Home Loan', [variable('0.0609')]),
        product('Standard Variable Home Loan', [variable('0.0837')]),
      ],
      expected: { ok: true, rate: 0.0837, source: 'brand standard variable, assumed' },
    },
    {
      name: 'not published when nothing fits',
      products: [
        product('Fixed Rate Home Loan', [fixed('0.0599')]),
        product('Basic Home Loan', [variable('0.0629')]),
      ],
      expected: { ok: false, reason: 'none' },
    },
  ])('$name', ({ products, expected }) => {
    const [target] = products;
    const facts = target?.rates[0];
    if (!target || !facts) throw new Error('test needs a product with a rate');
    expect(findRevertRate(facts, target, brandOf(...products))).toMatchObject(expected);
  });
});

describe('fixedPeriodMonths', () => {
  test.each([
    { rate: fixed('0.06', { additionalValue: 'P2Y' }), name: 'x', expected: 24 },
    { rate: fixed('0.06', { additionalValue: 'INTRODUCTORY P2Y' }), name: 'x', expected: 24 },
    {
      rate: fixed('0.06', {
        additionalValue: null,
        tiers: [{ name: '1 Year Fixed Rates', unitOfMeasure: 'MONTH', minimumValue: 12, maximumValue: 12 }],
      }),
      name: 'x',
      expected: 12,
    },
    { rate: fixed('0.06', { additionalValue: null }), name: '3 Year Fixed Owner Occupied', expected: 36 },
    {
      rate: fixed('0.06', { additionalValue: null }),
      name: '2 YEAR DISCOUNTED BASIC VARIABLE',
      expected: 24,
    },
    { rate: fixed('0.06', { additionalValue: null }), name: 'Fixed Rate Home Loan', expected: null },
  ])('$rate.additionalValue / $name -> $expected', ({ rate, name, expected }) => {
    expect(fixedPeriodMonths(rateFacts(rate, name), name)).toBe(expected);
  });
});
