import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { FiguresDate } from '../components/ui/figures-date';
import { GeneralAdviceWarning } from '../components/ui/general-advice-warning';
import type { FiguresDates } from '../domain/figures-date';
import { paths } from '../config/paths';
import { formatCount, formatDollars, formatPercent, formatRate } from '../domain/format';
import { ComparisonRateWarning } from '../components/ui/comparison-rate-warning';
import { ContinueBanner } from '../features/resume/continue-banner';
import type { LowestHomeLoanRate } from '../features/catalogue/view-models';

interface LandingContext {
  loanCount: number;
  lenderCount: number;
  lowestRate: LowestHomeLoanRate | null;
  /** The day the lenders published the rates the page quotes. */
  figuresDates: FiguresDates;
}

/** The lowest rate with the loan it is for, and its comparison rate beside it. */
function LowestRate({ lowest }: { lowest: LowestHomeLoanRate }) {
  return (
    <p>
      For a {formatDollars(lowest.amount)} loan to live in, at up to {formatPercent(lowest.lvr)} of the
      property’s value, variable principal-and-interest rates start at{' '}
      <strong>{formatRate(lowest.rate)}</strong> (
      {lowest.comparisonRate === null ? (
        'comparison rate not published'
      ) : (
        <>
          {formatRate(lowest.comparisonRate)} comparison rate<a href="#comparison-rate-warning">*</a>
        </>
      )}
      ).
    </p>
  );
}

export default function HomeLoansLandingPage({ pageContext }: PageProps<object, LandingContext>) {
  return (
    <Layout>
      <section className="hero">
        <div className="container">
          <h1>Is your home loan rate still competitive?</h1>
          <p className="lead">
            Tell us about your current loan and we’ll compare it with {formatCount(pageContext.loanCount)}{' '}
            home loans from {pageContext.lenderCount} lenders. You’ll see your repayments and total interest
            against the market, and what switching would cost and save.
          </p>
          {pageContext.lowestRate === null ? null : (
            <>
              <LowestRate lowest={pageContext.lowestRate} />
              <FiguresDate dates={pageContext.figuresDates} publisher="lenders" />
            </>
          )}
          <p>
            <Link className="button" to={paths.homeLoanSurvey()}>
              Check my home loan
            </Link>{' '}
            <Link className="button button--secondary" to={paths.category('hl')}>
              Compare home loans
            </Link>
          </p>
          <ContinueBanner only="home_loan" />
        </div>
      </section>
      <div className="container narrow">
        <h2>What we look at</h2>
        <ul>
          <li>
            Your balance, rate, remaining term and repayment type, against loans you could qualify for at your
            LVR.
          </li>
          <li>
            The costs of switching: discharge and application fees, package fees and any cash back for
            refinancers.
          </li>
          <li>The month you would break even, so a low rate with high fees doesn’t catch you out.</li>
        </ul>
        <h2>Stay or refinance?</h2>
        <p>
          Many lenders will lower your rate if you ask, especially with a competing offer in hand. Our
          comparison gives you that number. If switching still wins, our broker partner can help you
          refinance.
        </p>
        <p>
          Read <Link to={paths.guide('refinancing-costs-break-even')}>what refinancing really costs</Link> and{' '}
          <Link to={paths.guide('comparison-rates-explained')}>comparison rates explained</Link>, or{' '}
          <Link to={paths.homeLoansRegister()}>register to have your rate watched</Link>.
        </p>
        {pageContext.lowestRate === null ? null : <ComparisonRateWarning example="homeLoan" />}
        <GeneralAdviceWarning />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Check your home loan"
    description="Compare your home loan with the market: repayments, total interest, switching costs and the month you would break even."
    pathname={location.pathname}
  />
);
