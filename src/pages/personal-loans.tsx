import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { CategoryPage } from '../features/catalogue/category-page';
import { personalLoanTable } from '../features/compare/configs/personal-loans';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

export default function PersonalLoansPage({
  pageContext,
}: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return <CategoryPage context={pageContext} table={personalLoanTable} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare personal loans"
    description="Compare Australian personal loans by rate, comparison rate, fees, amount and term, from the lenders’ published data."
    pathname={location.pathname}
  />
);
