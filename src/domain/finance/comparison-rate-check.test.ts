import type { CdrFee, CdrLendingRate, CdrProductRecord } from './comparison-rate-cdr';
import {
  ASSUMPTIONS,
  checkComparisonRates,
  checkProduct,
  MISMATCH_CAUSES,
  NOT_COMPUTABLE,
  NOT_COMPUTABLE_BUT_MATCHES,
  type RateCheck,
  summariseChecks,
} from './comparison-rate-check';
import { productRates } from './comparison-rate-revert';

/*
 * Expected comparison rates were computed independently with exact decimal arithmetic and
 * bisection (the method of comparison-rate.test.ts); each case notes the unrounded figure.
 */

const fee = (feeType: string, name: string, amount: string, extra: Partial<CdrFee> = {}): CdrFee => ({
  feeType,
  name,
  amount,
  ...extra,
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
      // 6.29% with $100 at settlement and $350 at discharge: 6.3023%.
      name: 'published fees explain the published rate',
      product: record([variable('0.0629', { comparisonRate: '0.0630' })], bankSaFees),
      expected: { computedComparisonRate: 0.063, differencePercentagePoints: 0, likelyCause: null },
    },
    {
      name: 'an unpublished fee shows as a mismatch',
      product: record([variable('0.0724', { comparisonRate: '0.0729' })]),
      expected: {
        computedComparisonRate: 0.0724,
        differencePercentagePoints: -0.05,
        likelyCause: MISMATCH_CAUSES.higherUnexplained,
      },
    },
    {
      // 3 years at 5.99% reverting to 6.29%, no fees: 6.2050%.
      name: 'a fixed rate reverts to the product variable rate',
      product: record([
        fixed('0.0599', { comparisonRate: '0.0621' }),
        variable('0.0629', { comparisonRate: '0.0629' }),
      ]),
      expected: { computedComparisonRate: 0.0621, differencePercentagePoints: 0, assumptions: [] },
    },
    {
      // $250 legal fee, $300 discharge, $395 package fee a year from settlement at 6.99%: 7.3679%.
      name: 'a package fee filed as EVENT with its period',
      product: record(
        [variable('0.0699', { comparisonRate: '0.0737' })],
        [
          fee('EVENT', 'Legal Disbursement Fee', '250.00', {
            additionalInfo: 'Applies when a new mortgage is being taken.',
          }),
          fee('EVENT', 'Preparation of Discharge of Mortgage Fee', '300.00'),
          fee('EVENT', 'Complete Home Loan Package Fee', '395.00', {
            additionalValue: 'P1Y',
            additionalInfo: 'Fee is payable annually in advance.',
          }),
        ],
      ),
      expected: { computedComparisonRate: 0.0737, differencePercentagePoints: 0 },
    },
    {
      // Fees waived during a campaign are not paid: $390 a year from settlement and $300 at discharge: 6.5554%.
      name: 'waived fees are left out',
      product: record(
        [variable('0.0619', { comparisonRate: '0.0656' })],
        [
          fee('UPFRONT', 'Establishment Fee', '600.00', { additionalInfo: 'Waived during campaign' }),
          fee('UPFRONT', 'Settlement Fee', '150.00', { additionalInfo: 'Waived during campaign' }),
          fee('PERIODIC', 'Home Loan Package Fee', '390.00', {
            additionalValue: 'P1Y',
            additionalInfo: 'Payable when the customer first draws on the loan, and annually thereafter.',
          }),
          fee('EXIT', 'Discharge Fee', '300.00'),
        ],
      ),
      expected: { computedComparisonRate: 0.0656, differencePercentagePoints: 0 },
    },
    {
      // With the offset account's $10 a month and $325 at discharge, 6.09%: 6.2033%.
      name: 'a rate for a loan with an offset account pays the offset fee',
      product: record(
        [variable('0.0609', { comparisonRate: '0.0620', additionalInfo: 'LVR<80% (with Offset Account)' })],
        [
          fee('PERIODIC', 'Offset Admin Fee', '10.00', { additionalValue: 'P1M' }),
          fee('EVENT', 'Discharge Administration Fee', '325.00'),
        ],
      ),
      expected: { computedComparisonRate: 0.062, differencePercentagePoints: 0 },
    },
    {
      name: 'a fixed rate without a revert rate is not computable',
      product: record([fixed('0.0599', { comparisonRate: '0.0621' })]),
      expected: {
        computedComparisonRate: null,
        notComputableReason: NOT_COMPUTABLE.revertRate,
        likelyCause: null,
      },
    },
    {
      name: 'a fixed rate without its fixed period is not computable',
      product: record([
        fixed('0.0599', { comparisonRate: '0.0621', additionalValue: null }),
        variable('0.0629'),
      ]),
      expected: { computedComparisonRate: null, notComputableReason: NOT_COMPUTABLE.fixedPeriod },
    },
    {
      name: 'a discount off a rate not published with it is not a whole rate',
      product: record([variable('0.0050', { lendingRateType: 'DISCOUNT', comparisonRate: '0.0600' })]),
      expected: { computedComparisonRate: null, notComputableReason: NOT_COMPUTABLE.notWholeRate },
    },
    {
      // 5 years interest only at 6.79%, then 6.29%: 6.5042%, on an assumed interest-only term.
      name: 'a variable interest-only rate is computed on an assumed term, and says so',
      product: record([
        variable('0.0679', { repaymentType: 'INTEREST_ONLY', comparisonRate: '0.0650' }),
        variable('0.0629', { comparisonRate: '0.0629' }),
      ]),
      expected: {
        computedComparisonRate: 0.065,
        differencePercentagePoints: 0,
        assumptions: [ASSUMPTIONS.interestOnlyTerm],
      },
    },
  ])('$name', ({ product, expected }) => {
    const checks = checkProduct(product, 'homeLoan', 'Test Bank');
    expect(checks[0]).toMatchObject(expected);
  });

  test('rates without a published comparison rate are not counted', () => {
    const product = record([variable('0.0629'), variable('0.0639', { comparisonRate: '0.0639' })]);
    expect(checkProduct(product, 'homeLoan', 'Test Bank')).toHaveLength(1);
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
    expect(checkProduct(product, 'personalLoan', 'Test Bank')[0]).toMatchObject({
      computedComparisonRate: 0.0761,
      differencePercentagePoints: 0,
    });
  });

  test('a fixed rate not computable for want of its revert rate, but one brand rate reproduces it', () => {
    // 3 years at 5.99%, then 8.74%, with $810 upfront, $8 a month and $345 at discharge: 8.0522%.
    const fixedLoan = record(
      [fixed('0.0599', { comparisonRate: '0.0805' })],
      [
        fee('UPFRONT', 'Application fee', '600.00'),
        fee('UPFRONT', 'Settlement Fee', '210.00'),
        fee('PERIODIC', 'Monthly Administration Fee', '8.00', { additionalValue: 'P1M' }),
        fee('EVENT', 'Loan Finalisation Fee', '345.00'),
      ],
      'brand-1',
      'Fixed Rate Home Loan',
    );
    const brand = [
      productRates(fixedLoan),
      productRates(record([variable('0.0629')], [], 'brand-1', 'Basic Home Loan')),
      productRates(record([variable('0.0874')], [], 'brand-1', 'Classic Home Loan')),
    ];
    expect(checkProduct(fixedLoan, 'homeLoan', 'Test Bank', brand)[0]).toMatchObject({
      computedComparisonRate: null,
      notComputableReason: NOT_COMPUTABLE.revertRate,
      likelyCause: NOT_COMPUTABLE_BUT_MATCHES,
      basis: 'matches reverting to 8.74% (Classic Home Loan)',
    });
  });
});

describe('checkComparisonRates and summariseChecks', () => {
  const products = [
    record([variable('0.0629', { comparisonRate: '0.0629' })], [], 'brand-a', 'Exact'),
    record([variable('0.0629', { comparisonRate: '0.0633' })], [], 'brand-a', 'Off by 0.04'),
    record([variable('0.0629', { comparisonRate: '0.0700' })], [], 'brand-b', 'Off by 0.71'),
    record([variable('0.0629', { comparisonRate: '0.0630' })], [], 'brand-b', 'Off by 0.01'),
    // Reverts to the variable rate of its name family, which lives in another product.
    record([fixed('0.0599', { comparisonRate: '0.0621' })], [], 'brand-c', 'Advantage Fixed'),
    record([variable('0.0629')], [], 'brand-c', 'Advantage Variable'),
    record([fixed('0.0599', { comparisonRate: '0.0621' })], [], 'brand-d', 'Fixed, nothing to revert to'),
    // Interest only for an assumed 5 years at 6.79%, then the same rate: 6.79%, 0.71 off.
    record(
      [variable('0.0679', { repaymentType: 'INTEREST_ONLY', comparisonRate: '0.0750' })],
      [],
      'brand-e',
      'IO',
    ),
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
      'Test Bank',
    ]);
  });

  test("a fixed rate reverts to the variable rate of its brand's product family", () => {
    expect(checks.find((check) => check.productName === 'Advantage Fixed')).toMatchObject({
      computedComparisonRate: 0.0621,
      basis: 'reverts after 36 mo to 6.29% (product family: Advantage Variable)',
    });
  });

  test('summary counts', () => {
    expect(summariseChecks(checks)).toMatchObject({
      total: 7,
      computable: 6,
      within001: 3,
      within005: 4,
      fromPublishedData: { total: 5, within001: 3, within005: 4 },
      onAssumption: {
        [ASSUMPTIONS.interestOnlyTerm]: { total: 1, within001: 0, within005: 0 },
        [ASSUMPTIONS.rateAfterInterestOnly]: { total: 1, within001: 0, within005: 0 },
      },
      notComputableReasons: { [NOT_COMPUTABLE.revertRate]: 1 },
      notComputableButMatching: {},
      mismatchCauses: {
        [MISMATCH_CAUSES.higherUnexplained]: 2,
        [MISMATCH_CAUSES.onAssumption]: 1,
      },
    });
  });

  test.each([
    { worstCount: 10, expected: ['Off by 0.71', 'Off by 0.04'] },
    { worstCount: 1, expected: ['Off by 0.71'] },
  ])(
    'worst mismatches: one per brand, beyond 0.01, from published data alone, at most $worstCount',
    ({ worstCount, expected }) => {
      const worst: RateCheck[] = summariseChecks(checks, worstCount).worst;
      expect(worst.map((check) => check.productName)).toEqual(expected);
    },
  );
});
