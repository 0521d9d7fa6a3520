/** @jest-environment ./server/test/pglite-environment.ts */
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import { createSurveyLinkToken } from '../services/survey-links';
import { findUserByEmail } from '../services/users';
import { newPerson, signUp } from './helpers/auth-flows';
import {
  card,
  COMMBANK_AWARDS,
  estimatedSurvey,
  notWholeCents,
  OTHER_BANK_CARD,
  startSurvey,
  visitor,
} from './helpers/card-surveys';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const STAFF_EMAIL = 'staff@staysmart.example.com';

interface QaPage {
  profiles: { id: string; label: string; monthly_spend_cents: number }[];
  items: {
    card_id: string;
    provider_name: string;
    sponsored: boolean;
    costs: { profile: string; yearly_cost_cents: number; notes: string[] }[];
    flags: { code: string; text: string }[];
  }[];
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
  missing_products: { reference: string; card_name: string; provider_name: string }[];
}

describe.each(testDrivers())('card-journey follow-ups on %s, with the real data', (driver) => {
  const t = useTestApp(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  let staff: TestClient | null = null;
  /** One staff member per app: the e-mail is unique. */
  async function staffMember(): Promise<TestClient> {
    if (!staff) {
      staff = await visitor(t());
      await signUp(t(), staff, { ...newPerson('Sam', 'Staff'), email: STAFF_EMAIL });
    }
    return staff;
  }

  async function member(): Promise<{ client: TestClient; userId: string }> {
    const client = await visitor(t());
    const person = await signUp(t(), client);
    const user = await findUserByEmail(t().db, person.email);
    if (!user) throw new Error('sign-up did not create the user');
    return { client, userId: user.id };
  }

  async function historyKinds(client: TestClient): Promise<string[]> {
    const page = await client.post('/getEventHistory/');
    return page.json<{ items: { kind: string }[] }>().items.map((item) => item.kind);
  }

  describe('/addMissingProduct/', () => {
    test('stores a card we do not list, named by our provider id or by free text, with a reference', async () => {
      const { client } = await member();
      const byId = await client.post('/addMissingProduct/', {
        visit_id: client.visitId,
        provider_id: '10034',
        card_name: '  Student   Card ',
        annual_fee: 29.5,
        purchase_rate: 0.1999,
        email: 'Holder@Example.com',
      });
      expect(byId.statusCode).toBe(200);
      const { reference } = byId.json<{ reference: string }>();
      expect(reference).toMatch(/^MP-[2-9A-HJKMNP-Z]{6}$/);
      const byName = await client.post('/addMissingProduct/', {
        provider_name: 'Local Credit Co-op',
        card_name: 'Gold',
      });
      expect(byName.statusCode).toBe(200);

      const rows = await t().db.query(
        `SELECT provider_id, provider_name, card_name, annual_fee_cents, purchase_rate, email
         FROM missing_products ORDER BY card_name DESC`,
      );
      expect(rows).toEqual([
        {
          provider_id: '10034',
          provider_name: 'CommBank',
          card_name: 'Student Card',
          annual_fee_cents: 2950,
          purchase_rate: 0.1999,
          email: 'holder@example.com',
        },
        {
          provider_id: null,
          provider_name: 'Local Credit Co-op',
          card_name: 'Gold',
          annual_fee_cents: null,
          purchase_rate: null,
          email: null,
        },
      ]);
      expect(await historyKinds(client)).toEqual([
        'missing_product_reported',
        'missing_product_reported',
        'signed_up',
      ]);

      const qa = (await (await staffMember()).post('/getOffersQA/', { limit: 1 })).json<QaPage>();
      expect(qa.missing_products.map((item) => item.reference)).toContain(reference);
    });

    test.each([
      [
        { card_name: 'Gold' },
        'Send "provider_id" (a provider from our list) or "provider_name" (the bank\'s name).',
      ],
      [
        { provider_id: '99999', card_name: 'Gold' },
        '"provider_id": there is no provider "99999" in our data.',
      ],
      [{ provider_id: '10034' }, '"card_name" is required.'],
      [
        { provider_id: '10034', card_name: 'Gold', annual_fee: 12.345 },
        '"annual_fee" must be an amount in dollars with at most two decimals, like 1234.56.',
      ],
      [
        { provider_id: '10034', card_name: 'Gold', purchase_rate: 20.99 },
        '"purchase_rate" must be at most 1.',
      ],
      [
        { provider_id: '10034', card_name: 'Gold', email: 'nobody' },
        '"email" must be an e-mail address, like name@example.com.',
      ],
    ])('rejects %j with a clear 400', async (body, message) => {
      const client = await visitor(t());
      const response = await client.post('/addMissingProduct/', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
    });

    test('needs a session and the CSRF header', async () => {
      const body = { provider_name: 'Nobody Bank', card_name: 'Ghost Card' };
      expect((await t().client().post('/addMissingProduct/', body)).statusCode).toBe(401);
      const client = await visitor(t());
      expect((await client.post('/addMissingProduct/', body, { noCsrf: true })).statusCode).toBe(403);
      expect(await t().db.query("SELECT 1 FROM missing_products WHERE card_name = 'Ghost Card'")).toEqual([]);
    });
  });

  describe('/submitNudge/', () => {
    test('sets a reminder in Sydney calendar days, once per survey', async () => {
      const { client } = await member();
      const surveyId = await estimatedSurvey(client);
      // The test clock reads 2025-11-03 09:00 UTC, which is 20:00 the same day in Sydney.
      const first = await client.post('/submitNudge/', {
        survey_id: surveyId,
        email: 'me@example.com',
        remind_in_days: 90,
      });
      expect(first.statusCode).toBe(200);
      // Not the account's own address: it gets a link to confirm before any reminder.
      expect(first.json()).toEqual({ remind_on: '2026-02-01', confirmation: 'email_sent' });
      const again = await client.post('/submitNudge/', {
        survey_id: surveyId,
        email: 'me@example.com',
        remind_in_days: 30,
      });
      expect(again.json()).toEqual({ remind_on: '2025-12-03', confirmation: 'email_sent' });
      const rows = await t().db.query<{ remind_on: unknown; email: string }>(
        "SELECT to_char(remind_on, 'YYYY-MM-DD') AS remind_on, email FROM survey_registrations WHERE survey_id = $1",
        [surveyId],
      );
      expect(rows).toEqual([{ remind_on: '2025-12-03', email: 'me@example.com' }]);
      expect((await historyKinds(client)).filter((kind) => kind === 'reminder_set')).toHaveLength(1);
    });

    test('400 for another interval, 404 for another visitor’s survey, 403 without CSRF', async () => {
      const client = await visitor(t());
      const surveyId = await startSurvey(client);
      const body = { survey_id: surveyId, email: 'me@example.com', remind_in_days: 90 };
      const bad = await client.post('/submitNudge/', { ...body, remind_in_days: 45 });
      expect(errorOf(bad)).toEqual({
        code: 'BAD_REQUEST',
        message: '"remind_in_days" must be one of: 30, 90, 180.',
      });
      expect((await (await visitor(t())).post('/submitNudge/', body)).statusCode).toBe(404);
      expect((await client.post('/submitNudge/', body, { noCsrf: true })).statusCode).toBe(403);
      expect(
        await t().db.query('SELECT 1 FROM survey_registrations WHERE survey_id = $1', [surveyId]),
      ).toEqual([]);
    });
  });

  describe('/noOffersRegistration/ and /submit2BeRegistration/', () => {
    test('store one registration of each kind per survey', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client);
      const noOffers = { survey_id: surveyId, email: 'Watcher@Example.com', first_name: 'Jane' };
      const sent = { ok: true, confirmation: 'email_sent' };
      expect((await client.post('/noOffersRegistration/', noOffers)).json()).toEqual(sent);
      expect((await client.post('/noOffersRegistration/', noOffers)).json()).toEqual(sent);
      const toBe = {
        survey_id: surveyId,
        email: 'watcher@example.com',
        interests: ['lower-fee', 'better-rewards'],
      };
      expect((await client.post('/submit2BeRegistration/', toBe)).json()).toEqual(sent);
      const rows = await t().db.query(
        'SELECT kind, email, first_name, interests FROM survey_registrations WHERE survey_id = $1 ORDER BY kind',
        [surveyId],
      );
      expect(rows).toEqual([
        { kind: 'no_offers', email: 'watcher@example.com', first_name: 'Jane', interests: null },
        {
          kind: 'to_be',
          email: 'watcher@example.com',
          first_name: null,
          interests: ['lower-fee', 'better-rewards'],
        },
      ]);
    });

    test.each([
      ['/noOffersRegistration/', { email: 'x' }, '"email" must be an e-mail address, like name@example.com.'],
      [
        '/noOffersRegistration/',
        { email: 'a@example.com', first_name: 'J4ne' },
        '"first_name" must be 1 to 50 letters (spaces, hyphens and apostrophes are fine).',
      ],
      [
        '/submit2BeRegistration/',
        { email: 'a@example.com', interests: [] },
        '"interests" must have at least 1 items.',
      ],
      [
        '/submit2BeRegistration/',
        { email: 'a@example.com', interests: ['lower-fee', 'lower-fee'] },
        '"interests" must be a list of different interests from: lower-fee, lower-rate, better-rewards, balance-transfer.',
      ],
      [
        '/submit2BeRegistration/',
        { email: 'a@example.com', interests: ['cheaper'] },
        '"interests[0]" must be one of: lower-fee, lower-rate, better-rewards, balance-transfer.',
      ],
    ])('%s rejects %j with a clear 400', async (path, body, message) => {
      const client = await visitor(t());
      const surveyId = await startSurvey(client);
      const response = await client.post(path, { survey_id: surveyId, ...body });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
    });

    test.each(['/noOffersRegistration/', '/submit2BeRegistration/'])(
      '%s: 404 for another visitor’s survey, 403 without CSRF',
      async (path) => {
        const client = await visitor(t());
        const surveyId = await startSurvey(client);
        const body = { survey_id: surveyId, email: 'a@example.com', interests: ['lower-rate'] };
        const payload = path === '/noOffersRegistration/' ? { survey_id: surveyId, email: body.email } : body;
        expect((await (await visitor(t())).post(path, payload)).statusCode).toBe(404);
        expect((await client.post(path, payload, { noCsrf: true })).statusCode).toBe(403);
        expect(
          await t().db.query('SELECT 1 FROM survey_registrations WHERE survey_id = $1', [surveyId]),
        ).toEqual([]);
      },
    );
  });

  describe('/updateUserProducts/', () => {
    test('replaces the signed-in user’s saved cards, as entered, with their names', async () => {
      const { client, userId } = await member();
      const products = [card(COMMBANK_AWARDS, 100.1, 100.1, 0), card(OTHER_BANK_CARD)];
      const response = await client.post('/updateUserProducts/', { products });
      expect(response.statusCode).toBe(200);
      const saved = response.json<{ products: Record<string, unknown>[]; updated_at: string }>();
      // As stored, with each card's figures on today's data (tested with /getUserProducts/).
      expect(saved.products).toEqual([
        expect.objectContaining({
          ...products[0],
          card_name: 'Awards credit card',
          provider_id: '10034',
          provider_name: 'CommBank',
          yearly_cost_cents: expect.any(Number),
          unavailable: false,
        }),
        expect.objectContaining({ ...products[1], provider_id: '10004', unavailable: false }),
      ]);
      expect(saved.updated_at).toBe(t().clock.now().toISOString());
      const cleared = await client.post('/updateUserProducts/', { products: [] });
      expect(cleared.json<{ products: unknown[] }>().products).toEqual([]);
      const [row] = await t().db.query<{ products: unknown[]; source: string }>(
        'SELECT products, source FROM user_products WHERE user_id = $1',
        [userId],
      );
      expect(row).toEqual({ products: [], source: 'account' });
      expect((await historyKinds(client)).slice(0, 2)).toEqual([
        'saved_cards_updated',
        'saved_cards_updated',
      ]);
    });

    test('401 signed out, 400 for bad cards, 403 without CSRF', async () => {
      const anonymous = await visitor(t());
      const signedOut = await anonymous.post('/updateUserProducts/', { products: [] });
      expect(signedOut.statusCode).toBe(401);
      expect(errorOf(signedOut).code).toBe('UNAUTHORIZED');

      const { client, userId } = await member();
      const unknown = await client.post('/updateUserProducts/', { products: [card('10034-CC99999')] });
      expect(errorOf(unknown).message).toBe(
        '"products[0].product_id": there is no credit card "10034-CC99999" in our data.',
      );
      const tooMany = await client.post('/updateUserProducts/', {
        products: Array.from({ length: 6 }, () => card(COMMBANK_AWARDS)),
      });
      expect(errorOf(tooMany).message).toBe('"products" must have at most 5 items.');
      const noCsrf = await client.post(
        '/updateUserProducts/',
        { products: [card(COMMBANK_AWARDS)] },
        { noCsrf: true },
      );
      expect(noCsrf.statusCode).toBe(403);
      expect(await t().db.query('SELECT 1 FROM user_products WHERE user_id = $1', [userId])).toEqual([]);
    });
  });

  describe('/updateUserProductsByEventId/', () => {
    test('a signed link replaces the survey’s cards and estimate, and its owner’s saved cards', async () => {
      const { client: owner, userId } = await member();
      const surveyId = await estimatedSurvey(owner);
      const [before] = await t().db.query<{ estimate: { total_cents: number } }>(
        'SELECT estimate FROM surveys WHERE id = $1',
        [surveyId],
      );
      const token = createSurveyLinkToken(t().app.ctx.secret, surveyId, t().clock.now());
      // The link works in a browser that is not signed in.
      const browser = await visitor(t());
      const products = [card(OTHER_BANK_CARD, 200, 200, 0)];
      const response = await browser.post('/updateUserProductsByEventId/', { event_id: token, products });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        survey_id: surveyId,
        products: [expect.objectContaining({ ...products[0], provider_id: '10004' })],
        estimate: expect.objectContaining({ total_cents: expect.any(Number) }),
        summary: {
          yearly_cost_cents: expect.any(Number),
          best_stay: null,
          best_switch: expect.objectContaining({ first_year_saving_cents: expect.any(Number) }),
        },
      });
      const answer = response.json<{
        estimate: { total_cents: number };
        summary: { yearly_cost_cents: number };
      }>();
      // The summary's yearly cost is the estimate's.
      expect(answer.summary.yearly_cost_cents).toBe(answer.estimate.total_cents);
      const [after] = await t().db.query<{
        cards: { product_id: string }[];
        estimate: { total_cents: number };
        offers: unknown;
      }>('SELECT cards, estimate, offers FROM surveys WHERE id = $1', [surveyId]);
      // The answer's estimate is the one stored with the survey.
      expect(response.json<{ estimate: unknown }>().estimate).toEqual(after?.estimate);
      expect(after?.cards.map((entry) => entry.product_id)).toEqual([OTHER_BANK_CARD]);
      expect(after?.estimate.total_cents).not.toBe(before?.estimate.total_cents);
      expect(notWholeCents(after?.estimate)).toEqual([]);
      const [saved] = await t().db.query<{ source: string }>(
        'SELECT source FROM user_products WHERE user_id = $1',
        [userId],
      );
      expect(saved?.source).toBe('email-link');
    });

    test('400 for a forged, altered or expired link; 404 when the survey is gone; 403 without CSRF', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client);
      const products = [card(OTHER_BANK_CARD)];
      const forged = createSurveyLinkToken('not-the-server-key', surveyId, t().clock.now());
      const valid = createSurveyLinkToken(t().app.ctx.secret, surveyId, t().clock.now());
      const altered = valid.replace(/\.[0-9a-z]+\./, '.zzzzzz.');
      for (const eventId of [forged, altered, 'garbage']) {
        const response = await client.post('/updateUserProductsByEventId/', { event_id: eventId, products });
        expect([eventId, errorOf(response).message]).toEqual([
          eventId,
          'This link is not one of ours, or part of it is missing. Open it from your e-mail again, or sign in to update your cards.',
        ]);
      }
      const expired = createSurveyLinkToken(t().app.ctx.secret, surveyId, t().clock.now(), -1000);
      const old = await client.post('/updateUserProductsByEventId/', { event_id: expired, products });
      expect(errorOf(old).message).toBe('This link has expired. Sign in to update your cards.');
      const gone = createSurveyLinkToken(
        t().app.ctx.secret,
        '00000000-0000-4000-8000-000000000000',
        t().clock.now(),
      );
      expect(
        (await client.post('/updateUserProductsByEventId/', { event_id: gone, products })).statusCode,
      ).toBe(404);
      const noCsrf = await client.post(
        '/updateUserProductsByEventId/',
        { event_id: valid, products },
        { noCsrf: true },
      );
      expect(noCsrf.statusCode).toBe(403);
      const [row] = await t().db.query<{ cards: { product_id: string }[] }>(
        'SELECT cards FROM surveys WHERE id = $1',
        [surveyId],
      );
      expect(row?.cards.map((entry) => entry.product_id)).toEqual([COMMBANK_AWARDS]);
    });
  });

  describe('offer-qa: /getOffersQA/ and /getOfferDetailsQA/', () => {
    test('401 signed out, 403 signed in but not staff', async () => {
      const anonymous = await visitor(t());
      const { client } = await member();
      for (const [path, body] of [
        ['/getOffersQA/', {}],
        ['/getOfferDetailsQA/', { offer_id: COMMBANK_AWARDS }],
      ] as const) {
        const signedOut = await anonymous.post(path, body);
        expect([path, signedOut.statusCode, errorOf(signedOut).code]).toEqual([path, 401, 'UNAUTHORIZED']);
        const notStaff = await client.post(path, body);
        expect([path, notStaff.statusCode, errorOf(notStaff).code]).toEqual([path, 403, 'FORBIDDEN']);
      }
    });

    test('pages every card with its yearly cost per profile and its data flags', async () => {
      const client = await staffMember();
      const first = (await client.post('/getOffersQA/', {})).json<QaPage>();
      const cardCount = t().app.ctx.cardJourney.catalogue.cards.length;
      expect(first).toMatchObject({ total: cardCount, limit: 20, offset: 0, has_more: true });
      expect(first.items).toHaveLength(20);
      expect(first.profiles.map((profile) => profile.id)).toEqual(['transactor', 'revolver', 'big-spender']);
      expect(first.items[0]?.costs.map((cost) => cost.profile)).toEqual([
        'transactor',
        'revolver',
        'big-spender',
      ]);
      expect(notWholeCents(first)).toEqual([]);

      const all: QaPage['items'] = [];
      for (let offset = 0; offset < cardCount; offset += 100) {
        all.push(...(await client.post('/getOffersQA/', { limit: 100, offset })).json<QaPage>().items);
      }
      expect(new Set(all.map((item) => item.card_id)).size).toBe(cardCount);
      const withoutAddress = all.filter((item) => item.flags.some((flag) => flag.code === 'no-web-address'));
      expect(withoutAddress.map((item) => item.card_id)).toEqual(
        [...t().app.ctx.cardJourney.catalogue.byId.keys()].filter(
          (id) => !t().app.ctx.cardJourney.redirectableIds.has(id),
        ),
      );
      expect(all.filter((item) => item.sponsored).every((item) => item.provider_name === 'CommBank')).toBe(
        true,
      );
    });

    test('with a profile, only that cost, cheapest first', async () => {
      const client = await staffMember();
      const page = (
        await client.post('/getOffersQA/', { profile: 'revolver', limit: 50, offset: 10 })
      ).json<QaPage>();
      expect(page.profiles.map((profile) => profile.id)).toEqual(['revolver']);
      const costs = page.items.map((item) => {
        expect(item.costs.map((cost) => cost.profile)).toEqual(['revolver']);
        return item.costs[0]?.yearly_cost_cents ?? Number.NaN;
      });
      expect(costs).toHaveLength(50);
      expect(costs).toEqual([...costs].sort((a, b) => a - b));
    });

    test.each([
      [{ limit: 0 }, '"limit" must be at least 1.'],
      [{ limit: 101 }, '"limit" must be at most 100.'],
      [{ limit: '5' }, '"limit" must be a whole number.'],
      [{ profile: 'saver' }, '"profile" must be one of: transactor, revolver, big-spender.'],
    ])('rejects %j with a clear 400', async (body, message) => {
      const response = await (await staffMember()).post('/getOffersQA/', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
    });

    test('details: the full working per profile, the raw and normalised record, the flags', async () => {
      const client = await staffMember();
      const response = await client.post('/getOfferDetailsQA/', { offer_id: COMMBANK_AWARDS });
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        card: { name: string };
        profiles: { id: string; estimate: { months: unknown[]; ongoing: { total_cents: number } } }[];
        raw: { nameLong: string };
        normalised: { annual_fee_cents: number; reward_program_id: number };
        program: { name: string } | null;
        flags: unknown[];
      }>();
      expect(body.card.name).toBe('Awards credit card');
      expect(body.profiles.map((profile) => [profile.id, profile.estimate.months.length])).toEqual([
        ['transactor', 12],
        ['revolver', 12],
        ['big-spender', 12],
      ]);
      expect(body.raw.nameLong).toBe('Awards credit card');
      expect(body.normalised.annual_fee_cents).toBe(9600);
      expect(body.program?.name).toBeTruthy();
      expect(Array.isArray(body.flags)).toBe(true);
      expect(notWholeCents(body.profiles)).toEqual([]);

      const unknown = await client.post('/getOfferDetailsQA/', { offer_id: '10034-CC99999' });
      expect(unknown.statusCode).toBe(404);
      const noCsrf = await client.post(
        '/getOfferDetailsQA/',
        { offer_id: COMMBANK_AWARDS },
        { noCsrf: true },
      );
      expect(noCsrf.statusCode).toBe(403);
    });
  });
});
