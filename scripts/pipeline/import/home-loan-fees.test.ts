import type { CdrFee } from './cdr-types';
import {
  feesPaidWithPackage,
  homeLoanAnnualFee,
  homeLoanDischargeFee,
  homeLoanPackageFee,
  homeLoanStartFee,
  packageName,
  waivedByPackage,
} from './home-loan-fees';

const fee = (name: string, feeType: string, amount: string, additionalValue?: string): CdrFee => ({
  name,
  feeType,
  amount,
  additionalValue,
});

describe('packageName', () => {
  test.each([
    ['Annual Advantage Package Fee', [], 'Advantage Package'],
    ['Premier Package Home Loan Fee', [], 'Premier Package'],
    ['Home Package Plus Annual Fee', [], 'Home Package Plus'],
    ['PACKAGE_FEE_-_FREEDOM_PACKAGE', [], 'Freedom Package'],
    ['LOAN_ADMINISTRATION_FEES_-_THE_WORKS_PACKAGE', [], 'Works Package'],
    ['Complete Home Loan Package Fee', [], 'Complete Package'],
    [
      'Home Loan Package Fee',
      ['https://www.commbank.com.au/home-loans/wealth-package.html'],
      'Wealth Package',
    ],
    ['Annual package fee', [], 'Home Loan Package'],
  ])('%j -> %j', (name, uris, expected) => {
    expect(packageName(fee(name, 'PERIODIC', '395.00'), uris)).toBe(expected);
  });
});

describe('home-loan fee figures', () => {
  test.each([
    [
      'establishment plus settlement',
      [fee('Establishment Fee', 'UPFRONT', '600.00'), fee('Settlement Fee', 'UPFRONT', '250.00')],
      850,
    ],
    [
      'conditional fees left out',
      [
        fee('Application fee', 'UPFRONT', '395.00'),
        fee('Establishment fee - Home Loan Top Up', 'UPFRONT', '300.00'),
        fee('Valuation fee', 'UPFRONT', '220.00'),
      ],
      395,
    ],
    ['no start fee', [fee('Late payment fee', 'EVENT', '20.00')], 0],
  ])('start fee: %s', (_name, fees, expected) => {
    expect(homeLoanStartFee(fees)).toBe(expected);
  });

  test.each([
    ['a monthly service fee', [fee('Loan Service Fee', 'PERIODIC', '8.00', 'P1M')], 96],
    ['a yearly fee', [fee('Annual fee', 'PERIODIC', '395.00', 'P1Y')], 395],
    ['a quarterly fee', [fee('Account keeping fee', 'PERIODIC', '30.00', 'P3M')], 120],
    ['package fees belong to the package', [fee('Annual Package Fee', 'PERIODIC', '395.00', 'P1Y')], 0],
    ['statement fees are not ongoing loan fees', [fee('Paper statement fee', 'PERIODIC', '2.50', 'P1M')], 0],
  ])('annual fee: %s', (_name, fees, expected) => {
    expect(homeLoanAnnualFee(fees)).toBe(expected);
  });

  test.each([
    [
      [
        fee('Discharge Fee', 'EXIT', '350.00'),
        fee('Discharge fee - per additional security', 'EXIT', '150.00'),
      ],
      350,
    ],
    [[fee('Mortgage discharge - registration fee', 'EXIT', '120.00')], 0],
  ])('discharge fee of %j is %d', (fees, expected) => {
    expect(homeLoanDischargeFee(fees)).toBe(expected);
  });

  test.each([
    [
      [fee('Annual Advantage Package Fee', 'PERIODIC', '395.00', 'P1Y')],
      { name: 'Advantage Package', amount: 395, pfFreq: 'P1Y' },
    ],
    [[fee('Package fee', 'PERIODIC', '35.00', 'P1M')], null],
    [[fee('Increase an existing home loan package', 'EVENT', '0.00')], null],
  ])('package of %j is %p', (fees, expected) => {
    expect(homeLoanPackageFee(fees, [])).toEqual(expected);
  });
});

/*
 * Trimmed copies of fee records in the August 2024 CDR snapshot (RESIDENTIAL_MORTGAGES): names,
 * types, amounts and the words that decide, as the banks published them.
 */
const commBankLoanServiceFee: CdrFee = {
  name: 'Loan Service Fee',
  feeType: 'PERIODIC',
  amount: '8.00',
  additionalValue: 'P1M',
  additionalInfo:
    'For home loans, unless it is waived by us, the fee is charged monthly to each Loan Account on the repayment due date.',
  discounts: [
    {
      description: 'Discount applies based on customer eligibility.',
      discountType: 'ELIGIBILITY_ONLY',
      amount: '0.00',
      feeRate: '1.0',
      additionalValue:
        'Discount applicable for customers with a home loan package. The Loan Service Fee is waived every month while your eligible home loan participates in a home loan package.',
      additionalInfo: 'Not payable if you take up a home loan Package with your eligible home loan.',
    },
  ],
};
const commBankStandardVariable: CdrFee[] = [
  commBankLoanServiceFee,
  fee('Settlement Fee', 'EVENT', '200.00'),
  {
    ...fee('Settlement Cheque Fee', 'EVENT', '30.00'),
    additionalInfo:
      'Payable if you require additional cheques (more than two) to fund/settle the loan. Fee applied per cheque.',
  },
  fee('Settlement Fee (Discharge)', 'EVENT', '350.00'),
  fee('Home Loan Package Fee', 'PERIODIC', '395.00', 'P1Y'),
];
const westpacLoanAccountFee: CdrFee = {
  ...fee('Loan Account Fee', 'PERIODIC', '8.00', 'P1M'),
  discounts: [
    {
      description: 'This fee is waived for customers that have Premier Advantage Package (other fees apply)',
      discountType: 'ELIGIBILITY_ONLY',
      amount: '8.00',
      eligibility: [{ discountEligibilityType: 'OTHER', additionalInfo: 'With Premier Advantage Package' }],
    },
  ],
};
const auswidePackageFee: CdrFee = {
  ...fee('PACKAGE_FEE_-_FREEDOM_PACKAGE', 'PERIODIC', '395.00', 'P1Y'),
  additionalInfo:
    'Annual mortgage package fee entitles you to benefits such as discounts & fee waivers on your home loan or line of credit, transaction accounts, credit card etc.',
  discounts: [
    {
      description: 'Shareholder of Auswide Bank',
      discountType: 'ELIGIBILITY_ONLY',
      feeRate: '1.0',
      additionalInfo: 'FEE WAIVED',
    },
  ],
};
const auswideServiceFee: CdrFee = {
  ...fee('ACCOUNT_SERVICE_FEE_-_HOME_LOAN_PLUS', 'PERIODIC', '10.00', 'P1M'),
  additionalInfo: 'Payble for managing your account. Waived for Freedom Package loans',
};

describe('fees a package waives', () => {
  test.each([
    ['CommBank: a whole-fee discount for package holders', commBankLoanServiceFee, true],
    ['Westpac: a discount of the full amount for package holders', westpacLoanAccountFee, true],
    ["Auswide: the fee's own words", auswideServiceFee, true],
    ['the package fee itself, with a shareholder discount', auswidePackageFee, false],
    [
      'CommBank Digi: a service fee without a discount',
      {
        ...fee('Loan Service Fee', 'PERIODIC', '10.00', 'P1M'),
        additionalInfo: 'Charged monthly to each Loan Account on the repayment due date.',
      },
      false,
    ],
  ])('%s', (_name, record, expected) => {
    expect(waivedByPackage(record)).toBe(expected);
  });

  test('CommBank Standard Variable sold with its package pays $200 up front and no $8 a month', () => {
    const paid = feesPaidWithPackage(commBankStandardVariable, true);
    expect(homeLoanStartFee(paid)).toBe(200);
    expect(homeLoanAnnualFee(paid)).toBe(0);
    expect(homeLoanDischargeFee(paid)).toBe(350);
    expect(homeLoanPackageFee(paid, [])).toMatchObject({ amount: 395, pfFreq: 'P1Y' });
  });

  test('without a package every fee is paid', () => {
    const withoutPackage = commBankStandardVariable.filter((record) => !/package/i.test(record.name));
    expect(homeLoanAnnualFee(feesPaidWithPackage(withoutPackage, false))).toBe(96);
  });
});

describe('upfront fees of a standard new loan', () => {
  test.each([
    [
      "Adelaide Bank SmartFit: the broker channel's application fee is not the standard one",
      [
        fee('Application Fee', 'UPFRONT', '299.00'),
        fee('Smart Fit Go-Between Application fee', 'UPFRONT', '1500.00'),
        fee('Settlement Fee', 'UPFRONT', '199.00'),
        fee('Construction Application Fee', 'UPFRONT', '775.00'),
        fee('Discharge Administration Fee', 'EVENT', '325.00'),
      ],
      498,
    ],
    [
      'CommBank Digi Home Loan: a settlement cheque fee is for extra cheques only',
      [
        fee('Establishment fee', 'UPFRONT', '300.00'),
        {
          ...fee('Settlement Cheque Fee', 'EVENT', '30.00'),
          additionalInfo:
            '$30 per cheque. Payable if you require additional cheques (more than two) to fund/settle the loan.',
        },
      ],
      300,
    ],
    [
      'Tiimely: a loan processing fee',
      [
        fee('Loan Processing Fee', 'UPFRONT', '150.00'),
        fee('Additional Processing Fee Per Split Loan ', 'EVENT', '0.00'),
        fee('Bridging Loan', 'UPFRONT', '1500.00'),
        fee('Construction', 'UPFRONT', '775.00'),
      ],
      150,
    ],
    [
      'Qantas Money: a processing fee beside the application and settlement fees',
      [
        fee('Loan Processing Fee', 'UPFRONT', '150.00'),
        fee('Settlement Service Fee', 'UPFRONT', '345.40'),
        fee('Search Processing Fee', 'UPFRONT', '0.00'),
        fee('Application Fee', 'UPFRONT', '345.00'),
      ],
      840.4,
    ],
    [
      'a processing fee with "switch" in its name is still the processing fee',
      [
        fee('Processing and Switch Fee - Green Loans', 'UPFRONT', '150.00'),
        fee('Loan Switching Fee', 'EVENT', '300.00'),
      ],
      150,
    ],
    [
      'Bendigo Flex: fees currently waived',
      [
        { ...fee('Establishment Fee', 'UPFRONT', '299.000000'), additionalInfo: '(Currently Waived)' },
        { ...fee('Security Processing Fee', 'UPFRONT', '199.000000'), additionalInfo: '(Currently Waived)' },
      ],
      0,
    ],
    [
      'a security substitution processing fee is not a new loan’s',
      [
        fee('SUBSTITUTION_OF_SECURITY_-_PROCESSING_FEE', 'EVENT', '250.00'),
        fee('Establishment fee', 'UPFRONT', '600.00'),
      ],
      600,
    ],
    [
      'Auswide Home Loan Plus sold with its Freedom Package: establishment and settlement waived',
      feesPaidWithPackage(
        [
          {
            ...fee('ESTABLISHMENT_FEE_-_HOME_LOAN_PLUS', 'UPFRONT', '600.00'),
            additionalInfo:
              'To cover costs associated with establishing your loan. Waived for Freedom Package loans',
          },
          {
            ...fee('SETTLEMENT_FEE', 'EVENT', '100.00'),
            additionalInfo:
              'Payable when we process the settlement of your loan. Waived for Freedom Package loans',
          },
          auswidePackageFee,
        ],
        true,
      ),
      0,
    ],
  ])('%s', (_name, fees, expected) => {
    expect(homeLoanStartFee(fees)).toBe(expected);
  });
});
