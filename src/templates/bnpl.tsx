import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';
import { formatIsoDate } from '../domain/format';

interface BnplExtras {
  source: string;
  checkedOn: string;
}

export default function BnplTemplate({ pageContext }: PageProps<object, ProductPageContext<BnplExtras>>) {
  return (
    <ProductPage context={pageContext}>
      <p className="legal">
        Buy now pay later services do not publish Consumer Data Right product data, so we collect these
        figures by hand from the provider’s own pages. We last checked them on{' '}
        <time dateTime={pageContext.product.checkedOn}>{formatIsoDate(pageContext.product.checkedOn)}</time>.
      </p>
      <p className="legal">Where they come from: {pageContext.product.source}</p>
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
