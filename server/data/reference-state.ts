/**
 * Everything the server derives from the reference data: the data itself, the offers seeded from
 * it, the /main/ providers and the journeys. Built as a whole, then installed in one swap
 * (app.ts), so a request never sees half of one version and half of another.
 */
import type { Db } from '../db/db';
import { PrefixedJson } from '../lib/prefixed-json';
import { buildCardJourney, type CardJourney } from '../services/card-journey';
import { buildHomeLoanJourney, type HomeLoanJourney } from '../services/home-loan-journey';
import { buildDepositJourney, type DepositJourney } from '../services/deposit-journey';
import { mainShared } from '../services/main-providers';
import { loadOffers, type OfferCatalog, seedOffers } from '../services/offers';
import { PRODUCT_CATEGORIES, type ReferenceData } from './reference-data';

export interface ReferenceState {
  referenceData: ReferenceData;
  /** The offers table, read after seeding it from this data. */
  offers: OfferCatalog;
  /** The /main/ answer up to the per-visit part: the data's dates and the providers, serialised and compressed once. */
  mainResponse: PrefixedJson;
  /** The card catalogue and what the card-journey routes derive from it. */
  cardJourney: CardJourney;
  /** The home loans and lenders the home-loan routes work on. */
  homeLoanJourney: HomeLoanJourney;
  /** The savings accounts and term deposits the deposit checks work on. */
  depositJourney: DepositJourney;
  /** When this data went live. */
  dataLoadedAt: Date;
}

/** Builds the journeys first (pure, and where bad data throws), then seeds and reads the offers. */
export async function buildReferenceState(db: Db, referenceData: ReferenceData, now: Date): Promise<ReferenceState> {
  const cardJourney = buildCardJourney(referenceData);
  const homeLoanJourney = buildHomeLoanJourney(referenceData);
  const depositJourney = buildDepositJourney(referenceData);
  const mainResponse = new PrefixedJson(JSON.stringify(mainShared(referenceData)).slice(0, -1));
  await seedOffers(db, referenceData, now);
  const offers = await loadOffers(db);
  return { referenceData, offers, mainResponse, cardJourney, homeLoanJourney, depositJourney, dataLoadedAt: now };
}

/** "cc 177, hl 1846, …": the products per category, for the reload log line. */
export function productCountsText(data: ReferenceData): string {
  const counts = new Map<string, number>(PRODUCT_CATEGORIES.map((category) => [category, 0]));
  for (const product of data.products) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  return [...counts].map(([category, count]) => `${category} ${count}`).join(', ');
}
