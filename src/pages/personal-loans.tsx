import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { CategoryPage } from '../features/catalogue/category-page';
import { personalLoanTableConfig } from '../features/compare/configs/personal-loans';
import { anyTable, type TableConfigFactory } from '../features/compare/table-kinds';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

/** This page's table, and no other category's. */
const config = anyTable(personalLoanTableConfig('personal'));
const table: TableConfigFactory = () => config;

export default function PersonalLoansPage({
  pageContext,
}: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return <CategoryPage context={pageContext} table={table} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare personal loans"
    description="Compare Australian personal loans by rate, comparison rate, fees, amount and term, from the lenders’ published data."
    pathname={location.pathname}
  />
);
