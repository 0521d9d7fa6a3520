import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { CalculatorLinks } from '../features/calculators/calculator-links';
import { CategoryPage } from '../features/catalogue/category-page';
import { savingsTable } from '../features/compare/configs/savings-accounts';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

export default function SavingsAccountsPage({
  pageContext,
}: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return (
    <CategoryPage context={pageContext} table={savingsTable}>
      <CalculatorLinks category="sv" />
    </CategoryPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare savings accounts"
    description="Compare Australian savings accounts by maximum rate, base rate, bonus conditions, balance caps and fees."
    pathname={location.pathname}
  />
);
