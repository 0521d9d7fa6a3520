/** `St.George Bank` -> `st-george-bank`, `P&N Bank` -> `p-and-n-bank`, `Citi Simplicity®` -> `citi-simplicity`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[®™]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out slugs that are unique within one namespace by adding -2, -3 ... in call order. */
export class SlugBook {
  private readonly used = new Set<string>();

  claim(base: string): string {
    const root = base === '' ? 'item' : base;
    let candidate = root;
    for (let n = 2; this.used.has(candidate); n += 1) candidate = `${root}-${n}`;
    this.used.add(candidate);
    return candidate;
  }
}

/** Product slugs carry the provider's slug unless the name already starts with it. */
export function productSlugBase(providerSlug: string, productName: string): string {
  const nameSlug = slugify(productName);
  return nameSlug.startsWith(providerSlug) ? nameSlug : `${providerSlug}-${nameSlug}`;
}
