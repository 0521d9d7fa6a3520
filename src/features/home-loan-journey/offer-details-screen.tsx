import * as React from 'react';
import { navigate } from 'gatsby';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { ComparisonRateWarning } from '../../components/ui/comparison-rate-warning';
import { TableScroll } from '../../components/ui/table-scroll';
import { formatCents, formatIsoDate, formatTermMonths } from '../../domain/format';
import { useApiResource } from '../../lib/use-api-resource';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import { chosenOfferPath, offerIdFromPath } from './home-loan-paths';
import type { DetailedOffer, OfferDetailsResponse, ProductFacts } from './home-loan-api';
import { AssumptionNotes, SurveyNeeded } from './journey-notices';
import { JourneyScreen, OfferNeeded, RequestPending } from './journey-screen';
import { loadHomeLoanApi } from './load-home-loan-api';
import { OfferFacts, OfferFeatures, OfferReasons } from './offer-card';
import { breakEvenText, offerTitle } from './offer-text';
import { useJourneySelector } from './use-journey-selector';
import { useSubmit } from '../../components/forms/use-submit';

/** Cents with a real minus sign for value that comes back to the visitor (cash back). */
export function signedCents(cents: number): string {
  return cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents);
}

/** Each cost line for staying and for switching, and totals that are the sums of the lines shown. */
export function WorkingTable({ offer }: { offer: DetailedOffer }) {
  const totalCurrent = offer.working.reduce((sum, line) => sum + line.currentCents, 0);
  const totalNew = offer.working.reduce((sum, line) => sum + line.newCents, 0);
  return (
    <TableScroll label="What staying and switching cost">
      <table className="hl-working">
        <caption>What staying and switching cost over the rest of your loan</caption>
        <thead>
          <tr>
            <th scope="col">Cost</th>
            <th scope="col" className="num">
              If you stay
            </th>
            <th scope="col" className="num">
              If you switch
            </th>
            <th scope="col" className="num">
              You save
            </th>
          </tr>
        </thead>
        <tbody>
          {offer.working.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              <td className="num">{signedCents(line.currentCents)}</td>
              <td className="num">{signedCents(line.newCents)}</td>
              <td className="num">{signedCents(line.currentCents - line.newCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="num">
              <strong>{signedCents(totalCurrent)}</strong>
            </td>
            <td className="num">
              <strong>{signedCents(totalNew)}</strong>
            </td>
            <td className="num">
              <strong>{signedCents(totalCurrent - totalNew)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

function ProductFactsList({ product }: { product: ProductFacts }) {
  const fee = (cents: number) => (cents === 0 ? 'None' : formatCents(cents, { wholeDollarsIfRound: true }));
  const rows: [string, string][] = [
    ['Application and upfront fees', fee(product.applicationFeeCents)],
    ['Annual fee', fee(product.annualFeeCents)],
    ['Discharge fee (when you later leave)', fee(product.dischargeFeeCents)],
    [
      'Package',
      product.package
        ? `${product.package.name}: ${formatCents(product.package.feeCents, { wholeDollarsIfRound: true })} every ${formatTermMonths(product.package.feeEveryMonths)}`
        : 'None',
    ],
    ['Offset account', yesNo(product.offset)],
    ['Redraw', yesNo(product.redraw)],
    ['Extra repayments', yesNo(product.extraRepayments)],
  ];
  if (product.maxTermYears !== null) rows.push(['Longest loan term', `${product.maxTermYears} years`]);
  if (product.lastUpdated) {
    const date = /^\d{4}-\d{2}-\d{2}/.test(product.lastUpdated) ? formatIsoDate(product.lastUpdated) : null;
    if (date) rows.push(['Lender’s details last updated', date]);
  }
  return (
    <dl className="facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ChooseOffer({ surveyId, offer }: { surveyId: string; offer: DetailedOffer }) {
  const { busy, error, run } = useSubmit();
  const choose = async () => {
    await run(
      async () => {
        const api = await loadHomeLoanApi();
        await api.postOutcome(surveyId, offer.offerId, 'chosen');
        track(trackedActions.homeLoanSurvey, {
          step: 'offer-chosen',
          offerId: offer.offerId,
          offerType: offer.offerType,
        });
        await navigate(chosenOfferPath(offer));
      },
      // The offer's own screen replaces this one.
      { stayBusy: true },
    );
  };
  return (
    <div className="hl-choose">
      <button
        type="button"
        className="button"
        aria-disabled={busy || undefined}
        aria-describedby={error ? 'hl-choose-error' : undefined}
        onClick={() => void choose()}
      >
        {busy ? 'Saving your choice…' : 'Choose this loan'}
      </button>
      {error ? (
        <p className="field__error" role="alert" id="hl-choose-error">
          {error} Choose the button to try again.
        </p>
      ) : null}
    </div>
  );
}

function Details({ surveyId, details }: { surveyId: string; details: OfferDetailsResponse }) {
  const { offer, product } = details;
  return (
    <>
      <p className="hl-offer__provider">
        {offer.offerType === 'Stay'
          ? `${offer.providerName}, your current lender`
          : `${offer.providerName}, switching from your current lender`}
      </p>
      <OfferFacts offer={offer} />
      <p className="hl-break-even">
        <strong>{breakEvenText(offer.breakEvenMonth)}.</strong>{' '}
        {offer.breakEvenMonth === null
          ? 'The monthly savings never make up for the switching costs before your loan ends.'
          : offer.breakEvenMonth === 0
            ? 'Cash back covers the switching costs on the day the loan settles.'
            : `From then on, what you save each month is money in your pocket.`}
      </p>
      <ChooseOffer surveyId={surveyId} offer={offer} />
      <h2>The working</h2>
      <p>
        Staying costs {formatCents(offer.currentTotalCostCents)} over the rest of your loan; switching costs{' '}
        {formatCents(offer.newTotalCostCents)}, every fee and cash back included.
      </p>
      <WorkingTable offer={offer} />
      <AssumptionNotes notes={offer.assumptions} headingLevel={2} />
      <OfferReasons offer={offer} heading={<h2>Why this loan</h2>} />
      <h2>The loan’s facts</h2>
      <ProductFactsList product={product} />
      <OfferFeatures offer={offer} />
      <ComparisonRateWarning example="homeLoan" />
    </>
  );
}

/** /home-loans/offer-details/<offerId>/: one offer's full working, its product facts and the choice. */
export function OfferDetailsScreen(props: RouteComponentProps<{ offerId: string }>) {
  const offerId = offerIdFromPath(props.offerId);
  const surveyId = useJourneySelector((journey) => journey.surveyId);
  const request = useApiResource<OfferDetailsResponse>(() => {
    if (!surveyId || !offerId) return null;
    return loadHomeLoanApi().then((api) => api.postOfferDetails(surveyId, offerId));
  }, [surveyId, offerId]);
  const details = request.status === 'succeeded' ? request.data : null;

  let body: React.ReactNode;
  if (!surveyId) {
    body = <SurveyNeeded what="This page shows the working behind one of your home-loan offers." />;
  } else if (!offerId) {
    body = <OfferNeeded what="This page shows one offer." linkText="Choose one from your offers" />;
  } else if (details) {
    body = <Details surveyId={surveyId} details={details} />;
  } else {
    body = (
      <RequestPending request={request} failed="We couldn’t load this offer." loading="Loading the offer…" />
    );
  }

  return (
    <JourneyScreen
      title={details ? offerTitle(details.offer) : 'Offer details'}
      narrow
      backToOffers
      showsFigures
    >
      {body}
    </JourneyScreen>
  );
}
