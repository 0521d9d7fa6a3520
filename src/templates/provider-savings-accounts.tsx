import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { ProviderCategoryHead, ProviderCategoryPage } from '../features/catalogue/provider-category-page';
import type { ProviderCategoryContext } from '../features/catalogue/view-models';
import { savingsTable } from '../features/compare/configs/savings-accounts';
import type { RowIdentity } from '../features/compare/table-config';

type Props = PageProps<object, ProviderCategoryContext<RowIdentity>>;

/** A provider's savings accounts, e.g. /savings-accounts/<provider>/: this category's table only. */
export default function ProviderSavingsAccountsTemplate({ pageContext }: Props) {
  return <ProviderCategoryPage context={pageContext} table={savingsTable} />;
}

export const Head: HeadFC<object, ProviderCategoryContext<RowIdentity>> = ({ location, pageContext }) => (
  <ProviderCategoryHead pathname={location.pathname} context={pageContext} />
);
