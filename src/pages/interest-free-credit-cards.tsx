import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { GeneralAdviceWarning } from '../components/ui/general-advice-warning';
import { StaleFiguresNotice } from '../components/ui/stale-figures-notice';
import { CategoryTable } from '../features/catalogue/category-tables';
import { noInterestCardTable } from '../features/compare/configs/credit-cards';
import type { CategoryPageContext } from '../features/catalogue/view-models';
import type { RowIdentity } from '../features/compare/table-config';
import { paths } from '../config/paths';
import { formatIsoDate } from '../domain/format';

/** Cards that charge no purchase interest (a monthly fee instead), by what they cost and their limits. */
export default function InterestFreeCreditCardsPage({
  pageContext,
}: PageProps<object, CategoryPageContext<RowIdentity>>) {
  return (
    <Layout>
      <div className="container">
        <h1>Interest-free credit cards</h1>
        <p className="lead">
          These cards charge no interest on purchases: you pay a monthly fee instead, often set by your credit
          limit. They suit people who want a fixed cost and the discipline of a low limit.
        </p>
        <p className="legal">
          As of <time dateTime={pageContext.asOf}>{formatIsoDate(pageContext.asOf)}</time>. Cards with a long
          interest-free period on purchases are in the{' '}
          <Link to={paths.category('cc')}>full credit-card comparison</Link>; read{' '}
          <Link to={paths.guide('credit-card-interest-free-days')}>how interest-free days work</Link>.
        </p>
        <StaleFiguresNotice notice={pageContext.staleNotice} />
        <CategoryTable
          code="cc"
          table={noInterestCardTable}
          rows={pageContext.rows}
          lazy={pageContext.lazy}
          lenderKinds={pageContext.lenderKinds === true}
        />
        <GeneralAdviceWarning />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Interest-free credit cards"
    description="Compare Australian credit cards that charge no purchase interest, with monthly fees by credit limit instead."
    pathname={location.pathname}
  />
);
