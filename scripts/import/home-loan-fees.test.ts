import type { CdrFee } from './cdr-types';
import {
  homeLoanAnnualFee,
  homeLoanDischargeFee,
  homeLoanPackageFee,
  homeLoanStartFee,
  packageName,
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
