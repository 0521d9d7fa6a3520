import * as React from 'react';
import { navigate } from 'gatsby';
import { useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import { labelledName } from '../../domain/cards/labelled-name';
import type { JourneyOffer } from '../../api/card-journey-types';
import type { ProductTransferState } from './product-transfer-state';
import { offerRedirectHref } from './offer-redirect-link';
import { recordOfferChoice } from './record-offer-choice';
import { useSubmit } from '../../components/forms/use-submit';

interface ChoiceProps {
  offer: JourneyOffer;
  surveyId: string;
  /** Unique on the page, for the ids of the choice's messages. */
  idBase: string;
  /** The smaller button, for compact offer cards. */
  small?: boolean;
}

function buttonClass(small: boolean | undefined): string {
  return small ? 'button button--small' : 'button';
}

/** Stay: record the choice, then the product-transfer form with the offer in navigation state. */
function StayChoice({ offer, surveyId, idBase, small }: ChoiceProps) {
  const errorId = `${idBase}-choice-error`;
  const { busy, error, run } = useSubmit();
  const choose = () =>
    run(
      async () => {
        await recordOfferChoice(surveyId, offer);
        const state: ProductTransferState = { providerId: offer.providerId, offer };
        await navigate(paths.productTransfer(), { state });
      },
      // The product-transfer screen replaces this one.
      { stayBusy: true },
    );
  return (
    <>
      <button
        type="button"
        className={buttonClass(small)}
        disabled={busy}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void choose()}
      >
        {busy ? 'Saving your choice…' : `Move to the ${labelledName(offer.cardName, offer.cardLabel)}`}
      </button>
      {error ? (
        <p className="field__error" role="alert" id={errorId}>
          {error} Choose the button to try again.
        </p>
      ) : null}
    </>
  );
}

/**
 * Switch: a real link (keyboard, middle-click and "open in new tab" all work) to the redirect page
 * in a new tab; the choice is recorded on the way, without holding the link up.
 */
function SwitchChoice({ offer, surveyId, small }: ChoiceProps) {
  const visitId = useAppSelector((state) => state.visit.visitId);
  const href = offerRedirectHref(offer, { visitId, surveyId, webpage: window.location.pathname });
  const record = () => void recordOfferChoice(surveyId, offer).catch(() => undefined);
  if (!offer.redirectAvailable) {
    return <p>Apply for this card on {offer.providerName}’s website or in one of its branches.</p>;
  }
  return (
    <a
      className={buttonClass(small)}
      href={href}
      target="_blank"
      rel="sponsored noopener"
      onClick={record}
      onAuxClick={(event) => {
        if (event.button === 1) record();
      }}
    >
      Apply with {offer.providerName}
      <span className="visually-hidden">
        {' '}
        for the {labelledName(offer.cardName, offer.cardLabel)} (opens in a new tab)
      </span>
    </a>
  );
}

export function OfferChoice(props: ChoiceProps) {
  return props.offer.offerType === 'Stay' ? <StayChoice {...props} /> : <SwitchChoice {...props} />;
}
