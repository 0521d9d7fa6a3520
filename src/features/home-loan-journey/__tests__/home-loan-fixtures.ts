/**
 * Lenders and the journey's state for the home-loan journey tests; the API's answers are in
 * src/test/home-loan-answers.ts.
 */
import { safeSessionStorage, safeStorage } from '../../../lib/storage';
import { SURVEY_ID } from '../../../test/home-loan-answers';
import { initialHomeLoanJourneyState, type HomeLoanJourneyState } from '../journey-state';
import type { MainProvider } from '../../visit/main-providers';
import type { CurrentLoan } from '../home-loan-api';

const hl = (id: string, name: string, big4: boolean) => ({ id, name, category: 'hl', big4 });

const lender = (
  id: string,
  name: string,
  urlSlug: string,
  big4: boolean,
  products: MainProvider['products'],
): MainProvider => ({ id, name, urlSlug, big4, products });

export const lenderProviders: MainProvider[] = [
  lender('10004', 'ANZ', 'anz', true, [hl('10004-HL00002', 'ANZ Simplicity PLUS', true)]),
  lender('10034', 'CommBank', 'commbank', true, [
    { id: '10034-CC00001', name: 'Low Rate', category: 'cc', big4: true },
    hl('10034-HL00001', 'Standard Variable Rate', true),
  ]),
  lender('10069', 'NAB', 'nab', true, [hl('10069-HL00001', 'Base Variable', true)]),
  lender('10105', 'Westpac', 'westpac', true, [hl('10105-HL00001', 'Flexi First Option', true)]),
  lender('10059', 'IMB Bank', 'imb-bank', false, [hl('10059-HL00006', 'Budget Home Loan', false)]),
  lender('10095', 'The Mutual Bank', 'the-mutual-bank', false, [
    hl('10095-HL00013', 'Owner Occupied Budget Home Loan', false),
  ]),
  lender('10102', 'Up', 'up', false, [hl('10102-HL00001', 'Up Home Loan', false)]),
  lender('10200', 'Latitude', 'latitude', false, [
    { id: '10200-CC00001', name: '28 Degrees', category: 'cc', big4: false },
  ]),
];

/** The loan as the client keeps it (camelCase), as the API stored it. */
export const storedCurrent: CurrentLoan = {
  providerId: '10004',
  lenderName: null,
  balance: 520000,
  rate: 0.0669,
  remainingYears: 25,
  repayment: 'principal-and-interest',
  propertyValue: 850000,
  purpose: 'owner-occupier',
  postcode: '2000',
  dischargeFee: 350,
  interestOnlyYearsRemaining: null,
  annualFees: null,
};

/** A journey with the survey stored, as the screens after the survey see it. */
export function journeyWithSurvey(overrides: Partial<HomeLoanJourneyState> = {}): HomeLoanJourneyState {
  return {
    ...initialHomeLoanJourneyState,
    draft: {
      ...initialHomeLoanJourneyState.draft,
      providerId: '10004',
      balance: '520,000',
      rate: '6.69',
      remainingYears: '25',
      propertyValue: '850000',
      postcode: '2000',
      dischargeFee: '350',
    },
    surveyId: SURVEY_ID,
    current: { ...storedCurrent },
    summary: { lvr: 0.611765, remainingMonths: 300, state: 'NSW', monthlyRepaymentCents: 357306 },
    ...overrides,
  };
}

export const verifiedRegistration = {
  surveyId: SURVEY_ID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  mobileNumber: '+61412345678',
  verifiedAt: '2024-08-12T01:02:03.000Z',
  preferences: { rateAlerts: true, alertThreshold: 1000, preferredContact: 'email', bestTime: 'any' },
  preferencesSaved: true,
} as const;

export function clearBrowserStorage(): void {
  safeStorage.clear();
  safeSessionStorage.clear();
}
