import * as React from 'react';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { ComparisonRateWarning } from '../../components/ui/comparison-rate-warning';
import { RateWithComparison } from '../../components/ui/rate';
import { formatCents } from '../../domain/format';
import { homeLoanPaths } from './home-loan-paths';
import type { OfferSummary } from './home-loan-api';
import { SurveyNeeded } from './journey-notices';
import { JourneyScreen, OfferNeeded, RequestPending } from './journey-screen';
import { loadHomeLoanApi } from './load-home-loan-api';
import { OfferAcceptance } from './offer-acceptance';
import { breakEvenText, differenceText, offerTitle } from './offer-text';
import { useChosenOffer } from './use-chosen-offer';

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
  const { offerId, surveyId, request, offer } = useChosenOffer(props.offerId, (survey, id) =>
    id ? loadHomeLoanApi().then(async (api) => (await api.postOfferDetails(survey, id)).offer) : null,
  );

  let body: React.ReactNode;
  if (!surveyId) {
    body = <SurveyNeeded what="This page is for switching to a loan from your home-loan check." />;
  } else if (!offerId) {
    body = <OfferNeeded what="Choose a loan first." linkText="See your offers" />;
  } else if (offer) {
    body = (
      <>
        <ChosenOffer offer={offer} />
        <OfferAcceptance surveyId={surveyId} offer={offer} />
        <ComparisonRateWarning example="homeLoan" />
      </>
    );
  } else {
    body = (
      <RequestPending
        request={request}
        failed="We couldn’t load this loan."
        loading="Loading the loan you chose…"
      />
    );
  }

  return (
    <JourneyScreen
      title={offer ? `Switch to ${offerTitle(offer)}` : 'Switch your home loan'}
      narrow
      backToOffers
      showsFigures
    >
      {body}
    </JourneyScreen>
  );
}
