import {
  type CdrFee,
  type CdrLendingRate,
  type CdrProductRecord,
  checkComparisonRates,
  checkProduct,
  findRevertRate,
  isoDurationToMonths,
  periodicFeeMonths,
  type RateCheck,
  readExampleFees,
  summariseChecks,
} from './comparison-rate-check';

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

describe('periodicFeeMonths', () => {
  test.each([
    { fee: { name: 'Loan service fee', additionalValue: 'P1M' }, expected: 1 },
    { fee: { name: 'Package fee', additionalValue: 'P1Y' }, expected: 12 },
    { fee: { name: 'Statement fee', additionalValue: 'P3M' }, expected: 3 },
    { fee: { name: 'Monthly Fee', additionalValue: 'every month' }, expected: 1 },
    { fee: { name: 'Annual Fee', additionalValue: 'pay yearly' }, expected: 12 },
    { fee: { name: 'ACCELERATOR_PACKAGE_ANNUAL_FEE' }, expected: 12 },
    {
      fee: { name: 'PACKAGE_FEE', additionalInfo: 'Paid on funding and then on the anniversary date' },
      expected: 12,
    },
    { fee: { name: 'ACCOUNT_KEEPING_FEE', additionalInfo: 'Payable on a monthly basis.' }, expected: 1 },
    { fee: { name: 'ACCOUNT_KEEPING_FEE' }, expected: null },
  ] satisfies { fee: CdrFee; expected: number | null }[])(
    '$fee.name $fee.additionalValue -> $expected',
    ({ fee, expected }) => {
      expect(periodicFeeMonths(fee)).toBe(expected);
    },
  );
});

const fee = (feeType: string, name: string, amount: string, extra: Partial<CdrFee> = {}): CdrFee => ({
  feeType,
  name,
  amount,
  ...extra,
});

describe('readExampleFees', () => {
  test.each([
    {
      name: 'upfront, monthly and discharge fees',
      fees: [
        fee('UPFRONT', 'Establishment fee', '600.00'),
        fee('PERIODIC', 'Monthly service fee', '8.00', { additionalValue: 'P1M' }),
        fee('EXIT', 'Mortgage Discharge Fee', '350.00'),
      ],
      expected: {
        upfrontDollars: 600,
        periodicFees: [{ amountDollars: 8, everyMonths: 1 }],
        dischargeDollars: 350,
      },
    },
    {
      name: 'discharge and settlement fees filed as EVENT',
      fees: [fee('EVENT', 'Settlement Fee', '200.00'), fee('EVENT', 'Settlement Fee (Discharge)', '350.00')],
      expected: { upfrontDollars: 200, periodicFees: [], dischargeDollars: 350 },
    },
    {
      name: 'a yearly package fee filed as UPFRONT is charged at settlement and each anniversary',
      fees: [
        fee('UPFRONT', 'PACKAGE_FEE-HOME_LOANS', '300.00'),
        fee('UPFRONT', 'LOAN_ADMINISTRATION_FEE', '250.00'),
      ],
      expected: {
        upfrontDollars: 250,
        periodicFees: [{ amountDollars: 300, everyMonths: 12, firstDueMonth: 0 }],
        dischargeDollars: 0,
      },
    },
    {
      name: 'government, optional, event-driven and zero fees left out',
      fees: [
        fee('UPFRONT', 'Registration fees - Mortgage', '160.00'),
        fee('UPFRONT', 'Reg of Mortgage fee - NSW', '171.70'),
        fee('UPFRONT', 'Valuation fee', '300.00'),
        fee('UPFRONT', 'Establishment fee - home loan top-ups', '300.00'),
        fee('EVENT', 'Late Payment Fee', '20.00'),
        fee('EVENT', 'Fixed Rate Lock Fee', '600.00'),
        fee('PERIODIC', 'Paper statement fee', '2.50', { additionalValue: 'P1M' }),
        fee('UPFRONT', 'Loan Establishment Fee - Personal Loan', '250.00'),
        fee('EXIT', 'Discharge fee - per additional security', '150.00'),
        fee('UPFRONT', 'Lending Establishment Fee', '0.00'),
        fee('VARIABLE', 'Lenders Mortgage Insurance', ''),
      ],
      expected: { upfrontDollars: 0, periodicFees: [], dischargeDollars: 0 },
    },
    {
      // "Excludes registration costs" in the description must not hide the fee itself.
      name: 'descriptions do not exclude a fee',
      fees: [
        fee('EXIT', 'Mortgage Discharge Fee', '294.00', {
          additionalInfo: 'Does not include registration costs',
        }),
      ],
      expected: { upfrontDollars: 0, periodicFees: [], dischargeDollars: 294 },
    },
    {
      name: 'early payout fees are not charged at the end of the term',
      fees: [
        fee('EXIT', 'Loan Discharge Fee - Within 12 Months', '150.00'),
        fee('EXIT', 'Loan Discharge Fee - After 12 Months', '100.00', {
          additionalInfo:
            'If you repay the loan after the first 12 months and before the end of the loan term',
        }),
      ],
      expected: { upfrontDollars: 0, periodicFees: [], dischargeDollars: 0 },
    },
    {
      name: 'LVR-dependent versions of one fee count once, at the lowest amount',
      fees: [fee('UPFRONT', 'Establishment Fee', '990.00'), fee('UPFRONT', 'Establishment Fee', '600.00')],
      expected: { upfrontDollars: 600, periodicFees: [], dischargeDollars: 0 },
    },
  ])('$name', ({ fees, expected }) => {
    const reading = readExampleFees(fees, 'homeLoan');
    expect(reading).toMatchObject({ ok: true, fees: expected });
  });

  test('a personal loan keeps its own establishment fee and drops mortgage fees', () => {
    const reading = readExampleFees(
      [
        fee('UPFRONT', 'PERSONAL_LOAN_ESTABLISHMENT_FEE', '250.00'),
        fee('EVENT', 'Discharge of Mortgage Settlement Fee', '250.00'),
      ],
      'personalLoan',
    );
    expect(reading).toMatchObject({ ok: true, fees: { upfrontDollars: 250, dischargeDollars: 0 } });
  });

  test('a periodic fee without a period makes the product not computable', () => {
    expect(readExampleFees([fee('PERIODIC', 'Service fee', '10.00')], 'homeLoan')).toEqual({
      ok: false,
      reason: 'periodic fee without a usable period',
    });
  });
});

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

const lvr = (maximumValue: number) => [{ unitOfMeasure: 'PERCENT', minimumValue: 0, maximumValue }];

describe('findRevertRate', () => {
  test.each([
    {
      name: 'the product variable rate',
      product: [variable('0.0629')],
      brand: [],
      expected: { rate: 0.0629, source: 'product' },
    },
    {
      name: 'the product rate for the same LVR tier',
      fixedRate: fixed('0.0599', { tiers: lvr(80) }),
      product: [variable('0.0629', { tiers: lvr(70) }), variable('0.0639', { tiers: lvr(80) })],
      brand: [],
      expected: { rate: 0.0639, source: 'product' },
    },
    {
      name: 'only rates of the same loan purpose',
      product: [variable('0.0629'), variable('0.0689', { loanPurpose: 'INVESTMENT' })],
      brand: [],
      expected: { rate: 0.0629, source: 'product' },
    },
    {
      name: 'not an interest-only rate',
      product: [variable('0.0629'), variable('0.0679', { repaymentType: 'INTEREST_ONLY' })],
      brand: [],
      expected: { rate: 0.0629, source: 'product' },
    },
    {
      name: "the brand's rate when the product has none",
      product: [],
      brand: [variable('0.0649'), variable('0.0649')],
      expected: { rate: 0.0649, source: 'brand' },
    },
    {
      name: 'nothing when the product rates disagree',
      product: [variable('0.0629'), variable('0.0639')],
      brand: [],
      expected: null,
    },
    {
      name: 'nothing when the brand rates disagree',
      product: [],
      brand: [variable('0.0629'), variable('0.0639')],
      expected: null,
    },
    { name: 'nothing without any variable rate', product: [], brand: [], expected: null },
  ] satisfies {
    name: string;
    fixedRate?: CdrLendingRate;
    product: CdrLendingRate[];
    brand: CdrLendingRate[];
    expected: unknown;
  }[])('$name', ({ fixedRate, product, brand, expected }) => {
    expect(findRevertRate(fixedRate ?? fixed('0.0599'), product, brand)).toEqual(expected);
  });
});

const record = (
  lendingRates: CdrLendingRate[],
  fees: CdrFee[] = [],
  brandId = 'brand-1',
  name = 'Basic Home Loan',
): CdrProductRecord => ({
  dataHolderBrandId: brandId,
  detail: { productId: `${brandId}-${name}`, name, brand: 'Test Bank', fees, lendingRates },
});

describe('checkProduct', () => {
  const bankSaFees = [
    fee('EVENT', 'Document Processing Fee', '100.00'),
    fee('EVENT', 'Loan Discharge Fee', '350.00'),
  ];

  test.each([
    {
      name: 'a fee-free variable rate reproduces exactly',
      product: record([variable('0.0629', { comparisonRate: '0.0629' })]),
      expected: { computedComparisonRate: 0.0629, differencePercentagePoints: 0, notComputableReason: null },
    },
    {
      // 150,000 over 25 years at 6.29% with $100 at settlement and $350 at discharge: 6.3023%.
      name: 'published fees explain the published rate',
      product: record([variable('0.0629', { comparisonRate: '0.0630' })], bankSaFees),
      expected: { computedComparisonRate: 0.063, differencePercentagePoints: 0 },
    },
    {
      name: 'an unpublished fee shows as a mismatch',
      product: record([variable('0.0724', { comparisonRate: '0.0729' })]),
      expected: { computedComparisonRate: 0.0724, differencePercentagePoints: -0.05 },
    },
    {
      // 3 years at 5.99% reverting to 6.29%, no fees: 6.2050%.
      name: 'a fixed rate reverts to the product variable rate',
      product: record([
        fixed('0.0599', { comparisonRate: '0.0621' }),
        variable('0.0629', { comparisonRate: '0.0629' }),
      ]),
      expected: { computedComparisonRate: 0.0621, differencePercentagePoints: 0 },
    },
    {
      name: 'a fixed rate without a revert rate is not computable',
      product: record([fixed('0.0599', { comparisonRate: '0.0621' })]),
      expected: { computedComparisonRate: null, notComputableReason: 'revert rate not determinable' },
    },
    {
      name: 'a fixed rate without its fixed period is not computable',
      product: record([
        fixed('0.0599', { comparisonRate: '0.0621', additionalValue: null }),
        variable('0.0629'),
      ]),
      expected: { computedComparisonRate: null, notComputableReason: 'fixed period not published' },
    },
    {
      name: 'a discount is not a whole rate',
      product: record([variable('0.0050', { lendingRateType: 'DISCOUNT', comparisonRate: '0.0600' })]),
      expected: { computedComparisonRate: null, notComputableReason: 'DISCOUNT rate type' },
    },
  ])('$name', ({ product, expected }) => {
    const checks = checkProduct(product, 'homeLoan', 'Test Bank', product.detail.lendingRates ?? []);
    expect(checks[0]).toMatchObject(expected);
  });

  test('rates without a published comparison rate are not counted', () => {
    const product = record([variable('0.0629'), variable('0.0639', { comparisonRate: '0.0639' })]);
    expect(checkProduct(product, 'homeLoan', 'Test Bank', [])).toHaveLength(1);
  });

  test('an interest-only variable rate turns to principal and interest after 5 years at the P&I rate', () => {
    const product = record([
      variable('0.0679', { repaymentType: 'INTEREST_ONLY', comparisonRate: '0.0650' }),
      variable('0.0629', { comparisonRate: '0.0629' }),
    ]);
    const [interestOnly] = checkProduct(product, 'homeLoan', 'Test Bank', []);
    // Lower than the interest-only rate because 20 of the 25 years are at 6.29%.
    expect(interestOnly?.computedComparisonRate).toBeLessThan(0.0679);
    expect(interestOnly?.computedComparisonRate).toBeGreaterThan(0.0629);
  });

  test('a fixed-rate personal loan is fixed for the whole 5-year example', () => {
    // 30,000 over 5 years at 6.49% with $195 upfront and $12 a month: 7.6138%.
    const product = record(
      [
        fixed('0.0649', {
          comparisonRate: '0.0761',
          additionalValue: 'P84M',
          repaymentType: null,
          loanPurpose: null,
        }),
      ],
      [
        fee('UPFRONT', 'Lending Establishment Fee', '195.00'),
        fee('PERIODIC', 'Monthly Loan Account Fee', '12.00', { additionalValue: 'P1M' }),
      ],
    );
    expect(checkProduct(product, 'personalLoan', 'Test Bank', [])[0]).toMatchObject({
      computedComparisonRate: 0.0761,
      differencePercentagePoints: 0,
    });
  });
});

describe('checkComparisonRates and summariseChecks', () => {
  const products = [
    record([variable('0.0629', { comparisonRate: '0.0629' })], [], 'brand-a', 'Exact'),
    record([variable('0.0629', { comparisonRate: '0.0633' })], [], 'brand-a', 'Off by 0.04'),
    record([variable('0.0629', { comparisonRate: '0.0700' })], [], 'brand-b', 'Off by 0.71'),
    record([variable('0.0629', { comparisonRate: '0.0630' })], [], 'brand-b', 'Off by 0.01'),
    // Reverts to brand-c's only variable P&I rate, which lives in another product.
    record([fixed('0.0599', { comparisonRate: '0.0621' })], [], 'brand-c', 'Fixed'),
    record([variable('0.0629')], [], 'brand-c', 'Variable without a comparison rate'),
    record([fixed('0.0599', { comparisonRate: '0.0621' })], [], 'brand-d', 'Fixed, nothing to revert to'),
  ];
  const checks = checkComparisonRates(products, 'homeLoan', { 'brand-a': 'Bank A' });

  test('brand names come from the lookup, then from the product', () => {
    expect(checks.map((check) => check.brandName)).toEqual([
      'Bank A',
      'Bank A',
      'Test Bank',
      'Test Bank',
      'Test Bank',
      'Test Bank',
    ]);
  });

  test('a fixed rate reverts to the brand-wide variable rate', () => {
    expect(checks.find((check) => check.productName === 'Fixed')).toMatchObject({
      computedComparisonRate: 0.0621,
    });
  });

  test('summary counts', () => {
    expect(summariseChecks(checks)).toMatchObject({
      total: 6,
      computable: 5,
      within001: 3,
      within005: 4,
      notComputableReasons: { 'revert rate not determinable': 1 },
    });
  });

  test.each([
    { worstCount: 10, expected: ['Off by 0.71', 'Off by 0.04'] },
    { worstCount: 1, expected: ['Off by 0.71'] },
  ])('worst mismatches: one per brand, beyond 0.01, at most $worstCount', ({ worstCount, expected }) => {
    const worst: RateCheck[] = summariseChecks(checks, worstCount).worst;
    expect(worst.map((check) => check.productName)).toEqual(expected);
  });
});
