import { rawHomeLoan, rawHomeLoanRate } from '../src/test/fixtures/raw-fixtures';
import { homeLoanFacts } from './product-facts';

describe('a home loan’s "Rates from" fact', () => {
  test.each([
    [
      'a variable rate with its comparison rate',
      rawHomeLoanRate({ rate: 0.0609, comparisonRate: 0.0634, lvrMax: 0.6 }),
      'Variable, to live in, principal and interest, LVR up to 60%. Comparison rate 6.34% p.a.*',
    ],
    [
      'a fixed investment rate without one',
      rawHomeLoanRate({
        rate: 0.0589,
        comparisonRate: null,
        rateType: 'fixed',
        fixedMonths: 24,
        purpose: 'investment',
        repayment: 'interest-only',
        lvrMax: null,
      }),
      'Fixed 2 years, investment, interest only, any LVR. Comparison rate not published',
    ],
  ])('names which rate is the lowest: %s', (_, lowest, note) => {
    const loan = rawHomeLoan({ rates: [rawHomeLoanRate({ rate: 0.0699 }), lowest] });
    const [rates] = homeLoanFacts(loan);
    expect(rates).toEqual({ label: 'Rates from', value: `${(lowest.rate * 100).toFixed(2)}% p.a.`, note });
  });
});
