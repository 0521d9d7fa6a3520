import { rawHomeLoan, rawHomeLoanRate } from '../src/test/fixtures/raw-fixtures';
import type { RawHomeLoan } from '../src/domain/data/raw-types';
import { lowestHomeLoanRate } from './home-loans-landing';

const loan = (id: string, overrides: Partial<RawHomeLoan>) => ({
  ...rawHomeLoan({ id, ...overrides }),
  name: id,
  providerId: '10001',
  providerName: 'Example Bank',
  href: `/home-loans/example-bank/${id}/`,
  providerHref: '/home-loans/example-bank/',
});

describe('the lowest rate the home-loans landing page quotes', () => {
  it('is the first row of the home-loan table at its defaults, with its comparison rate and basis', () => {
    const loans = [
      loan('standard', { rates: [rawHomeLoanRate({ rate: 0.0599, comparisonRate: 0.0612 })] }),
      // A loan of at most $50,000 (a green top-up): not one a $500,000 borrower can take.
      loan('green', { maxAmount: 50_000, minAmount: 5_000, rates: [rawHomeLoanRate({ rate: 0.0279 })] }),
      // Lower rates for investors, interest only, fixed terms or a higher LVR than the table's default.
      loan('others', {
        rates: [
          rawHomeLoanRate({ rate: 0.05, purpose: 'investment' }),
          rawHomeLoanRate({ rate: 0.051, repayment: 'interest-only' }),
          rawHomeLoanRate({ rate: 0.052, rateType: 'fixed', fixedMonths: 24 }),
          rawHomeLoanRate({ rate: 0.053, lvrMin: 0.8, lvrMax: 0.9 }),
          rawHomeLoanRate({ rate: 0.0639, comparisonRate: null }),
        ],
      }),
      loan('sharp', { rates: [rawHomeLoanRate({ rate: 0.0589, comparisonRate: 0.0601, lvrMax: 0.6 })] }),
    ];
    expect(lowestHomeLoanRate(loans)).toEqual({
      rate: 0.0589,
      comparisonRate: 0.0601,
      amount: 500_000,
      lvr: 0.6,
    });
  });

  it('is absent when no loan fits the defaults', () => {
    expect(lowestHomeLoanRate([loan('green', { maxAmount: 50_000 })])).toBeNull();
    expect(lowestHomeLoanRate([])).toBeNull();
  });
});
