import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Router } from '@gatsbyjs/reach-router';
import { ClientOnlySection } from '../client-only-section';
import { NotFoundRoute } from '../section-routes';
import { Seo } from '../../components/seo/seo';
import { paths } from '../../config/paths';
import { normaliseTrailingSlash } from '../../domain/trailing-slash';
import {
  OfferQaJobsScreen,
  OfferQaLandingScreen,
  OfferQaLoginScreen,
  OfferQaOfferDetailsScreen,
  OfferQaOffersScreen,
} from '../../features/offer-qa/offer-qa-screens';

/** Reach Router ignores a trailing slash, so /offer-qa/offers and /offer-qa/offers/ are the same screen. */
export function OfferQaApp({ prerendered = false }: PageProps & { prerendered?: boolean }) {
  return (
    <ClientOnlySection prerendered={prerendered}>
      <Router basepath="/offer-qa" primary={false} component={React.Fragment}>
        <OfferQaLandingScreen path="/" />
        <OfferQaOffersScreen path="/offers" />
        <OfferQaOfferDetailsScreen path="/offer-details" />
        <OfferQaJobsScreen path="/jobs" />
        <OfferQaLoginScreen path="/login" />
        <NotFoundRoute default sectionName="offer review" sectionHref={paths.offerQa()} />
      </Router>
    </ClientOnlySection>
  );
}

const titles: Record<string, string> = {
  [paths.offerQa()]: 'Offer review',
  [paths.offerQaOffers()]: 'Offers to review',
  [paths.offerQaOfferDetails()]: 'Offer details',
  [paths.offerQaLogin()]: 'Sign in to offer review',
  [paths.offerQaJobs()]: 'Jobs and messages',
};

/** The same app as the static page of its sign-in screen, whose HTML holds the screen. */
export const OfferQaAppFirstScreen = (props: PageProps) => <OfferQaApp {...props} prerendered />;

export const Head: HeadFC = ({ location }) => {
  const path = normaliseTrailingSlash(location.pathname);
  return (
    <Seo
      title={titles[path] ?? 'Offer review'}
      description="StaySmart's offer review, for staff."
      pathname={path.includes('[...]') ? paths.offerQa() : path}
      noIndex
    />
  );
};
