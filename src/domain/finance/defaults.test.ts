import * as defaults from './defaults';

// The values of the product specification, section 9, one row each.
describe('business defaults', () => {
  test.each([
    { name: 'DEFAULT_HOME_LOAN_AMOUNT_DOLLARS', expected: 500_000 },
    { name: 'DEFAULT_LOAN_DEPOSIT_FRACTION', expected: 0.4 },
    { name: 'DEFAULT_LOAN_PURPOSE', expected: 'Home' },
    { name: 'DEFAULT_PERSONAL_LOAN_AMOUNT_DOLLARS', expected: 30_000 },
    { name: 'DEFAULT_LOAN_TERM_YEARS', expected: 5 },
    { name: 'DEFAULT_DEPOSIT_INVESTMENT_AMOUNT_DOLLARS', expected: 50_000 },
    { name: 'DEFAULT_TERM_DEPOSIT_MONTHS', expected: 12 },
    { name: 'DEFAULT_SAVINGS_DEPOSIT_AMOUNT_DOLLARS', expected: 50_000 },
    // APRA's serviceability buffer, 3 percentage points (the API's rate_buffer).
    { name: 'SERVICEABILITY_RATE_BUFFER', expected: 0.03 },
  ] as const)('$name is $expected', ({ name, expected }) => {
    expect(defaults[name]).toBe(expected);
  });

  test.each([
    { name: 'HOME_LOAN_DEFAULTS', expected: { amount: 500_000, depositFraction: 0.4, purpose: 'Home' } },
    { name: 'PERSONAL_LOAN_DEFAULTS', expected: { amount: 30_000, termYears: 5 } },
    { name: 'DEPOSIT_DEFAULTS', expected: { amount: 50_000, termMonths: 12 } },
    { name: 'SAVINGS_DEFAULTS', expected: { amount: 50_000 } },
  ] as const)('$name groups the same values and cannot be changed', ({ name, expected }) => {
    expect(defaults[name]).toEqual(expected);
    expect(Object.isFrozen(defaults[name])).toBe(true);
  });

  test('every export is covered above', () => {
    expect(Object.keys(defaults).sort()).toEqual(
      [
        'DEFAULT_DEPOSIT_INVESTMENT_AMOUNT_DOLLARS',
        'DEFAULT_HOME_LOAN_AMOUNT_DOLLARS',
        'DEFAULT_LOAN_DEPOSIT_FRACTION',
        'DEFAULT_LOAN_PURPOSE',
        'DEFAULT_LOAN_TERM_YEARS',
        'DEFAULT_PERSONAL_LOAN_AMOUNT_DOLLARS',
        'DEFAULT_SAVINGS_DEPOSIT_AMOUNT_DOLLARS',
        'DEFAULT_TERM_DEPOSIT_MONTHS',
        'DEPOSIT_DEFAULTS',
        'HOME_LOAN_DEFAULTS',
        'PERSONAL_LOAN_DEFAULTS',
        'SAVINGS_DEFAULTS',
        'SERVICEABILITY_RATE_BUFFER',
      ].sort(),
    );
  });
});
