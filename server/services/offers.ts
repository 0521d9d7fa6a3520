import { randomUUID } from 'node:crypto';
import type { ReferenceData } from '../data/reference-data';
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

export async function findOffer(db: Queryable, id: string, offerType: string): Promise<OfferRow | null> {
  const [row] = await db.query<OfferRow>(
    'SELECT id, provider_id, offer_type, destination_url FROM offers WHERE id = $1 AND offer_type = $2',
    [id, offerType],
  );
  return row ?? null;
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

export async function logRedirect(
  db: Queryable,
  entry: {
    offer: OfferRow;
    visitId: string | null;
    browserId: string | null;
    userId: string | null;
    surveyId: string | null;
    webpageUrl: string | null;
  },
  now: Date,
): Promise<string> {
  const clickId = randomUUID();
  const url = trackedUrl(entry.offer.destination_url, entry.offer.offer_type, clickId);
  await db.query(
    `INSERT INTO redirects (id, offer_id, offer_type, visit_id, browser_id, user_id, survey_id, webpage_url,
       destination_url, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      clickId,
      entry.offer.id,
      entry.offer.offer_type,
      entry.visitId,
      entry.browserId,
      entry.userId,
      entry.surveyId,
      entry.webpageUrl,
      url,
      now.toISOString(),
    ],
  );
  return url;
}
