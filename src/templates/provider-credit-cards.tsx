import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { ProviderCategoryHead, ProviderCategoryPage } from '../features/catalogue/provider-category-page';
import type { ProviderCategoryContext } from '../features/catalogue/view-models';
import { creditCardTable } from '../features/compare/configs/credit-cards';
import type { RowIdentity } from '../features/compare/table-config';

type Props = PageProps<object, ProviderCategoryContext<RowIdentity>>;

/** A provider's credit cards, e.g. /credit-cards/<provider>/: this category's table only. */
export default function ProviderCreditCardsTemplate({ pageContext }: Props) {
  return <ProviderCategoryPage context={pageContext} table={creditCardTable} />;
}

export const Head: HeadFC<object, ProviderCategoryContext<RowIdentity>> = ({ location, pageContext }) => (
  <ProviderCategoryHead pathname={location.pathname} context={pageContext} />
);
