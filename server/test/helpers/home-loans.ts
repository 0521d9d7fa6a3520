/** Home-loan journey steps for tests: a visitor with a stored loan, registered and verified. */
import type { CurrentHomeLoan } from '../../../src/domain/home-loans/current-loan';
import { loadReferenceData } from '../../data/reference-data';
import { buildHomeLoanJourney, type HomeLoanJourney } from '../../services/home-loan-journey';
import { e164, newPerson, type Person } from './auth-flows';
import { FIXTURE_DATA_DIR } from './paths';
import type { TestApp, TestClient } from './test-app';

/** Alpha Bank (fixed and variable rates, not on the partner's panel). */
export const ALPHA = '10001';
/** Bravo Credit Union: on the refinance partner's panel, $3,000 refinance cash back, a package. */
export const BRAVO = '10002';
/** Charlie Lending: a lender visitors can name, without products in our data. */
export const CHARLIE = '10003';

export const ALPHA_VARIABLE = '10001-HL00001:variable';
export const ALPHA_FIXED_24 = '10001-HL00001:fixed-24';
export const BRAVO_LOW_RATE = '10002-HL00001:variable';
export const BRAVO_PACKAGE_VARIABLE = '10002-HL00002:variable';
export const BRAVO_PACKAGE_FIXED_24 = '10002-HL00002:fixed-24';

export type LoanInput = Record<string, unknown>;

/** $400,000 owed at 6.49% to Alpha Bank, 25 years left, on an $800,000 home in Sydney. */
export function loanInput(overrides: LoanInput = {}): LoanInput {
  return {
    provider_id: ALPHA,
    balance: 400_000,
    rate: 0.0649,
    remaining_years: 25,
    repayment: 'principal-and-interest',
    property_value: 800_000,
    purpose: 'owner-occupier',
    postcode: '2000',
    ...overrides,
  };
}

/** The same loan in the engine's terms, for checking answers against the domain functions. */
export function engineInput(overrides: Partial<CurrentHomeLoan> = {}): CurrentHomeLoan {
  return {
    providerId: ALPHA,
    balanceCents: 40_000_000,
    annualRate: 0.0649,
    remainingYears: 25,
    repayment: 'principal-and-interest',
    propertyValueCents: 80_000_000,
    purpose: 'owner-occupier',
    dischargeFeeCents: null,
    annualFeeCents: null,
    interestOnlyYearsRemaining: null,
    ...overrides,
  };
}

let fixtureJourney: HomeLoanJourney | null = null;

/** The fixture home loans as the server builds them, for computing expected figures. */
export function fixtureHomeLoans(): HomeLoanJourney {
  fixtureJourney ??= buildHomeLoanJourney(loadReferenceData(FIXTURE_DATA_DIR));
  return fixtureJourney;
}

export async function homeLoanVisitor(t: TestApp): Promise<TestClient> {
  const client = t.client();
  const main = await client.main({ app: 'home-loans' });
  if (main.statusCode !== 200) throw new Error(`/main/ failed: ${main.body}`);
  return client;
}

export async function startLoanSurvey(client: TestClient, current: LoanInput = loanInput()): Promise<string> {
  const response = await client.post('/updateHLSurveyInput/', { survey_id: null, current });
  if (response.statusCode !== 200) throw new Error(`/updateHLSurveyInput/ failed: ${response.body}`);
  return response.json<{ survey_id: string }>().survey_id;
}

export function registrationBody(surveyId: string, person: Person) {
  return { survey_id: surveyId, ...person, consent: true };
}

/** Registers for the survey and enters the SMS code; returns the person. */
export async function registerAndVerify(
  t: TestApp,
  client: TestClient,
  surveyId: string,
  person: Person = newPerson('Mia', 'Nguyen'),
): Promise<Person> {
  const sent = await client.post('/submitHLRegistration/', registrationBody(surveyId, person));
  if (sent.statusCode !== 200) throw new Error(`/submitHLRegistration/ failed: ${sent.body}`);
  const code = await t.latestCode(e164(person.mobile_number));
  const verified = await client.post('/verifyOtpHL/', { survey_id: surveyId, code });
  if (verified.statusCode !== 200) throw new Error(`/verifyOtpHL/ failed: ${verified.body}`);
  return person;
}
