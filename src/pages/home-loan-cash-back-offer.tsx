import * as React from 'react';
import { Link, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { InfoPage } from '../components/layout/info-page';
import { FactList } from '../features/catalogue/fact-list';
import type { Fact, ProviderLink } from '../features/catalogue/view-models';
import { cashBackPromotionPage } from '../content/pages/cash-back-promotion';
import { ComparisonRateWarning } from '../components/ui/comparison-rate-warning';
import { GeneralAdviceWarning } from '../components/ui/general-advice-warning';
import { formatIsoDate } from '../domain/format';

interface CashBackContext {
  provider: ProviderLink & { homeLoansHref: string };
  facts: Fact[];
  asOf: string;
}

/** The featured lender's low-rate refinance cash-back offer, with its figures from our data. */
export default function CashBackOfferPage({ pageContext }: PageProps<object, CashBackContext>) {
  const { provider, facts, asOf } = pageContext;
  return (
    <InfoPage content={cashBackPromotionPage}>
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading">
          <span className="badge badge--sponsored">Sponsored</span> {provider.name}
        </h2>
        <p className="legal">
          This page promotes {provider.name}, which pays us when you take out a loan with it. Figures as of{' '}
          <time dateTime={asOf}>{formatIsoDate(asOf)}</time>.
        </p>
        <FactList facts={facts} />
        <p>
          <Link className="button" to={provider.homeLoansHref}>
            See {provider.name}’s home loans
          </Link>
        </p>
      </section>
      <ComparisonRateWarning example="homeLoan" />
      <GeneralAdviceWarning />
    </InfoPage>
  );
}

export const Head: HeadFC<object, CashBackContext> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.provider.name} home loan cash back`}
    description={cashBackPromotionPage.description}
    pathname={location.pathname}
  />
);
