/**
 * What every category builder needs: stable ids, unique slugs, the provider each brand maps to,
 * and the log of dropped records and repairs.
 */
import { isForBusinessCustomers } from '../../../src/domain/eligibility/business-customers';
import { humaniseProductName } from '../../../src/domain/humanise-product-name';
import type { ProductEligibility } from '../../../src/domain/eligibility/types';
import type { CdrProduct } from './cdr-types';
import { webAddress, isoDay } from './cdr-values';
import type { IdRegistry, ProductCode } from './id-registry';
import type { ImportLog } from './import-log';
import { productSlugBase, type SlugBook } from './slugs';

export interface ProviderRef {
  id: string;
  name: string;
  slug: string;
}

export interface BuildContext {
  snapshotDate: string;
  ids: IdRegistry;
  slugs: SlugBook;
  log: ImportLog;
  provider: (brandId: string) => ProviderRef;
  /** Who may apply: the product's CDR eligibility and the curated member restrictions. */
  eligibility: (product: CdrProduct) => ProductEligibility;
}

export interface ProductBase {
  id: string;
  providerId: string;
  name: string;
  urlSlug: string;
  cdrProductId: string;
  url: string | null;
  applicationUrl: string | null;
  lastUpdated: string;
  /** The Sydney date we fetched the record (`YYYY-MM-DD`). */
  fetchedOn: string;
  /** Present, and true, only for products for business customers (`business-customers.ts`). */
  forBusiness?: true;
}

const SMALL_WORDS = new Set(['and', 'or', 'the', 'of', 'for', 'to', 'with', 'in', 'on', 'at']);

const ACRONYMS = new Set([
  'ACT',
  'AMP',
  'ANZ',
  'BOQ',
  'CUA',
  'HSBC',
  'IMB',
  'ING',
  'IO',
  'NAB',
  'NSA',
  'NSW',
  'NT',
  'QLD',
  'RACQ',
  'RSL',
  'SA',
  'SMSF',
  'TAS',
  'VIC',
  'WA',
]);

/** An all-capitals word back to title case; acronyms and words without vowels (LVR, P&I) stay as they are. */
function titleCaseWord(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  if (ACRONYMS.has(word) || !/[AEIOUY]/.test(word)) return word;
  return word.replace(
    /[A-Za-z]+/g,
    (letters) => letters.charAt(0).toUpperCase() + letters.slice(1).toLowerCase(),
  );
}

/**
 * Names are trimmed, runs of spaces collapsed, stray leading punctuation dropped (one bank
 * publishes "& Visa Platinum"), and names published entirely in capitals put in title case, so
 * tables read evenly. Nothing else about them changes.
 */
export function cleanName(name: string): string {
  const tidy = name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^A-Za-z0-9]+/, '');
  if (!/[A-Z]{4,}/.test(tidy) || /[a-z]/.test(tidy)) return tidy;
  return tidy
    .split(' ')
    .map((word, index) => titleCaseWord(word, index === 0))
    .join(' ');
}

/**
 * Loans' names have their shorthand spelt out ("Ooc, Variable, Pi": owner-occupied, variable,
 * principal and interest; `src/domain/humanise-product-name.ts`). Their addresses keep the
 * published name's slug, so no page moves.
 */
const LENDING_CODES: ReadonlySet<ProductCode> = new Set(['HL', 'PL', 'CL']);

export function productBase(
  context: BuildContext,
  product: CdrProduct,
  code: ProductCode,
  variant?: { key: string; nameSuffix: string; slugSuffix: string },
): ProductBase {
  const provider = context.provider(product.brandId);
  const shownName = LENDING_CODES.has(code)
    ? humaniseProductName(cleanName(product.detail.name))
    : cleanName(product.detail.name);
  const name = `${shownName}${variant ? ` ${variant.nameSuffix}` : ''}`;
  const slugBase = productSlugBase(provider.slug, cleanName(product.detail.name));
  return {
    id: context.ids.productId(product.brandId, code, product.detail.productId, variant?.key),
    providerId: provider.id,
    name,
    urlSlug: context.slugs.claim(variant ? `${slugBase}-${variant.slugSuffix}` : slugBase),
    cdrProductId: product.detail.productId,
    url: webAddress(product.detail.additionalInformation?.overviewUri),
    applicationUrl: webAddress(product.detail.applicationUri),
    lastUpdated: isoDay(product.detail.lastUpdated),
    fetchedOn: product.fetchedOn,
    ...(forBusinessCustomers(product) ? { forBusiness: true as const } : {}),
  };
}

/** Whether the record says the product is for business customers (its addresses, words and eligibility). */
export function forBusinessCustomers(product: CdrProduct): boolean {
  const { detail } = product;
  const links = detail.additionalInformation;
  return isForBusinessCustomers({
    name: detail.name,
    description: detail.description ?? null,
    addresses: [
      detail.applicationUri,
      links?.overviewUri,
      links?.termsUri,
      links?.eligibilityUri,
      links?.feesAndPricingUri,
      links?.bundleUri,
    ],
    eligibility: detail.eligibility ?? [],
  });
}

/** Builders see products in one fixed order, so first-time ids and slug suffixes are deterministic. */
export function inStableOrder(context: BuildContext, products: CdrProduct[]): CdrProduct[] {
  return [...products].sort((a, b) => {
    const providerA = context.provider(a.brandId).id;
    const providerB = context.provider(b.brandId).id;
    if (providerA !== providerB) return providerA < providerB ? -1 : 1;
    return (
      compareText(cleanName(a.detail.name).toLowerCase(), cleanName(b.detail.name).toLowerCase()) ||
      compareText(a.detail.productId, b.detail.productId)
    );
  });
}

/** Code-unit order: unlike localeCompare it cannot differ between machines. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function dropProduct(context: BuildContext, product: CdrProduct, reason: string): void {
  context.log.drop({
    category: product.category,
    brandName: product.brandName,
    productId: product.detail.productId,
    name: product.detail.name,
    reason,
  });
}
