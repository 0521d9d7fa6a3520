import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { useAppDispatch } from '../../store/hooks';
import { RateWithComparison } from '../../components/ui/rate';
import { formatCents, formatMobile } from '../../domain/format';
import { contactMethodWords } from '../../domain/home-loans/contact-request';
import { useFocusOnChange } from '../../components/forms/focus-on-mount';
import { FormAlert } from '../../components/forms/form-alert';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import { apiErrorCode } from './api-error-code';
import { offerAccepted, registrationForgotten } from './home-loan-slice';
import type { KeptAcceptance, StoredRegistration } from './journey-state';
import { homeLoanPaths } from './home-loan-paths';
import type { AcceptResponse, OfferSummary } from './home-loan-api';
import { loadHomeLoanApi } from './load-home-loan-api';
import { breakEvenText, differenceText, offerTitle } from './offer-text';
import { RateAlertsConfirmationNote } from './rate-alerts-note';
import { RefinancePartner } from './refinance-partner';
import { registrationComplete, RegistrationFlow, useSurveyRegistration } from './registration-flow';
import { useJourneySelector } from './use-journey-selector';
import { useRememberedRegistration } from './use-remembered-registration';
import { useSubmit } from '../../components/forms/use-submit';

function AcceptStep({
  surveyId,
  offer,
  registration,
  heading,
  onAccepted,
  onChangePreferences,
  onNotVerified,
}: {
  surveyId: string;
  offer: OfferSummary;
  registration: StoredRegistration;
  heading: React.ReactNode;
  onAccepted(answer: AcceptResponse): void;
  onChangePreferences(): void;
  onNotVerified(): void;
}) {
  const dispatch = useAppDispatch();
  const { busy, error, run } = useSubmit();
  const accept = async () => {
    await run(
      async () => {
        const api = await loadHomeLoanApi();
        const answer = await api.postAcceptOffer(surveyId, offer.offerId);
        track(trackedActions.homeLoanSurvey, {
          step: 'offer-accepted',
          offerId: offer.offerId,
          offerType: offer.offerType,
        });
        onAccepted(answer);
      },
      {
        // The acceptance's confirmation replaces the button.
        stayBusy: true,
        onFailure: (failure) => {
          if (apiErrorCode(failure) !== 'NOT_VERIFIED') return false;
          onNotVerified();
          dispatch(registrationForgotten());
          return true;
        },
      },
    );
  };
  return (
    <>
      {heading}
      <dl className="facts">
        <div>
          <dt>Loan</dt>
          <dd>{offerTitle(offer)}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>
            <RateWithComparison rate={offer.rate} comparisonRate={offer.comparisonRate} />
          </dd>
        </div>
        <div>
          <dt>Monthly saving</dt>
          <dd>{differenceText(offer.monthlySavingCents)} a month</dd>
        </div>
        <div>
          <dt>Total saving</dt>
          <dd>{formatCents(offer.totalSavingCents)} over the rest of your loan</dd>
        </div>
        <div>
          <dt>Break-even</dt>
          <dd>{breakEvenText(offer.breakEvenMonth)}</dd>
        </div>
        <div>
          <dt>Your details</dt>
          <dd>
            {registration.firstName} {registration.lastName}, {registration.email}
          </dd>
        </div>
        <div>
          <dt>How you’d like to be contacted</dt>
          <dd>
            {contactMethodWords(
              registration.preferences?.preferredContact ?? 'email',
              registration.preferences?.bestTime ?? 'any',
            )}
          </dd>
        </div>
      </dl>
      <RateAlertsConfirmationNote registration={registration} />
      <p>
        Accepting doesn’t commit you to anything: it records your choice and sends you your reference. The
        lender will make its own assessment of any application.
      </p>
      <FormAlert message={error} />
      <div className="hl-actions">
        <button
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          onClick={() => void accept()}
        >
          {busy ? 'Accepting…' : 'Accept this offer'}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onChangePreferences}
        >
          Change how we keep in touch
        </button>
      </div>
    </>
  );
}

function Confirmation({
  accepted,
  surveyId,
  registration,
  heading,
}: {
  accepted: KeptAcceptance;
  surveyId: string;
  registration: StoredRegistration | null;
  heading: React.ReactNode;
}) {
  return (
    <>
      {heading}
      <p>Your reference number</p>
      <p className="hl-reference">{accepted.reference}</p>
      <h3>What happens next</h3>
      <ol>
        {accepted.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{confirmationSentence(accepted, registration)}</p>
      {accepted.refinance.available && accepted.refinance.partner ? (
        <RefinancePartner
          surveyId={surveyId}
          registration={registration}
          accepted={accepted}
          broker={accepted.refinance.partner}
        />
      ) : null}
      <p>
        <Link to={homeLoanPaths.offers()}>Back to your offers</Link>
      </p>
    </>
  );
}

type Phase = 'register' | 'accept' | 'done';

/**
 * From a chosen offer to an accepted one: registration (when this survey has no verified one in
 * this browser), then the summary with "Accept this offer", then the reference and next steps.
 */
/** Where the confirmation went: the account's e-mail, or a text to the mobile number the code confirmed. */
function confirmationSentence(accepted: KeptAcceptance, registration: StoredRegistration | null): string {
  if (accepted.confirmation === 'email') {
    return `We’ve e-mailed you a copy${registration ? ` at ${registration.email}` : ''}.`;
  }
  return `We’ve texted your reference${registration ? ` to ${formatMobile(registration.mobileNumber)}` : ''}.`;
}

export function OfferAcceptance({ surveyId, offer }: { surveyId: string; offer: OfferSummary }) {
  const dispatch = useAppDispatch();
  const registration = useSurveyRegistration(surveyId);
  const remembered = useRememberedRegistration(surveyId);
  const accepted = useJourneySelector((journey) => journey.accepted[offer.offerId]) ?? null;
  const [changingPreferences, setChangingPreferences] = React.useState(false);
  const [notice, setNotice] = React.useState<string | null>(null);
  const ready = registrationComplete(registration) && !changingPreferences;
  const phase: Phase = !ready ? 'register' : accepted ? 'done' : 'accept';
  const headingRef = useFocusOnChange<HTMLHeadingElement>(phase, phase !== 'register');
  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1}>
      {text}
    </h2>
  );

  if (phase === 'register' && remembered === 'checking') {
    return (
      <section className="hl-step" aria-label="Register">
        <p role="status">Checking whether you’ve confirmed your mobile number…</p>
      </section>
    );
  }
  if (phase === 'register') {
    return (
      <section className="hl-step" aria-label="Register">
        <FormAlert message={notice} />
        {!changingPreferences ? (
          <p>
            To accept this offer we need to know how to reach you. It’s free, and it doesn’t affect your
            credit file.
          </p>
        ) : null}
        <RegistrationFlow
          surveyId={surveyId}
          startAt={changingPreferences && registration ? 'preferences' : undefined}
          focusOnMount={changingPreferences || notice !== null}
          onDone={() => {
            setNotice(null);
            setChangingPreferences(false);
          }}
        />
      </section>
    );
  }
  if (phase === 'accept' && registration) {
    return (
      <section className="hl-step" aria-label="Accept">
        <AcceptStep
          surveyId={surveyId}
          offer={offer}
          registration={registration}
          heading={heading('Check and accept')}
          onAccepted={(answer) => dispatch(offerAccepted({ offerId: offer.offerId, answer }))}
          onChangePreferences={() => setChangingPreferences(true)}
          onNotVerified={() =>
            setNotice(
              'We need to confirm your mobile number again before you accept. Check your details below.',
            )
          }
        />
      </section>
    );
  }
  if (!accepted) return null;
  return (
    <section className="hl-step" aria-label="Confirmation">
      <Confirmation
        accepted={accepted}
        surveyId={surveyId}
        registration={registration}
        heading={heading(`You’ve accepted ${offerTitle(accepted.offer)}`)}
      />
    </section>
  );
}
