/**
 * Our ids must never change between imports: pages, saved surveys and offers refer to them. The
 * committed maps `data/provider-ids.json` (CDR brand id -> five-digit id) and
 * `data/product-ids.json` (brand id + product id -> `providerId-CODEnnnnn`) are read, extended for
 * anything new, and written back; entries are never removed, so an id is never reused.
 */
import { ImportError } from './import-error';

export type ProductCode = 'CC' | 'HL' | 'PL' | 'CL' | 'TD' | 'TX' | 'SV';

const FIRST_PROVIDER_ID = 10001;
const PROVIDER_ID = /^\d{5}$/;
const PRODUCT_ID = /^(\d{5})-(CC|HL|PL|CL|TD|TX|SV)(\d{5})$/;

export interface IdMaps {
  providerIds: Record<string, string>;
  productIds: Record<string, string>;
}

function sortedByValue(map: Map<string, string>): Record<string, string> {
  const entries = [...map.entries()].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

export function productKey(brandId: string, productId: string, variant?: string): string {
  return variant === undefined ? `${brandId}:${productId}` : `${brandId}:${productId}#${variant}`;
}

export class IdRegistry {
  private readonly providers = new Map<string, string>();
  private readonly products = new Map<string, string>();
  private readonly lastProductNumber = new Map<string, number>();
  private nextProviderNumber = FIRST_PROVIDER_ID;

  constructor(existing: IdMaps) {
    const seenProviderIds = new Set<string>();
    for (const [brandId, id] of Object.entries(existing.providerIds)) {
      if (!PROVIDER_ID.test(id) || seenProviderIds.has(id)) {
        throw new ImportError(
          'data/provider-ids.json',
          `entry ${brandId} -> ${id} is malformed or duplicated`,
        );
      }
      seenProviderIds.add(id);
      this.providers.set(brandId, id);
      this.nextProviderNumber = Math.max(this.nextProviderNumber, Number(id) + 1);
    }
    const seenProductIds = new Set<string>();
    for (const [key, id] of Object.entries(existing.productIds)) {
      const match = PRODUCT_ID.exec(id);
      if (!match || seenProductIds.has(id)) {
        throw new ImportError('data/product-ids.json', `entry ${key} -> ${id} is malformed or duplicated`);
      }
      const brandId = key.split(':')[0] ?? '';
      if (this.providers.get(brandId) !== match[1]) {
        throw new ImportError(
          'data/product-ids.json',
          `entry ${key} -> ${id} does not match the brand's provider id`,
        );
      }
      seenProductIds.add(id);
      this.products.set(key, id);
      const series = `${match[1]}-${match[2]}`;
      this.lastProductNumber.set(series, Math.max(this.lastProductNumber.get(series) ?? 0, Number(match[3])));
    }
  }

  /** The brand's id, assigning the next free number to a brand seen for the first time. */
  providerId(brandId: string): string {
    const known = this.providers.get(brandId);
    if (known !== undefined) return known;
    const id = String(this.nextProviderNumber);
    this.nextProviderNumber += 1;
    this.providers.set(brandId, id);
    return id;
  }

  /** The product's id; `variant` separates the limit tiers of one CDR card. */
  productId(brandId: string, code: ProductCode, productId: string, variant?: string): string {
    const key = productKey(brandId, productId, variant);
    const known = this.products.get(key);
    if (known !== undefined) {
      if (!known.includes(`-${code}`)) {
        throw new ImportError(
          `data/product-ids.json entry ${key}`,
          `is ${known} but the product is now ${code}`,
        );
      }
      return known;
    }
    const providerId = this.providerId(brandId);
    const series = `${providerId}-${code}`;
    const next = (this.lastProductNumber.get(series) ?? 0) + 1;
    this.lastProductNumber.set(series, next);
    const id = `${series}${String(next).padStart(5, '0')}`;
    this.products.set(key, id);
    return id;
  }

  toMaps(): IdMaps {
    return { providerIds: sortedByValue(this.providers), productIds: sortedByValue(this.products) };
  }
}
