/** @jest-environment ./server/test/pglite-environment.ts */
import { estimateSurvey } from '../../src/domain/cards/estimate-survey';
import { rankOffers } from '../../src/domain/cards/rank-offers';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import type { ResponseOf } from '../../src/api/contract';
import type { productTransferVerify, surveyEstimate } from '../../src/api/card-journey';
import { encodeWebAddress } from '../lib/web-address';
import { findUserByEmail } from '../services/users';
import { signIn, signUp } from './helpers/auth-flows';
import {
  card,
  COMMBANK_AWARDS,
  COMMBANK_ULTIMATE_AWARDS,
  estimatedSurvey,
  notWholeCents,
  type OfferBody,
  offersFor,
  OTHER_BANK_CARD,
  startSurvey,
  visitor,
} from './helpers/card-surveys';
import { errorOf, type PostOptions, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const MISSING_SURVEY = '00000000-0000-4000-8000-000000000000';

type EstimateBody = ResponseOf<typeof surveyEstimate>;

describe.each(testDrivers())('the card journey on %s, with the real data', (driver) => {
  const t = useTestApp(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  async function surveyRow(surveyId: string) {
    const [row] = await t().db.query<{
      status: string;
      browser_id: string;
      visit_id: string | null;
      user_id: string | null;
      cards: unknown;
      estimate: unknown;
      offers: { stay: { offer_id: string }[]; switch: { offer_id: string }[] } | null;
    }>('SELECT status, browser_id, visit_id, user_id, cards, estimate, offers FROM surveys WHERE id = $1', [
      surveyId,
    ]);
    return row;
  }

  async function firstOffer(
    client: TestClient,
    surveyId: string,
    type: 'stay' | 'switch',
  ): Promise<OfferBody> {
    const offer = (await offersFor(client, surveyId))[type][0];
    if (!offer) throw new Error(`no ${type} offer`);
    return offer;
  }

  describe('/survey/start/', () => {
    test('starts a survey for this visit, which /checkActiveEvent/ offers to resume', async () => {
      const client = await visitor(t());
      const surveyId = await startSurvey(client);
      expect(surveyId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await surveyRow(surveyId)).toMatchObject({
        status: 'active',
        browser_id: client.browserId,
        visit_id: client.visitId,
        user_id: null,
        estimate: null,
      });
      const active = (await client.post('/checkActiveEvent/')).json<{ event: { id: string } | null }>();
      expect(active.event?.id).toBe(surveyId);
    });

    test('belongs to the account when signed in', async () => {
      const client = await visitor(t());
      const person = await signUp(t(), client);
      const user = await findUserByEmail(t().db, person.email);
      const surveyId = await startSurvey(client);
      expect((await surveyRow(surveyId))?.user_id).toBe(user?.id);
    });

    test('files the survey under the session’s browser whatever the body names; refuses no session and no CSRF header', async () => {
      const client = await visitor(t());
      const victim = await visitor(t());
      const named = await client.post('/survey/start/', { browser_id: victim.browserId, frontend: 'gatsby' });
      expect(named.statusCode).toBe(200);
      const surveyId = named.json<{ survey_id: string }>().survey_id;
      expect((await surveyRow(surveyId))?.browser_id).toBe(client.browserId);
      const noCsrf = await client.post('/survey/start/', {}, { noCsrf: true });
      expect(noCsrf.statusCode).toBe(403);
      expect(errorOf(noCsrf).code).toBe('CSRF');
      const noSession = await t().client().post('/survey/start/', {});
      expect(noSession.statusCode).toBe(401);
      const victims = await t().db.query('SELECT 1 FROM surveys WHERE browser_id = $1', [victim.browserId]);
      expect(victims).toHaveLength(0);
    });
  });

  describe('/survey/estimate/', () => {
    test('two real cards: whole cents everywhere, totals that add up, stored with the survey', async () => {
      const client = await visitor(t());
      const surveyId = await startSurvey(client);
      const cards = [card(COMMBANK_AWARDS, 1500, 1000, 3000), card(OTHER_BANK_CARD, 2000.5, 2000.5, 0)];
      const response = await client.post('/survey/estimate/', { survey_id: surveyId, cards });
      expect(response.statusCode).toBe(200);
      const { estimate } = response.json<EstimateBody>();
      expect(estimate.entries.map((entry) => [entry.index, entry.estimate.card_id])).toEqual([
        [0, COMMBANK_AWARDS],
        [1, OTHER_BANK_CARD],
      ]);
      expect(notWholeCents(estimate)).toEqual([]);
      expect(estimate.total_cents).toBe(
        estimate.entries.reduce((sum, entry) => sum + entry.estimate.ongoing.total_cents, 0),
      );
      expect(estimate.total_cents).toBeGreaterThan(0);
      expect(estimate.debt_today_cents).toBe(300_000);
      expect(estimate.entries[0]?.estimate.months).toHaveLength(12);

      const row = await surveyRow(surveyId);
      expect(row?.estimate).toEqual(estimate);
      expect(row?.cards).toEqual([
        { ...cards[0], card_name: 'Awards credit card', provider_id: '10034', provider_name: 'CommBank' },
        expect.objectContaining({ ...cards[1], provider_id: '10004' }),
      ]);
    });

    test.each([
      [{ cards: [] }, '"cards" must have at least 1 items.'],
      [
        { cards: Array.from({ length: 6 }, () => card(COMMBANK_AWARDS)) },
        '"cards" must have at most 5 items.',
      ],
      [{ cards: [card(COMMBANK_AWARDS, -1)] }, '"cards[0].monthly_spend" must be at least 0.'],
      [
        { cards: [card(COMMBANK_AWARDS, 1500, 1_000_000.01)] },
        '"cards[0].monthly_repayment" must be at most 1000000.',
      ],
      [
        { cards: [card(COMMBANK_AWARDS, 1500, 1000, 12.345)] },
        '"cards[0].balance_remaining" must be an amount in dollars with at most two decimals, like 1234.56.',
      ],
      [
        { cards: [{ ...card(COMMBANK_AWARDS), monthly_spend: '1500' }] },
        '"cards[0].monthly_spend" must be an amount in dollars from 0 to 1,000,000, like 1234.56.',
      ],
      [
        { cards: [card('10034-CC99999')] },
        '"cards[0].product_id": there is no credit card "10034-CC99999" in our data.',
      ],
      [
        { cards: [{ ...card(COMMBANK_AWARDS), colour: 'red' }] },
        '"cards[0].colour" is not a field this request accepts.',
      ],
      [{ cards: [{ product_id: COMMBANK_AWARDS }] }, '"cards[0].monthly_spend" is required.'],
    ])('rejects %j with a clear 400', async (body, message) => {
      const client = await visitor(t());
      const surveyId = await startSurvey(client);
      const response = await client.post('/survey/estimate/', { survey_id: surveyId, ...body });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'BAD_REQUEST', message });
      expect((await surveyRow(surveyId))?.estimate).toBeNull();
    });

    test('needs a survey id of the right form and the CSRF header', async () => {
      const client = await visitor(t());
      const malformed = await client.post('/survey/estimate/', {
        survey_id: 'abc',
        cards: [card(COMMBANK_AWARDS)],
      });
      expect(errorOf(malformed).message).toBe('"survey_id" must be a survey id from /survey/start/.');
      const surveyId = await startSurvey(client);
      const noCsrf = await client.post(
        '/survey/estimate/',
        { survey_id: surveyId, cards: [card(COMMBANK_AWARDS)] },
        { noCsrf: true },
      );
      expect(noCsrf.statusCode).toBe(403);
      expect((await surveyRow(surveyId))?.estimate).toBeNull();
    });

    test('another visitor’s survey, or one that does not exist, is 404', async () => {
      const owner = await visitor(t());
      const surveyId = await startSurvey(owner);
      const stranger = await visitor(t());
      for (const id of [surveyId, MISSING_SURVEY]) {
        const response = await stranger.post('/survey/estimate/', {
          survey_id: id,
          cards: [card(COMMBANK_AWARDS)],
        });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response)).toEqual({
          code: 'SURVEY_NOT_FOUND',
          message:
            'This credit card check is no longer available on this browser. Start a new check to see your figures.',
        });
        expect(JSON.stringify(errorOf(response))).not.toContain(id);
      }
      expect((await surveyRow(surveyId))?.estimate).toBeNull();
    });
  });

  describe('/getOffers/', () => {
    test('a CommBank card gets Stay offers at CommBank and Switch offers elsewhere, in saving order', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_ULTIMATE_AWARDS)]);
      const offers = await offersFor(client, surveyId);
      expect(offers.stay.length).toBeGreaterThanOrEqual(1);
      expect(offers.switch.length).toBeGreaterThanOrEqual(1);
      expect(offers.no_better_offer).toBe(false);
      expect(offers.stay.every((offer) => offer.offer_type === 'Stay' && offer.provider_id === '10034')).toBe(
        true,
      );
      expect(
        offers.switch.every((offer) => offer.offer_type === 'Switch' && offer.provider_id !== '10034'),
      ).toBe(true);
      // Ranked by the saving over two years unless the visitor says otherwise.
      expect(offers.horizon_years).toBe(2);
      for (const list of [offers.stay, offers.switch]) {
        const savings = list.map((offer) => offer.first_year_saving_cents + offer.ongoing_saving_cents);
        expect(savings).toEqual([...savings].sort((a, b) => b - a));
        expect(savings.every((saving) => saving > 0)).toBe(true);
      }
      expect(notWholeCents(offers)).toEqual([]);
      // Lists leave the month-by-month statements to /getOfferDetails/.
      expect(offers.switch[0]?.cost.months).toBeUndefined();
      expect(offers.stay[0]?.provider_name).toBe('CommBank');

      // Every card of every row is stored, so any lender of a collapsed row may be chosen.
      const row = await surveyRow(surveyId);
      const everyCard = (rows: typeof offers.stay) =>
        rows.flatMap((shown) => [shown.offer_id, ...shown.same_figures.map((same) => same.offer_id)]);
      expect(row?.offers?.stay.map((offer) => offer.offer_id)).toEqual(everyCard(offers.stay));
      expect(row?.offers?.switch.map((offer) => offer.offer_id)).toEqual(everyCard(offers.switch));
    });

    test('the CommBank cards are marked sponsored where they stand; the lists are the ranking without sponsorship', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS)]);
      const offers = await offersFor(client, surveyId);
      const listed = [...offers.stay, ...offers.switch];
      const marked = listed.filter((offer) => offer.sponsored);
      expect(marked.length).toBeGreaterThan(0);
      expect(marked.every((offer) => offer.provider_id === '10034')).toBe(true);
      expect(listed.filter((offer) => offer.provider_id === '10034').every((offer) => offer.sponsored)).toBe(
        true,
      );
      // The partner is named once, for the disclosure above the lists.
      expect(offers.partner_providers).toEqual([{ id: '10034', name: 'CommBank' }]);

      const { catalogue } = t().app.ctx.cardJourney;
      const held = catalogue.byId.get(COMMBANK_AWARDS)?.card;
      if (!held) throw new Error('the CommBank card is not in the catalogue');
      const usage = {
        monthlySpendCents: 150_000,
        monthlyRepaymentCents: 100_000,
        balanceRemainingCents: 300_000,
      };
      const unsponsored = rankOffers(estimateSurvey([{ card: held, usage }], catalogue), catalogue);
      const idsOf = (rows: { offerId: string }[]) => rows.map((row) => row.offerId);
      expect(offers.stay.map((offer) => offer.offer_id)).toEqual(idsOf(unsponsored.stay));
      expect(offers.switch.map((offer) => offer.offer_id)).toEqual(idsOf(unsponsored.switch));
    });

    test.each([1, 2, 3] as const)(
      'ranked by the saving over the %s years asked for, through the filters asked for',
      async (years) => {
        const client = await visitor(t());
        const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS, 2000, 1800, 3500)]);
        const offers = await offersFor(client, surveyId, { horizon_years: years });
        expect(offers.horizon_years).toBe(years);
        for (const list of [offers.stay, offers.switch]) {
          const savings = list.map(
            (offer) => offer.first_year_saving_cents + (years - 1) * offer.ongoing_saving_cents,
          );
          expect(savings).toEqual([...savings].sort((a, b) => b - a));
          expect(savings.every((saving) => saving > 0)).toBe(true);
        }
      },
    );

    test('one year and three rank the Smart Awards example differently', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS, 2000, 1800, 3500)]);
      const one = await offersFor(client, surveyId, { horizon_years: 1 });
      const three = await offersFor(client, surveyId, { horizon_years: 3 });
      expect(three.switch.map((offer) => offer.offer_id)).not.toEqual(
        one.switch.map((offer) => offer.offer_id),
      );
      // The card that saves most in the first year then costs more each year: not first over three.
      const firstOverOne = one.switch[0];
      expect(firstOverOne?.ongoing_saving_cents).toBeLessThan(0);
      expect(three.switch[0]?.offer_id).not.toBe(firstOverOne?.offer_id);
    });

    test('answers the rows asked for of each list, and how many each has in all', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS, 2000, 1800, 3500)]);
      const first = await offersFor(client, surveyId);
      expect(first.switch).toHaveLength(10);
      expect(first.row_counts.switch).toBeGreaterThan(20);
      const more = await offersFor(client, surveyId, { rows: { switch: 20 } });
      expect(more.switch).toHaveLength(20);
      expect(more.switch.slice(0, 10).map((row) => row.offer_id)).toEqual(
        first.switch.map((row) => row.offer_id),
      );
      expect(more.stay.map((row) => row.offer_id)).toEqual(first.stay.map((row) => row.offer_id));
      expect(more.row_counts).toEqual(first.row_counts);
      // Every row answered is stored, so an offer shown after "Show more" may be chosen.
      expect((await surveyRow(surveyId))?.offers?.switch.length).toBeGreaterThanOrEqual(20);
    });

    test('filters keep only the cards asked for', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS, 2000, 1800, 3500)]);
      const filtered = await offersFor(client, surveyId, {
        filters: { no_annual_fee: true, exclude_my_bank: true },
      });
      expect(filtered.filtered).toBe(true);
      expect(filtered.stay).toEqual([]);
      expect(filtered.switch.length).toBeGreaterThan(0);
      for (const offer of filtered.switch) {
        const fees = offer.cost.first_year as unknown as {
          working: { kind: string; amount_cents: number }[];
        };
        expect(
          fees.working.filter((item) => item.kind === 'annual-fee').every((item) => item.amount_cents === 0),
        ).toBe(true);
      }
      const rewards = await offersFor(client, surveyId, {
        filters: { rewards: true, balance_transfer: true },
      });
      const catalogue = t().app.ctx.cardJourney.catalogue;
      for (const offer of [...rewards.stay, ...rewards.switch]) {
        const listed = catalogue.byId.get(offer.offer_id)?.card;
        expect([offer.offer_id, listed?.rewards, listed?.balanceTransfer !== null]).toEqual([
          offer.offer_id,
          true,
          true,
        ]);
      }
    });

    test('members-only cards are hidden and counted until the visitor says they may join, or asks to see all', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS, 2000, 1800, 3500)]);
      const QBANK_BLUEY = t().app.ctx.cardJourney.catalogue.cards.find((facts) =>
        facts.card.name.startsWith('Bluey'),
      )?.card.id;
      const listedIds = (offers: { switch: { offer_id: string; same_figures: { offer_id: string }[] }[] }) =>
        offers.switch.flatMap((row) => [row.offer_id, ...row.same_figures.map((same) => same.offer_id)]);

      const plain = await offersFor(client, surveyId);
      expect(listedIds(plain)).not.toContain(QBANK_BLUEY);
      expect(plain.hidden.count).toBeGreaterThan(0);
      expect(plain.hidden.by_reason).toContainEqual({ kind: 'members-only', count: expect.any(Number) });
      expect(plain.questions.member_groups.map((group) => group.id)).toEqual(
        expect.arrayContaining(['police', 'health', 'education', 'university']),
      );
      expect(plain.questions.age).toBe(false);

      const police = await offersFor(client, surveyId, { eligibility: { member_groups: ['police'] } });
      expect(listedIds(police)).toContain(QBANK_BLUEY);

      const all = await offersFor(client, surveyId, { show_all: true });
      const bluey = all.switch.find((row) => row.offer_id === QBANK_BLUEY);
      expect(bluey?.ineligible).toEqual([
        expect.objectContaining({
          kind: 'members-only',
          text: expect.stringMatching(/^Members only: police/),
        }),
      ]);
      expect(all.hidden.count).toBe(plain.hidden.count);
      // Every card the visitor cannot get is listed, with its reason, however far down it ranks.
      const marked = [...all.stay, ...all.switch]
        .flatMap((row) => [row, ...row.same_figures])
        .filter((offer) => offer.ineligible.length > 0);
      expect(marked).toHaveLength(plain.hidden.count);
    });

    test('no two rows of a list have the same figures; same-figure cards are one row', async () => {
      const client = await visitor(t());
      // Spending $200 a month reaches no sign-up bonus or cash back, so low-rate cards lead the list.
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS, 200, 1800, 3500)]);
      const offers = await offersFor(client, surveyId, { show_all: true });
      for (const list of [offers.stay, offers.switch]) {
        const figures = list.map((row) =>
          JSON.stringify([
            row.first_year_saving_cents,
            row.ongoing_saving_cents,
            row.cost.ongoing.total_cents,
          ]),
        );
        expect(new Set(figures).size).toBe(figures.length);
      }
      // Teachers Mutual Bank and its three brands publish one card with one price list: one row.
      const lenders = (row: (typeof offers.switch)[number]) => [
        row.provider_name,
        ...row.same_figures.map((same) => same.provider_name),
      ];
      const mutual = offers.switch.find((row) => lenders(row).includes('UniBank'));
      expect(mutual && lenders(mutual)).toEqual([
        'Firefighters Mutual Bank',
        'Health Professionals Bank',
        'Teachers Mutual Bank',
        'UniBank',
      ]);
    });

    test.each([
      [{ horizon_years: 5 }, '"horizon_years" must be one of: 1, 2, 3.'],
      [{ horizon_years: '2' }, '"horizon_years"'],
      [{ sort: 'first-year' }, '"sort" is not a field this request accepts.'],
      [{ rows: { switch: 0 } }, '"rows.switch"'],
      [{ rows: { switch: 501 } }, '"rows.switch"'],
      [{ rows: { all: 10 } }, '"rows.all" is not a field this request accepts.'],
      [{ filters: { no_annual_fee: 'yes' } }, '"filters.no_annual_fee"'],
      [{ filters: { colour: true } }, '"filters.colour" is not a field this request accepts.'],
      [{ eligibility: { member_groups: ['pilots'] } }, 'must be one of: police, emergency-services'],
      [{ eligibility: { age: 12 } }, '"eligibility.age"'],
      [{ eligibility: { member_groups: 'police' } }, '"eligibility.member_groups"'],
      [{ show_all: 'true' }, '"show_all"'],
    ])('refuses %j with a clear 400', async (settings, message) => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client);
      const response = await client.post('/getOffers/', { survey_id: surveyId, ...settings });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toContain(message);
      expect((await surveyRow(surveyId))?.offers).toBeNull();
    });

    test('409 before an estimate, 404 for another visitor’s survey, 403 without CSRF', async () => {
      const client = await visitor(t());
      const surveyId = await startSurvey(client);
      const early = await client.post('/getOffers/', { survey_id: surveyId });
      expect(early.statusCode).toBe(409);
      expect(errorOf(early)).toEqual({
        code: 'CONFLICT',
        message:
          'This survey has no estimate yet. Send your cards to /survey/estimate/ first, then ask for offers.',
      });

      const estimated = await estimatedSurvey(client);
      const stranger = await visitor(t());
      expect((await stranger.post('/getOffers/', { survey_id: estimated })).statusCode).toBe(404);
      const noCsrf = await client.post('/getOffers/', { survey_id: estimated }, { noCsrf: true });
      expect(noCsrf.statusCode).toBe(403);
      expect((await surveyRow(estimated))?.offers).toBeNull();
      const unknown = await client.post('/getOffers/', { survey_id: estimated, limit: 3 });
      expect(errorOf(unknown).message).toBe('"limit" is not a field this request accepts.');
    });

    test('every Switch offer it returns with redirect_available opens through /productRedirect/', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [
        card(COMMBANK_AWARDS),
        card(OTHER_BANK_CARD, 300, 300, 1500),
      ]);
      const offers = await offersFor(client, surveyId);
      const switches = offers.switch.flatMap((row) => [row, ...row.same_figures]);
      expect(switches.length).toBeGreaterThan(0);
      for (const offer of switches) {
        expect([offer.offer_id, offer.redirect_available]).toEqual([offer.offer_id, true]);
        const response = await client.post('/productRedirect/', {
          offer_id: offer.offer_id,
          offer_type: 'Switch',
          webpage_url: encodeWebAddress('/credit-cards/offers/'),
          visit_id: client.visitId,
          survey_id: surveyId,
        });
        expect([offer.offer_id, response.statusCode]).toEqual([offer.offer_id, 200]);
        expect(new URL(response.json<{ url: string }>().url).searchParams.get('utm_campaign')).toBe('switch');
      }
    });

    test('redirect_available says exactly which cards have a seeded Switch offer', async () => {
      const seeded = new Set(
        (await t().db.query<{ id: string }>("SELECT id FROM offers WHERE offer_type = 'Switch'")).map(
          (row) => row.id,
        ),
      );
      const journey = t().app.ctx.cardJourney;
      const cardIds = journey.catalogue.cards.map((facts) => facts.card.id);
      expect(cardIds.filter((id) => seeded.has(id) !== journey.redirectableIds.has(id))).toEqual([]);
      // The gap, if any, is small and known: cards without any web address in our data.
      const withoutOffer = cardIds.filter((id) => !seeded.has(id));
      expect(withoutOffer.length).toBeLessThan(5);
    });
  });

  describe('/getOfferDetails/', () => {
    test('answers one offer with its month-by-month working and the card’s facts', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client);
      const listed = await firstOffer(client, surveyId, 'switch');
      const response = await client.post('/getOfferDetails/', {
        survey_id: surveyId,
        offer_id: listed.offer_id,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        offer: OfferBody & { cost: { months: unknown[] } };
        card: Record<string, unknown>;
      }>();
      expect(body.offer.offer_id).toBe(listed.offer_id);
      expect(body.offer.first_year_saving_cents).toBe(listed.first_year_saving_cents);
      expect(body.offer.cost.months).toHaveLength(12);
      expect(body.card).toMatchObject({
        id: listed.offer_id,
        name: listed.card_name,
        provider_id: listed.provider_id,
        provider_name: listed.provider_name,
      });
      for (const field of [
        'annual_fee_cents',
        'purchase_rate',
        'interest_free_days',
        'rewards',
        'balance_transfer',
      ]) {
        expect(body.card).toHaveProperty(field);
      }
      expect(Number.isSafeInteger(body.card.annual_fee_cents)).toBe(true);
      expect(notWholeCents(body)).toEqual([]);
    });

    test('answers any card of the data the survey does not hold: a sponsored one, a hidden one, one past the lists', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS, 2000, 1800, 3500)]);
      const offers = await offersFor(client, surveyId);
      const catalogue = t().app.ctx.cardJourney.catalogue;
      const bluey = catalogue.cards.find((facts) => facts.card.name.startsWith('Bluey'))?.card.id;
      const listed = new Set(
        [...offers.stay, ...offers.switch].flatMap((row) => [
          row.offer_id,
          ...row.same_figures.map((same) => same.offer_id),
        ]),
      );
      const pastTheLists = catalogue.cards.find(
        (facts) => facts.card.providerId !== '10034' && facts.card.id !== bluey && !listed.has(facts.card.id),
      )?.card.id;
      for (const [offerId, type] of [
        [offers.stay.find((offer) => offer.sponsored)?.offer_id, 'Stay'],
        [bluey, 'Switch'],
        [pastTheLists, 'Switch'],
      ] as const) {
        const response = await client.post('/getOfferDetails/', {
          survey_id: surveyId,
          offer_id: offerId,
          offer_type: type,
        });
        expect([offerId, response.statusCode]).toEqual([offerId, 200]);
        expect(response.json<{ offer: { offer_id: string; offer_type: string } }>().offer).toMatchObject({
          offer_id: offerId,
          offer_type: type,
        });
      }
    });

    test('404 for a card that is not an offer of this survey or of another type; 400 for a bad type', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS)]);
      const listed = await firstOffer(client, surveyId, 'switch');
      const held = await client.post('/getOfferDetails/', { survey_id: surveyId, offer_id: COMMBANK_AWARDS });
      expect(held.statusCode).toBe(404);
      const wrongType = await client.post('/getOfferDetails/', {
        survey_id: surveyId,
        offer_id: listed.offer_id,
        offer_type: 'Stay',
      });
      expect(wrongType.statusCode).toBe(404);
      const badType = await client.post('/getOfferDetails/', {
        survey_id: surveyId,
        offer_id: listed.offer_id,
        offer_type: 'Maybe',
      });
      expect(errorOf(badType)).toEqual({
        code: 'BAD_REQUEST',
        message: '"offer_type" must be one of: Stay, Switch.',
      });
    });

    test('409 before an estimate, 404 for another visitor, 403 without CSRF', async () => {
      const client = await visitor(t());
      const fresh = await startSurvey(client);
      expect(
        (await client.post('/getOfferDetails/', { survey_id: fresh, offer_id: OTHER_BANK_CARD })).statusCode,
      ).toBe(409);
      const surveyId = await estimatedSurvey(client);
      const listed = await firstOffer(client, surveyId, 'switch');
      const body = { survey_id: surveyId, offer_id: listed.offer_id };
      expect((await (await visitor(t())).post('/getOfferDetails/', body)).statusCode).toBe(404);
      expect((await client.post('/getOfferDetails/', body, { noCsrf: true })).statusCode).toBe(403);
    });
  });

  describe('/surveyOutcome/', () => {
    test('is idempotent: choosing twice stores one outcome and one history entry, and finishes the survey', async () => {
      const client = await visitor(t());
      await signUp(t(), client);
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_ULTIMATE_AWARDS)]);
      const offer = await firstOffer(client, surveyId, 'stay');
      const body = { survey_id: surveyId, offer_id: offer.offer_id, offer_type: 'Stay', outcome: 'chosen' };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await client.post('/surveyOutcome/', body);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ok: true });
      }
      const outcomes = await t().db.query(
        'SELECT offer_id, outcome FROM survey_outcomes WHERE survey_id = $1',
        [surveyId],
      );
      expect(outcomes).toEqual([{ offer_id: offer.offer_id, outcome: 'chosen' }]);
      expect((await surveyRow(surveyId))?.status).toBe('finished');
      const history = (await client.post('/getEventHistory/')).json<{
        items: { kind: string; data: unknown }[];
      }>();
      expect(history.items.filter((item) => item.kind === 'offer_chosen')).toEqual([
        expect.objectContaining({
          data: { survey_id: surveyId, offer_id: offer.offer_id, offer_type: 'Stay' },
        }),
      ]);

      const dismissed = await client.post('/surveyOutcome/', { ...body, outcome: 'dismissed' });
      expect(dismissed.statusCode).toBe(200);
      const [row] = await t().db.query<{ outcome: string }>(
        'SELECT outcome FROM survey_outcomes WHERE survey_id = $1',
        [surveyId],
      );
      expect(row?.outcome).toBe('dismissed');
    });

    test('refuses an offer that is not of this survey, a bad outcome, and works before offers were listed', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS)]);
      const notOffered = await client.post('/surveyOutcome/', {
        survey_id: surveyId,
        offer_id: COMMBANK_AWARDS,
        offer_type: 'Stay',
        outcome: 'chosen',
      });
      expect(notOffered.statusCode).toBe(400);
      expect(errorOf(notOffered).message).toBe('"offer_id" is not a Stay offer of this survey.');
      // The check above ranked the survey, so its offers are stored without /getOffers/.
      expect((await surveyRow(surveyId))?.offers).not.toBeNull();
      const badOutcome = await client.post('/surveyOutcome/', {
        survey_id: surveyId,
        offer_id: OTHER_BANK_CARD,
        offer_type: 'Switch',
        outcome: 'maybe',
      });
      expect(errorOf(badOutcome).message).toBe('"outcome" must be one of: chosen, dismissed.');
      expect(await t().db.query('SELECT 1 FROM survey_outcomes WHERE survey_id = $1', [surveyId])).toEqual(
        [],
      );
    });

    test('409 before an estimate, 404 for another visitor, 403 without CSRF', async () => {
      const client = await visitor(t());
      const fresh = await startSurvey(client);
      const body = { survey_id: fresh, offer_id: OTHER_BANK_CARD, offer_type: 'Switch', outcome: 'chosen' };
      expect((await client.post('/surveyOutcome/', body)).statusCode).toBe(409);
      const surveyId = await estimatedSurvey(client);
      const offer = await firstOffer(client, surveyId, 'switch');
      const chosen = { ...body, survey_id: surveyId, offer_id: offer.offer_id };
      expect((await (await visitor(t())).post('/surveyOutcome/', chosen)).statusCode).toBe(404);
      expect((await client.post('/surveyOutcome/', chosen, { noCsrf: true })).statusCode).toBe(403);
      expect(await t().db.query('SELECT 1 FROM survey_outcomes WHERE survey_id = $1', [surveyId])).toEqual(
        [],
      );
    });
  });

  describe('/productTransfer/', () => {
    const details = {
      first_name: 'Jane',
      last_name: 'Citizen',
      mobile_number: '0412 345 678',
      card_last_four: '4321',
      preferred_contact: 'phone',
      consent: true,
    };

    type Confirmed = ResponseOf<typeof productTransferVerify>;

    /** The form sent for the survey's first Stay offer. */
    async function sendForm(client: TestClient, surveyId: string, email: string, change = {}) {
      const offer = await firstOffer(client, surveyId, 'stay');
      const body = { survey_id: surveyId, offer_id: offer.offer_id, email, ...details, ...change };
      return { offer, body, response: await client.post('/productTransfer/', body) };
    }

    async function verifyCode(
      client: TestClient,
      body: { survey_id: string; offer_id: string },
      code: string,
      options: PostOptions = {},
    ) {
      const target = { survey_id: body.survey_id, offer_id: body.offer_id };
      return client.post('/productTransfer/verify/', { ...target, code }, options);
    }

    /** A code other than the one sent (and not all zeros). */
    const wrong = (code: string) => (code === '111111' ? '222222' : '111111');

    const confirmations = async (to: string) =>
      (await t().messagesTo(to)).filter((text) => text.includes('Your reference is'));

    async function requestRow(surveyId: string) {
      const [row] = await t().db.query<{ email: string; email_verified_at: unknown; confirmed_at: unknown }>(
        'SELECT email, email_verified_at, confirmed_at FROM product_transfer_requests WHERE survey_id = $1',
        [surveyId],
      );
      return row;
    }

    test('e-mails only a code to a typed address, and the branded confirmation once the code comes back', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_ULTIMATE_AWARDS)]);
      const email = `transfer.${Date.now()}@example.com`;
      const { offer, body, response } = await sendForm(client, surveyId, email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'verify_email',
        sent_to: email,
        expires_in_seconds: 600,
        resend_after_seconds: 30,
      });
      const [codeMessage, ...others] = await t().messagesTo(email);
      expect(others).toEqual([]);
      expect(codeMessage?.replace(/\s+/g, ' ')).toContain(
        'Use it to confirm your e-mail for your StaySmart card request.',
      );
      expect(codeMessage).not.toContain('Jane');
      expect(codeMessage).not.toContain('Awards');
      expect(await requestRow(surveyId)).toMatchObject({
        email,
        email_verified_at: null,
        confirmed_at: null,
      });

      const code = await t().latestCode(email);
      const refused = await verifyCode(client, body, wrong(code));
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toEqual({
        code: 'INVALID_CODE',
        message: 'That code is not right. You have 4 tries left.',
      });
      expect(await t().messagesTo(email)).toHaveLength(1);

      const verified = await verifyCode(client, body, code);
      expect(verified.statusCode).toBe(200);
      const answer = verified.json<Confirmed>();
      expect(answer.status).toBe('confirmed');
      expect(answer.reference).toMatch(/^PT-[2-9A-HJKMNP-Z]{6}$/);
      expect(answer.provider_name).toBe('CommBank');
      expect(answer.next_steps).toEqual([
        'CommBank will contact you by phone to confirm the move.',
        'Keep up your repayments on your current card until then.',
        `Quote ${answer.reference} if you contact us about this request.`,
      ]);
      const messages = await confirmations(email);
      expect(messages).toHaveLength(1);
      // Lines are wrapped, so words are compared with the line breaks read as spaces.
      const text = (messages[0] ?? '').replace(/\s+/g, ' ');
      expect(text).toContain('Hi Jane,');
      expect(text).toContain(`Your reference is ${answer.reference}.`);
      expect(text).toContain('from your Ultimate Awards credit card');
      expect(text).toContain(offer.card_name);
      expect(text).toContain('The StaySmart team');

      const [row] = await t().db.query<Record<string, unknown>>(
        `SELECT reference, offer_id, provider_id, email, mobile_number, card_last_four, preferred_contact,
           email_verified_at IS NOT NULL AS verified
         FROM product_transfer_requests WHERE survey_id = $1`,
        [surveyId],
      );
      expect(row).toEqual({
        reference: answer.reference,
        offer_id: offer.offer_id,
        provider_id: '10034',
        email,
        mobile_number: '+61412345678',
        card_last_four: '4321',
        preferred_contact: 'phone',
        verified: true,
      });

      // The same form again, with the proved address: confirmed, and no second e-mail.
      const again = await client.post('/productTransfer/', body);
      expect(again.json<Confirmed>()).toEqual(answer);
      expect(await t().messagesTo(email)).toHaveLength(2);
      const used = await verifyCode(client, body, code);
      expect(errorOf(used).code).toBe('CODE_USED');

      // Another address needs its own code; the first keeps what it had.
      const other = `other.${Date.now()}@example.com`;
      const changed = await client.post('/productTransfer/', { ...body, email: other });
      expect(changed.json<{ status: string }>().status).toBe('verify_email');
      expect(await requestRow(surveyId)).toMatchObject({ email: other, email_verified_at: null });
      expect(await t().messagesTo(other)).toHaveLength(1);
      expect(await t().messagesTo(email)).toHaveLength(2);
      const reconfirmed = await verifyCode(client, body, await t().latestCode(other));
      expect(reconfirmed.json<Confirmed>().reference).toBe(answer.reference);
      expect(await confirmations(other)).toHaveLength(1);
      const rows = await t().db.query('SELECT 1 FROM product_transfer_requests WHERE survey_id = $1', [
        surveyId,
      ]);
      expect(rows).toHaveLength(1);
    });

    test('refuses a code that is wrong, expired, from another browser or never sent', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_ULTIMATE_AWARDS)]);
      const offer = await firstOffer(client, surveyId, 'stay');
      const target = { survey_id: surveyId, offer_id: offer.offer_id };
      const none = await verifyCode(client, target, '123456');
      expect(errorOf(none)).toEqual({
        code: 'NO_PENDING_CODE',
        message:
          'There is no code waiting to be checked for this card request in this browser. ' +
          'Please send the form again to get a new code.',
      });

      const email = `refused.${Date.now()}@example.com`;
      const { body } = await sendForm(client, surveyId, email);
      const code = await t().latestCode(email);
      // Another visitor's survey is not found; in a new session of the same browser the code is not waiting.
      expect((await verifyCode(await visitor(t()), body, code)).statusCode).toBe(404);
      const sameBrowser = t().client().sameBrowserAs(client);
      await sameBrowser.main();
      expect(errorOf(await verifyCode(sameBrowser, body, code)).code).toBe('NO_PENDING_CODE');
      expect((await verifyCode(client, body, code, { noCsrf: true })).statusCode).toBe(403);

      t().clock.advance(11 * 60_000);
      expect(errorOf(await verifyCode(client, body, code))).toEqual({
        code: 'CODE_EXPIRED',
        message: 'This code has expired: codes last 10 minutes. Please ask for a new code.',
      });

      // Sending the form again sends a new code; five wrong tries end it.
      await client.post('/productTransfer/', body);
      const second = await t().latestCode(email);
      for (let tries = 0; tries < 5; tries += 1) await verifyCode(client, body, wrong(second));
      expect(errorOf(await verifyCode(client, body, second)).code).toBe('TOO_MANY_ATTEMPTS');
      expect(await confirmations(email)).toEqual([]);
      expect((await requestRow(surveyId))?.email_verified_at).toBeNull();

      // Five codes to one address in ten minutes, then 429.
      for (let sent = 1; sent < 5; sent += 1) {
        expect((await client.post('/productTransfer/', body)).statusCode).toBe(200);
      }
      expect((await client.post('/productTransfer/', body)).statusCode).toBe(429);
    });

    test('a signed-in visitor gets the confirmation at once at the account’s address, a code at another', async () => {
      const client = await visitor(t());
      const person = await signUp(t(), client);
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_ULTIMATE_AWARDS)]);
      const { body, response } = await sendForm(client, surveyId, person.email.toUpperCase());
      expect(response.statusCode).toBe(200);
      const answer = response.json<Confirmed>();
      expect(answer).toMatchObject({ status: 'confirmed', provider_name: 'CommBank' });
      expect(await confirmations(person.email)).toHaveLength(1);
      expect(await requestRow(surveyId)).toMatchObject({ email: person.email });
      expect((await requestRow(surveyId))?.email_verified_at).not.toBeNull();

      const other = `elsewhere.${Date.now()}@example.com`;
      const elsewhere = await client.post('/productTransfer/', { ...body, email: other });
      expect(elsewhere.json<{ status: string; sent_to: string }>()).toMatchObject({
        status: 'verify_email',
        sent_to: other,
      });
      expect(await confirmations(other)).toEqual([]);
      const verified = await verifyCode(client, body, await t().latestCode(other));
      expect(verified.json<Confirmed>().reference).toBe(answer.reference);
      expect(await confirmations(other)).toHaveLength(1);
      // Back to the account's address: proved already, so confirmed at once again.
      const back = await client.post('/productTransfer/', { ...body, email: person.email });
      expect(back.json<Confirmed>().status).toBe('confirmed');
      expect(await confirmations(person.email)).toHaveLength(2);
    });

    test('lists the request in the signed-in user’s event history once, when it is confirmed', async () => {
      const client = await visitor(t());
      await signUp(t(), client);
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_ULTIMATE_AWARDS)]);
      const email = `history.${Date.now()}@example.com`;
      const { body } = await sendForm(client, surveyId, email);
      const history = async () =>
        (await client.post('/getEventHistory/')).json<{
          items: { kind: string; description: string }[];
        }>().items;
      expect((await history()).map((item) => item.kind)).toEqual(['survey_estimated', 'signed_up']);
      const verified = await verifyCode(client, body, await t().latestCode(email));
      const { reference } = verified.json<Confirmed>();
      await client.post('/productTransfer/', { ...body, email: `again.${Date.now()}@example.com` });
      await client.post('/productTransfer/', body);
      const items = await history();
      expect(items.map((item) => item.kind)).toEqual([
        'product_transfer_requested',
        'survey_estimated',
        'signed_up',
      ]);
      expect(items[0]?.description).toContain(reference);
    });

    test('a name typed by hand reaches no e-mail unless it is quoted and holds no link', async () => {
      const client = await visitor(t());
      const phishing = 'card. ACTION REQUIRED: your ANZ card is suspended, confirm at https://evil.example';
      const surveyId = await estimatedSurvey(client, [
        {
          entered_card: {
            provider_id: '10034',
            provider_name: null,
            card_name: phishing,
            annual_fee: 395,
            purchase_rate: 0.2399,
            interest_free_days: 44,
            reward_program_id: 0,
          },
          monthly_spend: 2000,
          monthly_repayment: 1800,
          balance_remaining: 3500,
        } as never,
      ]);
      const email = `victim.${Date.now()}@example.com`;
      const { body } = await sendForm(client, surveyId, email, { first_name: 'Jane. Call ANZ now' });
      const verified = await verifyCode(client, body, await t().latestCode(email));
      expect(verified.statusCode).toBe(200);
      const [confirmation] = await confirmations(email);
      const text = (confirmation ?? '').replace(/\s+/g, ' ');
      expect(text).toContain(
        'Hi, Thanks for asking StaySmart to arrange a move from the card you entered to the',
      );
      for (const message of await t().allMessages()) {
        expect(message).not.toMatch(/evil|ACTION REQUIRED|suspended|Call ANZ/);
      }
    });
    test.each([
      [{ consent: false }, '"consent" must be true: we need your consent to pass your details to the bank.'],
      [
        { mobile_number: '02 9999 9999' },
        '"mobile_number" must be an Australian mobile number, like 0412 345 678 or +61 412 345 678.',
      ],
      [
        { card_last_four: '12a4' },
        '"card_last_four" must be the last 4 digits of your current card, like 1234.',
      ],
      [{ preferred_contact: 'fax' }, '"preferred_contact" must be one of: email, phone.'],
      [{ email: 'not-an-address' }, '"email" must be an e-mail address, like name@example.com.'],
    ])('rejects %j with a clear 400', async (change, message) => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_ULTIMATE_AWARDS)]);
      const offer = await firstOffer(client, surveyId, 'stay');
      const email = `bad.${Date.now()}@example.com`;
      const response = await client.post('/productTransfer/', {
        survey_id: surveyId,
        offer_id: offer.offer_id,
        email,
        ...details,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
      expect(await t().messagesTo(email)).toEqual([]);
    });

    test('400 for a Switch offer, 404 for another visitor’s survey, 403 without CSRF', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_ULTIMATE_AWARDS)]);
      const switchOffer = await firstOffer(client, surveyId, 'switch');
      const email = `refused.${Date.now()}@example.com`;
      const body = { survey_id: surveyId, offer_id: switchOffer.offer_id, email, ...details };
      const notStay = await client.post('/productTransfer/', body);
      expect(notStay.statusCode).toBe(400);
      expect(errorOf(notStay).message).toContain('is not a Stay offer of this survey');

      const stay = await firstOffer(client, surveyId, 'stay');
      const stayBody = { ...body, offer_id: stay.offer_id };
      expect((await (await visitor(t())).post('/productTransfer/', stayBody)).statusCode).toBe(404);
      expect((await client.post('/productTransfer/', stayBody, { noCsrf: true })).statusCode).toBe(403);
      expect(await t().messagesTo(email)).toEqual([]);
      expect(
        await t().db.query('SELECT 1 FROM product_transfer_requests WHERE survey_id = $1', [surveyId]),
      ).toEqual([]);
    });

    test('400 for CommBank’s business cards: neither is offered, and no request or e-mail results', async () => {
      const client = await visitor(t());
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS)]);
      const offers = await offersFor(client, surveyId);
      const listed = [...offers.stay, ...offers.switch].flatMap((row) => [row, ...row.same_figures]);
      const email = `business.${Date.now()}@example.com`;
      for (const businessCard of ['10034-CC00005', '10034-CC00007']) {
        expect(listed.map((offer) => offer.offer_id)).not.toContain(businessCard);
        const response = await client.post('/productTransfer/', {
          survey_id: surveyId,
          offer_id: businessCard,
          email,
          ...details,
        });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).message).toContain('is a card for business customers');
      }
      expect(await t().messagesTo(email)).toEqual([]);
      expect(
        await t().db.query('SELECT 1 FROM product_transfer_requests WHERE survey_id = $1', [surveyId]),
      ).toEqual([]);
    });

    test('409 before an estimate', async () => {
      const client = await visitor(t());
      const surveyId = await startSurvey(client);
      const response = await client.post('/productTransfer/', {
        survey_id: surveyId,
        offer_id: '10034-CC00006',
        email: 'early@example.com',
        ...details,
      });
      expect(response.statusCode).toBe(409);
    });
  });

  describe('/myCurrentDeal/', () => {
    test('is empty without a session or a survey', async () => {
      const empty = { survey_id: null, cards: [], estimate: null, chosen_offer: null, updated_at: null };
      expect((await t().client().post('/myCurrentDeal/', { flags: {} })).json()).toEqual(empty);
      const client = await visitor(t());
      await startSurvey(client);
      expect((await client.post('/myCurrentDeal/', { visit_id: client.visitId, flags: {} })).json()).toEqual(
        empty,
      );
    });

    test('finds the survey after signing in, on another browser too, with the chosen offer', async () => {
      const client = await visitor(t());
      const entered = card(COMMBANK_AWARDS, 1234.56, 1000, 2500.1);
      const surveyId = await estimatedSurvey(client, [entered]);
      const offer = await firstOffer(client, surveyId, 'switch');
      const person = await signUp(t(), client);
      await client.post('/surveyOutcome/', {
        survey_id: surveyId,
        offer_id: offer.offer_id,
        offer_type: 'Switch',
        outcome: 'chosen',
      });

      const elsewhere = await visitor(t());
      const before = (await elsewhere.post('/myCurrentDeal/', { flags: {} })).json<{
        survey_id: string | null;
      }>();
      expect(before.survey_id).toBeNull();
      await signIn(t(), elsewhere, person.email);
      const deal = (
        await elsewhere.post('/myCurrentDeal/', { visit_id: elsewhere.visitId, flags: {} })
      ).json<{
        survey_id: string;
        cards: unknown[];
        estimate: { total_cents: number };
        chosen_offer: {
          offer_id: string;
          offer_type: string;
          first_year_saving_cents: number;
          chosen_at: string;
        };
        updated_at: string;
      }>();
      expect(deal.survey_id).toBe(surveyId);
      expect(deal.cards).toEqual([expect.objectContaining(entered)]);
      expect(Number.isSafeInteger(deal.estimate.total_cents)).toBe(true);
      expect(deal.chosen_offer).toMatchObject({
        offer_id: offer.offer_id,
        offer_type: 'Switch',
        first_year_saving_cents: offer.first_year_saving_cents,
        chosen_at: t().clock.now().toISOString(),
      });
      expect(deal.updated_at).toBe(t().clock.now().toISOString());

      // Signed out again, that browser no longer sees the account's survey.
      await elsewhere.post('/signout/');
      expect(
        (await elsewhere.post('/myCurrentDeal/', { flags: {} })).json<{ survey_id: null }>().survey_id,
      ).toBeNull();
    });

    test('400 for bad flags, 403 without CSRF', async () => {
      const client = await visitor(t());
      const bad = await client.post('/myCurrentDeal/', { flags: 'all' });
      expect(errorOf(bad).message).toBe('"flags" must be an object of feature flags, or null.');
      expect((await client.post('/myCurrentDeal/', { flags: {} }, { noCsrf: true })).statusCode).toBe(403);
    });
  });

  test('/getEventHistory/ lists the survey steps of a signed-in visitor', async () => {
    const client = await visitor(t());
    await signUp(t(), client);
    const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS), card(OTHER_BANK_CARD)]);
    const history = (await client.post('/getEventHistory/')).json<{
      items: { kind: string; description: string; data: Record<string, unknown> }[];
    }>();
    const [estimated] = history.items;
    expect(estimated?.kind).toBe('survey_estimated');
    expect(estimated?.description).toMatch(/^Worked out what your 2 cards cost: \$[\d,.]+ a year$/);
    expect(estimated?.data).toMatchObject({
      survey_id: surveyId,
      product_ids: [COMMBANK_AWARDS, OTHER_BANK_CARD],
    });
  });
});

describe.each(testDrivers())('the card journey on %s, with the fixture data', (driver) => {
  const t = useTestApp(driver);

  test('three cards alike: no offer saves money, so no_better_offer is true', async () => {
    const client = await visitor(t());
    const surveyId = await estimatedSurvey(client, [card('10001-CC00001', 800, 800, 0)]);
    const offers = await offersFor(client, surveyId);
    expect(offers).toMatchObject({ survey_id: surveyId, stay: [], switch: [], no_better_offer: true });
  });
});
