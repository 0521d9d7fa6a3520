import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { RateWithComparison } from '../../components/ui/rate';
import { formatCents, formatRate } from '../../domain/format';
import { homeLoanPaths } from './home-loan-paths';
import type { OfferSummary } from './home-loan-api';
import { breakEvenText, differenceText, featureList, offerTitle, rateTypeText } from './offer-text';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type FactName =
  'rate' | 'repayment' | 'monthlySaving' | 'totalSaving' | 'switchingCosts' | 'cashBack' | 'breakEven';

/** Every figure an offer is judged by, in the order the screens list them. */
const ALL_FACTS: readonly FactName[] = [
  'rate',
  'repayment',
  'monthlySaving',
  'totalSaving',
  'switchingCosts',
  'cashBack',
  'breakEven',
];
/** What an offer card shows at once; the rest is behind its "Details". */
const KEY_FACTS: readonly FactName[] = ['rate', 'repayment', 'monthlySaving', 'totalSaving'];
const MORE_FACTS: readonly FactName[] = ['switchingCosts', 'cashBack', 'breakEven'];

function fact(offer: OfferSummary, name: FactName): React.ReactElement {
  switch (name) {
    case 'rate':
      return (
        <Fact key={name} term="Rate">
          <RateWithComparison rate={offer.rate} comparisonRate={offer.comparisonRate} />
          <small className="hl-facts__note">
            {rateTypeText(offer)}
            {offer.rateType === 'fixed' && offer.revertRate !== null
              ? `, then ${formatRate(offer.revertRate)} variable`
              : ''}
          </small>
        </Fact>
      );
    case 'repayment':
      return (
        <Fact key={name} term="Monthly repayment">
          {formatCents(offer.monthlyRepaymentCents)}
        </Fact>
      );
    case 'monthlySaving':
      return (
        <Fact key={name} term="Monthly saving">
          {differenceText(offer.monthlySavingCents)} a month
          <small className="hl-facts__note">repayment and fees, first year</small>
        </Fact>
      );
    case 'totalSaving':
      return (
        <Fact key={name} term="Total saving">
          <strong>{formatCents(offer.totalSavingCents)}</strong>
          <small className="hl-facts__note">over the rest of your loan, after switching costs</small>
        </Fact>
      );
    case 'switchingCosts':
      return (
        <Fact key={name} term="Switching costs">
          {formatCents(offer.switchingCostsCents, { wholeDollarsIfRound: true })}
        </Fact>
      );
    case 'cashBack':
      return (
        <Fact key={name} term="Cash back">
          {offer.cashBackCents > 0 ? formatCents(offer.cashBackCents, { wholeDollarsIfRound: true }) : 'None'}
        </Fact>
      );
    case 'breakEven':
      return (
        <Fact key={name} term="Break-even">
          {breakEvenText(offer.breakEvenMonth)}
        </Fact>
      );
  }
}

/** The figures every offer is judged by, in one list (the details screen shows them all). */
export function OfferFacts({
  offer,
  only = ALL_FACTS,
  className = '',
}: {
  offer: OfferSummary;
  only?: readonly FactName[];
  className?: string;
}) {
  return <dl className={`facts hl-facts ${className}`.trim()}>{only.map((name) => fact(offer, name))}</dl>;
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

/** Why the offer is listed, under the heading the screen gives it; nothing when there is no reason. */
export function OfferReasons({ offer, heading }: { offer: OfferSummary; heading: React.ReactNode }) {
  if (offer.reasons.length === 0) return null;
  return (
    <>
      {heading}
      <ul>
        {offer.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </>
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

/**
 * One offer, compact: provider and product, its rate and savings, and the actions; the other
 * figures, why it is listed and its features behind "Details".
 */
export function OfferCard({
  offer,
  extra,
  restriction,
  action,
  onDismiss,
  dismissing = false,
  dismissError,
}: OfferCardProps) {
  const [open, setOpen] = React.useState(false);
  const title = offerTitle(offer);
  const headingId = `hl-offer-${offer.offerId}`;
  const errorId = `${headingId}-dismiss-error`;
  const detailsId = `${headingId}-details`;
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
      <OfferFacts offer={offer} only={KEY_FACTS} className="hl-facts--key" />
      <div className="hl-actions hl-offer__actions">
        {action}
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          Details<span className="visually-hidden"> of {title}</span>
        </button>
        <Link
          to={homeLoanPaths.offerDetails(offer.offerId)}
          className="button button--secondary button--small"
        >
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
      <div id={detailsId} className="hl-offer__details" hidden={!open}>
        <OfferFacts offer={offer} only={MORE_FACTS} className="hl-facts--more" />
        <OfferReasons offer={offer} heading={<p className="hl-offer__subhead">Why this loan</p>} />
        <OfferFeatures offer={offer} />
      </div>
    </article>
  );
}
