import type { CdrFee } from './comparison-rate-cdr';
import {
  exampleFeesOf,
  periodicFeeMonths,
  readExampleFees,
  yearlyFeeFirstMonth,
} from './comparison-rate-fees';

const fee = (feeType: string, name: string, amount: string, extra: Partial<CdrFee> = {}): CdrFee => ({
  feeType,
  name,
  amount,
  ...extra,
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
    ({ fee: input, expected }) => {
      expect(periodicFeeMonths(input)).toBe(expected);
    },
  );
});

describe('yearlyFeeFirstMonth: at settlement unless the fee says the first anniversary', () => {
  test.each([
    { info: '', expected: 0 },
    { info: 'This fee is charged annually.', expected: 0 },
    { info: 'Payable in arrears for packages, eligibility requirements may apply.', expected: 12 },
    {
      info: 'Fee debited every year on the anniversary of the date we first give you the funds.',
      expected: 12,
    },
    { info: 'The fee is debited to the loan annually on the anniversary date of funding.', expected: 12 },
    {
      info: 'Payable initially upon settlement of the property and then annually on the anniversary.',
      expected: 0,
    },
    { info: 'Fee is payable annually in advance.', expected: 0 },
  ])('"$info" -> month $expected', ({ info, expected }) => {
    expect(yearlyFeeFirstMonth({ name: 'Package fee', additionalInfo: info })).toBe(expected);
  });
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
      name: 'a package fee filed as EVENT with its period in additionalValue is yearly',
      fees: [
        fee('EVENT', 'Complete Home Loan Package Fee', '395.00', {
          additionalValue: 'P1Y',
          additionalInfo: 'Fee is payable annually in advance.',
        }),
      ],
      expected: {
        upfrontDollars: 0,
        periodicFees: [{ amountDollars: 395, everyMonths: 12, firstDueMonth: 0 }],
        dischargeDollars: 0,
      },
    },
    {
      name: 'a package fee without a period is yearly',
      fees: [
        fee('EVENT', 'Complete Home Loan Package Fee', '395.00', { additionalInfo: 'Payable in advance.' }),
      ],
      expected: { periodicFees: [{ amountDollars: 395, everyMonths: 12, firstDueMonth: 0 }] },
    },
    {
      name: 'a yearly fee the bank says it charges in arrears is first charged at month 12',
      fees: [
        fee('PERIODIC', 'Annual package fee', '349.00', {
          additionalValue: 'P1Y',
          additionalInfo: 'Payable in arrears for packages.',
        }),
      ],
      expected: { periodicFees: [{ amountDollars: 349, everyMonths: 12 }] },
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
        fee('UPFRONT', 'Multiple Security Property Fee', '150.00'),
        fee('EVENT', 'Loan Renegotiation Fee', '150.00'),
        fee('EVENT', 'HOME_LOAN_TRUST_DEED_LEGAL_FEE', '132.00'),
        fee('UPFRONT', 'Substituting of Security Legal fee', '605.00'),
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
        fee('UPFRONT', 'Establishment fee', '500.00', {
          additionalInfo: '$500.00 based on one security plus $250.00 for each additional security',
        }),
      ],
      expected: { upfrontDollars: 500, periodicFees: [], dischargeDollars: 294 },
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
    {
      name: "the lender's legal fee for settling every new loan is a credit fee",
      fees: [
        fee('UPFRONT', 'Legal Fee', '275.00', {
          additionalInfo: "Payable at settlement to cover solicitor's costs",
        }),
        fee('EVENT', 'HOME_LOAN_LEGAL_FEE', '430.00', {
          additionalInfo: 'A one off fee required to document and settle your loan.',
        }),
        fee('EVENT', 'Legal Review Fees - Standard', '350.00', {
          additionalInfo: 'Payable for each document that the Lender is required to review.',
        }),
      ],
      expected: { upfrontDollars: 705, periodicFees: [], dischargeDollars: 0 },
    },
    {
      name: 'a fee paid at settlement of every loan counts whatever its type or name',
      fees: [
        fee('EVENT', 'LOAN_ADMINISTRATION_FEE', '250.00', {
          additionalInfo: 'Payable at the time of settlement/funding of your loan.',
        }),
        fee('EVENT', 'Mortgage Loan Top up/Increase in Credit Limit Fee', '315.00', {
          additionalValue: 'Payable on application or funding. Applies to all Home Loan Applications',
        }),
      ],
      expected: { upfrontDollars: 565, periodicFees: [], dischargeDollars: 0 },
    },
    {
      name: 'fees waived for every new loan and fees for other occasions are left out',
      fees: [
        fee('UPFRONT', 'Establishment Fee', '600.00', {
          additionalInfo: 'When we process a customers loan application. Waived during campaign',
        }),
        fee('UPFRONT', 'Mortgage Loan Settlement Fee (a)', '200.00', {
          additionalInfo: 'This fee is payable for a new loan settled.',
        }),
        fee('UPFRONT', 'Mortgage Loan Settlement Fee (b)', '150.00', {
          additionalInfo: 'This fee is payable for each loan variation or top up settled.',
        }),
        fee('UPFRONT', 'Security Handling Fee', '150.00', {
          additionalInfo:
            'This fee is payable if you ask us to prepare documentation to note a change of name.',
        }),
      ],
      expected: { upfrontDollars: 200, periodicFees: [], dischargeDollars: 0 },
    },
  ])('$name', ({ fees, expected }) => {
    const reading = readExampleFees(fees, 'homeLoan');
    expect(reading).toMatchObject({ ok: true, fees: expected });
  });

  test('offset fees are paid only on a loan with an offset account', () => {
    const fees = [
      fee('UPFRONT', 'Settlement Fee', '199.00'),
      fee('PERIODIC', 'Offset Admin Fee', '10.00', { additionalValue: 'P1M' }),
    ];
    expect(readExampleFees(fees, 'homeLoan')).toMatchObject({
      ok: true,
      fees: { upfrontDollars: 199, periodicFees: [] },
    });
    expect(readExampleFees(fees, 'homeLoan', { withOffset: true })).toMatchObject({
      ok: true,
      fees: { upfrontDollars: 199, periodicFees: [{ amountDollars: 10, everyMonths: 1 }] },
    });
  });

  test('Australian Military Bank: a "Processing and Switch" fee is the set-up fee of every new loan, a switch fee is not', () => {
    const reading = readExampleFees(
      [
        fee('PERIODIC', 'Loan service fee - Personal, Green & Car Loans', '10.00', {
          additionalValue: 'P1M',
        }),
        fee('UPFRONT', 'Processing and Switch Fee - Green Loans', '150.00'),
        fee('EVENT', 'Switch variation fee', '100.00'),
      ],
      'personalLoan',
    );
    expect(reading).toMatchObject({
      ok: true,
      fees: {
        upfrontDollars: 150,
        periodicFees: [{ amountDollars: 10, everyMonths: 1 }],
        leftOut: [{ name: 'Switch variation fee', amountDollars: 100 }],
      },
    });
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

  test('fees left out with a timing are kept aside to explain mismatches', () => {
    const reading = readExampleFees(
      [fee('UPFRONT', 'Establishment fee', '600.00'), fee('EVENT', 'Top-Up Fee', '200.00')],
      'homeLoan',
    );
    expect(reading).toMatchObject({
      ok: true,
      fees: {
        items: [{ name: 'Establishment fee', amountDollars: 600, timing: { kind: 'upfront' } }],
        leftOut: [{ name: 'Top-Up Fee', amountDollars: 200, timing: { kind: 'upfront' } }],
        counted: ['Establishment fee $600 upfront'],
      },
    });
  });

  test('a periodic fee without a period makes the product not computable', () => {
    expect(readExampleFees([fee('PERIODIC', 'Service fee', '10.00')], 'homeLoan')).toEqual({
      ok: false,
      reason: 'periodic fee without a published period',
    });
  });
});

describe('exampleFeesOf', () => {
  test('sums counted fees by timing and labels them', () => {
    expect(
      exampleFeesOf([
        { name: 'Establishment', amountDollars: 600, timing: { kind: 'upfront' } },
        { name: 'Settlement', amountDollars: 150, timing: { kind: 'upfront' } },
        { name: 'Discharge', amountDollars: 350, timing: { kind: 'end' } },
        { name: 'Service', amountDollars: 8, timing: { kind: 'periodic', everyMonths: 1, firstDueMonth: 1 } },
        {
          name: 'Package',
          amountDollars: 395,
          timing: { kind: 'periodic', everyMonths: 12, firstDueMonth: 12 },
        },
      ]),
    ).toMatchObject({
      upfrontDollars: 750,
      dischargeDollars: 350,
      periodicFees: [
        { amountDollars: 8, everyMonths: 1 },
        { amountDollars: 395, everyMonths: 12 },
      ],
      counted: [
        'Establishment $600 upfront',
        'Settlement $150 upfront',
        'Discharge $350 at end',
        'Service $8 every 1 mo',
        'Package $395 every 12 mo from month 12',
      ],
    });
  });
});
