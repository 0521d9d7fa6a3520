import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Seo } from '../components/seo/seo';
import { InfoPage } from '../components/layout/info-page';
import { cashBackPromotionPage } from '../content/pages/cash-back-promotion';
import { GeneralAdviceWarning } from '../components/ui/general-advice-warning';
import { formatCents, formatIsoDate } from '../domain/format';

interface CashBackLender {
  provider: { id: string; name: string; overviewHref: string };
  homeLoansHref: string;
  cashBackRefinanceCents: number;
}

interface CashBackContext {
  lenders: CashBackLender[];
  asOf: string;
}

/** Every lender whose published product data offers cash back for refinancing, from our data. */
export default function CashBackOfferPage({ pageContext }: PageProps<object, CashBackContext>) {
  const { lenders, asOf } = pageContext;
  return (
    <InfoPage content={cashBackPromotionPage}>
      <section aria-labelledby="lenders-heading">
        <h2 id="lenders-heading">Lenders offering cash back when you refinance</h2>
        <p className="legal">
          From the product data lenders published, as of <time dateTime={asOf}>{formatIsoDate(asOf)}</time>.
          Listed by the largest cash back offered, then by name. No lender pays to be listed here or to change
          the order.
        </p>
        {lenders.length === 0 ? (
          <p className="notice">
            None of the lenders in our data offers cash back for refinancing at present.{' '}
            <Link to="/home-loans/">Compare home loans</Link> on their rates and fees instead.
          </p>
        ) : (
          <ul className="card-grid">
            {lenders.map((lender) => (
              <li key={lender.provider.id} className="tile">
                <h3>
                  <Link to={lender.provider.overviewHref}>{lender.provider.name}</Link>
                </h3>
                <p>
                  Up to{' '}
                  <strong>{formatCents(lender.cashBackRefinanceCents, { wholeDollarsIfRound: true })}</strong>{' '}
                  cash back on at least one home loan when you refinance, on the lender’s conditions.
                </p>
                <p>
                  <Link to={lender.homeLoansHref}>
                    Compare {lender.provider.name}’s home loans
                    <span className="visually-hidden">, with their rates and comparison rates</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <GeneralAdviceWarning />
    </InfoPage>
  );
}

export const Head: HeadFC<object, CashBackContext> = ({ location }) => (
  <Seo
    title={cashBackPromotionPage.title}
    description={cashBackPromotionPage.description}
    pathname={location.pathname}
  />
);
