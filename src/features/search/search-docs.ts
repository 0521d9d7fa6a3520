/** What the search page searches: every provider and product, kept compact for page data. */
export interface SearchDoc {
  /** Unique key. */
  id: string;
  kind: 'provider' | 'product';
  title: string;
  /** What tells the product apart from another of the provider's with the same name. */
  detail?: string;
  /** Provider name for products; the provider's own name again for providers. */
  provider: string;
  /** Category name for products (`Credit cards`), `Provider` for providers. */
  category: string;
  href: string;
}

/** The docs with each labelled product's label (distinguishing-names.ts), by product id. */
export function withProductLabels(
  docs: readonly SearchDoc[],
  labels: ReadonlyMap<string, string>,
): SearchDoc[] {
  return docs.map((doc) => {
    const detail = doc.kind === 'product' ? labels.get(doc.id) : undefined;
    return detail ? { ...doc, detail } : doc;
  });
}
