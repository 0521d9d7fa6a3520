import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { ProductPage } from '../features/catalogue/product-page';
import type { ProductPageContext } from '../features/catalogue/view-models';
import { categories } from '../config/paths';

/** Personal and car loans share this template; the category comes from page context. */
export default function PersonalLoanTemplate({ pageContext }: PageProps<object, ProductPageContext<object>>) {
  return <ProductPage context={pageContext} />;
}

export const Head: HeadFC<object, ProductPageContext<object>> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.product.name} from ${pageContext.provider.name}`}
    description={`Rates, comparison rate, fees and terms of ${pageContext.provider.name}’s ${pageContext.product.name}, compared with other Australian ${categories[pageContext.code].name.toLowerCase()}.`}
    pathname={location.pathname}
  />
);
