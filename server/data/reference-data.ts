/**
 * The reference data the API needs (providers, products with their web addresses, the data
 * version), read from `REFERENCE_DATA_DIR` (default `<repo>/data`) at start-up and again on every
 * reload (reference-data-reloader.ts). A missing or malformed required file stops the server at
 * start-up, or fails the reload, with the file and record named.
 */
import { createHash, type Hash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { labelledName } from '../../src/domain/cards/labelled-name';
import { DataError } from '../../src/domain/normalise/data-error';
import { productSameNameLabels } from '../../src/domain/product-labels';
import type {
  CategoryCode,
  RawCreditCardDataset,
  RawDataMeta,
  RawProductSet,
  RawProvider,
} from '../../src/domain/data/raw-types';
import { cardReferenceData, type CardReferenceData, NO_CARD_DATA } from './card-reference-data';
import { homeLoanReferenceData, type HomeLoanReferenceData, NO_HOME_LOAN_DATA } from './home-loan-reference-data';
import { depositReferenceData, type DepositReferenceData } from './deposit-reference-data';

export const PRODUCT_CATEGORIES: readonly CategoryCode[] = ['cc', 'hl', 'pl', 'cl', 'td', 'tx', 'sv'];

export interface ProviderSummary {
  id: string;
  name: string;
  urlSlug: string;
  big4: boolean;
  website: string | null;
}

export interface ProductSummary {
  id: string;
  providerId: string;
  name: string;
  category: CategoryCode;
  /** The bank's own page for the product (or its application page), when our data has one. */
  url: string | null;
  /** For business customers: left out of the personal journeys' product lists. */
  forBusiness: boolean;
}

export interface ReferenceData {
  snapshotDate: string;
  /** The first 12 hex digits of a SHA-256 over every file read: which data is live. */
  version: string;
  /** The oldest and newest day the products were fetched from the banks (`fetchedOn`), when the files say. */
  fetchedBetween: { from: string; to: string } | null;
  providers: ProviderSummary[];
  products: ProductSummary[];
  /** The cards normalised for the cost engine (credit-cards.json with reward-programs.json). */
  creditCards: CardReferenceData;
  /** The home loans normalised for the switching engine (products-hl.json with home-loan-providers.json). */
  homeLoans: HomeLoanReferenceData;
  /** Savings accounts and term deposits normalised for the deposit checks (products-sv.json, products-td.json). */
  deposits: DepositReferenceData;
}

export class ReferenceDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReferenceDataError';
  }
}

type JsonReader = <T>(file: string) => T;

/** Reads JSON files, adding each file's name and text to `hash` so the data has a version. */
function jsonReader(hash: Hash): JsonReader {
  return <T>(file: string): T => {
    const text = readText(file);
    hash.update(path.basename(file)).update('\0').update(text).update('\0');
    return parseJson<T>(file, text);
  };
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ReferenceDataError(
      `Reference data file ${file} could not be read (${(error as Error).message}). ` +
        'Run `npm run data:import`, or set REFERENCE_DATA_DIR to the folder that holds the data files.',
    );
  }
}

function parseJson<T>(file: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ReferenceDataError(`Reference data file ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function requireString(record: unknown, field: string, where: string): string {
  const value = (record as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'string' || value === '') {
    throw new ReferenceDataError(`${where}: "${field}" must be a non-empty string (got ${JSON.stringify(value)}).`);
  }
  return value;
}

function optionalHttpUrl(record: unknown, field: string): string | null {
  const value = (record as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function loadReferenceData(dir: string): ReferenceData {
  const hash = createHash('sha256');
  const readJson = jsonReader(hash);
  const metaFile = path.join(dir, 'meta.json');
  const meta = readJson<Partial<RawDataMeta>>(metaFile);
  const snapshotDate = requireString(meta, 'snapshotDate', metaFile);

  const providersFile = path.join(dir, 'providers.json');
  const rawProviders = readJson<RawProvider[]>(providersFile);
  if (!Array.isArray(rawProviders)) throw new ReferenceDataError(`${providersFile} must hold a list of providers.`);
  const providers = rawProviders.map((provider, index): ProviderSummary => {
    const where = `${providersFile} record ${index}`;
    if (typeof provider.big4 !== 'boolean') throw new ReferenceDataError(`${where}: "big4" must be true or false.`);
    return {
      id: requireString(provider, 'id', where),
      name: requireString(provider, 'name', where),
      urlSlug: requireString(provider, 'urlSlug', where),
      big4: provider.big4,
      website: optionalHttpUrl(provider, 'website'),
    };
  });
  const providerIds = new Set(providers.map((provider) => provider.id));

  const products: ProductSummary[] = [];
  const fetchDates = new Set<string>();
  const seen = new Set<string>();
  let rawHomeLoans: unknown = null;
  const rawDeposits: { sv: unknown; td: unknown } = { sv: null, td: null };
  // A provider's products published under one name are named with what tells them apart, as the catalogue names them.
  const labels = new Map<string, string>();
  const rowsByFile = new Map<string, { category: string; rows: Record<string, unknown>[] }>();
  const add = (product: ProductSummary, where: string) => {
    if (!providerIds.has(product.providerId)) {
      throw new ReferenceDataError(`${where}: provider "${product.providerId}" is not in providers.json.`);
    }
    if (seen.has(product.id)) return;
    seen.add(product.id);
    products.push(product);
  };

  for (const category of PRODUCT_CATEGORIES) {
    const file = path.join(dir, `products-${category}.json`);
    if (!existsSync(file)) continue;
    const set = readJson<RawProductSet<Record<string, unknown>>>(file);
    if (!Array.isArray(set.products)) throw new ReferenceDataError(`${file}: "products" must be a list.`);
    if (category === 'hl') rawHomeLoans = set;
    if (category === 'sv' || category === 'td') rawDeposits[category] = set;
    rowsByFile.set(file, { category, rows: set.products });
    set.products.forEach((row, index) => {
      const where = `${file} product ${index}`;
      if (typeof row.fetchedOn === 'string') fetchDates.add(row.fetchedOn);
      add(
        {
          id: requireString(row, 'id', where),
          providerId: requireString(row, 'providerId', where),
          name: requireString(row, 'name', where),
          category,
          url: optionalHttpUrl(row, 'url') ?? optionalHttpUrl(row, 'applicationUrl'),
          forBusiness: row.forBusiness === true,
        },
        where,
      );
    });
  }
  for (const [file, { category, rows }] of rowsByFile) labelSameNames(file, category, rows, labels);
  for (const product of products) product.name = labelledName(product.name, labels.get(product.id));

  // The full card file fills in cards (and card addresses) that the reduced table lacks.
  const cardsFile = path.join(dir, 'credit-cards.json');
  let creditCards = NO_CARD_DATA;
  if (existsSync(cardsFile)) {
    const dataset = readJson<RawCreditCardDataset>(cardsFile);
    const cards = dataset.cards && typeof dataset.cards === 'object' ? Object.values(dataset.cards) : [];
    const byId = new Map(products.map((product) => [product.id, product]));
    for (const card of cards) {
      const where = `${cardsFile} card ${JSON.stringify(card?.id)}`;
      const id = requireString(card, 'id', where);
      const { fetchedOn } = card as { fetchedOn?: unknown };
      if (typeof fetchedOn === 'string') fetchDates.add(fetchedOn);
      const url = optionalHttpUrl(card, 'url') ?? optionalHttpUrl(card, 'applicationUrl');
      const known = byId.get(id);
      if (known) {
        known.url ??= url;
        continue;
      }
      add(
        {
          id,
          providerId: requireString(card, 'providerId', where),
          name: requireString(card, 'nameLong', where),
          category: 'cc',
          url,
          forBusiness: (card as { forBusiness?: unknown }).forBusiness === true,
        },
        where,
      );
    }
    creditCards = readCardData(readJson, dir, cardsFile, dataset, rawProviders);
  }

  // Home loans, like cards, are optional as a whole; their lenders' summaries come with them.
  const homeLoans = rawHomeLoans === null ? NO_HOME_LOAN_DATA : readHomeLoanData(readJson, dir, rawHomeLoans);
  const deposits = readDepositData(dir, rawDeposits, labels);

  const days = [...fetchDates].filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day)).sort();
  const [first] = days;
  const last = days.at(-1);
  const fetchedBetween = first && last ? { from: first, to: last } : null;
  const version = hash.digest('hex').slice(0, 12);
  return { snapshotDate, version, fetchedBetween, providers, products, creditCards, homeLoans, deposits };
}

/** Labels for a file's products that share a name with another of their provider's (cards have their own). */
function labelSameNames(
  file: string,
  category: string,
  rows: Record<string, unknown>[],
  labels: Map<string, string>,
): void {
  if (category === 'cc') return;
  try {
    for (const [id, label] of productSameNameLabels(category as never, rows as never)) labels.set(id, label);
  } catch (error) {
    throw new ReferenceDataError(
      `${file}: cannot tell apart products of one name: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function readDepositData(
  dir: string,
  raw: { sv: unknown; td: unknown },
  labels: ReadonlyMap<string, string>,
): DepositReferenceData {
  try {
    return depositReferenceData(raw.sv, raw.td, labels);
  } catch (error) {
    if (error instanceof DataError) {
      const file = path.join(dir, error.dataset === 'products-td' ? 'products-td.json' : 'products-sv.json');
      throw new ReferenceDataError(`${file}: ${error.message}`);
    }
    throw error;
  }
}

function readHomeLoanData(readJson: JsonReader, dir: string, rawProducts: unknown): HomeLoanReferenceData {
  const productsFile = path.join(dir, 'products-hl.json');
  const providersFile = path.join(dir, 'home-loan-providers.json');
  const rawProviders = readJson<unknown>(providersFile);
  try {
    return homeLoanReferenceData(rawProducts, rawProviders);
  } catch (error) {
    if (error instanceof DataError) {
      const file = error.dataset === 'home-loan-providers' ? providersFile : productsFile;
      throw new ReferenceDataError(`${file}: ${error.message}`);
    }
    throw error;
  }
}

function readCardData(
  readJson: JsonReader,
  dir: string,
  cardsFile: string,
  dataset: RawCreditCardDataset,
  rawProviders: RawProvider[],
): CardReferenceData {
  const programsFile = path.join(dir, 'reward-programs.json');
  const programs = readJson<unknown>(programsFile);
  try {
    return cardReferenceData(dataset, programs, rawProviders);
  } catch (error) {
    if (error instanceof DataError) {
      const file = error.dataset === 'reward-programs' ? programsFile : cardsFile;
      throw new ReferenceDataError(`${file}: ${error.message}`);
    }
    throw error;
  }
}
