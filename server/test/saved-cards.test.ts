/** @jest-environment ./server/test/pglite-environment.ts */
/**
 * The account's saved cards with their figures (/getUserProducts/, /updateUserProducts/), the
 * survey behind an e-mail link (/getSurveyByEventId/) and a past result opened from the account
 * history (/myCurrentDeal/ with `survey_id`).
 */
import './helpers/host-modules';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import { summariseDeal, summariseDealIfPossible } from '../services/deal-summary';
import type { StoredCard } from '../services/survey-cards';
import type { ResponseOf } from '../../src/api/contract';
import type { myCurrentDeal } from '../../src/api/card-journey';
import type { getUserProducts } from '../../src/api/saved-cards';
import { createSurveyLinkToken } from '../services/survey-links';
import { signIn, signUp } from './helpers/auth-flows';
import {
  card,
  COMMBANK_AWARDS,
  estimatedSurvey,
  notWholeCents,
  OTHER_BANK_CARD,
  startSurvey,
  visitor,
} from './helpers/card-surveys';
import { rowCounts, tableNames } from './helpers/row-counts';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const GONE_SURVEY = '00000000-0000-4000-8000-000000000000';

type SavedCardsBody = ResponseOf<typeof getUserProducts>;
type DealBody = ResponseOf<typeof myCurrentDeal>;

describe.each(testDrivers())('saved cards and links on %s, with the real data', (driver) => {
  const t = useTestApp(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });
  let tables: string[];
  beforeAll(async () => {
    tables = await tableNames(t().db);
  });

  async function member(): Promise<TestClient> {
    const client = await visitor(t());
    await signUp(t(), client);
    return client;
  }

  async function savedCards(client: TestClient): Promise<SavedCardsBody> {
    const response = await client.post('/getUserProducts/', { visit_id: client.visitId });
    expect(response.statusCode).toBe(200);
    return response.json<SavedCardsBody>();
  }

  /** What the card costs a year alone, as /survey/estimate/ works it out (in a browser of its own). */
  async function yearlyCostAlone(entry: ReturnType<typeof card>): Promise<number> {
    const client = await visitor(t());
    const surveyId = await startSurvey(client);
    const response = await client.post('/survey/estimate/', { survey_id: surveyId, cards: [entry] });
    return response.json<{ estimate: { total_cents: number } }>().estimate.total_cents;
  }

  /** The engine's best Stay and Switch for the card alone, as the answer words them. */
  function bestsOf(stored: StoredCard) {
    const deal = summariseDeal(t().app.ctx.cardJourney, [stored]);
    const view = (best: NonNullable<typeof deal>['bestStay']) =>
      best
        ? {
            card_id: best.cardId,
            card_name: best.cardName,
            provider_name: best.providerName,
            first_year_saving_cents: best.firstYearSavingCents,
          }
        : null;
    return { best_stay: view(deal?.bestStay ?? null), best_switch: view(deal?.bestSwitch ?? null) };
  }

  /** The account a client is signed in to. */
  async function userIdOf(client: TestClient): Promise<string> {
    const details = (await client.post('/getUserDetails/')).json<{ email: string }>();
    const [row] = await t().db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      details.email,
    ]);
    if (!row) throw new Error('The client is not signed in.');
    return row.id;
  }

  describe('/getUserProducts/', () => {
    test('before anything is saved or checked: no cards, no time and no latest survey', async () => {
      const client = await member();
      expect(await savedCards(client)).toEqual({ products: [], updated_at: null, latest_survey: null });
    });

    test('each saved card with its own figures on today’s data, and the latest check to save from', async () => {
      const client = await member();
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS), card(OTHER_BANK_CARD)]);
      const entries = [card(COMMBANK_AWARDS, 1500, 1000, 3000), card(OTHER_BANK_CARD, 200, 200, 0)];
      const update = await client.post('/updateUserProducts/', { products: entries });
      expect(update.statusCode).toBe(200);

      const body = await savedCards(client);
      expect(body.updated_at).toBe(t().clock.now().toISOString());
      expect(body.latest_survey).toEqual({
        survey_id: surveyId,
        card_count: 2,
        estimated_at: t().clock.now().toISOString(),
      });
      const [awards, other] = body.products;
      expect(awards).toMatchObject({
        ...entries[0],
        card_name: 'Awards credit card',
        provider_id: '10034',
        provider_name: 'CommBank',
        unavailable: false,
      });
      expect(other).toMatchObject({ ...entries[1], provider_id: '10004', unavailable: false });
      for (const [index, saved] of body.products.entries()) {
        const { yearly_cost_cents, best_stay, best_switch, unavailable, ...stored } = saved;
        expect(unavailable).toBe(false);
        expect(yearly_cost_cents).toBe(await yearlyCostAlone(entries[index]!));
        expect({ best_stay, best_switch }).toEqual(bestsOf(stored));
      }
      expect(body.products.some((saved) => saved.best_stay ?? saved.best_switch)).toBe(true);
      expect(notWholeCents(body)).toEqual([]);
      // The edit answers the same figures, so the screen needs no second call.
      expect(update.json()).toEqual({ products: body.products, updated_at: body.updated_at });
    });

    test('a saved card that has left the data, or whose saved earn rate no longer applies, is unavailable; the others keep their figures', async () => {
      const client = await member();
      await client.post('/updateUserProducts/', { products: [card(COMMBANK_AWARDS)] });
      const published = t().app.ctx.cardJourney.catalogue.cards.find(
        (facts) => facts.card.rewards && facts.card.earnRate !== null,
      );
      if (!published) throw new Error('The data has no card with a published earn rate.');
      const left: StoredCard = {
        ...card('10034-CC99999'),
        card_name: 'Retired card',
        provider_id: '10034',
        provider_name: 'CommBank',
      };
      const earnRateNowPublished: StoredCard = {
        ...card(published.card.id),
        earn_rate: 2,
        card_name: published.card.name,
        provider_id: published.card.providerId,
        provider_name: 'Its bank',
      };
      await t().db.query('UPDATE user_products SET products = products || $2::jsonb WHERE user_id = $1', [
        await userIdOf(client),
        JSON.stringify([left, earnRateNowPublished]),
      ]);
      const body = await savedCards(client);
      expect(body.products).toHaveLength(3);
      expect(body.products[0]).toMatchObject({ product_id: COMMBANK_AWARDS, unavailable: false });
      expect(body.products[0]?.yearly_cost_cents).toEqual(expect.any(Number));
      const unavailable = { yearly_cost_cents: null, best_stay: null, best_switch: null, unavailable: true };
      expect(body.products.slice(1)).toEqual([
        { ...left, ...unavailable },
        { ...earnRateNowPublished, ...unavailable },
      ]);
    });

    test('a deal with a card that has left the data has no summary, so a message goes without figures', () => {
      const journey = t().app.ctx.cardJourney;
      const left: StoredCard = {
        ...card('10034-CC99999'),
        card_name: 'Retired card',
        provider_id: '10034',
        provider_name: 'CommBank',
      };
      const kept: StoredCard = {
        ...card(COMMBANK_AWARDS),
        card_name: 'Smart Awards',
        provider_id: '10034',
        provider_name: 'CommBank',
      };
      expect(() => summariseDeal(journey, [kept, left])).toThrow();
      expect(summariseDealIfPossible(journey, [kept, left])).toBeNull();
      expect(summariseDealIfPossible(journey, [kept])).toEqual(summariseDeal(journey, [kept]));
      expect(summariseDealIfPossible(journey, [kept])?.yearlyCostCents).toEqual(expect.any(Number));
    });

    test.each([
      [{ products: [] }, '"products" is not a field this request accepts.'],
      [{ visit_id: 'v'.repeat(65) }, '"visit_id" must be at most 64 characters long.'],
      [{ visit_id: 12 }, '"visit_id" must be the visit id from /main/, or null.'],
    ])('refuses %j with a clear 400, storing nothing', async (body, message) => {
      const client = await member();
      const before = await rowCounts(t().db, tables);
      const response = await client.post('/getUserProducts/', body);
      expect({ status: response.statusCode, error: errorOf(response) }).toEqual({
        status: 400,
        error: { code: 'BAD_REQUEST', message },
      });
      expect(await rowCounts(t().db, tables)).toEqual(before);
    });

    test('401 signed out or without a session, 403 without the CSRF header', async () => {
      const anonymous = await visitor(t());
      await estimatedSurvey(anonymous);
      const signedOut = await anonymous.post('/getUserProducts/');
      expect([signedOut.statusCode, errorOf(signedOut).code]).toEqual([401, 'UNAUTHORIZED']);
      const noSession = await t().client().post('/getUserProducts/');
      expect([noSession.statusCode, errorOf(noSession).code]).toEqual([401, 'NO_SESSION']);
      const client = await member();
      expect((await client.post('/getUserProducts/', {}, { noCsrf: true })).statusCode).toBe(403);
    });
  });

  describe('/getSurveyByEventId/', () => {
    test('a signed link answers its survey’s cards and estimate in any browser, signed in or not', async () => {
      const owner = await member();
      const surveyId = await estimatedSurvey(owner, [card(COMMBANK_AWARDS, 1234.56, 1000, 2500.1)]);
      const token = createSurveyLinkToken(t().app.ctx.secret, surveyId, t().clock.now());
      const deal = (await owner.post('/myCurrentDeal/', { flags: {} })).json<DealBody>();

      const browser = await visitor(t());
      const before = await rowCounts(t().db, tables);
      const response = await browser.post('/getSurveyByEventId/', { event_id: token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        survey_id: surveyId,
        products: deal.cards,
        estimate: deal.estimate,
        updated_at: deal.updated_at,
      });
      expect(await rowCounts(t().db, tables)).toEqual(before);

      // After an update through the same link, it answers the new cards and the estimate that update answered.
      const products = [card(OTHER_BANK_CARD, 200, 200, 0)];
      const update = await browser.post('/updateUserProductsByEventId/', { event_id: token, products });
      const updated = update.json<{ products: StoredCard[]; estimate: unknown }>();
      const again = (await browser.post('/getSurveyByEventId/', { event_id: token })).json<{
        products: StoredCard[];
        estimate: unknown;
      }>();
      expect(again.products).toEqual(updated.products);
      expect(again.estimate).toEqual(updated.estimate);
      expect(notWholeCents(again)).toEqual([]);
    });

    test('a survey not yet estimated answers no cards and no estimate', async () => {
      const client = await visitor(t());
      const surveyId = await startSurvey(client);
      const token = createSurveyLinkToken(t().app.ctx.secret, surveyId, t().clock.now());
      const response = await client.post('/getSurveyByEventId/', { event_id: token });
      expect(response.json()).toMatchObject({ survey_id: surveyId, products: [], estimate: null });
    });

    test.each([
      [
        'a link signed with another key',
        (surveyId: string) => createSurveyLinkToken('not-the-key', surveyId, t().clock.now()),
      ],
      [
        'an altered expiry',
        (surveyId: string) =>
          createSurveyLinkToken(t().app.ctx.secret, surveyId, t().clock.now()).replace(
            /\.[0-9a-z]+\./,
            '.zzzzzz.',
          ),
      ],
      ['garbage', () => 'garbage'],
    ])('%s is a 400 that asks to sign in', async (_label, eventIdOf) => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client);
      const response = await client.post('/getSurveyByEventId/', { event_id: eventIdOf(surveyId) });
      expect({ status: response.statusCode, error: errorOf(response) }).toEqual({
        status: 400,
        error: {
          code: 'BAD_REQUEST',
          message:
            'This link is not one of ours, or part of it is missing. Open it from your e-mail again, or sign in to update your cards.',
        },
      });
    });

    test('an expired link is a 400, a survey that is gone a 404, and the body is checked', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client);
      const expired = createSurveyLinkToken(t().app.ctx.secret, surveyId, t().clock.now(), -1000);
      const old = await client.post('/getSurveyByEventId/', { event_id: expired });
      expect({ status: old.statusCode, error: errorOf(old) }).toEqual({
        status: 400,
        error: { code: 'BAD_REQUEST', message: 'This link has expired. Sign in to update your cards.' },
      });
      const gone = createSurveyLinkToken(t().app.ctx.secret, GONE_SURVEY, t().clock.now());
      const missing = await client.post('/getSurveyByEventId/', { event_id: gone });
      expect({ status: missing.statusCode, error: errorOf(missing) }).toEqual({
        status: 404,
        error: { code: 'NOT_FOUND', message: 'This survey no longer exists. Start a new survey.' },
      });
      const cases: [Record<string, unknown>, string][] = [
        [{}, '"event_id" is required.'],
        [{ event_id: '' }, '"event_id" must be the event id from the e-mail link.'],
        [{ event_id: 'x'.repeat(201) }, '"event_id" must be at most 200 characters long.'],
        [{ event_id: 42 }, '"event_id" must be the event id from the e-mail link.'],
        [{ event_id: expired, products: [] }, '"products" is not a field this request accepts.'],
      ];
      for (const [body, message] of cases) {
        const response = await client.post('/getSurveyByEventId/', body);
        expect([body, response.statusCode, errorOf(response).message]).toEqual([body, 400, message]);
      }
    });

    test('needs a session and the CSRF header', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client);
      const token = createSurveyLinkToken(t().app.ctx.secret, surveyId, t().clock.now());
      const noSession = await t().client().post('/getSurveyByEventId/', { event_id: token });
      expect([noSession.statusCode, errorOf(noSession).code]).toEqual([401, 'NO_SESSION']);
      expect(
        (await client.post('/getSurveyByEventId/', { event_id: token }, { noCsrf: true })).statusCode,
      ).toBe(403);
    });
  });

  describe('/myCurrentDeal/ with survey_id', () => {
    test('answers that survey rather than the latest, for the visitor who may read it', async () => {
      const client = await member();
      const older = await estimatedSurvey(client, [card(COMMBANK_AWARDS)]);
      t().clock.advance(1000);
      const newer = await estimatedSurvey(client, [card(OTHER_BANK_CARD)]);
      const latest = (await client.post('/myCurrentDeal/', { flags: {} })).json<DealBody>();
      expect(latest.survey_id).toBe(newer);
      const chosen = await client.post('/myCurrentDeal/', { flags: {}, survey_id: older });
      expect(chosen.statusCode).toBe(200);
      const deal = chosen.json<DealBody>();
      expect(deal).toEqual({
        survey_id: older,
        cards: [expect.objectContaining({ product_id: COMMBANK_AWARDS })],
        estimate: expect.objectContaining({ total_cents: expect.any(Number) }),
        chosen_offer: null,
        updated_at: expect.any(String),
      });
      // null is "the latest", as without the field.
      expect((await client.post('/myCurrentDeal/', { survey_id: null })).json()).toEqual(latest);

      // The account's own survey, from another browser once signed in there.
      const email = (await client.post('/getUserDetails/')).json<{ email: string }>().email;
      const elsewhere = await visitor(t());
      await signIn(t(), elsewhere, email);
      expect((await elsewhere.post('/myCurrentDeal/', { survey_id: older })).json()).toEqual(deal);
    });

    test('404 for another visitor’s survey or without a session, 409 before an estimate, 400 for a bad id', async () => {
      const owner = await visitor(t());
      const estimated = await estimatedSurvey(owner);
      const started = await startSurvey(owner);
      // No id in the answer: the page says the check is gone and offers a new one.
      const notFound = {
        status: 404,
        error: {
          code: 'SURVEY_NOT_FOUND',
          message:
            'This credit card check is no longer available on this browser. Start a new check to see your figures.',
        },
      };
      const stranger = await visitor(t());
      const theirs = await stranger.post('/myCurrentDeal/', { survey_id: estimated });
      expect({ status: theirs.statusCode, error: errorOf(theirs) }).toEqual(notFound);
      const noSession = await t().client().post('/myCurrentDeal/', { survey_id: estimated });
      expect({ status: noSession.statusCode, error: errorOf(noSession) }).toEqual(notFound);
      const gone = await owner.post('/myCurrentDeal/', { survey_id: GONE_SURVEY });
      expect({ status: gone.statusCode, error: errorOf(gone) }).toEqual(notFound);
      const early = await owner.post('/myCurrentDeal/', { survey_id: started });
      expect({ status: early.statusCode, error: errorOf(early) }).toEqual({
        status: 409,
        error: {
          code: 'CONFLICT',
          message:
            'This survey has no estimate yet. Send your cards to /survey/estimate/ first, then ask for offers.',
        },
      });
      for (const surveyId of ['not-a-survey', 42]) {
        const bad = await owner.post('/myCurrentDeal/', { survey_id: surveyId });
        expect({ status: bad.statusCode, error: errorOf(bad) }).toEqual({
          status: 400,
          error: { code: 'BAD_REQUEST', message: '"survey_id" must be a survey id from /survey/start/.' },
        });
      }
      expect(
        (await owner.post('/myCurrentDeal/', { survey_id: estimated }, { noCsrf: true })).statusCode,
      ).toBe(403);
    });
  });
});
