import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';

export default function TransactionAccountTemplate({
  pageContext,
}: PageProps<object, ProductPageContext<object>>) {
  return <ProductPage context={pageContext} />;
}

export const Head: HeadFC<object, ProductPageContext<object>> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.product.name} from ${pageContext.provider.name}`}
    description={`Monthly fee, overseas fees and features of ${pageContext.provider.name}’s ${pageContext.product.name}, compared with other Australian bank accounts.`}
    pathname={location.pathname}
  />
);
