import * as React from 'react';
import { useAppDispatch } from '../../store/hooks';
import { paths } from '../../config/paths';
import { refinanceLandingPages } from '../../config/partners';
import { ApiError } from '../../lib/api-client';
import { encodeBase64 } from '../../lib/base64';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import { CheckboxField } from '../../components/forms/checkbox-field';
import { brokerWithLicence } from '../../domain/home-loans/contact-request';
import { HandOverConfirmation } from './hand-over-confirmation';
import type { KeptAcceptance, ReferralHandOver, StoredRegistration } from './journey-state';
import { partnerReferred } from './home-loan-slice';
import type {
  CurrentLoanInput,
  PartnerReferralRequest,
  PartnerReferralResponse,
  RefinanceBroker,
} from './home-loan-api';
import { loadHomeLoanApi } from './load-home-loan-api';
import { readDraft } from './loan-draft';
import { PartnerAcceptance } from './partner-acceptance';
import { useJourneySelector } from './use-journey-selector';
import { useSubmit } from '../../components/forms/use-submit';

/** Shown, word for word, whenever the referral to the partner fails. */
export const PARTNER_FAILED_MESSAGE = 'An error occurred when fetching the Finspo redirect URL';

/**
 * Our refinance redirect page with the partner's landing page (base64) and the lender: by name on
 * the lender landing page when the lender is on the partner's panel, else by id.
 */
export function refinancePartnerUrl(accepted: KeptAcceptance): string {
  const { refinance, offer } = accepted;
  const query = new URLSearchParams();
  if (refinance.useProviderLanding) {
    query.set('webpage', encodeBase64(refinanceLandingPages[1] ?? ''));
    query.set('providerName', refinance.providerName ?? offer.providerName);
  } else {
    query.set('webpage', encodeBase64(refinanceLandingPages[0] ?? ''));
    query.set('providerId', refinance.providerId ?? offer.providerId);
  }
  return `${paths.refinanceRedirect()}?${query.toString()}`;
}

const CONSENT_ID = 'hl-partner-consent';

/** What the referral's answer said the partner was asked, kept for the confirmation. */
function handOverOf(answer: PartnerReferralResponse): ReferralHandOver {
  return {
    broker: answer.partner,
    method: answer.contact.method,
    bestTime: answer.contact.bestTime,
    mobileNumber: answer.contact.mobileNumber,
    confirmation: answer.confirmation,
  };
}

/** The referral: the server adds the contact details the visitor confirmed by code. */
export function partnerReferral(
  surveyId: string,
  accepted: KeptAcceptance,
  current: CurrentLoanInput,
): PartnerReferralRequest {
  const { offer } = accepted;
  return {
    surveyId,
    consent: true,
    savings: {
      totalSavingCents: offer.totalSavingCents,
      monthlySavingCents: offer.monthlySavingCents,
      breakEvenMonth: offer.breakEvenMonth,
    },
    offer: {
      offerId: offer.offerId,
      providerId: offer.providerId,
      providerName: offer.providerName,
      rate: offer.rate,
      rateType: offer.rateType,
      fixedMonths: offer.fixedMonths,
    },
    currentSituation: current,
  };
}

/**
 * "Continue with our refinance partner": the referral goes to the API first (it keeps every
 * attempt), then the partner's page opens in a new tab. A blocked tab gets a link instead, and a
 * failed referral a retry, with nothing the visitor entered lost. Once the partner has the
 * referral, the visitor can tell us they accepted its offer.
 */
export function RefinancePartner({
  surveyId,
  registration,
  accepted,
  broker,
}: {
  surveyId: string | null;
  registration: StoredRegistration | null;
  accepted: KeptAcceptance;
  /** The partner as the consent names it: no hand-over is offered without it. */
  broker: RefinanceBroker;
}) {
  const dispatch = useAppDispatch();
  const stored = useJourneySelector((journey) => journey.current);
  const draft = useJourneySelector((journey) => journey.draft);
  const offerId = accepted.offer.offerId;
  const referral = useJourneySelector((journey) => journey.referrals[offerId]) ?? null;
  const { busy, run } = useSubmit();
  /** Failed, and whether the server kept the referral to send again (it answered 502). */
  const [failed, setFailed] = React.useState<false | { kept: boolean }>(false);
  const [fallbackUrl, setFallbackUrl] = React.useState<string | null>(null);
  const [consented, setConsented] = React.useState(false);
  const [consentMissing, setConsentMissing] = React.useState(false);
  const lender = accepted.refinance.providerName ?? accepted.offer.providerName;
  const refers = surveyId !== null && registration !== null && referral === null;

  const go = async () => {
    if (busy) return;
    if (refers && !consented) {
      setConsentMissing(true);
      document.getElementById(CONSENT_ID)?.focus();
      return;
    }
    setFailed(false);
    await run(
      async () => {
        if (surveyId && registration) {
          const api = await loadHomeLoanApi();
          const answer = await api.postPartnerReferral(
            partnerReferral(surveyId, accepted, stored ?? readDraft(draft).input),
          );
          dispatch(partnerReferred({ offerId, referralId: answer.referralId, handOver: handOverOf(answer) }));
        }
        track(trackedActions.homeLoanSurvey, { step: 'refinance-partner', offerId });
        const url = refinancePartnerUrl(accepted);
        const opened = window.open(url, '_blank', 'noopener');
        // With "noopener" most browsers hand back no window even when the tab opened, so the link stays.
        setFallbackUrl(opened ? null : url);
      },
      // The retry below says what went wrong in the partner's words.
      {
        onFailure: (error) => {
          setFailed({ kept: error instanceof ApiError && error.status === 502 });
          return true;
        },
      },
    );
  };

  return (
    <section className="tile hl-partner" aria-labelledby="hl-partner-title">
      <h2 id="hl-partner-title">Get help with the switch</h2>
      <p>
        Our refinance partner, {broker.legalName}, a mortgage broker holding Australian credit licence{' '}
        {broker.creditLicence}, can handle the application to {lender}, the discharge of your current loan and
        settlement for you, at no cost to you. With your agreement we’ll pass on your contact details, how
        you’d like to be contacted and the loan you chose.
      </p>
      {refers ? (
        <CheckboxField
          id={CONSENT_ID}
          checked={consented}
          onCheckedChange={(checked) => {
            setConsented(checked);
            if (checked) setConsentMissing(false);
          }}
          error={consentMissing ? 'Tick the box to agree before we pass your details to our partner.' : null}
        >
          I agree to StaySmart passing my name, e-mail address, mobile number, how I’d like to be contacted
          and the loan I chose to {brokerWithLicence(broker)}, our refinance partner, so it can contact me
          about this loan.
        </CheckboxField>
      ) : null}
      <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void go()}>
        {busy ? 'Contacting our partner…' : 'Continue with our refinance partner'}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </button>
      <div role="alert">
        {failed ? (
          <div className="hl-partner__failed">
            <p className="notice notice--warning">{PARTNER_FAILED_MESSAGE}</p>
            {failed.kept ? (
              <p>
                We’ll keep trying to reach our partner over the next few hours. Once your details are through,
                we’ll send you a copy by e-mail or text.
              </p>
            ) : null}
            <p>
              <button type="button" className="button button--secondary" onClick={() => void go()}>
                Try again
              </button>
            </p>
          </div>
        ) : null}
      </div>
      {fallbackUrl ? (
        <p role="status">
          Our partner’s page opens in a new tab. If it didn’t open,{' '}
          <a href={fallbackUrl} target="_blank" rel="noopener">
            open our partner’s page
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </p>
      ) : null}
      {referral?.handOver ? (
        <HandOverConfirmation handOver={referral.handOver} email={registration?.email ?? null} />
      ) : null}
      {surveyId && referral ? (
        <PartnerAcceptance surveyId={surveyId} offerId={offerId} lender={lender} referral={referral} />
      ) : null}
    </section>
  );
}
