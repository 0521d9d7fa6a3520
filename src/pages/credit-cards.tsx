import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Seo } from '../components/seo/seo';
import { paths } from '../config/paths';
import { CalculatorLinks } from '../features/calculators/calculator-links';
import { CategoryPage } from '../features/catalogue/category-page';
import { creditCardTable } from '../features/compare/configs/credit-cards';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';

export default function CreditCardsPage({
  pageContext,
}: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return (
    <CategoryPage
      context={pageContext}
      table={creditCardTable}
      intro={
        <p className="notice">
          Already have a card? See what it really costs you a year, and whether a product transfer at your
          bank or a switch would save you more. <Link to={paths.cardSurvey()}>Check my card</Link>
        </p>
      }
    >
      <CalculatorLinks category="cc" />
    </CategoryPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare credit cards"
    description="Compare Australian credit cards by annual fee, purchase rate, interest-free days, balance transfer offers and rewards, with figures from the banks’ own data."
    pathname={location.pathname}
  />
);
