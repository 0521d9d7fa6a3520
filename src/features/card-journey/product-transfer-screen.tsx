import * as React from 'react';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { FiguresDateLine } from '../visit/figures-date-line';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import { formatCents } from '../../domain/format';
import type { JourneyOffer, ProductTransferConfirmation } from '../../api/card-journey-types';
import type { ProductTransferState } from './product-transfer-state';
import { labelledOfferTitle } from './offer-title';
import { ProductTransferForm } from './product-transfer-form';
import './card-journey.css';
import { selectSurvey } from '../survey/survey-slice';

/** The chosen Stay offer from the navigation state, if the visitor came here by choosing one. */
export function transferStateOf(state: unknown): ProductTransferState | null {
  const candidate = state as Partial<ProductTransferState> | null | undefined;
  const offer = candidate?.offer as JourneyOffer | undefined;
  if (!candidate?.providerId || !offer?.offerId || offer.offerType !== 'Stay') return null;
  return { providerId: candidate.providerId, offer };
}

function Confirmation({ answer, offer }: { answer: ProductTransferConfirmation; offer: JourneyOffer }) {
  return (
    <>
      <p>Your reference number</p>
      <p className="journey-reference">{answer.reference}</p>
      <h2>What happens next</h2>
      <ul>
        {answer.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
        <li>
          A product transfer keeps you with {answer.providerName}: your card number and account history
          usually stay the same, and it is not a new credit application.
        </li>
        <li>We’ve e-mailed you a copy of this request.</li>
      </ul>
      <p>
        You chose the {labelledOfferTitle(offer)}. <Link to={paths.cardOffers()}>Back to your offers</Link>
      </p>
    </>
  );
}

/** /credit-cards/product-transfer/: ask your bank to move you to the chosen Stay card. */
export function ProductTransferScreen({ location }: RouteComponentProps) {
  const chosen = transferStateOf(location?.state);
  const surveyId = useAppSelector((state) => selectSurvey(state).surveyId);
  const [answer, setAnswer] = React.useState<ProductTransferConfirmation | null>(null);
  const headingRef = useScreenHeading();
  // The confirmation replaces the form: its heading takes focus again.
  React.useEffect(() => {
    if (answer) headingRef.current?.focus();
  }, [answer, headingRef]);

  if (!chosen || !surveyId) {
    return (
      <div className="container narrow">
        <h1 ref={headingRef} tabIndex={-1}>
          Choose a card to move to first
        </h1>
        <p>
          This form asks your bank to move you to one of its other cards, and it needs the card you chose from
          your offers. Opened from a bookmark or a new tab, it doesn’t know which card that was.
        </p>
        <p>
          <Link to={paths.cardOffers()} className="button">
            See your offers
          </Link>
        </p>
      </div>
    );
  }
  const { offer } = chosen;
  return (
    <div className="container narrow">
      <h1 ref={headingRef} tabIndex={-1}>
        {answer ? `Request sent to ${answer.providerName}` : `Move to the ${labelledOfferTitle(offer)}`}
      </h1>
      <FiguresDateLine />
      {answer ? (
        <Confirmation answer={answer} offer={offer} />
      ) : (
        <>
          <p>
            We’ll ask {offer.providerName} to move you to this card. With your figures it saves you{' '}
            {formatCents(offer.firstYearSavingCents)} in the first year and{' '}
            {formatCents(offer.ongoingSavingCents)} a year after that.
          </p>
          <ProductTransferForm offer={offer} surveyId={surveyId} onSent={setAnswer} />
        </>
      )}
    </div>
  );
}
