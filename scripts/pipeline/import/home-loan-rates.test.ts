import type { ImportedHomeLoanFees } from '../../../src/domain/finance/imported-comparison-check';
import type { CdrLendingRate } from './cdr-types';
import {
  explodeHomeLoanRates,
  lvrFromText,
  withFeesIncomplete,
  withImpliedFollowOnRates,
  withPackageChoice,
} from './home-loan-rates';

const variable = (overrides: Partial<CdrLendingRate> = {}): CdrLendingRate => ({
  lendingRateType: 'VARIABLE',
  rate: '0.0629',
  comparisonRate: '0.0631',
  repaymentType: 'PRINCIPAL_AND_INTEREST',
  loanPurpose: 'OWNER_OCCUPIED',
  ...overrides,
});

describe('explodeHomeLoanRates', () => {
  test.each([
    [
      'a plain variable rate',
      variable(),
      {
        rateType: 'variable',
        fixedMonths: null,
        repayment: 'principal-and-interest',
        purpose: 'owner-occupier',
        rate: 0.0629,
        comparisonRate: 0.0631,
        lvrMin: null,
        lvrMax: null,
      },
    ],
    [
      'a fixed term in years',
      variable({ lendingRateType: 'FIXED', additionalValue: 'P3Y' }),
      { rateType: 'fixed', fixedMonths: 36 },
    ],
    [
      'a fixed term in months',
      variable({ lendingRateType: 'FIXED', additionalValue: 'P18M' }),
      { fixedMonths: 18 },
    ],
    [
      'an LVR tier in percent',
      variable({ tiers: [{ unitOfMeasure: 'PERCENT', minimumValue: 60.01, maximumValue: 70 }] }),
      { lvrMin: 0.6001, lvrMax: 0.7 },
    ],
    [
      'an LVR tier from zero',
      variable({ tiers: [{ unitOfMeasure: 'PERCENT', minimumValue: 0, maximumValue: 80 }] }),
      { lvrMin: null, lvrMax: 0.8 },
    ],
    [
      'an LVR tier already a fraction',
      variable({ tiers: [{ unitOfMeasure: 'PERCENT', minimumValue: 0, maximumValue: 0.8 }] }),
      { lvrMax: 0.8 },
    ],
    ['an LVR in words', variable({ additionalInfo: 'LVR < 80%' }), { lvrMin: null, lvrMax: 0.8 }],
    [
      'a loan-size band',
      variable({ tiers: [{ unitOfMeasure: 'DOLLAR', minimumValue: 150000, maximumValue: 99999999 }] }),
      { minLoanAmount: 150000 },
    ],
    [
      'purpose and repayment from words',
      variable({ repaymentType: null, loanPurpose: null, additionalInfo: 'Investment - Interest Only' }),
      { purpose: 'investment', repayment: 'interest-only' },
    ],
    ['a comparison rate out of range', variable({ comparisonRate: '0.9' }), { comparisonRate: null }],
    ['a rate published as a percentage', variable({ rate: '6.29' }), { rate: 0.0629 }],
  ])('%s', (_name, row, expected) => {
    const { rows } = explodeHomeLoanRates([row], 'Example Home Loan');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(expected);
  });

  test.each([
    ['DISCOUNT rows', variable({ lendingRateType: 'DISCOUNT', rate: '0.005' })],
    ['interest-in-advance rows', variable({ interestPaymentDue: 'IN_ADVANCE' })],
    ['rate outside 2%-15%', variable({ rate: '0.25' })],
    ['no loan purpose', variable({ loanPurpose: null })],
    ['fixed rate without a term', variable({ lendingRateType: 'FIXED', additionalValue: 'LVR<=80%' })],
    ['construction-loan rows', variable({ additionalInfo: 'Construction <80 (with Offset Account)' })],
  ])('leaves out %s', (reason, row) => {
    const result = explodeHomeLoanRates([row], 'Example Home Loan');
    expect(result.rows).toEqual([]);
    expect(result.skipped).toEqual([reason]);
  });

  test('identical rows collapse into one and rows come out in a fixed order', () => {
    const rows = [
      variable({ rate: '0.07' }),
      variable({ loanPurpose: 'INVESTMENT', rate: '0.065' }),
      variable({ rate: '0.07' }),
      variable({ rate: '0.068' }),
    ];
    const result = explodeHomeLoanRates(rows, 'Example Home Loan');
    expect(result.rows.map((row) => [row.purpose, row.rate])).toEqual([
      ['investment', 0.065],
      ['owner-occupier', 0.068],
      ['owner-occupier', 0.07],
    ]);
  });
});

describe('lvrFromText', () => {
  test.each([
    ['LVR < 80%', { lvrMin: null, lvrMax: 0.8 }],
    ['LVR <= 90%', { lvrMin: null, lvrMax: 0.9 }],
    ['LVR > 90%', { lvrMin: 0.9, lvrMax: null }],
    ['Owner Occupied P&I LVR >80% to <90%', { lvrMin: 0.8, lvrMax: 0.9 }],
    ['Loan to Valuation Ratio of 60.01%-70%', { lvrMin: 0.6001, lvrMax: 0.7 }],
    ['Rate for loans under 80%', null],
    ['LVR up to 5%', null],
  ])('%j -> %p', (text, expected) => {
    expect(lvrFromText(text)).toEqual(expected);
  });
});

describe('withImpliedFollowOnRates', () => {
  it('adds the implied follow-on rate to fixed and interest-only rows and leaves other rows as they are', () => {
    const { rows } = explodeHomeLoanRates(
      [
        variable(),
        variable({
          lendingRateType: 'FIXED',
          additionalValue: 'P3Y',
          rate: '0.0579',
          comparisonRate: '0.0746',
        }),
        variable({ repaymentType: 'INTEREST_ONLY', rate: '0.0599', comparisonRate: null }),
      ],
      'Example Home Loan',
    );
    const fees = { upfrontDollars: 895, annualDollars: 0, package: null, dischargeDollars: 0 };
    const withFollowOn = withImpliedFollowOnRates(rows, { withPackage: fees, withoutPackage: null });
    const fixed = withFollowOn.find((row) => row.rateType === 'fixed');
    // 3 years at 5.79% then 8.07% with $895 upfront gives 7.46% (checked by hand in implied-follow-on.test.ts).
    expect(fixed?.impliedFollowOnRate).toBe(0.0807);
    for (const row of withFollowOn.filter((each) => each.rateType === 'variable')) {
      expect(row).not.toHaveProperty('impliedFollowOnRate');
    }
  });
});

/** Fees of a product without a package to choose. */
const only = (fees: ImportedHomeLoanFees) => ({ withPackage: fees, withoutPackage: null });

describe('withFeesIncomplete', () => {
  // CommBank Standard Variable Rate Home Loan (Owner Occupied), August 2024: the package rate and
  // its published comparison rate, with the fees the import reads for it sold with the Wealth Package.
  const commBank = {
    upfrontDollars: 200,
    annualDollars: 0,
    package: { amountDollars: 395, everyMonths: 12 },
    dischargeDollars: 350,
  };

  it('leaves a rate its fees reproduce unmarked, and one they overshoot', () => {
    const { rows } = explodeHomeLoanRates(
      [variable({ rate: '0.0649', comparisonRate: '0.0687' })],
      'Standard Variable Rate Home Loan',
    );
    expect(withFeesIncomplete(rows, only(commBank))[0]).not.toHaveProperty('feesIncomplete');
    // With the $8 a month the package waives it comes out at 6.95%: above, not missing fees.
    expect(withFeesIncomplete(rows, only({ ...commBank, annualDollars: 96 }))[0]).not.toHaveProperty(
      'feesIncomplete',
    );
  });

  it('marks a rate published well above what its fees give (Coastline Staff Housing Loan: 5.69%, published 8.11%)', () => {
    const { rows } = explodeHomeLoanRates(
      [variable({ rate: '0.0569', comparisonRate: '0.0811' })],
      'Staff Housing Loan',
    );
    const fees = { upfrontDollars: 300, annualDollars: 0, package: null, dischargeDollars: 250 };
    expect(withFeesIncomplete(rows, only(fees))[0]?.feesIncomplete).toBe(true);
  });

  it('leaves a fixed rate unmarked when the product has no variable rate to revert to', () => {
    const { rows } = explodeHomeLoanRates(
      [
        variable({
          lendingRateType: 'FIXED',
          additionalValue: 'P3Y',
          rate: '0.0579',
          comparisonRate: '0.0946',
        }),
      ],
      '3 Year Fixed Rate Home Loan',
    );
    expect(withFeesIncomplete(rows, only(commBank))[0]).not.toHaveProperty('feesIncomplete');
  });
});

describe('withPackageChoice', () => {
  // CommBank Standard Variable Rate Home Loan, August 2024: 6.49% with the Wealth Package (published
  // 6.87%) and 8.80% without it (published 8.94%), in one product record. Without the package the
  // loan pays its $8 a month Loan Service Fee and no package fee.
  const fees = {
    withPackage: {
      upfrontDollars: 200,
      annualDollars: 0,
      package: { amountDollars: 395, everyMonths: 12 },
      dischargeDollars: 350,
    },
    withoutPackage: { upfrontDollars: 200, annualDollars: 96, package: null, dischargeDollars: 350 },
  };
  const { rows } = explodeHomeLoanRates(
    [
      variable({ rate: '0.0649', comparisonRate: '0.0687' }),
      variable({ rate: '0.088', comparisonRate: '0.0894' }),
    ],
    'Standard Variable Rate Home Loan',
  );

  it('marks the rate that only its fees without the package reproduce', () => {
    const marked = withPackageChoice(rows, fees);
    expect(marked.map((row) => [row.rate, row.withoutPackage ?? false])).toEqual([
      [0.0649, false],
      [0.088, true],
    ]);
  });

  it('marks nothing in a product without a package', () => {
    expect(withPackageChoice(rows, { withPackage: fees.withoutPackage, withoutPackage: null })).toEqual(rows);
  });
});
