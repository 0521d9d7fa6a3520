import * as React from 'react';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { paths } from '../../config/paths';
import { postGetUserProperties } from '../account/account-api';
import { useApiResource } from '../../lib/use-api-resource';
import { SignInScreen } from '../auth/sign-in-screen';
import { useVisitId } from '../auth/use-auth-state';
import { QaResult, STAFF_ONLY_MESSAGE } from './qa-result';
import { JobsReview } from './jobs-review';
import { OffersReview } from './offers-review';
import { OfferDetailsReview } from './offer-details-review';
import { RequireSignIn } from './require-sign-in';

function pathWithQuery(location: RouteComponentProps['location']): string {
  return location ? `${location.pathname}${location.search}` : paths.offerQa();
}

function Landing() {
  const visitId = useVisitId();
  const properties = useApiResource(() => postGetUserProperties(visitId), [visitId]);
  if (properties.status === 'failed') return <QaResult resource={properties} label="your account" />;
  if (properties.status !== 'succeeded') return <p role="status">Checking your access…</p>;
  if (!properties.data?.staff) {
    return (
      <div role="alert">
        <p className="notice notice--warning">{STAFF_ONLY_MESSAGE}</p>
      </div>
    );
  }
  return (
    <ul>
      <li>
        <Link to={paths.offerQaOffers()}>Offers to review</Link>
      </li>
      <li>
        <Link to={paths.offerQaOfferDetails()}>Offer details</Link>
      </li>
      <li>
        <Link to={paths.offerQaJobs()}>Jobs and messages</Link>
      </li>
    </ul>
  );
}

/** /offer-qa: the signed-in staff member's landing. */
export function OfferQaLandingScreen({ location }: RouteComponentProps) {
  return (
    <RequireSignIn heading="Offer review" from={pathWithQuery(location)}>
      {(user) => (
        <div className="container narrow">
          <h1>Offer review</h1>
          <p>Signed in as {user.email}.</p>
          <Landing />
        </div>
      )}
    </RequireSignIn>
  );
}

/** A review screen under the landing: signed in, its heading, and the way back to the landing. */
function ReviewScreen({
  heading,
  location,
  children,
}: {
  heading: string;
  location: RouteComponentProps['location'];
  children: React.ReactNode;
}) {
  return (
    <RequireSignIn heading={heading} from={pathWithQuery(location)}>
      {() => (
        <div className="container">
          <h1>{heading}</h1>
          <p>
            <Link to={paths.offerQa()}>Back to offer review</Link>
          </p>
          {children}
        </div>
      )}
    </RequireSignIn>
  );
}

/** /offer-qa/offers: every card's computed results for the standard profiles, with data flags. */
export function OfferQaOffersScreen({ location }: RouteComponentProps) {
  return (
    <ReviewScreen heading="Offers to review" location={location}>
      <OffersReview />
    </ReviewScreen>
  );
}

/** /offer-qa/offer-details?offerId=…: one card's working, flags and records. */
export function OfferQaOfferDetailsScreen({ location }: RouteComponentProps) {
  const offerId = new URLSearchParams(location?.search ?? '').get('offerId');
  return (
    <ReviewScreen heading="Offer details" location={location}>
      {offerId ? (
        <OfferDetailsReview offerId={offerId} />
      ) : (
        <p>
          Choose a card from <Link to={paths.offerQaOffers()}>the offers to review</Link>.
        </p>
      )}
    </ReviewScreen>
  );
}

/** /offer-qa/jobs: the follow-up queues, the jobs that failed every try, and the messages sent. */
export function OfferQaJobsScreen({ location }: RouteComponentProps) {
  return (
    <ReviewScreen heading="Jobs and messages" location={location}>
      <JobsReview />
    </ReviewScreen>
  );
}

/** /offer-qa/login: the sign-in feature, returning to the offer-review page the visitor asked for. */
export function OfferQaLoginScreen(props: RouteComponentProps) {
  return (
    <SignInScreen
      {...props}
      heading="Sign in to offer review"
      defaultNext={paths.offerQa()}
      intro={<p>Offer review is for StaySmart staff. Sign in with your staff e-mail address to continue.</p>}
    />
  );
}
