import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { ProviderCategoryHead, ProviderCategoryPage } from '../features/catalogue/provider-category-page';
import type { ProviderCategoryContext } from '../features/catalogue/view-models';
import { termDepositTable } from '../features/compare/configs/term-deposits';
import type { RowIdentity } from '../features/compare/table-config';

type Props = PageProps<object, ProviderCategoryContext<RowIdentity>>;

/** A provider's term deposits, e.g. /term-deposits/<provider>/: this category's table only. */
export default function ProviderTermDepositsTemplate({ pageContext }: Props) {
  return <ProviderCategoryPage context={pageContext} table={termDepositTable} />;
}

export const Head: HeadFC<object, ProviderCategoryContext<RowIdentity>> = ({ location, pageContext }) => (
  <ProviderCategoryHead pathname={location.pathname} context={pageContext} />
);
