import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { CodeStep } from '../auth/components/code-step';
import { useCodeFlow, type CodeFlow } from '../auth/components/use-code-flow';
import { normaliseAustralianMobile } from '../../lib/form-checks';
import { contactFieldRefusal } from '../../components/forms/contact-fields';
import { useFocusOnChange } from '../../components/forms/focus-on-mount';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import { apiErrorCode } from './api-error-code';
import { registrationForgotten, registrationVerified } from './home-loan-slice';
import type { StoredRegistration } from './journey-state';
import type { CodeSent, RegistrationDetails, RegistrationPreferences } from './home-loan-api';
import { loadHomeLoanApi } from './load-home-loan-api';
import {
  checkDetails,
  DetailsStep,
  firstDetailInError,
  type DetailErrors,
  type DetailFields,
} from './registration-details-step';
import { PreferencesStep, preferencesOf } from './registration-preferences-step';
import { useJourneySelector } from './use-journey-selector';
import { formFailureMessage } from '../../components/forms/server-refusal';

/** The verified registration of this survey, if there is one in this browser. */
export function useSurveyRegistration(surveyId: string | null): StoredRegistration | null {
  const registration = useJourneySelector((journey) => journey.registration);
  return registration && surveyId && registration.surveyId === surveyId ? registration : null;
}

/** Verified, and the alert and contact preferences given. */
export function registrationComplete(registration: StoredRegistration | null): boolean {
  return registration?.preferencesSaved === true;
}

type Step = 'details' | 'code' | 'preferences';

export interface RegistrationFlowProps {
  surveyId: string;
  /** Prefix of the ids, unique on the page. */
  idPrefix?: string;
  /** Start at the preferences (to change them) when the survey's registration is already verified. */
  startAt?: Step;
  /** Move focus to the first step's heading when the flow appears (it replaced what had focus). */
  focusOnMount?: boolean;
  /** Called once verified and the preferences are saved. */
  onDone(registration: StoredRegistration): void;
}

/**
 * The details as typed, starting from the registration kept in this browser, else the signed-in
 * account; changing a field takes its error away.
 */
function useDetailFields(registration: StoredRegistration | null) {
  const user = useAppSelector((state) => state.auth.user);
  const [fields, setFields] = React.useState<DetailFields>(() => ({
    firstName: registration?.firstName ?? user?.firstName ?? '',
    lastName: registration?.lastName ?? user?.lastName ?? '',
    email: registration?.email ?? user?.email ?? '',
    mobile: registration?.mobileNumber ?? user?.mobileNumber ?? '',
    consent: false,
  }));
  const [errors, setErrors] = React.useState<DetailErrors>({});
  const change = <K extends keyof DetailFields>(key: K, value: DetailFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  };
  return { fields, errors, setErrors, change };
}

function detailsOf(fields: DetailFields): RegistrationDetails {
  return {
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    email: fields.email.trim(),
    mobileNumber: normaliseAustralianMobile(fields.mobile) ?? fields.mobile.trim(),
  };
}

/** Stores the contact preferences on the survey's registration: the registration as now kept. */
async function storePreferences(
  surveyId: string,
  preferences: RegistrationPreferences,
): Promise<StoredRegistration> {
  const api = await loadHomeLoanApi();
  const answer = await api.postPreferences(surveyId, preferences);
  track(trackedActions.homeLoanSurvey, {
    step: 'registered',
    rateAlerts: preferences.rateAlerts,
    preferredContact: preferences.preferredContact,
  });
  return {
    ...answer.registration,
    preferences: answer.registration.preferences ?? preferences,
    surveyId,
    preferencesSaved: true,
  };
}

/**
 * Registration for a home-loan survey, in place: details (with consent), then the code sent by
 * SMS, then rate-alert and contact preferences. Each step moves focus to its start, so the flow
 * works from the keyboard without leaving the page.
 */
export function RegistrationFlow({
  surveyId,
  idPrefix = 'hl-reg',
  startAt,
  focusOnMount = false,
  onDone,
}: RegistrationFlowProps) {
  const dispatch = useAppDispatch();
  const registration = useSurveyRegistration(surveyId);
  const [step, setStep] = React.useState<Step>(startAt ?? (registration ? 'preferences' : 'details'));
  const { fields, errors, setErrors, change } = useDetailFields(registration);
  const [sent, setSent] = React.useState<CodeSent | null>(null);
  const [preferences, setPreferences] = React.useState<RegistrationPreferences>(() =>
    preferencesOf(registration),
  );
  const id = (name: string) => `${idPrefix}-${name}`;
  const flow = useCodeFlow({
    failureMessage: formFailureMessage,
    clearProblemOnInput: true,
    adviseNewCode: true,
    fieldRefusal: contactFieldRefusal(id, setErrors),
  });
  // The code step starts in the code field (its explanation is read with it); the others at their heading.
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step, step !== 'code');
  React.useEffect(() => {
    if (focusOnMount) stepHeading.current?.focus();
    // Only when the flow appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Asks for a code; answers the seconds before another may be asked for. */
  const requestCode = async () => {
    const api = await loadHomeLoanApi();
    const answer = await api.postRegistration(surveyId, detailsOf(fields));
    setSent(answer);
    return answer.resendAfterSeconds;
  };

  const submitDetails = async (event: React.FormEvent) => {
    event.preventDefault();
    if (flow.busy) return;
    const found = checkDetails(fields);
    setErrors(found);
    const first = firstDetailInError(found);
    if (!flow.checked(first && id(first))) return;
    const codeSent = await flow.send(async () => {
      const wait = await requestCode();
      track(trackedActions.homeLoanSurvey, { step: 'registration-code-sent' });
      return wait;
    });
    if (codeSent) setStep('code');
  };

  const verify = (event: React.FormEvent) =>
    flow.verify(event, async (digits) => {
      const api = await loadHomeLoanApi();
      const answer = await api.postVerifyCode(surveyId, digits);
      const verified: StoredRegistration = { ...answer.registration, surveyId, preferencesSaved: false };
      dispatch(registrationVerified(verified));
      track(trackedActions.otpVerified, { purpose: 'home-loan' });
      setPreferences(preferencesOf(verified));
      setStep('preferences');
    });

  const savePreferences = (event: React.FormEvent) => {
    event.preventDefault();
    void flow.run(
      async () => {
        const saved = await storePreferences(surveyId, preferences);
        dispatch(registrationVerified(saved));
        onDone(saved);
      },
      {
        onFailure: (error) => {
          if (apiErrorCode(error) !== 'NOT_VERIFIED') return false;
          dispatch(registrationForgotten());
          flow.setError('We need to check your mobile number again. Confirm your details to get a new code.');
          setStep('details');
          return true;
        },
      },
    );
  };

  if (step === 'code' && sent) {
    return (
      <RegistrationCodeStep
        id={id}
        flow={flow}
        sent={sent}
        onSubmit={verify}
        onResend={() =>
          flow.resend(async () => {
            const wait = await requestCode();
            track(trackedActions.otpResent, { purpose: 'home-loan' });
            flow.entry.setCode('');
            flow.entry.inputRef.current?.focus();
            return wait;
          })
        }
        onChangeDetails={() => {
          flow.leaveCodeStep();
          setStep('details');
        }}
      />
    );
  }

  const stepForm = { id, headingRef: stepHeading, serverError: flow.error, busy: flow.busy };
  if (step === 'preferences') {
    return (
      <PreferencesStep
        {...stepForm}
        preferences={preferences}
        onChange={(changed) => setPreferences((current) => ({ ...current, ...changed }))}
        onSubmit={savePreferences}
      />
    );
  }
  return (
    <DetailsStep
      {...stepForm}
      fields={fields}
      errors={errors}
      onChange={change}
      onSubmit={(event) => void submitDetails(event)}
    />
  );
}

interface RegistrationCodeStepProps {
  id(name: string): string;
  flow: CodeFlow;
  sent: CodeSent;
  onSubmit(event: React.FormEvent): void;
  onResend(): Promise<void>;
  onChangeDetails(): void;
}

/** The second step: the code texted to the mobile number. */
function RegistrationCodeStep({
  id,
  flow,
  sent,
  onSubmit,
  onResend,
  onChangeDetails,
}: RegistrationCodeStepProps) {
  const minutes = Math.max(1, Math.round(sent.expiresInSeconds / 60));
  return (
    <CodeStep
      {...flow.stepState}
      ids={{ heading: id('code-title'), help: id('code-help'), field: id('code') }}
      heading="Enter the code we sent you"
      help={
        <>
          We’ve sent a 6-digit code by text message to <strong>{sent.sentTo}</strong>. It expires in {minutes}{' '}
          {minutes === 1 ? 'minute' : 'minutes'}.
        </>
      }
      label="6-digit code"
      focusableWhileBusy
      submitLabel="Confirm my number"
      onSubmit={onSubmit}
      onResend={onResend}
      changeDetailsLabel="Change my details"
      onChangeDetails={onChangeDetails}
    />
  );
}
