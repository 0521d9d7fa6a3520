import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { formatRate } from '../../domain/format';
import { homeLoanPaths } from './home-loan-paths';
import type { OfferRow, OfferSummary } from './home-loan-api';
import { OfferCard, type OfferCardProps } from './offer-card';
import { offerTitle, rateTypeText } from './offer-text';

/**
 * What each option of the term chooser is called, its comparison rate beside its rate: "Fixed for
 * 2 years: 5.85% p.a., 5.93% p.a. comparison rate*". The asterisk is the one the rate below links
 * to the warning, so it is not read out.
 */
function TermName({ term }: { term: OfferSummary }) {
  return (
    <span>
      {rateTypeText(term)}: {formatRate(term.rate)},{' '}
      {term.comparisonRate === null ? (
        'comparison rate not published'
      ) : (
        <>
          {formatRate(term.comparisonRate)} comparison rate<span aria-hidden="true">*</span>
        </>
      )}
    </span>
  );
}

/** The radio buttons that pick one of a loan's rate options; each shows its own figures below. */
function TermChooser({
  row,
  chosen,
  onChoose,
}: {
  row: OfferRow;
  chosen: number;
  onChoose(index: number): void;
}) {
  const name = `hl-term-${row.rowId}`;
  return (
    <fieldset className="hl-terms">
      <legend>
        Rate and term<span className="visually-hidden"> for {offerTitle(row.offer)}</span>
      </legend>
      {row.terms.map((term, index) => (
        <label key={term.offerId} className="hl-terms__option">
          <input
            type="radio"
            name={name}
            value={term.offerId}
            checked={index === chosen}
            onChange={() => onChoose(index)}
          />
          <TermName term={term} />
        </label>
      ))}
    </fieldset>
  );
}

/** The other lenders whose loan has the same figures, each linked to its own working. */
function SameFigures({ row, chosen }: { row: OfferRow; chosen: number }) {
  if (row.sameFigures.length === 0) return null;
  const count = row.sameFigures.length + 1;
  const summary =
    row.lenderCount > 1
      ? `${row.lenderCount} lenders offer this loan`
      : `${count} loans from this lender have these figures`;
  return (
    <details className="hl-same">
      <summary>
        {summary}
        <span className="visually-hidden"> ({offerTitle(row.offer)})</span>
      </summary>
      <ul>
        {row.sameFigures.map((loan) => {
          const offerId = loan.offerIds[chosen] ?? loan.offerIds[0];
          const title = offerTitle(loan);
          return (
            <li key={loan.productId}>
              {offerId ? <Link to={homeLoanPaths.offerDetails(offerId)}>{title}</Link> : title}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

export interface OfferRowCardProps extends Omit<OfferCardProps, 'offer' | 'extra'> {
  row: OfferRow;
  /** The main action for the chosen option (asking the lender for a Stay offer). */
  actionFor?(offer: OfferSummary): React.ReactNode;
}

/**
 * One loan of the offers page: its figures for the chosen rate option (the best saving first), a
 * chooser when the lender offers more than one, and the other loans with the same figures.
 */
export function OfferRowCard({ row, actionFor, ...cardProps }: OfferRowCardProps) {
  const leadIndex = Math.max(
    0,
    row.terms.findIndex((term) => term.offerId === row.offer.offerId),
  );
  const [chosen, setChosen] = React.useState(leadIndex);
  const offer = row.terms[chosen] ?? row.offer;
  return (
    <OfferCard
      {...cardProps}
      offer={offer}
      action={actionFor?.(offer)}
      restriction={row.ineligibleReasons.length > 0 ? row.ineligibleReasons.join('. ') : null}
      extra={
        <>
          {row.terms.length > 1 ? <TermChooser row={row} chosen={chosen} onChoose={setChosen} /> : null}
          <SameFigures row={row} chosen={chosen} />
        </>
      }
    />
  );
}
