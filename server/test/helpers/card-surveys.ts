/** Card-journey steps for tests: a visitor with a started (and optionally estimated) survey. */
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

export interface CardEntry {
  product_id: string;
  monthly_spend: number;
  monthly_repayment: number;
  balance_remaining: number;
}

export function card(productId: string, spend = 1500, repayment = 1000, balance = 3000): CardEntry {
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
  return response.json<{ survey_id: string }>().survey_id;
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

export interface OfferBody {
  offer_id: string;
  offer_type: 'Stay' | 'Switch';
  provider_id: string;
  provider_name: string;
  card_name: string;
  first_year_saving_cents: number;
  ongoing_saving_cents: number;
  ranking_saving_cents: number;
  sponsored: boolean;
  redirect_available: boolean;
  replaces: { index: number; card_id: string };
  cost: { first_year: { total_cents: number }; ongoing: { total_cents: number }; months?: unknown[] };
  ineligible: { kind: string; text: string }[];
}

/** A list row: an offer and the cards with the same figures. */
export interface OfferRowBody extends OfferBody {
  same_figures: Pick<
    OfferBody,
    | 'offer_id'
    | 'offer_type'
    | 'provider_id'
    | 'provider_name'
    | 'card_name'
    | 'ineligible'
    | 'redirect_available'
  >[];
}

export interface OffersBody {
  survey_id: string;
  horizon_years: 1 | 2 | 3;
  stay: OfferRowBody[];
  switch: OfferRowBody[];
  row_counts: { stay: number; switch: number };
  partner_providers: { id: string; name: string }[];
  hidden: { count: number; by_reason: { kind: string; count: number }[] };
  questions: { member_groups: { id: string; label: string }[]; age: boolean };
  unsuitable: { offer_id: string; offer_type: string; reason: string }[];
  filtered: boolean;
  no_better_offer: boolean;
}

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
