import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { ProviderCategoryHead, ProviderCategoryPage } from '../features/catalogue/provider-category-page';
import type { ProviderCategoryContext } from '../features/catalogue/view-models';
import { homeLoanTable } from '../features/compare/configs/home-loans';
import type { RowIdentity } from '../features/compare/table-config';

type Props = PageProps<object, ProviderCategoryContext<RowIdentity>>;

/** A provider's home loans, e.g. /home-loans/<provider>/: this category's table only. */
export default function ProviderHomeLoansTemplate({ pageContext }: Props) {
  return <ProviderCategoryPage context={pageContext} table={homeLoanTable} />;
}

export const Head: HeadFC<object, ProviderCategoryContext<RowIdentity>> = ({ location, pageContext }) => (
  <ProviderCategoryHead pathname={location.pathname} context={pageContext} />
);
