import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { CategoryPage } from '../features/catalogue/category-page';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

export default function CreditCardsPage({
  pageContext,
}: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return <CategoryPage context={pageContext} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare credit cards"
    description="Compare Australian credit cards by annual fee, purchase rate, interest-free days, balance transfer offers and rewards, with figures from the banks’ own data."
    pathname={location.pathname}
  />
);
