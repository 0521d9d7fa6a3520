import type { ListedProduct, MainProvider } from './visit-types';

/** Products of every provider in one list, each carrying its provider's id, name and big4 flag. */
export function flattenProducts(providers: readonly MainProvider[]): ListedProduct[] {
  return providers.flatMap((provider) =>
    provider.products.map((product) => ({
      ...product,
      providerId: provider.id,
      providerName: provider.name,
      big4: provider.big4,
    })),
  );
}
