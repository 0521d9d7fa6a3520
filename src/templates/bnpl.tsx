import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';

interface BnplExtras {
  source: string;
  checkedOn: string;
}

export default function BnplTemplate({ pageContext }: PageProps<object, ProductPageContext<BnplExtras>>) {
  return (
    <ProductPage context={pageContext}>
      <p className="legal">
        Buy now pay later services do not publish Consumer Data Right product data. We collect these figures
        by hand from the provider’s published fee information ({pageContext.product.source}), last checked{' '}
        {pageContext.product.checkedOn}.
      </p>
    </ProductPage>
  );
}

export const Head: HeadFC<object, ProductPageContext<BnplExtras>> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.product.name}: fees, limits and late fees`}
    description={`What ${pageContext.product.name} costs: spending limits, instalments, account and late fees, and its credit licence under the June 2025 rules.`}
    pathname={location.pathname}
  />
);
