import type { ClientResponseOf } from '../../api/contract';
import type { main } from '../../api/site';

/** A provider from /main/, with its personal products. */
export type MainProvider = ClientResponseOf<typeof main>['providers'][number];
export type MainProduct = MainProvider['products'][number];

/** A product from /main/, listed without its provider: the provider's id and big4 flag come along. */
export interface ListedProduct extends MainProduct {
  providerId: string;
  providerName: string;
}

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
