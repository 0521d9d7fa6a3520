/** @jest-environment ./server/test/pglite-environment.ts */
/**
 * Property: whatever body any API route is sent, the answer is not a 5xx; every refusal is in the
 * API's error shape and stores nothing; and nothing stored was changed on the way (U+FFFD in a
 * row would be text the driver could not encode). Bodies come from each route's own schema
 * (helpers/generated-bodies.ts) with real ids, so many reach the handlers and the database.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { encodeWebAddress } from '../lib/web-address';
import { apiRoutes } from '../routes';
import { offerIdField, surveyIdField } from '../routes/card-journey-fields';
import type { JsonSchema } from '../routes/define-route';
import { hlOfferIdField, hlSurveyIdField, referralIdField } from '../../src/api/home-loan-fields';
import { createSurveyLinkToken } from '../services/survey-links';
import { signIn, signUp } from './helpers/auth-flows';
import { card, estimatedSurvey, offersFor } from './helpers/card-surveys';
import { type Examples, generatedPayload } from './helpers/generated-bodies';
import {
  ALPHA,
  ALPHA_VARIABLE,
  BRAVO,
  BRAVO_LOW_RATE,
  BRAVO_LOW_RATE_REFERRAL,
  BRAVO_PACKAGE_VARIABLE,
  CHARLIE,
  homeLoanVisitor,
  loanInput,
  registerAndVerify,
  startLoanSurvey,
  webhookBody,
} from './helpers/home-loans';
import { rowCounts, tableNames, tablesWithReplacementCharacters } from './helpers/row-counts';
import { APP_KEY, type TestApp, type TestClient, useTestApp } from './helpers/test-app';
import { type TestDriver, testDrivers } from './helpers/test-database';

/** Bodies per route: about 2,000 requests on PGlite; fewer on PostgreSQL, which runs the same code. */
const RUNS_PER_ROUTE: Record<TestDriver, number> = { pglite: 40, pg: 10 };
const STAFF_EMAIL = 'staff@staysmart.example.com';
const CODE_SEND_WINDOW_MS = 10 * 60 * 1000;

interface Tally {
  sent: number;
  accepted: number;
  refused: number;
  serverErrors: number;
}

function errorShapeOf(response: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    return response.body;
  }
}

describe.each(testDrivers())('generated bodies for every API route on %s', (driver) => {
  const t = useTestApp(driver);
  const tally: Tally = { sent: 0, accepted: 0, refused: 0, serverErrors: 0 };
  const state: { client?: TestClient; examples?: Examples; tables?: string[] } = {};

  /** A signed-in staff member with a card survey and a verified home-loan registration. */
  beforeAll(async () => {
    const app: TestApp = t();
    const client = await homeLoanVisitor(app);
    const person = await signUp(app, client, {
      first_name: 'Sam',
      last_name: 'Staff',
      email: STAFF_EMAIL,
      mobile_number: '0412 000 111',
    });
    const cardSurvey = await estimatedSurvey(client, [card('10001-CC00001')]);
    const offers = await offersFor(client, cardSurvey);
    // A survey of its own behind the e-mail link, so bodies with the link leave the one above alone.
    const linkedSurvey = await estimatedSurvey(client, [card('10002-CC00001', 500, 500, 0)]);
    const surveyLink = createSurveyLinkToken(app.app.ctx.secret, linkedSurvey, app.clock.now());
    const hlSurvey = await startLoanSurvey(client, loanInput());
    await registerAndVerify(app, client, hlSurvey);
    const contact = {
      first_name: 'Mia',
      last_name: 'Nguyen',
      email: 'mia@example.com',
      mobile_number: '0412 345 678',
    };
    const now = app.clock.now().getTime();
    // A referral delivered (to the outbox), so /updateFinspoAcceptedOffer/ bodies can reach its handler.
    const referral = await client.post(
      '/useFinspoWebhook/',
      webhookBody(hlSurvey, BRAVO_LOW_RATE_REFERRAL, contact),
    );
    if (referral.statusCode !== 200) throw new Error(`/useFinspoWebhook/ failed: ${referral.body}`);
    state.client = client;
    state.tables = await tableNames(app.db);
    state.examples = {
      bySchema: new Map<JsonSchema, unknown[]>([
        [surveyIdField, [cardSurvey]],
        [offerIdField, [...offers.stay, ...offers.switch].map((offer) => offer.offer_id)],
        [hlSurveyIdField, [hlSurvey]],
        [hlOfferIdField, [ALPHA_VARIABLE, BRAVO_LOW_RATE, BRAVO_PACKAGE_VARIABLE]],
        [referralIdField, [referral.json<{ referral_id: string }>().referral_id]],
      ]),
      byName: {
        app_key: [APP_KEY],
        browser_id: [client.browserId],
        visit_id: [client.visitId, null],
        // Where a route's field is not one of the shared schemas above (a nullable copy).
        survey_id: [hlSurvey, null],
        offer_id: [BRAVO_LOW_RATE],
        provider_id: [ALPHA, BRAVO, CHARLIE, null],
        provider_name: ['Bravo Credit Union', 'Zeta Bank'],
        product_id: ['10001-CC00001', '10001-CC00002', '10002-CC00001'],
        card_name: ['Zeta Rewards'],
        first_name: [contact.first_name, 'Zoë'],
        last_name: [contact.last_name, "O'Neil"],
        email: [contact.email, person.email],
        mobile_number: [contact.mobile_number, '+61 412 345 679'],
        contact_details: [contact],
        code: ['123456'],
        event_id: [surveyLink],
        error_id: ['error-1'],
        dc_id: ['dc-generated'],
        app: ['web', 'home-loans'],
        frontend: ['gatsby'],
        ga_id: [null],
        cookies: [true],
        referrer: ['', encodeWebAddress('https://www.example.com/cards/')],
        webpage_url: [encodeWebAddress('/credit-cards/')],
        url: [encodeWebAddress('/credit-cards/'), '/home-loans/'],
        timestamp: [now, new Date(now).toISOString(), null],
        start_timestamp: [now - 1000, null],
        accepted_at: [new Date(now).toISOString(), now],
        current: [loanInput(), loanInput({ provider_id: null, lender_name: 'Zeta Bank' })],
        current_situation: [loanInput()],
        savings: [{ total_saving_cents: 100_000, monthly_saving_cents: 5_000, break_even_month: 3 }],
        offer: [
          {
            offer_id: BRAVO_LOW_RATE,
            provider_id: BRAVO,
            provider_name: 'Bravo Credit Union',
            rate: 0.0549,
            rate_type: 'variable',
            fixed_months: null,
          },
        ],
        cards: [[card('10001-CC00001')], [card('10001-CC00002', 500, 500, 0)]],
        products: [[card('10001-CC00001')], []],
        consent: [true],
      },
    };
  }, 120_000);

  afterAll(() => {
    console.log(
      `${driver}: ${tally.sent} generated bodies sent to ${apiRoutes.length} API routes: ` +
        `${tally.accepted} accepted, ${tally.refused} refused with a 4xx, ${tally.serverErrors} answered 5xx.`,
    );
  });

  /** Signs the staff member in again when a body ended the session (a /signout/ that was accepted). */
  async function keepSignedIn(client: TestClient, sessionBefore: string | undefined): Promise<void> {
    if (client.sessionCookie === sessionBefore) return;
    const details = await client.post('/getUserDetails/');
    if (details.json<{ status: string }>().status === 'signed_in') return;
    // Past the limit of codes sent to one address in a window.
    t().clock.advance(CODE_SEND_WINDOW_MS);
    await signIn(t(), client, STAFF_EMAIL);
  }

  test.each(apiRoutes.map((route) => [route.path, route] as const))(
    '%s answers every generated body without a 5xx',
    async (_path, route) => {
      const { client, examples, tables } = state;
      if (!client || !examples || !tables) throw new Error('The set-up did not finish.');
      const property = fc.asyncProperty(
        generatedPayload(route.body, examples),
        async ({ payload, contentType }) => {
          const before = await rowCounts(t().db, tables);
          const sessionBefore = client.sessionCookie;
          const response = await client.post(route.path, undefined, { raw: payload, contentType });
          tally.sent += 1;
          if (response.statusCode >= 500) tally.serverErrors += 1;
          else if (response.statusCode >= 400) tally.refused += 1;
          else tally.accepted += 1;

          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(errorShapeOf(response)).toEqual({
              error: { code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) },
            });
            expect(await rowCounts(t().db, tables)).toEqual(before);
          }
          await keepSignedIn(client, sessionBefore);
        },
      );
      await fc.assert(property, { numRuns: RUNS_PER_ROUTE[driver] });
    },
    120_000,
  );

  test('no stored text was changed on the way in', async () => {
    expect(await tablesWithReplacementCharacters(t().db, state.tables ?? [])).toEqual([]);
  });

  test('the generated bodies reached the handlers, not only the checks in front of them', () => {
    expect(tally.serverErrors).toBe(0);
    expect(tally.accepted).toBeGreaterThan(tally.sent / 20);
  });
});
