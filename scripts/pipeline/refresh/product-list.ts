/** Get Products for one brand, every page: follows `links.next` until the last page. */
import { PRODUCT_LIST_VERSIONS } from './cdr-version';
import type { GetJson } from './http-client';
import type { ScopeFields } from './product-scope';

/** Products per page asked for: the most the standard allows. */
export const PAGE_SIZE = 1000;
/** A holder whose `links.next` never ends is cut off after this many pages. */
const MAX_PAGES = 200;

/** A Get Products entry: the fields that decide its scope, its id, and whatever else the holder sent. */
export interface ListedProduct extends ScopeFields {
  productId: string;
  [field: string]: unknown;
}

export function productsUrl(baseUri: string): string {
  return `${baseUri.replace(/\/+$/, '')}/cds-au/v1/banking/products?page-size=${PAGE_SIZE}`;
}

export function productDetailUrl(baseUri: string, productId: string): string {
  return `${baseUri.replace(/\/+$/, '')}/cds-au/v1/banking/products/${encodeURIComponent(productId)}`;
}

export type ProductListResult =
  { ok: true; products: ListedProduct[]; problems: string[] } | { ok: false; reason: string };

interface ListPage {
  data?: { products?: unknown };
  links?: { next?: unknown };
}

export async function fetchProductList(baseUri: string, getJson: GetJson): Promise<ProductListResult> {
  const products: ListedProduct[] = [];
  const problems: string[] = [];
  const seenIds = new Set<string>();
  const visited = new Set<string>();
  let url: string | null = productsUrl(baseUri);
  while (url !== null) {
    if (visited.has(url) || visited.size >= MAX_PAGES) {
      return { ok: false, reason: `product list paging does not end (page ${visited.size + 1})` };
    }
    visited.add(url);
    const answer = await getJson(url, PRODUCT_LIST_VERSIONS);
    if (!answer.ok) return { ok: false, reason: `product list: ${answer.reason}` };
    const page = answer.body as ListPage | null;
    const items = page?.data?.products;
    if (!Array.isArray(items))
      return { ok: false, reason: 'product list: the answer has no data.products list' };
    for (const item of items as unknown[]) {
      const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      const id = record.productId;
      if (typeof id !== 'string' || id.trim() === '') {
        problems.push('a listed product has no productId');
        continue;
      }
      if (seenIds.has(id)) continue;
      seenIds.add(id);
      products.push({ ...record, productId: id });
    }
    const next = page?.links?.next;
    url = typeof next === 'string' && next !== '' ? new URL(next, url).toString() : null;
  }
  return { ok: true, products, problems };
}
