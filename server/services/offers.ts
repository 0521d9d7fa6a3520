import { randomUUID } from 'node:crypto';
import type { ReferenceData } from '../data/reference-data';
import { Batcher } from '../db/batcher';
import type { Queryable } from '../db/db';

export const SWITCH_OFFER = 'Switch';

/**
 * One 'Switch' offer per product that has a web address in our data; the offer id is the product
 * id. Re-running it refreshes addresses after a data import; offers are never deleted, because
 * logged redirects point at them.
 */
export async function seedOffers(db: Queryable, data: ReferenceData, now: Date): Promise<number> {
  const offers = data.products
    .filter((product) => product.url)
    .map((product) => ({
      id: product.id,
      provider_id: product.providerId,
      product_id: product.id,
      category: product.category,
      offer_type: SWITCH_OFFER,
      destination_url: product.url,
    }));
  if (offers.length === 0) return 0;
  await db.query(
    `INSERT INTO offers (id, provider_id, product_id, category, offer_type, destination_url, updated_at)
     SELECT o.id, o.provider_id, o.product_id, o.category, o.offer_type, o.destination_url, $2
     FROM jsonb_to_recordset($1::jsonb)
       AS o (id text, provider_id text, product_id text, category text, offer_type text, destination_url text)
     ON CONFLICT (id) DO UPDATE SET provider_id = EXCLUDED.provider_id, product_id = EXCLUDED.product_id,
       category = EXCLUDED.category, offer_type = EXCLUDED.offer_type, destination_url = EXCLUDED.destination_url,
       updated_at = EXCLUDED.updated_at
     WHERE (offers.provider_id, offers.product_id, offers.category, offers.offer_type, offers.destination_url)
       IS DISTINCT FROM (EXCLUDED.provider_id, EXCLUDED.product_id, EXCLUDED.category, EXCLUDED.offer_type,
       EXCLUDED.destination_url)`,
    [JSON.stringify(offers), now.toISOString()],
  );
  return offers.length;
}

export interface OfferRow {
  id: string;
  provider_id: string;
  offer_type: string;
  destination_url: string;
}

/**
 * The offers table in memory. Offers change only at start-up (seedOffers, from the reference data
 * this process serves), so every process reads them once after seeding instead of once per click.
 */
export class OfferCatalog {
  private readonly byKey: Map<string, OfferRow>;

  constructor(rows: readonly OfferRow[]) {
    this.byKey = new Map(rows.map((row) => [OfferCatalog.key(row.id, row.offer_type), row]));
  }

  find(id: string, offerType: string): OfferRow | null {
    return this.byKey.get(OfferCatalog.key(id, offerType)) ?? null;
  }

  private static key(id: string, offerType: string): string {
    return `${offerType}\n${id}`;
  }
}

export async function loadOffers(db: Queryable): Promise<OfferCatalog> {
  return new OfferCatalog(
    await db.query<OfferRow>('SELECT id, provider_id, offer_type, destination_url FROM offers'),
  );
}

/** The provider's address from our data with our tracking parameters; nothing from the request. */
export function trackedUrl(destination: string, offerType: string, clickId: string): string {
  const url = new URL(destination);
  url.searchParams.set('utm_source', 'staysmart');
  url.searchParams.set('utm_medium', 'referral');
  url.searchParams.set('utm_campaign', offerType.toLowerCase());
  url.searchParams.set('click_id', clickId);
  return url.toString();
}

export interface RedirectEntry {
  offer: OfferRow;
  visitId: string | null;
  browserId: string | null;
  userId: string | null;
  surveyId: string | null;
  webpageUrl: string | null;
}

/** One logged click, ready to store: its id is the click id passed on to the provider. */
export interface RedirectRow {
  id: string;
  offer_id: string;
  offer_type: string;
  visit_id: string | null;
  browser_id: string | null;
  user_id: string | null;
  survey_id: string | null;
  webpage_url: string | null;
  destination_url: string;
  created_at: string;
}

export type RedirectWriter = Batcher<RedirectRow, void>;

/** Clicks are stored with group commit: every click queued in the same turn in one INSERT. */
export function createRedirectWriter(db: Queryable): RedirectWriter {
  return new Batcher({ what: 'log the click', run: (rows) => storeRedirects(db, rows) });
}

/** The click id is made before the insert, so running a batch again (after a failure) stores each click once. */
export async function storeRedirects(db: Queryable, rows: readonly RedirectRow[]): Promise<void[]> {
  await db.query(
    `INSERT INTO redirects (id, offer_id, offer_type, visit_id, browser_id, user_id, survey_id, webpage_url,
       destination_url, created_at)
     SELECT r.id, r.offer_id, r.offer_type, r.visit_id, r.browser_id, r.user_id, r.survey_id, r.webpage_url,
       r.destination_url, r.created_at
     FROM jsonb_to_recordset($1::jsonb)
       AS r (id uuid, offer_id text, offer_type text, visit_id uuid, browser_id text, user_id uuid, survey_id text,
         webpage_url text, destination_url text, created_at timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
  return rows.map(() => undefined);
}

/** Logs the click (answering once it is stored) and returns the address to send the visitor to. */
export async function logRedirect(writer: RedirectWriter, entry: RedirectEntry, now: Date): Promise<string> {
  const clickId = randomUUID();
  const url = trackedUrl(entry.offer.destination_url, entry.offer.offer_type, clickId);
  await writer.add({
    id: clickId,
    offer_id: entry.offer.id,
    offer_type: entry.offer.offer_type,
    visit_id: entry.visitId,
    browser_id: entry.browserId,
    user_id: entry.userId,
    survey_id: entry.surveyId,
    webpage_url: entry.webpageUrl,
    destination_url: url,
    created_at: now.toISOString(),
  });
  return url;
}
