import * as React from 'react';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { ComparisonRateWarning } from '../../components/ui/comparison-rate-warning';
import { RateWithComparison } from '../../components/ui/rate';
import { formatCents } from '../../domain/format';
import { homeLoanPaths } from './home-loan-paths';
import type { OfferSummary } from './home-loan-api';
import { SurveyNeeded } from './journey-notices';
import { JourneyScreen, RequestPending } from './journey-screen';
import { loadHomeLoanApi } from './load-home-loan-api';
import { OfferAcceptance } from './offer-acceptance';
import { differenceText, offerTitle, rateTypeText } from './offer-text';
import { useChosenOffer } from './use-chosen-offer';

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
  const { surveyId, request, offer } = useChosenOffer(props.offerId, (survey, id) =>
    loadHomeLoanApi().then(async (api) =>
      id
        ? (await api.postOfferDetails(survey, id)).offer
        : ((await api.postOffers(survey)).stay?.offer ?? null),
    ),
  );

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
  } else if (request.status === 'succeeded') {
    body = (
      <p className="notice">
        Your lender doesn’t publish a lower rate that fits your loan. It’s still worth asking them, quoting
        the rates other lenders offer you: <Link to={homeLoanPaths.offers()}>see your offers</Link>.
      </p>
    );
  } else {
    body = (
      <RequestPending
        request={request}
        failed="We couldn’t load your lender’s offer."
        loading="Loading your lender’s offer…"
      />
    );
  }

  return (
    <JourneyScreen
      title={offer ? `Ask ${offer.providerName} for a better rate` : 'Ask your lender for a better rate'}
      narrow
      backToOffers
      showsFigures
    >
      {body}
    </JourneyScreen>
  );
}
