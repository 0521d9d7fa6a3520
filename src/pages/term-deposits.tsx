import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Seo } from '../components/seo/seo';
import { paths } from '../config/paths';
import { CalculatorLinks } from '../features/calculators/calculator-links';
import { CategoryPage } from '../features/catalogue/category-page';
import { termDepositTable } from '../features/compare/configs/term-deposits';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

export default function TermDepositsPage({
  pageContext,
}: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return (
    <CategoryPage
      context={pageContext}
      table={termDepositTable}
      intro={
        <p className="notice">
          Does your deposit mature soon? See what it earns, what it would earn if it rolls over and how long
          you have to act. <Link to={paths.termDepositCheck()}>Check my term deposit</Link>
          <br />
          Money in a savings account too? See what it really earns a year, and which accounts would pay you
          more. <Link to={paths.savingsCheck()}>Check my savings</Link>
        </p>
      }
    >
      <CalculatorLinks category="td" />
    </CategoryPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare term deposits"
    description="Compare Australian term-deposit rates by term, amount and how interest is paid, from the banks’ published data."
    pathname={location.pathname}
  />
);
