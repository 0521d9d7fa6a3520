import * as React from 'react';
import { useAppDispatch } from '../../store/hooks';
import { useFocusOnChange } from '../../components/forms/focus-on-mount';
import { FormAlert } from '../../components/forms/form-alert';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import { partnerOfferAccepted } from './home-loan-slice';
import type { PartnerReferral } from './journey-state';
import { loadHomeLoanApi } from './load-home-loan-api';
import { useSubmit } from '../../components/forms/use-submit';

/**
 * After the partner's page was opened for a referral: the visitor tells us once they have accepted
 * the partner's offer, so the referral is marked accepted and shows in their account's history.
 * The partner's site is another company's, so this is the only way we learn of it.
 */
export function PartnerAcceptance({
  surveyId,
  offerId,
  lender,
  referral,
}: {
  surveyId: string;
  offerId: string;
  lender: string;
  referral: PartnerReferral;
}) {
  const dispatch = useAppDispatch();
  const { busy, error, run } = useSubmit();
  const accepted = referral.acceptedAt !== null;
  // The button goes when the answer comes: focus moves to what replaced it.
  const doneRef = useFocusOnChange<HTMLParagraphElement>(accepted, accepted);

  const tellUs = async () => {
    await run(async () => {
      const api = await loadHomeLoanApi();
      const answer = await api.postPartnerAcceptance({
        surveyId,
        offerId,
        referralId: referral.referralId,
        acceptedAt: new Date().toISOString(),
      });
      track(trackedActions.homeLoanSurvey, { step: 'refinance-accepted', offerId });
      dispatch(partnerOfferAccepted({ offerId, acceptedAt: answer.acceptedAt }));
    });
  };

  if (accepted) {
    return (
      <p ref={doneRef} tabIndex={-1} className="notice" role="status">
        Thanks: we’ve noted that you accepted your new loan with {lender} through our partner. You’ll find it
        in your account’s history when you’re signed in.
      </p>
    );
  }
  return (
    <div>
      <h3>Gone ahead with our partner?</h3>
      <p>
        Once you’ve accepted the offer for your loan with {lender} on our partner’s site, tell us here, so we
        can keep track of your switch.
      </p>
      <FormAlert message={error} />
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy || undefined}
        onClick={() => void tellUs()}
      >
        {busy ? 'Saving…' : 'I’ve accepted the offer with our partner'}
      </button>
    </div>
  );
}
