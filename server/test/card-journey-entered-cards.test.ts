/** @jest-environment ./server/test/pglite-environment.ts */
/**
 * Every card comparable: a card entered by hand (its issuer is not in our data), an earn rate the
 * bank does not publish, and cards a provider publishes under one name told apart.
 */
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import type { ResponseOf } from '../../src/api/contract';
import type { surveyEstimate } from '../../src/api/card-journey';
import { COMMBANK_AWARDS, type OfferBody, offersFor, startSurvey, visitor } from './helpers/card-surveys';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

/** CommBank's two "Low Rate credit card"s and its Smart Awards card, whose earn rate is not published. */
const LOW_RATE_NO_FEE = '10034-CC00007';
const LOW_RATE_MONTHLY_FEE = '10034-CC00008';
const SMART_AWARDS = '10034-CC00009';

const amexExplorer = {
  provider_name: 'American Express',
  card_name: 'Explorer',
  annual_fee: 395,
  purchase_rate: 0.2399,
  interest_free_days: 44,
  reward_program_id: 50,
};

const usage = { monthly_spend: 2000, monthly_repayment: 1800, balance_remaining: 3500 };

type EstimateBody = ResponseOf<typeof surveyEstimate>;
type EstimateEntry = EstimateBody['estimate']['entries'][number];

describe.each(testDrivers())('cards the data does not fully describe, on %s', (driver) => {
  const t = useTestApp(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  async function estimate(client: TestClient, cards: unknown[]) {
    const surveyId = await startSurvey(client);
    const response = await client.post('/survey/estimate/', { survey_id: surveyId, cards });
    return { surveyId, response };
  }

  async function estimated(client: TestClient, cards: unknown[]) {
    const { surveyId, response } = await estimate(client, cards);
    expect(response.statusCode).toBe(200);
    const entries = response.json<EstimateBody>().estimate.entries;
    return { surveyId, entries };
  }

  const rewardsCents = (entry: EstimateEntry | undefined) =>
    (entry?.estimate.ongoing.working ?? [])
      .filter((item) => item.kind === 'rewards')
      .reduce((sum, item) => sum + item.amount_cents, 0);

  test('/main/ lists personal cards only, labels same-named cards and marks the cards whose earn rate the survey asks', async () => {
    const client = t().client();
    const main = await client.main();
    const products = main
      .json<{ providers: { products: { id: string; label?: string; asks_earn_rate?: unknown }[] }[] }>()
      .providers.flatMap((provider) => provider.products);
    const byId = new Map(products.map((product) => [product.id, product]));
    // The no-fee Low Rate card is CommBank's business card: not a card the survey offers.
    expect(byId.has(LOW_RATE_NO_FEE)).toBe(false);
    expect(byId.get(LOW_RATE_MONTHLY_FEE)?.label).toBe('personal, $6 monthly fee, 13.99% p.a.');
    expect(byId.get(SMART_AWARDS)?.asks_earn_rate).toEqual({ points_name: 'Awards points' });
    expect(byId.get(COMMBANK_AWARDS)).not.toHaveProperty('label');
    expect(byId.get(COMMBANK_AWARDS)).not.toHaveProperty('asks_earn_rate');
  });

  describe('an earn rate the bank does not publish', () => {
    test('the visitor’s rate is counted, and "I don’t know" counts nothing and says so', async () => {
      const client = await visitor(t());
      const given = await estimated(client, [{ product_id: SMART_AWARDS, earn_rate: 1, ...usage }]);
      const unknown = await estimated(client, [{ product_id: SMART_AWARDS, earn_rate: null, ...usage }]);
      // $2,000 x 12 x 1 point = 24,000 Awards points at 0.35c: $84 back a year.
      expect(rewardsCents(given.entries[0])).toBe(-8_400);
      expect(given.entries[0]?.estimate.notes.map((note) => note.code)).toContain('earn-rate-from-you');
      expect(rewardsCents(unknown.entries[0])).toBe(0);
      expect(unknown.entries[0]?.estimate.notes).toContainEqual({
        code: 'no-earn-rate',
        text: 'You don’t know how many Awards points this card earns and the bank does not publish it, so they count as $0 here.',
      });
      const ongoing = (entries: EstimateEntry[]) => entries[0]?.estimate.ongoing.total_cents ?? 0;
      expect(ongoing(unknown.entries) - ongoing(given.entries)).toBe(8_400);
      // Offers are measured against the card as the visitor earns on it.
      const [offersGiven, offersUnknown] = [
        await offersFor(client, given.surveyId),
        await offersFor(client, unknown.surveyId),
      ];
      const saving = (offers: { switch: OfferBody[] }, id: string) =>
        offers.switch.find((offer) => offer.offer_id === id)?.ongoing_saving_cents;
      const common = offersGiven.switch.find((offer) => saving(offersUnknown, offer.offer_id) !== undefined);
      expect(common).toBeDefined();
      expect(saving(offersUnknown, common!.offer_id)! - saving(offersGiven, common!.offer_id)!).toBe(8_400);
    });

    test.each([
      [
        { product_id: COMMBANK_AWARDS, earn_rate: 2 },
        '"cards[0].earn_rate": the bank publishes this card\'s earn rate (1 points a dollar), which is used.',
      ],
      [
        { product_id: LOW_RATE_NO_FEE, earn_rate: 1 },
        '"cards[0].earn_rate": this card earns no points, so it has no earn rate.',
      ],
      [
        { product_id: SMART_AWARDS, earn_rate: 0 },
        '"cards[0].earn_rate": an earn rate is more than 0 and at most 10 points a dollar.',
      ],
      [
        { product_id: SMART_AWARDS, earn_rate: '1' },
        '"cards[0].earn_rate" must be points earned a dollar, like 1.25, or null when not known.',
      ],
    ])('refuses %j with a clear 400', async (card, message) => {
      const { response } = await estimate(await visitor(t()), [{ ...card, ...usage }]);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'BAD_REQUEST', message });
    });
  });

  describe('a card entered by hand', () => {
    test('gets an estimate from its figures, and offers as any card: every card of ours is a Switch', async () => {
      const client = await visitor(t());
      const { surveyId, entries } = await estimated(client, [
        { entered_card: amexExplorer, earn_rate: 2, ...usage },
      ]);
      const entry = entries[0]!.estimate;
      expect(entry).toMatchObject({
        card_id: 'entered-1',
        provider_id: 'entered',
        card_name: 'American Express Explorer',
      });
      expect(entry.notes.map((note) => note.code)).toEqual(
        expect.arrayContaining(['entered-by-you', 'earn-rate-from-you']),
      );
      // $2,000 x 12 x 2 Qantas Points at 0.8c: $384 back a year.
      expect(rewardsCents(entries[0])).toBe(-38_400);
      const [row] = await t().db.query<{ cards: unknown[] }>('SELECT cards FROM surveys WHERE id = $1', [
        surveyId,
      ]);
      expect(row?.cards).toEqual([
        {
          product_id: null,
          entered_card: amexExplorer,
          earn_rate: 2,
          card_name: 'Explorer',
          provider_id: null,
          provider_name: 'American Express',
          ...usage,
        },
      ]);

      const offers = await offersFor(client, surveyId);
      expect(offers.stay).toEqual([]);
      expect(offers.switch.length).toBeGreaterThan(0);
      expect(offers.switch.every((offer) => offer.replaces.card_id === 'entered-1')).toBe(true);
      const details = await client.post('/getOfferDetails/', {
        survey_id: surveyId,
        offer_id: offers.switch[0]!.offer_id,
      });
      expect(details.statusCode).toBe(200);
      expect(details.json<{ offer: { offer_id: string } }>().offer.offer_id).toBe(offers.switch[0]!.offer_id);
    });

    test('at one of our banks, its other cards are Stay offers', async () => {
      const client = await visitor(t());
      const { surveyId } = await estimated(client, [
        {
          entered_card: { ...amexExplorer, provider_name: null, provider_id: '10034', card_name: 'Old Gold' },
          earn_rate: null,
          ...usage,
        },
      ]);
      const offers = await offersFor(client, surveyId);
      expect(offers.stay.length).toBeGreaterThan(0);
      expect(offers.stay.every((offer) => offer.provider_id === '10034')).toBe(true);
    });

    test.each([
      [{ product_id: COMMBANK_AWARDS, entered_card: amexExplorer }, 'not both'],
      [{}, 'not both'],
      [
        { entered_card: { ...amexExplorer, purchase_rate: 23.99 } },
        '"cards[0].entered_card.purchase_rate" must be at most 1.',
      ],
      [
        { entered_card: { ...amexExplorer, purchase_rate: 0.75 } },
        '"cards[0].entered_card.purchase_rate": a purchase rate is a fraction from 0 to 0.5 (0.2099 for 20.99% p.a.).',
      ],
      [
        { entered_card: { ...amexExplorer, annual_fee: 39500 } },
        '"cards[0].entered_card.annual_fee": an annual fee is from $0 to $5,000.',
      ],
      [
        { entered_card: { ...amexExplorer, interest_free_days: 200 } },
        '"cards[0].entered_card.interest_free_days": interest-free days are a whole number from 0 to 120.',
      ],
      [
        { entered_card: { ...amexExplorer, interest_free_days: 44.5 } },
        '"cards[0].entered_card.interest_free_days" must be a whole number of days.',
      ],
      [
        { entered_card: { ...amexExplorer, reward_program_id: 9999 } },
        '"cards[0].entered_card.reward_program_id": there is no reward program 9999 in our data.',
      ],
      [
        { entered_card: { ...amexExplorer, provider_name: ' ' } },
        '"cards[0].entered_card.provider_name" must be plain text, not empty, without invisible or control characters.',
      ],
      [
        { entered_card: { ...amexExplorer, provider_name: null } },
        'Send "cards[0].entered_card.provider_id" (a provider from our list) or "cards[0].entered_card.provider_name" (the bank\'s name).',
      ],
      [
        { entered_card: { ...amexExplorer, reward_program_id: 0 }, earn_rate: 1 },
        '"cards[0].earn_rate": this card earns no points, so it has no earn rate.',
      ],
    ])('refuses %j with a clear 400', async (card, message) => {
      const { surveyId, response } = await estimate(await visitor(t()), [{ ...card, ...usage }]);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toContain(message);
      const [row] = await t().db.query('SELECT estimate FROM surveys WHERE id = $1', [surveyId]);
      expect(row).toEqual({ estimate: null });
    });

    test('/addMissingProduct/ records every figure for staff, and refuses ones no card has', async () => {
      const client = await visitor(t());
      const recorded = await client.post('/addMissingProduct/', { ...amexExplorer, earn_rate: 2 });
      expect(recorded.statusCode).toBe(200);
      const rows = await t().db.query(
        `SELECT provider_id, provider_name, card_name, annual_fee_cents, purchase_rate, interest_free_days,
           reward_program_id, earn_rate FROM missing_products WHERE reference = $1`,
        [recorded.json<{ reference: string }>().reference],
      );
      expect(rows).toEqual([
        {
          provider_id: null,
          provider_name: 'American Express',
          card_name: 'Explorer',
          annual_fee_cents: 39_500,
          purchase_rate: 0.2399,
          interest_free_days: 44,
          reward_program_id: 50,
          earn_rate: 2,
        },
      ]);
      const bad = [
        [
          { interest_free_days: 200 },
          '"interest_free_days": interest-free days are a whole number from 0 to 120.',
        ],
        [{ reward_program_id: 9999 }, '"reward_program_id": there is no reward program 9999 in our data.'],
        [
          { reward_program_id: 0, earn_rate: 1 },
          '"earn_rate": this card earns no points, so it has no earn rate.',
        ],
      ] as const;
      for (const [change, message] of bad) {
        const response = await client.post('/addMissingProduct/', { ...amexExplorer, ...change });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).message).toBe(message);
      }
    });
  });

  test('offers carry the label of a card that shares its name, and a survey card is named with it; the business namesake is no offer', async () => {
    const client = await visitor(t());
    const { surveyId, entries } = await estimated(client, [
      {
        product_id: LOW_RATE_MONTHLY_FEE,
        monthly_spend: 500,
        monthly_repayment: 300,
        balance_remaining: 8000,
      },
    ]);
    expect(entries[0]?.estimate.card_name).toBe(
      'Low Rate credit card (personal, $6 monthly fee, 13.99% p.a.)',
    );
    const offers = (await offersFor(client, surveyId)) as unknown as {
      stay: OfferBody[];
      switch: OfferBody[];
    };
    const all = [...offers.stay, ...offers.switch];
    // The business Low Rate card of the same name is no offer to a personal cardholder.
    expect(all.map((offer) => offer.offer_id)).not.toContain(LOW_RATE_NO_FEE);
    const { labels } = t().app.ctx.cardJourney.catalogue;
    expect(all.every((offer) => offer.card_label === (labels.get(offer.offer_id) ?? null))).toBe(true);
  });
});
