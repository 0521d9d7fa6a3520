import { compareProvidersHeading, providerKindsSentence, type ProviderKinds } from '../domain/provider-kinds';
import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { StaleFiguresNotice } from '../components/ui/stale-figures-notice';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { categoryBlurbs } from '../config/category-blurbs';
import { categories, categoryOrder, paths, type ProductCategory } from '../config/paths';
import { site } from '../config/site';
import { formatIsoDate } from '../domain/format';
import { categoryCountText, type CategoryCount } from '../features/compare/starting-view';
import type { ProviderLink } from '../features/catalogue/view-models';
import type { GuideSummary } from '../content/guide-types';
import { ContinueBanner } from '../features/resume/continue-banner';

interface HomeContext {
  /** What the page says of figures older than it (gatsby/stale-figures.ts); null while they are current. */
  staleNotice?: string | null;
  counts: Partial<Record<ProductCategory, CategoryCount>>;
  providerCount: number;
  /** Banks and non-bank lenders among them. */
  providerKinds: ProviderKinds;
  asOf: string;
  guides: GuideSummary[];
  popularProviders: ProviderLink[];
}

export default function HomePage({ pageContext }: PageProps<object, HomeContext>) {
  const { counts, providerKinds, asOf, guides, popularProviders } = pageContext;
  const kindsSentence = providerKindsSentence(providerKinds);
  return (
    <Layout>
      <section className="hero">
        <div className="container">
          <h1>Should you stay with your bank, or switch?</h1>
          <p className="lead">
            Tell us about the credit card you have now. We’ll work out what it really costs you a year, in
            dollars, and show whether a better card at your own bank or a switch elsewhere would save you
            more.
          </p>
          <p>
            <Link className="button" to={paths.creditCardsLanding()}>
              Check my card
            </Link>{' '}
            <Link className="button" to={paths.savingsCheck()}>
              Check my savings
            </Link>{' '}
            <Link className="button" to={paths.termDepositCheck()}>
              Check my term deposit
            </Link>{' '}
            <Link className="button button--secondary" to={paths.howItWorks()}>
              How it works
            </Link>
          </p>
          <ContinueBanner />
        </div>
      </section>
      <div className="container">
        <h2>{compareProvidersHeading(providerKinds)}</h2>
        {kindsSentence === null ? null : <p>{kindsSentence}.</p>}
        <ul className="card-grid">
          {categoryOrder.map((code) => (
            <li key={code} className="tile">
              <h3>
                <Link to={paths.category(code)}>{categories[code].name}</Link>
              </h3>
              <p>{categoryBlurbs[code]}</p>
              {counts[code] ? <p className="legal">{categoryCountText(counts[code])}</p> : null}
            </li>
          ))}
        </ul>
        <p className="legal">
          Figures come from the product data banks and lenders publish under the Consumer Data Right, as of{' '}
          <time dateTime={asOf}>{formatIsoDate(asOf)}</time>.
        </p>
        <StaleFiguresNotice notice={pageContext.staleNotice} />

        <h2>Why StaySmart is different</h2>
        <ul className="card-grid">
          <li className="tile">
            <h3>Your numbers, not averages</h3>
            <p>
              We use your spending, repayments and balance to estimate fees, interest and rewards for you.
            </p>
          </li>
          <li className="tile">
            <h3>Staying counts too</h3>
            <p>A product transfer at your own bank can beat switching. We show both side by side.</p>
          </li>
          <li className="tile">
            <h3>Sponsored means sponsored</h3>
            <p>Sponsored products are always labelled, and sponsorship never changes how we rank offers.</p>
          </li>
        </ul>

        {popularProviders.length > 0 ? (
          <>
            <h2>Popular providers</h2>
            <ul className="card-grid">
              {popularProviders.map((provider) => (
                <li key={provider.id}>
                  <Link to={provider.overviewHref}>{provider.name}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}

        <h2>Latest guides</h2>
        <ul className="card-grid">
          {guides.map((guide) => (
            <li key={guide.slug} className="tile">
              <h3>
                <Link to={paths.guide(guide.slug)}>{guide.title}</Link>
              </h3>
              <p>{guide.description}</p>
            </li>
          ))}
        </ul>
        <p className="link-line">
          <Link to={paths.guides()}>All news and guides</Link>
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title={site.name} description={site.description} pathname="/" />;
