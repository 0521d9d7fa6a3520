import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Seo } from '../components/seo/seo';
import { paths } from '../config/paths';
import { CalculatorLinks } from '../features/calculators/calculator-links';
import { CategoryPage } from '../features/catalogue/category-page';
import { savingsTable } from '../features/compare/configs/savings-accounts';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

export default function SavingsAccountsPage({
  pageContext,
}: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return (
    <CategoryPage
      context={pageContext}
      table={savingsTable}
      intro={
        <p className="notice">
          Already saving? See what your balance really earns a year, given what you add and take out each
          month, and which accounts would pay you more.{' '}
          <Link to={paths.savingsCheck()}>Check my savings</Link>
        </p>
      }
    >
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
