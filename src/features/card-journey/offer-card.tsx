import * as React from 'react';
import { Link } from '../../components/navigation/link';
import type {
  HorizonYears,
  JourneyOffer,
  JourneyOfferRow,
  SameFiguresOffer,
} from '../../api/card-journey-types';
import { journeyPaths } from './journey-paths';
import { OfferChoice } from './offer-choice';
import { OfferFigures } from './offer-figures';
import { transferSummary } from './offer-balance';
import { horizonSavingText, yearSavings } from './offer-saving';
import { offerTitle } from './offer-title';

function reasonsText(offer: Pick<JourneyOffer, 'ineligible'>): string {
  return offer.ineligible.map((reason) => reason.text).join('. ');
}

function lenderCount(row: JourneyOfferRow): number {
  return new Set([row.providerId, ...row.sameFigures.map((same) => same.providerId)]).size;
}

/** "4 lenders offer this card", expandable to the lenders, each with its own link and any reason it is out of reach. */
function SameFigures({ row, surveyId, idBase }: { row: JourneyOfferRow; surveyId: string; idBase: string }) {
  const lenders = lenderCount(row);
  const cards = row.sameFigures.length + 1;
  const summary =
    lenders > 1
      ? `${lenders} lenders offer this card`
      : `${cards} cards at ${row.providerName} with these figures`;
  const asOffer = (same: SameFiguresOffer): JourneyOffer => ({ ...row, ...same });
  return (
    <details className="offer__lenders">
      <summary>
        {summary}
        <span className="visually-hidden"> ({offerTitle(row)})</span>
      </summary>
      <ul>
        {[row, ...row.sameFigures].map((same) => (
          <li key={`${same.offerId}-${same.offerType}`}>
            <span>
              {offerTitle(same)}
              {same.cardLabel ? ` (${same.cardLabel})` : ''}
            </span>
            {same.ineligible.length > 0 ? (
              <span className="offer__ineligible">{reasonsText(same)}</span>
            ) : null}
            {same !== row && same.offerType === 'Switch' ? (
              <OfferChoice
                offer={asOffer(same)}
                surveyId={surveyId}
                idBase={`${idBase}-${same.offerId}`}
                small
              />
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The first year's saving and each later year's, side by side. */
export function YearSavings({
  offer,
}: {
  offer: Pick<JourneyOffer, 'firstYearSavingCents' | 'ongoingSavingCents'>;
}) {
  const { firstYear, eachYearAfter } = yearSavings(offer);
  return (
    <p className="offer__years">
      <span>First year: {firstYear}</span>
      <span aria-hidden="true"> · </span>
      <span>Each year after: {eachYearAfter}</span>
    </p>
  );
}

/**
 * One offer, compact: name, "Sponsored" for a partner's card, lender, the saving over the years the
 * list ranks by with the first year's and each later year's beside it, one line of why, and the
 * choice; every figure behind "Details".
 */
export function OfferCard({
  offer,
  surveyId,
  replacesName,
  place,
  years,
  headingLevel = 3,
}: {
  offer: JourneyOffer | JourneyOfferRow;
  surveyId: string;
  /** The surveyed card it would replace, when the survey has several. */
  replacesName: string | null;
  /** Where it is shown ('stay', 'switch'): ids stay unique on the page. */
  place: string;
  years: HorizonYears;
  headingLevel?: 2 | 3;
}) {
  const [open, setOpen] = React.useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const idBase = `offer-${place}-${offer.offerType}-${offer.offerId}`;
  const headingId = `${idBase}-heading`;
  const detailsId = `${idBase}-details`;
  const title = offerTitle(offer);
  const why = offer.reasons[0] ?? null;
  const row = 'sameFigures' in offer && offer.sameFigures.length > 0 ? offer : null;
  return (
    <article className="tile offer" aria-labelledby={headingId}>
      {/* Focusable from script: "Show more" moves focus to the first offer it adds. */}
      <Heading id={headingId} className="offer__name" tabIndex={-1}>
        {title}
      </Heading>
      {offer.cardLabel ? <p className="offer__label">{offer.cardLabel}</p> : null}
      <p className="offer__lender">
        {offer.sponsored ? (
          <>
            <span className="badge badge--sponsored">Sponsored</span>{' '}
          </>
        ) : null}
        {offer.providerName}
        {replacesName ? `, instead of your ${replacesName}` : ''}
      </p>
      <p className="offer__saving">
        <strong>{horizonSavingText(offer, years)}</strong>
      </p>
      <YearSavings offer={offer} />
      {offer.transferTaken ? <p className="offer__transfer">{transferSummary(offer)}</p> : null}
      {why ? <p className="offer__why">{why}</p> : null}
      {offer.ineligible.length > 0 ? <p className="offer__ineligible">{reasonsText(offer)}</p> : null}
      {row ? <SameFigures row={row} surveyId={surveyId} idBase={idBase} /> : null}
      <div className="offer__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          Details<span className="visually-hidden"> of the {title}</span>
        </button>
        <OfferChoice offer={offer} surveyId={surveyId} idBase={idBase} small />
      </div>
      <div id={detailsId} hidden={!open} className="offer__details">
        <OfferFigures offer={offer} />
        <p>
          <Link to={journeyPaths.offerDetails(offer.offerId, offer.offerType)}>
            How we worked this out<span className="visually-hidden"> for the {title}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
