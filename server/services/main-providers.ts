import type { ReferenceData } from '../data/reference-data';

export interface MainProduct {
  id: string;
  name: string;
  category: string;
  big4: boolean;
}

export interface MainProvider {
  id: string;
  name: string;
  url_slug: string;
  big4: boolean;
  products: MainProduct[];
}

/**
 * The providers part of the /main/ response: each provider with its products, each product
 * carrying the provider's big4 flag (the client lists products without looking the provider up).
 */
export function mainProviders(data: ReferenceData): MainProvider[] {
  const byProvider = new Map<string, MainProduct[]>();
  const big4 = new Map(data.providers.map((provider) => [provider.id, provider.big4]));
  for (const product of data.products) {
    const list = byProvider.get(product.providerId) ?? [];
    list.push({
      id: product.id,
      name: product.name,
      category: product.category,
      big4: big4.get(product.providerId) ?? false,
    });
    byProvider.set(product.providerId, list);
  }
  return data.providers
    .map((provider) => ({
      id: provider.id,
      name: provider.name,
      url_slug: provider.urlSlug,
      big4: provider.big4,
      products: byProvider.get(provider.id) ?? [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}

/** Serialised once at start-up: it is the same for every visitor and is most of the response. */
export function mainProvidersJson(data: ReferenceData): string {
  return JSON.stringify(mainProviders(data));
}
