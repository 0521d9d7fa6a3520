import type { ProductCategory } from '../config/paths';
import type { ProductPageContext } from '../features/catalogue/view-models';

/** A product page's context for Test Bank's product: only the product's own fields are the test's. */
export function productPageContext<P extends object>(
  code: ProductCategory,
  product: P & { name: string },
  categoryPath = '/credit-cards/',
): ProductPageContext<P> {
  return {
    code,
    product: {
      id: '10001-XX00001',
      providerId: '10001',
      providerName: 'Test Bank',
      href: `${categoryPath}test-bank/product/`,
      providerHref: `${categoryPath}test-bank/`,
      ...product,
    },
    provider: { id: '10001', name: 'Test Bank', slug: 'test-bank', overviewHref: '/providers/test-bank/' },
    asOf: '2024-08-12',
    facts: [],
    features: [],
    siblings: [],
    externalUrl: null,
    showsComparisonRate: code === 'hl' || code === 'pl' || code === 'cl',
  };
}
