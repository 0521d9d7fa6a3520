import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { CategoryPage } from '../features/catalogue/category-page';
import { savingsTableConfig } from '../features/compare/configs/savings-accounts';
import { anyTable, type TableConfigFactory } from '../features/compare/table-kinds';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

/** This page's table, and no other category's. */
const config = anyTable(savingsTableConfig);
const table: TableConfigFactory = () => config;

export default function SavingsAccountsPage({
  pageContext,
}: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return <CategoryPage context={pageContext} table={table} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare savings accounts"
    description="Compare Australian savings accounts by maximum rate, base rate, bonus conditions, balance caps and fees."
    pathname={location.pathname}
  />
);
