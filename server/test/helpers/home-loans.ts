/** Home-loan journey steps for tests: a visitor with a stored loan, registered and verified. */
import type { CurrentHomeLoan } from '../../../src/domain/home-loans/current-loan';
import { STATE_MORTGAGE_FEES } from '../../data/home-loan-reference-data';
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

/** The same loan in the engine's terms (with New South Wales' government fees, for postcode 2000). */
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
    stateFees: STATE_MORTGAGE_FEES.get('NSW') ?? null,
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

/** An offer as /getHLOffers/ lists it. */
export interface OfferSummary {
  offer_id: string;
  offer_type: string;
  product_id: string;
  product_name: string;
  provider_id: string;
  provider_name: string;
  rate: number;
  rate_type: string;
  fixed_months: number | null;
  comparison_rate: number | null;
  monthly_saving_cents: number;
  total_saving_cents: number;
  break_even_month: number | null;
}

/** What a referral to the refinance partner carries of an offer. */
export type ReferredOffer = Pick<
  OfferSummary,
  | 'offer_id'
  | 'provider_id'
  | 'provider_name'
  | 'rate'
  | 'rate_type'
  | 'fixed_months'
  | 'total_saving_cents'
  | 'monthly_saving_cents'
  | 'break_even_month'
>;

/** Bravo's low-rate variable loan with round savings, for tests that need any valid referral. */
export const BRAVO_LOW_RATE_REFERRAL: ReferredOffer = {
  offer_id: BRAVO_LOW_RATE,
  provider_id: BRAVO,
  provider_name: 'Bravo Credit Union',
  rate: 0.0549,
  rate_type: 'variable',
  fixed_months: null,
  total_saving_cents: 100_000,
  monthly_saving_cents: 5_000,
  break_even_month: 3,
};

/** The offer of a survey as /getHLOffers/ lists it (any rate option of a row); throws when it is not listed. */
export async function listedOffer(
  client: TestClient,
  surveyId: string,
  offerId: string,
): Promise<OfferSummary> {
  const body = (await client.post('/getHLOffers/', { survey_id: surveyId })).json<{
    stay: { terms: OfferSummary[] } | null;
    switch: { terms: OfferSummary[] }[];
  }>();
  const rows = body.stay === null ? body.switch : [body.stay, ...body.switch];
  const offer = rows.flatMap((row) => row.terms).find((item) => item.offer_id === offerId);
  if (!offer) throw new Error(`${offerId} is not among the offers`);
  return offer;
}

/** The /useFinspoWebhook/ body the client sends for an offer. */
export function webhookBody(
  surveyId: string,
  offer: ReferredOffer,
  person: Person = newPerson('Mia', 'Nguyen'),
) {
  return {
    survey_id: surveyId,
    consent: true as const,
    contact_details: {
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email,
      mobile_number: person.mobile_number,
    },
    savings: {
      total_saving_cents: offer.total_saving_cents,
      monthly_saving_cents: offer.monthly_saving_cents,
      break_even_month: offer.break_even_month,
    },
    offer: {
      offer_id: offer.offer_id,
      provider_id: offer.provider_id,
      provider_name: offer.provider_name,
      rate: offer.rate,
      rate_type: offer.rate_type,
      fixed_months: offer.fixed_months,
    },
    current_situation: loanInput(),
  };
}
