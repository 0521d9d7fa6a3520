/**
 * Small hand-made products and provider summaries for the home-loan tests, with only the fields
 * each case is about spelled out.
 */
import type {
  NormalisedHomeLoan,
  NormalisedHomeLoanProvider,
  NormalisedHomeLoanRate,
} from '../normalise/types';
import type { CurrentHomeLoan } from './current-loan';

export function fixtureRate(overrides: Partial<NormalisedHomeLoanRate> = {}): NormalisedHomeLoanRate {
  return {
    rateType: 'variable',
    fixedMonths: null,
    repayment: 'principal-and-interest',
    purpose: 'owner-occupier',
    rate: 0.0599,
    comparisonRate: null,
    lvrMin: null,
    lvrMax: 0.8,
    minLoanAmount: null,
    maxLoanAmount: null,
    impliedFollowOnRate: null,
    feesIncomplete: false,
    impliedMonthlyFeeCents: null,
    withoutPackage: false,
    ...overrides,
  };
}

export function fixtureLoan(
  id: string,
  rates: NormalisedHomeLoanRate[],
  overrides: Partial<NormalisedHomeLoan> = {},
): NormalisedHomeLoan {
  return {
    id,
    providerId: '20001',
    name: `Loan ${id}`,
    urlSlug: `loan-${id}`,
    cdrProductId: id,
    url: null,
    applicationUrl: null,
    lastUpdated: '2025-11-05',
    rates,
    applicationFeeCents: 0,
    annualFeeCents: 0,
    dischargeFeeCents: 0,
    packageId: null,
    feesWithoutPackage: null,
    offset: false,
    redraw: false,
    extraRepayments: true,
    minAmount: null,
    maxAmount: null,
    maxTermYears: null,
    ...overrides,
  };
}

export function fixtureProvider(
  id: string,
  overrides: Partial<NormalisedHomeLoanProvider> = {},
): NormalisedHomeLoanProvider {
  return {
    id,
    name: `Lender ${id}`,
    urlSlug: `lender-${id}`,
    popular: false,
    big4: false,
    participant: false,
    minRate: null,
    minComparisonRate: null,
    maxCashBackCents: 0,
    maxCashBackRefinanceCents: 0,
    hasProduct: true,
    finspoPanel: false,
    packages: [],
    ...overrides,
  };
}

/** $400,000 owing at 6.50% with 25 years left on a $800,000 home (50% LVR), owner-occupied, P&I. */
export function fixtureCurrentLoan(overrides: Partial<CurrentHomeLoan> = {}): CurrentHomeLoan {
  return {
    providerId: '20009',
    balanceCents: 40_000_000,
    annualRate: 0.065,
    remainingYears: 25,
    repayment: 'principal-and-interest',
    propertyValueCents: 80_000_000,
    purpose: 'owner-occupier',
    dischargeFeeCents: 35_000,
    ...overrides,
  };
}
