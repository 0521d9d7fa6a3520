import { dealVsMarket, median } from './deal-vs-market';
import {
  fixtureCurrentLoan,
  fixtureLoan,
  fixtureProvider,
  fixtureRate,
} from '../../test/fixtures/home-loan-fixtures';

const providers = [fixtureProvider('20001')];
const variable = (id: string, rate: number) => fixtureLoan(id, [fixtureRate({ rate })]);

describe('dealVsMarket', () => {
  const market = [
    variable('V1', 0.0599),
    variable('V2', 0.0579),
    variable('V3', 0.0619),
    variable('V4', 0.0639),
    fixtureLoan('F2', [
      fixtureRate({ rateType: 'fixed', fixedMonths: 24, rate: 0.0549 }),
      fixtureRate({ rate: 0.0629 }),
    ]),
    fixtureLoan('INV', [fixtureRate({ rate: 0.05, purpose: 'investment' })]),
  ];

  it('sets the current loan beside the best matches and the median of each group', () => {
    const result = dealVsMarket(fixtureCurrentLoan(), market, providers);
    // $400,000 at 6.50% over 300 months: $2,700.83 a month, $41,024,776 cents of interest
    // (81,024,776 repaid less the 40,000,000 principal).
    expect(result.current).toEqual({
      rate: 0.065,
      lvr: 0.5,
      monthlyRepaymentCents: 270_083,
      totalInterestCents: 41_024_776,
    });
    const byKey = Object.fromEntries(result.groups.map((group) => [group.key, group]));
    // F2's own variable rate also counts as a variable match; the investor loan does not.
    expect(byKey.variable?.count).toBe(5);
    expect(byKey.variable?.best.map((point) => point.productId)).toEqual(['V2', 'V1', 'V3']);
    // 5.99% from the schedule: $2,574.76 a month, 77,242,889 - 40,000,000 interest.
    expect(byKey.variable?.best[1]).toMatchObject({
      monthlyRepaymentCents: 257_476,
      totalInterestCents: 37_242_889,
    });
    // Median of 5.79, 5.99, 6.19, 6.29, 6.39 is the middle one, 6.19%.
    expect(byKey.variable?.median?.rate).toBe(0.0619);
    expect(byKey['fixed-24']?.best.map((point) => point.productId)).toEqual(['F2']);
    expect(byKey['fixed-12']).toMatchObject({ count: 0, best: [], median: null });
    expect(result.groups.map((group) => group.key)).toEqual([
      'variable',
      'fixed-12',
      'fixed-24',
      'fixed-36',
      'fixed-48',
      'fixed-60',
    ]);
    for (const group of result.groups) {
      for (const point of group.best) {
        expect(Number.isInteger(point.monthlyRepaymentCents)).toBe(true);
        expect(Number.isInteger(point.totalInterestCents)).toBe(true);
      }
    }
  });

  test.each([
    [[], null],
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])('median of %j is %p', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('best match and also close', () => {
  // Lowest total cost over the remaining term is the stated measure; a lower rate or less interest
  // alone does not make a loan the best match.
  test.each([
    [
      'a lower rate with a $6,000 application fee loses to a dearer rate with no fees',
      [
        fixtureLoan('CHEAP-RATE', [fixtureRate({ rate: 0.0594 })], { applicationFeeCents: 600_000 }),
        fixtureLoan('NO-FEES', [fixtureRate({ rate: 0.0599 })]),
      ],
      ['NO-FEES', 'CHEAP-RATE'],
    ],
    [
      'less interest with a $900 yearly package fee loses to a loan without one',
      [
        fixtureLoan('PACKAGE', [fixtureRate({ rate: 0.0589 })], { annualFeeCents: 90_000 }),
        fixtureLoan('PLAIN', [fixtureRate({ rate: 0.0599 })]),
      ],
      ['PLAIN', 'PACKAGE'],
    ],
    [
      'equal costs go to the lower monthly repayment, then the product id',
      [fixtureLoan('B', [fixtureRate({ rate: 0.0599 })]), fixtureLoan('A', [fixtureRate({ rate: 0.0599 })])],
      ['A', 'B'],
    ],
  ])('%s', (_label, loans, order) => {
    const variable = dealVsMarket(fixtureCurrentLoan(), loans, providers).groups[0];
    expect(variable?.best.map((point) => point.productId)).toEqual(order);
    const costs = variable?.best.map((point) => point.totalCostCents) ?? [];
    // Nothing in "also close" costs less than the best match.
    for (const cost of costs.slice(1)) expect(cost).toBeGreaterThanOrEqual(costs[0] as number);
  });
});
