/**
 * One profile per CDR brand that has products: our id, display name, slug and the curated flags.
 * Brands that share an ABN are one authorised deposit-taking institution (one banking licence and
 * one Financial Claims Scheme limit) trading under several names.
 */
import type { ProviderIndustry } from '../../../src/domain/data/raw-types';
import type { CdrBrand } from './cdr-types';
import { brandIdOf } from './cdr-types';
import type { ProviderFacts } from './curated';
import type { IdRegistry } from './id-registry';
import { ImportError } from './import-error';
import { SlugBook, slugify } from './slugs';
import { compareText } from './build-context';

export interface ProviderProfile {
  brandId: string;
  brandName: string;
  id: string;
  name: string;
  slug: string;
  abn: string | null;
  big4: boolean;
  popular: boolean;
  participant: 0 | 1;
  majorLender: boolean;
  depositTaker: boolean;
  customerOwned: boolean;
  industries: ProviderIndustry[];
}

function checkNamesExist(facts: ProviderFacts, brandNames: Set<string>): void {
  const lists: [string, string[]][] = [
    ['displayNames', Object.keys(facts.displayNames)],
    ['big4', facts.big4],
    ['participant', [facts.participant]],
    ['popular', facts.popular],
    ['majorLenders', facts.majorLenders],
    ['notDepositTakers', facts.notDepositTakers],
    ['customerOwned', facts.customerOwned],
  ];
  for (const [field, names] of lists) {
    const unknown = names.filter((name) => !brandNames.has(name));
    if (unknown.length > 0) {
      throw new ImportError(
        'data/curated/provider-facts.json',
        `${field} names brands not in the snapshot: ${unknown.join(', ')}`,
      );
    }
  }
}

const INDUSTRIES: readonly ProviderIndustry[] = ['banking', 'non-bank-lending'];

/**
 * The register industries a brand is listed under; a brand of the 2024 snapshot, which was read from
 * the banking list alone and records none, is a banking brand.
 */
export function brandIndustries(brand: CdrBrand): ProviderIndustry[] {
  const listed = INDUSTRIES.filter((industry) => brand.industries?.includes(industry));
  return listed.length > 0 ? listed : ['banking'];
}

function validAbn(brand: CdrBrand): string | null {
  return typeof brand.abn === 'string' && /^\d{11}$/.test(brand.abn) ? brand.abn : null;
}

/**
 * Whether a brand is a bank (an authorised deposit-taking institution): the register lists it, or a
 * brand of the same legal entity (the same ABN), under banking, and it is not one of the few brands
 * listed there that take no deposits.
 */
export function isDepositTaker(brand: CdrBrand, all: readonly CdrBrand[], facts: ProviderFacts): boolean {
  if (facts.notDepositTakers.includes(brand.brandName)) return false;
  if (brandIndustries(brand).includes('banking')) return true;
  const abn = validAbn(brand);
  return (
    abn !== null && all.some((other) => validAbn(other) === abn && brandIndustries(other).includes('banking'))
  );
}

/**
 * Profiles for the brands that keep at least one product. Ids are handed out in display-name
 * order, so a first import numbers providers alphabetically; later imports only add.
 */
export function providerProfiles(
  brands: CdrBrand[],
  brandIdsWithProducts: Set<string>,
  facts: ProviderFacts,
  ids: IdRegistry,
): Map<string, ProviderProfile> {
  checkNamesExist(facts, new Set(brands.map((brand) => brand.brandName)));
  const chosen = brands
    .filter((brand) => brandIdsWithProducts.has(brandIdOf(brand)))
    .map((brand) => ({ brand, name: (facts.displayNames[brand.brandName] ?? brand.brandName).trim() }))
    .sort(
      (a, b) =>
        compareText(a.name.toLowerCase(), b.name.toLowerCase()) ||
        compareText(brandIdOf(a.brand), brandIdOf(b.brand)),
    );

  const names = new Set<string>();
  const slugs = new SlugBook();
  const profiles = new Map<string, ProviderProfile>();
  for (const { brand, name } of chosen) {
    const brandId = brandIdOf(brand);
    if (names.has(name.toLowerCase())) {
      throw new ImportError(
        `brand ${brand.brandName} (${brandId})`,
        `display name "${name}" is used by another brand`,
      );
    }
    names.add(name.toLowerCase());
    const abn = validAbn(brand);
    profiles.set(brandId, {
      brandId,
      brandName: brand.brandName,
      id: ids.providerId(brandId),
      name,
      slug: slugs.claim(slugify(name)),
      abn,
      big4: facts.big4.includes(brand.brandName),
      popular: facts.popular.includes(brand.brandName),
      participant: facts.participant === brand.brandName ? 1 : 0,
      majorLender: facts.majorLenders.includes(brand.brandName),
      depositTaker: isDepositTaker(brand, brands, facts),
      customerOwned: facts.customerOwned.includes(brand.brandName),
      industries: brandIndustries(brand),
    });
  }
  return profiles;
}

/** Other providers trading under the same ABN, by display name. */
export function sameInstitution(profile: ProviderProfile, all: Iterable<ProviderProfile>): string[] {
  if (profile.abn === null) return [];
  return [...all]
    .filter((other) => other.abn === profile.abn && other.brandId !== profile.brandId)
    .map((other) => other.name)
    .sort((a, b) => compareText(a, b));
}

export function formatAbn(abn: string): string {
  return `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}`;
}
