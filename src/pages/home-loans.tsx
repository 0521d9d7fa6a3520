import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Seo } from '../components/seo/seo';
import { paths } from '../config/paths';
import { CalculatorLinks } from '../features/calculators/calculator-links';
import { CategoryPage } from '../features/catalogue/category-page';
import { homeLoanTable } from '../features/compare/configs/home-loans';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

export default function HomeLoansPage({ pageContext }: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return (
    <CategoryPage
      context={pageContext}
      table={homeLoanTable}
      intro={
        <p className="notice">
          Already have a home loan? See how your rate and repayments compare with the loans you qualify for,
          and what switching would save after every fee.{' '}
          <Link to={paths.homeLoanSurvey()}>Check my home loan</Link>
        </p>
      }
    >
      <CalculatorLinks category="hl" />
    </CategoryPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare home loans"
    description="Compare Australian home-loan rates with their comparison rates, by rate type, LVR, repayment type and offset, from the lenders’ published data."
    pathname={location.pathname}
  />
);
