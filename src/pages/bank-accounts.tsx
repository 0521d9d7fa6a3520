import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { CategoryPage } from '../features/catalogue/category-page';
import { bankAccountTable } from '../features/compare/configs/bank-accounts';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

export default function BankAccountsPage({
  pageContext,
}: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return <CategoryPage context={pageContext} table={bankAccountTable} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare bank accounts"
    description="Compare everyday Australian bank accounts by monthly fee, fee waivers, overseas transaction and ATM fees."
    pathname={location.pathname}
  />
);
