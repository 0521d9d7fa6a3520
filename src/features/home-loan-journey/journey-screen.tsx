import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { CheckGone } from '../../components/ui/check-gone';
import { Loading, RequestFailed } from '../../components/ui/request-failed';
import { useAppDispatch } from '../../store/hooks';
import type { Resource } from '../../lib/use-api-resource';
import { homeLoanPaths } from './home-loan-paths';
import { checkGone } from './home-loan-slice';
import { useKeepHomeLoanJourneySaved } from './use-journey-selector';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { FiguresDateLine } from '../visit/figures-date-line';
import './home-loan-journey.css';

/**
 * A home-loan screen: on a screen about one offer, the way back to the offers; then the h1, which
 * takes focus after a navigation inside the site; on a screen with the lenders' figures, the day
 * they were published; then the screen's body.
 */
export function JourneyScreen({
  title,
  narrow = false,
  backToOffers = false,
  showsFigures = false,
  children,
}: {
  title: string;
  /** A column for reading (a form, one offer) rather than the full width (charts, the offers). */
  narrow?: boolean;
  backToOffers?: boolean;
  /** The screen shows rates, repayments or savings: it says the day the lenders published them. */
  showsFigures?: boolean;
  children: React.ReactNode;
}) {
  const headingRef = useScreenHeading();
  useKeepHomeLoanJourneySaved();
  return (
    <div className={narrow ? 'container narrow hl-journey' : 'container hl-journey'}>
      {backToOffers ? (
        <p className="hl-back">
          <Link to={homeLoanPaths.offers()}>Back to your offers</Link>
        </p>
      ) : null}
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {showsFigures ? <FiguresDateLine publisher="lenders" /> : null}
      {children}
    </div>
  );
}

/** A screen about one offer, opened without one: what it shows, and the way to the offers. */
export function OfferNeeded({ what, linkText }: { what: string; linkText: string }) {
  return (
    <p>
      {what} <Link to={homeLoanPaths.offers()}>{linkText}</Link>.
    </p>
  );
}

/** The home-loan check this browser may no longer open, with "Start a new check" (see CheckGone). */
export function HomeLoanCheckGone() {
  const dispatch = useAppDispatch();
  return (
    <CheckGone
      what="home-loan check"
      startHref={homeLoanPaths.survey()}
      onStart={() => dispatch(checkGone())}
    />
  );
}

/**
 * A screen's request that has no answer to show: its failure with "Try again" (and what may follow
 * it), or a new check for a check that is gone; or else the loading state.
 */
export function RequestPending({
  request,
  failed,
  loading,
  afterFailure,
}: {
  request: Resource<unknown>;
  /** Said when the request failed without a message of its own. */
  failed: string;
  loading: string;
  afterFailure?: React.ReactNode;
}) {
  if (request.status === 'failed' && request.gone) return <HomeLoanCheckGone />;
  if (request.status === 'failed') {
    return (
      <>
        <RequestFailed message={request.error ?? failed} onRetry={request.reload} />
        {afterFailure}
      </>
    );
  }
  return (
    <div className="hl-loading">
      <Loading what={loading} />
    </div>
  );
}
