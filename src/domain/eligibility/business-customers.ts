/**
 * Whether a product is for business customers, from what its own record says: its web addresses
 * (the bank files it under `/business/`), its name ("Business Visa"), its description ("Ideal for
 * small business owners", "help with business cash flow") and eligibility entries that restrict it
 * to businesses ("Business members only", "You must have an active ABN").
 *
 * Banks set the CDR eligibility type `BUSINESS` on consumer products too ("Self Employed Members and
 * Business Owners Are Eligible", CommBank's home loans), so that type alone decides nothing: only
 * wording that limits the product to businesses does. A description that offers the product to
 * people and businesses alike ("for personal or business use") is not a business product either.
 */

/** One CDR eligibility entry, as the standards name its fields. */
export interface EligibilityEntry {
  eligibilityType: string;
  additionalValue?: string | null;
  additionalInfo?: string | null;
}

/** What the product's record says of itself. */
export interface ProductAudienceEvidence {
  name: string;
  description?: string | null;
  /** The product's own web addresses: overview, application, terms, eligibility, fees. */
  addresses: readonly (string | null | undefined)[];
  eligibility: readonly EligibilityEntry[];
}

/** The signal that made a product a business product, for the import's report and tests. */
export type BusinessEvidence = 'address' | 'name' | 'description' | 'eligibility';

const BUSINESS_NAME = /\b(business|corporate|commercial|wholesale|agri|farm)\b|biz\b/i;

/** A path segment `business`: `https://www.commbank.com.au/business/business-credit-cards/...`. */
const BUSINESS_ADDRESS = /^https?:\/\/[^/?#]+(?:\/[^?#]*)?\/business(?:[/?#]|$)/i;

const BUSINESS_WORDING = [
  /\bfor (?:your |small |a )?business(?:es)?\b/i,
  /\b(?:small )?business (?:owners?|customers?|cash ?flow|transaction account|cheque account|bank account|banking needs)\b/i,
  /\baccounts? for businesses\b/i,
];

/** "personal and business needs", "an individual or a business": offered to people too. */
const PEOPLE_TOO = /\b(?:personal|individuals?)\b[^.]{0,30}\b(?:and|or)\b[^.]{0,10}\bbusiness/i;

/** Eligibility wording that limits a product to businesses; "must not be used for business" does not match. */
const BUSINESS_ONLY = [
  /\b(?:business|corporate|company) (?:members|customers|clients|use|entities) only\b/i,
  /\bonly (?:available )?(?:to|for) (?:business(?:es)?|business customers|compan(?:y|ies)|corporate customers)\b(?!\s+introduced\b)/i,
  /\bmust have an (?:active )?ABN\b(?!\s+if\b)/i,
  /\bmust be held in the name of an? (?:\w+ )?business\b/i,
];

/** Entry types whose wording can restrict who applies (`NATURAL_PERSON` wording is about people). */
const RESTRICTING_TYPES = new Set(['BUSINESS', 'OTHER']);

/** Whether a product's name marks it as a business, agri or wholesale product ("FIRSTBIZ ACCESS"). */
export function namesBusiness(name: string): boolean {
  return BUSINESS_NAME.test(name);
}

function hasBusinessAddress(addresses: ProductAudienceEvidence['addresses']): boolean {
  return addresses.some((address) => typeof address === 'string' && BUSINESS_ADDRESS.test(address.trim()));
}

function describesBusinessOnly(description: string | null | undefined): boolean {
  if (!description) return false;
  return !PEOPLE_TOO.test(description) && BUSINESS_WORDING.some((wording) => wording.test(description));
}

function restrictedToBusinesses(entries: readonly EligibilityEntry[]): boolean {
  return entries.some((entry) => {
    if (!RESTRICTING_TYPES.has(entry.eligibilityType.toUpperCase())) return false;
    const text = [entry.additionalValue, entry.additionalInfo].filter(Boolean).join(' ');
    return BUSINESS_ONLY.some((wording) => wording.test(text));
  });
}

/** The first signal that marks the product as one for business customers, or null for a personal product. */
export function businessEvidence(product: ProductAudienceEvidence): BusinessEvidence | null {
  if (hasBusinessAddress(product.addresses)) return 'address';
  if (namesBusiness(product.name)) return 'name';
  if (describesBusinessOnly(product.description)) return 'description';
  if (restrictedToBusinesses(product.eligibility)) return 'eligibility';
  return null;
}

export function isForBusinessCustomers(product: ProductAudienceEvidence): boolean {
  return businessEvidence(product) !== null;
}
