import { DataError, type DataWarning } from './data-error';
import {
  normaliseAccountFeeProviders,
  normaliseDepositProviders,
  normaliseHomeLoanProviders,
  normalisePersonalLoanProviders,
  normaliseProviderOverview,
  normaliseProviders,
} from './normalise-providers';
import {
  MAX,
  MIN,
  rawAccountFeeProvider,
  rawDepositProvider,
  rawHomeLoanProvider,
  rawOverview,
  rawPersonalLoanProvider,
  rawProvider,
} from '../../test/fixtures/raw-fixtures';

describe('provider-level min/max values', () => {
  test.each([
    [MAX, MIN, null, null, 0],
    [1.79e308, 5e-324, null, null, 0],
    [0.01, 0.05, 0.01, 0.05, 0],
    [0.05, 0.01, 0.01, 0.05, 1],
    [1.5, 5.25, 0.015, 0.0525, 2],
    [Number.NaN, Number.POSITIVE_INFINITY, null, null, 0],
  ])(
    'minRate %p / maxRate %p -> %p / %p with %d warnings',
    (minRate, maxRate, expectedMin, expectedMax, warningCount) => {
      const warnings: DataWarning[] = [];
      const [overview] = normaliseProviderOverview([rawOverview({ minRate, maxRate })], warnings);
      expect([overview?.minRate, overview?.maxRate]).toEqual([expectedMin, expectedMax]);
      expect(warnings).toHaveLength(warningCount);
      warnings.forEach((warning) =>
        expect(warning).toMatchObject({ dataset: 'provider-overview', recordId: '10001' }),
      );
    },
  );

  test.each([
    [3, 0.03],
    [3.65, 0.0365],
    [0, 0],
    [MAX, null],
  ])('a foreign transaction fee of %p%% reads as the fraction %p', (minFxFee, fraction) => {
    const [provider] = normaliseAccountFeeProviders(
      'fx-providers',
      [rawAccountFeeProvider({ minFxFee })],
      [],
    );
    expect(provider?.minFxFee).toBe(fraction);
  });

  test.each([
    [5, 500],
    [MAX, null],
    [0, 0],
  ])('a minimum monthly fee of %p dollars is %p cents', (minMonthlyFee, cents) => {
    const [provider] = normaliseAccountFeeProviders(
      'transaction-providers',
      [rawAccountFeeProvider({ minMonthlyFee })],
      [],
    );
    expect(provider?.minMonthlyFeeCents).toBe(cents);
  });

  test('deposit providers read participant 0/1 as a boolean', () => {
    const [provider] = normaliseDepositProviders(
      'savings-providers',
      [rawDepositProvider({ participant: 1 })],
      [],
    );
    expect(provider?.participant).toBe(true);
  });
});

describe('home-loan and personal-loan summaries', () => {
  test.each([
    ['P1Y', 12],
    ['P1M', 1],
    ['P12M', 12],
  ])('a package charged every %s is charged every %d months', (pfFreq, months) => {
    const summary = normaliseHomeLoanProviders(
      {
        o: '2024-08-12',
        r: {
          '10001': rawHomeLoanProvider({ hlPackages: [{ ...rawHomeLoanProvider().hlPackages[0]!, pfFreq }] }),
        },
      },
      [],
    );
    expect(summary.providers[0]?.packages[0]).toMatchObject({
      feeEveryMonths: months,
      packageFeeCents: 39500,
    });
  });

  test('sentinel personal-loan values become null', () => {
    const summary = normalisePersonalLoanProviders(
      {
        versions: [
          {
            asOf: '2024-08-12',
            r: {
              '10001': rawPersonalLoanProvider({
                minRate: MAX,
                minLoanAmount: MAX,
                maxLoanAmount: MIN,
                hasProduct: false,
              }),
            },
          },
        ],
      },
      [],
    );
    expect(summary.versions[0]?.providers[0]).toMatchObject({
      minRate: null,
      minLoanAmount: null,
      maxLoanAmount: null,
    });
  });

  test('versions out of date order are rejected', () => {
    const version = (asOf: string) => ({ asOf, r: { '10001': rawPersonalLoanProvider() } });
    expect(() =>
      normalisePersonalLoanProviders({ versions: [version('2024-07-31'), version('2024-08-12')] }, []),
    ).toThrow(/newest first/);
  });
});

describe('provider records that cannot be read', () => {
  test.each([
    [{ id: '1001' }, /five-digit/],
    [{ name: '' }, /name/],
    [{ popular: 'yes' as unknown as boolean }, /popular/],
  ])('%p fails naming the provider', (overrides, reason) => {
    const run = () => normaliseProviders([rawProvider(overrides)], []);
    expect(run).toThrow(DataError);
    expect(run).toThrow(reason);
  });

  test('a package with a frequency that is not a duration fails naming the provider', () => {
    const provider = rawHomeLoanProvider({
      hlPackages: [{ ...rawHomeLoanProvider().hlPackages[0]!, pfFreq: 'sometimes' }],
    });
    expect(() => normaliseHomeLoanProviders({ o: '2024-08-12', r: { '10001': provider } }, [])).toThrow(
      'home-loan-providers record 10001: package pfFreq "sometimes" is not a duration',
    );
  });
});
