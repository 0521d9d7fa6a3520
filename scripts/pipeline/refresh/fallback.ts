/**
 * Where a brand that was not refreshed takes its products from: the newest earlier snapshot that
 * has products of it, with the date those products were fetched.
 */

export interface HeldBrand {
  /** The day the brand's products in this snapshot were fetched. */
  fetchedOn: string;
  products: number;
}

/** What an earlier snapshot holds, read from its `brands.json`. */
export interface FallbackSource {
  /** The snapshot's own date (its folder name). */
  date: string;
  /** The brands with at least one product in it. */
  held: ReadonlyMap<string, HeldBrand>;
}

export interface FallbackPick extends HeldBrand {
  source: FallbackSource;
}

/** The newest source holding products of the brand; sources may come in any order. */
export function pickFallback(brandId: string, sources: readonly FallbackSource[]): FallbackPick | null {
  let best: FallbackPick | null = null;
  for (const source of sources) {
    const held = source.held.get(brandId);
    if (held === undefined) continue;
    if (best === null || source.date > best.source.date) best = { source, ...held };
  }
  return best;
}

interface BrandCounts {
  productCounts?: Partial<Record<string, number>>;
  refresh?: { outcome?: string; keptFrom?: string };
}

/**
 * What a snapshot holds of a brand, from its `brands.json` entry: null when no products; the fetch
 * date is `keptFrom` when that snapshot kept them from an earlier one, else the snapshot's date.
 */
export function heldBrand(brand: BrandCounts, snapshotDate: string): HeldBrand | null {
  const products = Object.values(brand.productCounts ?? {}).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  if (products === 0) return null;
  const kept = brand.refresh?.outcome === 'kept' && brand.refresh.keptFrom;
  return { fetchedOn: kept ? (brand.refresh?.keptFrom as string) : snapshotDate, products };
}
