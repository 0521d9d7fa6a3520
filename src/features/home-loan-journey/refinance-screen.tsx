import * as React from 'react';
import { Link } from 'gatsby';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { useAppSelector } from '../../app/hooks';
import { ComparisonRateWarning } from '../../components/ui/comparison-rate-warning';
import { RateWithComparison } from '../../components/ui/rate';
import { formatCents } from '../../domain/format';
import { Loading, RequestFailed } from '../card-journey/request-failed';
import { useJourneyRequest } from '../card-journey/use-journey-request';
import { homeLoanPaths, offerIdFromPath } from './home-loan-paths';
import type { OfferSummary } from './home-loan-types';
import { SurveyNeeded } from './journey-notices';
import { loadHomeLoanApi } from './load-home-loan-api';
import { OfferAcceptance } from './offer-acceptance';
import { breakEvenText, differenceText, offerTitle } from './offer-text';
import { useScreenHeading } from './use-screen-heading';
import './home-loan-journey.css';

function ChosenOffer({ offer }: { offer: OfferSummary }) {
  return (
    <div className="tile hl-chosen">
      <p className="hl-chosen__rate">
        <RateWithComparison rate={offer.rate} comparisonRate={offer.comparisonRate} />
      </p>
      <p>
        With {offer.providerName} you would repay {formatCents(offer.monthlyRepaymentCents)} a month (
        {differenceText(offer.monthlySavingCents)} than now) and save {formatCents(offer.totalSavingCents)}{' '}
        over the rest of your loan, after{' '}
        {formatCents(offer.switchingCostsCents, { wholeDollarsIfRound: true })} in switching costs
        {offer.cashBackCents > 0
          ? ` and with ${formatCents(offer.cashBackCents, { wholeDollarsIfRound: true })} cash back`
          : ''}
        . {breakEvenText(offer.breakEvenMonth)}.
      </p>
      <p>
        <Link to={homeLoanPaths.offerDetails(offer.offerId)}>See the working</Link>
      </p>
    </div>
  );
}

/** /home-loans/refinance/<offerId>/: register if needed, accept the chosen loan, then the partner. */
export function RefinanceScreen(props: RouteComponentProps<{ offerId: string }>) {
  const offerId = offerIdFromPath(props.offerId);
  const surveyId = useAppSelector((state) => state.homeLoanJourney.surveyId);
  const accepted = useAppSelector((state) => (offerId ? state.homeLoanJourney.accepted[offerId] : undefined));
  const headingRef = useScreenHeading();
  const known = accepted !== undefined;
  const request = useJourneyRequest(() => {
    if (!surveyId || !offerId || known) return null;
    return loadHomeLoanApi().then((api) => api.postOfferDetails(surveyId, offerId));
  }, [surveyId, offerId, known]);
  const offer = accepted?.offer ?? (request.status === 'succeeded' ? request.data?.offer : null) ?? null;

  let body: React.ReactNode;
  if (!surveyId) {
    body = <SurveyNeeded what="This page is for switching to a loan from your home-loan check." />;
  } else if (!offerId) {
    body = (
      <p>
        Choose a loan first. <Link to={homeLoanPaths.offers()}>See your offers</Link>.
      </p>
    );
  } else if (offer) {
    body = (
      <>
        <ChosenOffer offer={offer} />
        <OfferAcceptance surveyId={surveyId} offer={offer} />
        <ComparisonRateWarning example="homeLoan" />
      </>
    );
  } else if (request.status === 'failed') {
    body = <RequestFailed message={request.error ?? 'We couldn’t load this loan.'} onRetry={request.retry} />;
  } else {
    body = (
      <div className="hl-loading">
        <Loading what="Loading the loan you chose…" />
      </div>
    );
  }

  return (
    <div className="container narrow hl-journey">
      <p className="hl-back">
        <Link to={homeLoanPaths.offers()}>Back to your offers</Link>
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        {offer ? `Switch to ${offerTitle(offer)}` : 'Switch your home loan'}
      </h1>
      {body}
    </div>
  );
}
