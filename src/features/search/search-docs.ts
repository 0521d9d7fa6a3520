/** What the search page searches: every provider and product, kept compact for page data. */
export interface SearchDoc {
  /** Unique key. */
  id: string;
  kind: 'provider' | 'product';
  title: string;
  /** Provider name for products; the provider's own name again for providers. */
  provider: string;
  /** Category name for products (`Credit cards`), `Provider` for providers. */
  category: string;
  href: string;
}
