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
import { differenceText, offerTitle, rateTypeText } from './offer-text';
import { useScreenHeading } from './use-screen-heading';
import './home-loan-journey.css';

/** What to say to the current lender, from the Stay offer's own figures. */
function WhatToAsk({ offer }: { offer: OfferSummary }) {
  return (
    <section className="tile hl-ask" aria-labelledby="hl-ask-title">
      <h2 id="hl-ask-title">What to ask {offer.providerName}</h2>
      <p className="hl-chosen__rate">
        Ask for <RateWithComparison rate={offer.rate} comparisonRate={offer.comparisonRate} />
      </p>
      <p>
        That’s {rateTypeText(offer).toLowerCase()} on {offerTitle(offer)}, a rate {offer.providerName}{' '}
        publishes for loans like yours. At that rate you would repay{' '}
        {formatCents(offer.monthlyRepaymentCents)} a month, {differenceText(offer.monthlySavingCents)} than
        now, and save {formatCents(offer.totalSavingCents)} over the rest of your loan
        {offer.switchingCostsCents > 0
          ? `, after ${formatCents(offer.switchingCostsCents, { wholeDollarsIfRound: true })} in fees for the change`
          : ''}
        .
      </p>
      <ol>
        <li>Call {offer.providerName}’s home-loan team, or message them in your banking app.</li>
        <li>Say you’re comparing loans, and ask them to move you to this rate, quoting the figures above.</li>
        <li>Ask whether the change has any fees, and whether your offset or redraw stays as it is.</li>
        <li>
          If they won’t match it, <Link to={homeLoanPaths.offers()}>your offers</Link> show what switching
          would save.
        </li>
      </ol>
    </section>
  );
}

/**
 * /home-loans/product-transfer/<offerId>/: staying with the current lender at a lower rate. Without
 * an offer id, the Stay offer of the survey's offers.
 */
export function ProductTransferScreen(props: RouteComponentProps<{ offerId: string }>) {
  const offerId = offerIdFromPath(props.offerId);
  const surveyId = useAppSelector((state) => state.homeLoanJourney.surveyId);
  const accepted = useAppSelector((state) => (offerId ? state.homeLoanJourney.accepted[offerId] : undefined));
  const headingRef = useScreenHeading();
  const known = accepted !== undefined;
  const request = useJourneyRequest<OfferSummary | null>(() => {
    if (!surveyId || known) return null;
    return loadHomeLoanApi().then(async (api) =>
      offerId ? (await api.postOfferDetails(surveyId, offerId)).offer : (await api.postOffers(surveyId)).stay,
    );
  }, [surveyId, offerId, known]);
  const offer = accepted?.offer ?? (request.status === 'succeeded' ? request.data : null) ?? null;

  let body: React.ReactNode;
  if (!surveyId) {
    body = <SurveyNeeded what="This page helps you ask your lender for a better rate." />;
  } else if (offer) {
    body = (
      <>
        <WhatToAsk offer={offer} />
        <p>
          Accept this offer and we’ll e-mail you these figures to have at hand when you call, and check in on
          how it went.
        </p>
        <OfferAcceptance surveyId={surveyId} offer={offer} />
        <ComparisonRateWarning example="homeLoan" />
      </>
    );
  } else if (request.status === 'failed') {
    body = (
      <RequestFailed
        message={request.error ?? 'We couldn’t load your lender’s offer.'}
        onRetry={request.retry}
      />
    );
  } else if (request.status === 'succeeded') {
    body = (
      <p className="notice">
        Your lender doesn’t publish a lower rate that fits your loan. It’s still worth asking them, quoting
        the rates other lenders offer you: <Link to={homeLoanPaths.offers()}>see your offers</Link>.
      </p>
    );
  } else {
    body = (
      <div className="hl-loading">
        <Loading what="Loading your lender’s offer…" />
      </div>
    );
  }

  return (
    <div className="container narrow hl-journey">
      <p className="hl-back">
        <Link to={homeLoanPaths.offers()}>Back to your offers</Link>
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        {offer ? `Ask ${offer.providerName} for a better rate` : 'Ask your lender for a better rate'}
      </h1>
      {body}
    </div>
  );
}
