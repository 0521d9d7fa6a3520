import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { CategoryPage } from '../features/catalogue/category-page';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

export default function HomeLoansPage({ pageContext }: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return <CategoryPage context={pageContext} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare home loans"
    description="Compare Australian home-loan rates with their comparison rates, by rate type, LVR, repayment type and offset, from the lenders’ published data."
    pathname={location.pathname}
  />
);
