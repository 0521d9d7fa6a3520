import * as React from 'react';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { ComparisonRateWarning } from '../../components/ui/comparison-rate-warning';
import { formatCents, formatCount, formatRate } from '../../domain/format';
import { useApiResource } from '../../lib/use-api-resource';
import { DealChart } from './deal-chart';
import { homeLoanPaths } from './home-loan-paths';
import type { DealReviewResponse, DealVsMarketResponse, OfferSummary } from './home-loan-api';
import { AssumptionNotes, SurveyNeeded } from './journey-notices';
import { JourneyScreen, RequestPending } from './journey-screen';
import { loadHomeLoanApi } from './load-home-loan-api';
import { differenceText, offerTitle, termText } from './offer-text';
import { RateInText } from './rate-in-text';
import { useJourneySelector } from './use-journey-selector';

interface DealAnswers {
  deal: DealVsMarketResponse;
  review: DealReviewResponse;
}

function gapText(review: DealReviewResponse, rate: number): string | null {
  if (review.rateGap === null) return null;
  const points = Math.abs(review.rateGap * 100).toFixed(2);
  if (Math.abs(review.rateGap) < 0.000005) {
    return `Your ${formatRate(rate)} matches the lowest variable rate you qualify for.`;
  }
  return `Your ${formatRate(rate)} is ${points} percentage points ${review.rateGap > 0 ? 'above' : 'below'} the lowest variable rate you qualify for.`;
}

function OfferLine({ offer, intro }: { offer: OfferSummary; intro: string }) {
  return (
    <li>
      {intro}: {offerTitle(offer)} at <RateInText rate={offer.rate} comparisonRate={offer.comparisonRate} />,{' '}
      {differenceText(offer.monthlySavingCents)} a month
      {offer.totalSavingCents > 0
        ? `, ${formatCents(offer.totalSavingCents)} saved over your loan after costs`
        : ''}
      .
    </li>
  );
}

function Verdict({ review, deal }: DealAnswers) {
  const gap = gapText(review, deal.current.rate);
  return (
    <section className={`hl-verdict hl-verdict--${review.verdict}`} aria-labelledby="hl-verdict-headline">
      <h2 id="hl-verdict-headline" className="hl-verdict__headline">
        {review.headline}
      </h2>
      {gap ? <p>{gap}</p> : null}
      {review.eligibleCount > 0 ? (
        <p>
          {formatCount(review.cheaperCount)} of the {formatCount(review.eligibleCount)} variable rates you
          qualify for {review.cheaperCount === 1 ? 'is' : 'are'} lower than yours.
        </p>
      ) : null}
      {review.stay || review.bestSwitch ? (
        <ul>
          {review.stay ? <OfferLine offer={review.stay} intro="Staying, your lender offers" /> : null}
          {review.bestSwitch ? (
            <OfferLine offer={review.bestSwitch} intro="Switching, the best saving" />
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}

function StoredWarnings() {
  const warnings = useJourneySelector((journey) => journey.warnings);
  if (warnings.length === 0) return null;
  return (
    <div className="notice notice--warning">
      <p>
        <strong>Worth checking in your answers</strong>
      </p>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.field}-${warning.message}`}>{warning.message}</li>
        ))}
      </ul>
    </div>
  );
}

function DealResult({ deal, review }: DealAnswers) {
  return (
    <>
      <Verdict deal={deal} review={review} />
      <StoredWarnings />
      <p className="hl-actions">
        <Link to={homeLoanPaths.offers()} className="button">
          See loans that could save you money
        </Link>
        <Link to={homeLoanPaths.survey()} className="button button--secondary">
          Change my details
        </Link>
      </p>
      <h2>Your loan against the market</h2>
      <p>
        Today you repay {formatCents(deal.current.monthlyRepaymentCents)} a month, and would pay{' '}
        {formatCents(deal.current.totalInterestCents)} in interest over the remaining{' '}
        {termText(deal.remainingMonths)} at {formatRate(deal.current.rate)}: here is how that compares with
        the loans you qualify for, by rate type. In each, the best match is the loan with{' '}
        {deal.bestMatchMeasure}.
      </p>
      <DealChart deal={deal} />
      <AssumptionNotes notes={[...deal.notes, ...review.notes]} />
      <ComparisonRateWarning example="homeLoan" />
    </>
  );
}

/**
 * /home-loans/deal-vs-market/ (and /home-loans/estimate/): the review's verdict, then the
 * visitor's repayment and interest beside the best match and the median of each rate group.
 */
export function DealVsMarketScreen(_props: RouteComponentProps) {
  const surveyId = useJourneySelector((journey) => journey.surveyId);
  const memberGroups = useJourneySelector((journey) => journey.memberGroups);
  const request = useApiResource<DealAnswers>(() => {
    if (!surveyId) return null;
    return loadHomeLoanApi().then(async (api) => {
      const [deal, review] = await Promise.all([
        api.postDealVsMarket(surveyId, memberGroups),
        api.postDealReview(surveyId, memberGroups),
      ]);
      return { deal, review };
    });
  }, [surveyId, memberGroups]);

  let body: React.ReactNode;
  if (!surveyId) {
    body = <SurveyNeeded what="This page compares your home loan with the market." />;
  } else if (request.status === 'succeeded' && request.data) {
    body = <DealResult deal={request.data.deal} review={request.data.review} />;
  } else {
    body = (
      <RequestPending
        request={request}
        failed="We couldn’t compare your loan."
        loading="Comparing your loan with the market…"
        afterFailure={
          <p>
            <Link to={homeLoanPaths.survey()}>Change my details</Link>
          </p>
        }
      />
    );
  }

  return (
    <JourneyScreen title="Your deal versus the market" showsFigures>
      {body}
    </JourneyScreen>
  );
}
