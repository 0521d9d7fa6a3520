import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { CategoryPage } from '../features/catalogue/category-page';
import { carLoanTable } from '../features/compare/configs/personal-loans';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

export default function CarLoansPage({ pageContext }: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return <CategoryPage context={pageContext} table={carLoanTable} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare car loans"
    description="Compare Australian car loans, secured and unsecured, by rate, comparison rate, fees, amount and term."
    pathname={location.pathname}
  />
);
