import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { ProviderCategoryHead, ProviderCategoryPage } from '../features/catalogue/provider-category-page';
import type { ProviderCategoryContext } from '../features/catalogue/view-models';
import { carLoanTable } from '../features/compare/configs/personal-loans';
import type { RowIdentity } from '../features/compare/table-config';

type Props = PageProps<object, ProviderCategoryContext<RowIdentity>>;

/** A provider's car loans, e.g. /car-loans/<provider>/: this category's table only. */
export default function ProviderCarLoansTemplate({ pageContext }: Props) {
  return <ProviderCategoryPage context={pageContext} table={carLoanTable} />;
}

export const Head: HeadFC<object, ProviderCategoryContext<RowIdentity>> = ({ location, pageContext }) => (
  <ProviderCategoryHead pathname={location.pathname} context={pageContext} />
);
