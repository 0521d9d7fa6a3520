import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { ProviderCategoryHead, ProviderCategoryPage } from '../features/catalogue/provider-category-page';
import type { ProviderCategoryContext } from '../features/catalogue/view-models';
import { bankAccountTable } from '../features/compare/configs/bank-accounts';
import type { RowIdentity } from '../features/compare/table-config';

type Props = PageProps<object, ProviderCategoryContext<RowIdentity>>;

/** A provider's bank accounts, e.g. /bank-accounts/<provider>/: this category's table only. */
export default function ProviderBankAccountsTemplate({ pageContext }: Props) {
  return <ProviderCategoryPage context={pageContext} table={bankAccountTable} />;
}

export const Head: HeadFC<object, ProviderCategoryContext<RowIdentity>> = ({ location, pageContext }) => (
  <ProviderCategoryHead pathname={location.pathname} context={pageContext} />
);
