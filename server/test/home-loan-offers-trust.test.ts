/** @jest-environment ./server/test/pglite-environment.ts */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPEN_TO_EVERYONE } from '../../src/domain/eligibility/stored-eligibility';
import type { ProductEligibility } from '../../src/domain/eligibility/types';
import { ALPHA, BRAVO, CHARLIE, homeLoanVisitor, loanInput, startLoanSurvey } from './helpers/home-loans';
import { FIXTURE_DATA_DIR } from './helpers/paths';
import { type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';
import type { ResponseOf } from '../../src/api/contract';
import type { getHlOffers } from '../../src/api/home-loan-offers';

type OffersBody = ResponseOf<typeof getHlOffers>;
type Row = OffersBody['switch'][number];

/** The first fixture loan, whose variable rate for LVRs up to 80% the fixture visitor's loan fits. */
const TEMPLATE = (
  JSON.parse(readFileSync(path.join(FIXTURE_DATA_DIR, 'products-hl.json'), 'utf8')) as {
    products: { rates: Record<string, unknown>[] }[];
  }
).products[0];

/** A loan like the template with one variable rate, under another id, lender, name and eligibility. */
function loan(
  id: string,
  providerId: string,
  name: string,
  rate: number,
  eligibility: ProductEligibility = OPEN_TO_EVERYONE,
) {
  if (!TEMPLATE?.rates[0]) throw new Error('The fixtures have no home loan');
  return {
    ...TEMPLATE,
    id,
    providerId,
    name,
    urlSlug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    cdrProductId: `cdr-${id}`,
    rates: [{ ...TEMPLATE.rates[0], rate, comparisonRate: rate + 0.0004 }],
    eligibility,
  };
}

/** Loans only for buyers: by name, by the Home Guarantee Scheme, and by the CDR record's `OTHER` text. */
const BUYERS_ONLY = {
  byName: loan('10002-HL00101', BRAVO, 'Bravo First Home Buyer Home Loan', 0.0479),
  byScheme: loan('10001-HL00102', ALPHA, 'Alpha Home Guarantee Loan', 0.0489),
  byConditions: loan('10002-HL00103', BRAVO, 'Bravo Starter Home Loan', 0.0494, {
    ...OPEN_TO_EVERYONE,
    conditions: ['Available to first home buyers only.'],
  }),
};
/** First home buyers are named, but refinancers may apply too: offered. */
const ALSO_FOR_REFINANCERS = loan('10002-HL00104', BRAVO, 'Bravo Flexi Home Loan', 0.0529, {
  ...OPEN_TO_EVERYONE,
  conditions: ['For first home buyers and refinancers.'],
});
const POLICE: ProductEligibility = {
  ...OPEN_TO_EVERYONE,
  memberGroups: ['police'],
  memberWho: 'police and their families',
  memberSource: 'cdr',
};
/** Two loans only for police, both saving money: set apart unless the visitor says they are police. */
const MEMBERS_ONLY = [
  loan('10002-HL00105', BRAVO, 'Bravo Blue Home Loan', 0.0499, POLICE),
  loan('10002-HL00106', BRAVO, 'Bravo Blue Saver Home Loan', 0.0509, POLICE),
];

/**
 * The fixture data with the loans above added, and Alpha Bank in the site's partner programme: a
 * folder the test app reads instead of the fixtures.
 */
function trustFixtures(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'staysmart-hl-trust-'));
  cpSync(FIXTURE_DATA_DIR, dir, { recursive: true });
  const productsFile = path.join(dir, 'products-hl.json');
  const products = JSON.parse(readFileSync(productsFile, 'utf8')) as { products: unknown[] };
  products.products.push(...Object.values(BUYERS_ONLY), ALSO_FOR_REFINANCERS, ...MEMBERS_ONLY);
  writeFileSync(productsFile, JSON.stringify(products));
  const providersFile = path.join(dir, 'home-loan-providers.json');
  const providers = JSON.parse(readFileSync(providersFile, 'utf8')) as {
    r: Record<string, { participant: number }>;
  };
  const alpha = providers.r[ALPHA];
  if (!alpha) throw new Error('The fixtures have no Alpha Bank');
  alpha.participant = 1;
  writeFileSync(providersFile, JSON.stringify(providers));
  return dir;
}

const termsOf = (rows: readonly (Row | null)[]) => rows.flatMap((row) => (row ? row.terms : []));

describe.each(testDrivers())('home-loan offers a visitor can trust, on %s', (driver) => {
  const dataDir = trustFixtures();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = useTestApp(driver, { env: { REFERENCE_DATA_DIR: dataDir } });

  async function offers(client: TestClient, surveyId: string, extra: Record<string, unknown> = {}) {
    const response = await client.post('/getHLOffers/', { survey_id: surveyId, ...extra });
    expect(response.statusCode).toBe(200);
    return response.json<OffersBody>();
  }

  test('a refinancer is never offered a loan only for buyers, whether its name or its CDR conditions say so', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client, loanInput({ provider_id: CHARLIE }));
    const buyersOnly = Object.values(BUYERS_ONLY).map((product) => product.id);

    const body = await offers(client, surveyId, { limit: 20 });
    const listed = termsOf([body.stay, ...body.switch, ...body.unavailable]).map((term) => term.product_id);
    expect(listed.filter((id) => buyersOnly.includes(id))).toEqual([]);
    // Naming first home buyers beside refinancers does not make a loan buyers-only: it leads, as the
    // lowest rate left.
    expect(body.switch[0]?.offer.product_id).toBe(ALSO_FOR_REFINANCERS.id);
    expect(body.notes).toContain(
      '3 loans are left out because they are only for people buying a home (first home buyers or the government’s Home Guarantee Scheme), not for refinancing.',
    );

    // Nor is one the best match of the market comparison, nor can it be opened or chosen.
    const market = (await client.post('/getYourDealVsMarket/', { survey_id: surveyId })).json<{
      groups: { best: { product_id: string }[] }[];
    }>();
    const matched = market.groups.flatMap((group) => group.best.map((match) => match.product_id));
    expect(matched).toContain(ALSO_FOR_REFINANCERS.id);
    expect(matched.filter((id) => buyersOnly.includes(id))).toEqual([]);
    for (const id of buyersOnly) {
      const offerId = `${id}:variable`;
      const details = await client.post('/getHLOfferDetails/', { survey_id: surveyId, offer_id: offerId });
      expect(details.statusCode).toBe(404);
      const outcome = await client.post('/updateHLSurveyOutcome/', {
        survey_id: surveyId,
        offer_id: offerId,
        outcome: 'chosen',
      });
      expect(outcome.statusCode).toBe(400);
    }
  });

  test('a lender in the partner programme is disclosed once, in words, to its own customers, and never moves an offer', async () => {
    const client = await homeLoanVisitor(t());
    const alphaCustomer = await offers(client, await startLoanSurvey(client), { limit: 20 });
    expect(alphaCustomer.partner_disclosure).toBe(
      'Alpha Bank, your lender, is in StaySmart’s partner programme, so we may be paid if you take up one of its offers. That never changes which loans we show or their order.',
    );
    // No offer carries a badge or a sponsored flag, and the lists keep the order of saving.
    expect(JSON.stringify(alphaCustomer)).not.toMatch(/sponsor|partner_offer|badge/i);
    const savings = alphaCustomer.switch.map((row) => row.offer.total_saving_cents);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    expect(alphaCustomer.stay?.offer.provider_id).toBe(ALPHA);
    expect(alphaCustomer.switch.map((row) => row.offer.provider_id)).not.toContain(ALPHA);

    // Customers of other lenders are told nothing: their lender is not the partner.
    for (const provider of [BRAVO, CHARLIE]) {
      const other = await offers(client, await startLoanSurvey(client, loanInput({ provider_id: provider })));
      expect(other.partner_disclosure).toBeNull();
    }
  });

  test('every loan the visitor cannot get is counted and listed with its reason, whatever the list’s limit', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client, loanInput({ provider_id: CHARLIE }));
    const membersOnly = MEMBERS_ONLY.map((product) => `${product.id}:variable`);

    const unanswered = await offers(client, surveyId, { limit: 1 });
    expect(unanswered.switch).toHaveLength(1);
    expect(unanswered.unavailable.map((row) => row.offer.offer_id)).toEqual(membersOnly);
    for (const row of unanswered.unavailable) {
      expect(row.ineligible_reasons).toEqual(['Members only: police and their families']);
    }
    expect(unanswered.eligibility).toEqual({ groups_asked: ['police'], member_groups: [] });

    const police = await offers(client, surveyId, { limit: 20, eligibility: { member_groups: ['police'] } });
    expect(police.unavailable).toEqual([]);
    const listed = police.switch.map((row) => row.offer.offer_id);
    expect(listed).toEqual(expect.arrayContaining(membersOnly));
    expect(police.switch.every((row) => row.ineligible_reasons.length === 0)).toBe(true);
  });
});
