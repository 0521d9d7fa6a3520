/** Card-journey steps for tests: a visitor with a started (and optionally estimated) survey. */
import type { RequestOf, ResponseOf } from '../../../src/api/contract';
import type { getOfferDetails, getOffers, surveyEstimate, surveyStart } from '../../../src/api/card-journey';
import type { TestApp, TestClient } from './test-app';

/** CommBank (the participant provider) Awards card: the real data has Stay and Switch offers for it. */
export const COMMBANK_AWARDS = '10034-CC00001';
/**
 * CommBank's Ultimate Awards card: besides the sponsored card, three personal CommBank cards would
 * save its holder money (the Awards card's only cheaper personal sibling is the sponsored one).
 */
export const COMMBANK_ULTIMATE_AWARDS = '10034-CC00010';
/** A card at another bank, from the engine's own real-data test. */
export const OTHER_BANK_CARD = '10004-CC00001';

/** One card of a survey body. */
export type CardEntry = RequestOf<typeof surveyEstimate>['cards'][number];

export function card(
  productId: string,
  spend = 1500,
  repayment = 1000,
  balance = 3000,
): CardEntry & { product_id: string } {
  return {
    product_id: productId,
    monthly_spend: spend,
    monthly_repayment: repayment,
    balance_remaining: balance,
  };
}

export async function visitor(t: TestApp): Promise<TestClient> {
  const client = t.client();
  const main = await client.main();
  if (main.statusCode !== 200) throw new Error(`/main/ failed: ${main.body}`);
  return client;
}

export async function startSurvey(client: TestClient): Promise<string> {
  const response = await client.post('/survey/start/', {
    visit_id: client.visitId,
    frontend: 'gatsby',
  });
  if (response.statusCode !== 200) throw new Error(`/survey/start/ failed: ${response.body}`);
  return response.json<ResponseOf<typeof surveyStart>>().survey_id;
}

export async function estimatedSurvey(
  client: TestClient,
  cards: CardEntry[] = [card(COMMBANK_AWARDS)],
): Promise<string> {
  const surveyId = await startSurvey(client);
  const response = await client.post('/survey/estimate/', {
    survey_id: surveyId,
    visit_id: client.visitId,
    cards,
  });
  if (response.statusCode !== 200) throw new Error(`/survey/estimate/ failed: ${response.body}`);
  return surveyId;
}

/** The /getOffers/ answer, a row of its lists, and an offer as /getOfferDetails/ answers it. */
export type OffersBody = ResponseOf<typeof getOffers>;
export type OfferRowBody = OffersBody['stay'][number];
export type OfferBody = ResponseOf<typeof getOfferDetails>['offer'];

/** /getOffers/ with the visitor's settings (horizon_years, rows, filters, eligibility, show_all), if any. */
export async function offersFor(
  client: TestClient,
  surveyId: string,
  settings: Record<string, unknown> = {},
): Promise<OffersBody> {
  const response = await client.post('/getOffers/', {
    survey_id: surveyId,
    visit_id: client.visitId,
    ...settings,
  });
  if (response.statusCode !== 200) throw new Error(`/getOffers/ failed: ${response.body}`);
  return response.json<OffersBody>();
}

/** Every `..._cents` value anywhere in `value`, with where it was found. */
export function centsFields(value: unknown, path = '$'): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => centsFields(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(key.endsWith('_cents') ? [[`${path}.${key}`, item] as [string, unknown]] : []),
    ...centsFields(item, `${path}.${key}`),
  ]);
}

/** `..._cents` fields that are not whole numbers of cents (null is allowed for unknowns). */
export function notWholeCents(value: unknown): [string, unknown][] {
  return centsFields(value).filter(([, cents]) => cents !== null && !Number.isSafeInteger(cents));
}

/**
 * The survey named by the "update your cards" link in an e-mail's text (https://staysmart.example
 * as the site), after checking that /getSurveyByEventId/ accepts the link in a browser that is not
 * signed in.
 */
export async function surveyOfUpdateLink(t: TestApp, text: string): Promise<string> {
  const links = text.match(/https:\/\/staysmart\.example\/credit-cards\/update\/\?event=\S+/g) ?? [];
  if (links.length !== 1) throw new Error(`Expected one link to update the cards, found ${links.length}.`);
  const eventId = new URL(links[0]!).searchParams.get('event') ?? '';
  const response = await (await visitor(t)).post('/getSurveyByEventId/', { event_id: eventId });
  if (response.statusCode !== 200) throw new Error(`/getSurveyByEventId/ failed: ${response.body}`);
  return response.json<{ survey_id: string }>().survey_id;
}
