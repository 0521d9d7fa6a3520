import * as React from 'react';
import { Link } from 'gatsby';
import { RateWithComparison } from '../../components/ui/rate';
import { formatCents, formatRate } from '../../domain/format';
import { homeLoanPaths } from './home-loan-paths';
import type { OfferSummary } from './home-loan-types';
import { breakEvenText, differenceText, featureList, offerTitle, rateTypeText } from './offer-text';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The figures every offer is judged by, in one list (the cards and the details screen share it). */
export function OfferFacts({ offer }: { offer: OfferSummary }) {
  return (
    <dl className="facts hl-facts">
      <Fact term="Rate">
        <RateWithComparison rate={offer.rate} comparisonRate={offer.comparisonRate} />
        <small className="hl-facts__note">
          {rateTypeText(offer)}
          {offer.rateType === 'fixed' && offer.revertRate !== null
            ? `, then ${formatRate(offer.revertRate)} variable`
            : ''}
        </small>
      </Fact>
      <Fact term="Monthly repayment">{formatCents(offer.monthlyRepaymentCents)}</Fact>
      <Fact term="Monthly saving">{differenceText(offer.monthlySavingCents)} a month</Fact>
      <Fact term="Total saving">
        <strong>{formatCents(offer.totalSavingCents)}</strong>
        <small className="hl-facts__note">over the rest of your loan, after switching costs</small>
      </Fact>
      <Fact term="Switching costs">
        {formatCents(offer.switchingCostsCents, { wholeDollarsIfRound: true })}
      </Fact>
      <Fact term="Cash back">
        {offer.cashBackCents > 0 ? formatCents(offer.cashBackCents, { wholeDollarsIfRound: true }) : 'None'}
      </Fact>
      <Fact term="Break-even">{breakEvenText(offer.breakEvenMonth)}</Fact>
    </dl>
  );
}

export function OfferFeatures({ offer }: { offer: OfferSummary }) {
  return (
    <ul className="hl-features" aria-label="Features">
      {featureList(offer.features).map((feature) => (
        <li key={feature.label} className={feature.has ? 'hl-features__yes' : 'hl-features__no'}>
          {feature.label}: {feature.has ? 'yes' : 'no'}
        </li>
      ))}
    </ul>
  );
}

export interface OfferCardProps {
  offer: OfferSummary;
  /** Shown between the heading and the figures: the term chooser and loans with the same figures. */
  extra?: React.ReactNode;
  /** Why the visitor cannot get this loan, when it is shown anyway ("Show all"). */
  restriction?: string | null;
  /** The main action (asking the lender for a Stay offer); "See the working" is always there. */
  action?: React.ReactNode;
  onDismiss?(): void;
  dismissing?: boolean;
  dismissError?: string | null;
}

/** One offer: provider and product, its figures, why it is listed, its features and the actions. */
export function OfferCard({
  offer,
  extra,
  restriction,
  action,
  onDismiss,
  dismissing = false,
  dismissError,
}: OfferCardProps) {
  const title = offerTitle(offer);
  const headingId = `hl-offer-${offer.offerId}`;
  const errorId = `${headingId}-dismiss-error`;
  return (
    <article className="tile hl-offer" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {title}
      </h3>
      <p className="hl-offer__provider">
        {offer.offerType === 'Stay' ? 'Your current lender' : offer.providerName}
      </p>
      {restriction ? <p className="notice notice--warning hl-offer__restriction">{restriction}</p> : null}
      {extra}
      <OfferFacts offer={offer} />
      {offer.reasons.length > 0 ? (
        <>
          <p className="hl-offer__subhead">Why this loan</p>
          <ul>
            {offer.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      <OfferFeatures offer={offer} />
      <div className="hl-actions">
        {action}
        <Link to={homeLoanPaths.offerDetails(offer.offerId)} className="button button--secondary">
          See the working<span className="visually-hidden"> for {title}</span>
        </Link>
        {onDismiss ? (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-disabled={dismissing || undefined}
            aria-describedby={dismissError ? errorId : undefined}
            onClick={() => {
              if (!dismissing) onDismiss();
            }}
          >
            {dismissing ? 'Hiding…' : 'Not for me'}
            <span className="visually-hidden"> ({title})</span>
          </button>
        ) : null}
      </div>
      {dismissError ? (
        <p className="field__error" role="alert" id={errorId}>
          {dismissError}
        </p>
      ) : null}
    </article>
  );
}
