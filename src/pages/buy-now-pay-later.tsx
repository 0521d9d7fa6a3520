import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Seo } from '../components/seo/seo';
import { CategoryPage } from '../features/catalogue/category-page';
import { bnplTable } from '../features/compare/configs/bnpl';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';
import { paths } from '../config/paths';

export default function BuyNowPayLaterPage({
  pageContext,
}: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return (
    <CategoryPage
      context={pageContext}
      table={bnplTable}
      intro={
        <p className="notice">
          Since 10 June 2025 buy now pay later is regulated credit: providers need an Australian credit
          licence, must check that a plan suits you, and must offer hardship help and access to AFCA. Late
          fees still add up. Read{' '}
          <Link to={paths.guide('buy-now-pay-later-rules-2025')}>what changed in June 2025</Link>. Where a
          service publishes no Consumer Data Right data yet, we collect its fees by hand, and its page says
          so.
        </p>
      }
    />
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Compare buy now pay later"
    description="Compare Afterpay, Zip, Klarna and other buy now pay later services: limits, instalments, account fees and late fees."
    pathname={location.pathname}
  />
);
