/**
 * The providers and products that /main/ returns, kept beside the store rather than in it: they
 * are reference data (thousands of products), the same for every visitor, and copying them into
 * Redux state (which freezes every object) would block the main thread for no benefit.
 */
import { flattenProducts, type ListedProduct, type MainProvider } from './flatten-products';

export type { ListedProduct, MainProduct, MainProvider } from './flatten-products';

let providers: readonly MainProvider[] = [];
let products: ListedProduct[] | null = null;

export function setMainProviders(next: readonly MainProvider[]): void {
  providers = next;
  products = null;
}

export function getMainProviders(): readonly MainProvider[] {
  return providers;
}

/** Every product in one list with its provider's id, name and big4 flag; flattened on first use. */
export function getListedProducts(): readonly ListedProduct[] {
  products ??= flattenProducts(providers);
  return products;
}
