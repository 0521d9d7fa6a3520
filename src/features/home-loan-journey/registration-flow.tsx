import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { CodeStep, useCodeEntry } from '../auth/components/code-step';
import { normaliseAustralianMobile } from '../auth/validate';
import { errorMessage } from '../errors/error-message';
import { CheckboxField } from '../forms/checkbox-field';
import { contactErrors, ContactFields, contactFieldOrder, contactRefusal } from '../forms/contact-fields';
import { focusFieldWithError, formFailureMessage } from '../forms/server-refusal';
import { useFocusOnChange } from '../forms/focus-on-mount';
import { FormAlert } from '../forms/form-alert';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import { apiErrorCode, retryAfterSeconds } from './api-error-code';
import { registrationForgotten, registrationVerified } from './home-loan-slice';
import type { StoredRegistration } from './journey-state';
import type {
  AlertThreshold,
  BestTime,
  CodeSent,
  PreferredContact,
  RegistrationDetails,
  RegistrationPreferences,
} from './home-loan-types';
import { loadHomeLoanApi } from './load-home-loan-api';
import { ChoiceGroup } from './loan-field';
import { useJourneySelector } from './use-journey-selector';

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

/** Code errors after which only a new code helps. */
function needsNewCode(code: string | null): boolean {
  return (
    code === 'CODE_EXPIRED' ||
    code === 'CODE_USED' ||
    code === 'NO_PENDING_CODE' ||
    code === 'TOO_MANY_ATTEMPTS'
  );
}

interface DetailFields {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  consent: boolean;
}

type DetailErrors = Partial<Record<keyof DetailFields, string>>;

const detailOrder = [...contactFieldOrder, 'consent'] as const;

function checkDetails(fields: DetailFields): DetailErrors {
  const errors: DetailErrors = contactErrors(fields);
  if (!fields.consent) errors.consent = 'Tick the box so we can contact you about your home loan.';
  return errors;
}

const thresholdOptions = [
  { value: '500', label: '$500 a year' },
  { value: '1000', label: '$1,000 a year' },
  { value: '2000', label: '$2,000 a year' },
] as const;

const contactOptions = [
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Phone' },
] as const;

const timeOptions = [
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Evening' },
  { value: 'any', label: 'Any time' },
] as const;

const alertOptions = [
  { value: 'yes', label: 'Yes, tell me when a loan would save me money' },
  { value: 'no', label: 'No thanks' },
] as const;

/** The registration's preferences; alerts stay off until the visitor turns them on. */
function preferencesOf(registration: StoredRegistration | null): RegistrationPreferences {
  const saved = registration?.preferences ?? {};
  return {
    rateAlerts: saved.rateAlerts ?? false,
    alertThreshold: saved.alertThreshold ?? 1000,
    preferredContact: saved.preferredContact ?? 'email',
    bestTime: saved.bestTime ?? 'any',
  };
}

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
  const user = useAppSelector((state) => state.auth.user);
  const registration = useSurveyRegistration(surveyId);
  const [step, setStep] = React.useState<Step>(startAt ?? (registration ? 'preferences' : 'details'));
  const [fields, setFields] = React.useState<DetailFields>({
    firstName: registration?.firstName ?? user?.firstName ?? '',
    lastName: registration?.lastName ?? user?.lastName ?? '',
    email: registration?.email ?? user?.email ?? '',
    mobile: registration?.mobileNumber ?? user?.mobileNumber ?? '',
    consent: false,
  });
  const [errors, setErrors] = React.useState<DetailErrors>({});
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [sent, setSent] = React.useState<(CodeSent & { at: number }) | null>(null);
  const entry = useCodeEntry({ clearProblemOnInput: true });
  const [preferences, setPreferences] = React.useState<RegistrationPreferences>(() =>
    preferencesOf(registration),
  );
  // The code step starts in the code field (its explanation is read with it); the others at their heading.
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step, step !== 'code');
  React.useEffect(() => {
    if (focusOnMount) stepHeading.current?.focus();
    // Only when the flow appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const id = (name: string) => `${idPrefix}-${name}`;
  const set =
    <K extends keyof DetailFields>(key: K) =>
    (value: DetailFields[K]) => {
      setFields((current) => ({ ...current, [key]: value }));
      setErrors((current) => {
        if (!current[key]) return current;
        const next = { ...current };
        delete next[key];
        return next;
      });
    };

  const details = (): RegistrationDetails => ({
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    email: fields.email.trim(),
    mobileNumber: normaliseAustralianMobile(fields.mobile) ?? fields.mobile.trim(),
  });

  const sendCode = async () => {
    const api = await loadHomeLoanApi();
    const answer = await api.postRegistration(surveyId, details());
    setSent({ ...answer, at: Date.now() });
    return answer;
  };

  const submitDetails = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkDetails(fields);
    setErrors(found);
    setServerError(null);
    const first = detailOrder.find((key) => found[key]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendCode();
      track(trackedActions.homeLoanSurvey, { step: 'registration-code-sent' });
      entry.reset();
      setStep('code');
    } catch (error) {
      const refused = contactRefusal(error);
      if (refused)
        focusFieldWithError(() => setErrors({ [refused.field]: refused.message }), id(refused.field));
      else setServerError(formFailureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const resend = () => {
    setServerError(null);
    return entry.sendNewCode(
      async () => {
        await sendCode();
        track(trackedActions.otpResent, { purpose: 'home-loan' });
        entry.setCode('');
        entry.inputRef.current?.focus();
      },
      (error) => {
        setServerError(errorMessage(error));
        const wait = retryAfterSeconds(error);
        if (wait !== null)
          setSent((current) =>
            current ? { ...current, resendAfterSeconds: wait, at: Date.now() } : current,
          );
      },
    );
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    entry.setNotice(null);
    const digits = entry.checked();
    if (digits === null) return;
    setBusy(true);
    try {
      const api = await loadHomeLoanApi();
      const answer = await api.postVerifyCode(surveyId, digits);
      const verified: StoredRegistration = { ...answer.registration, surveyId, preferencesSaved: false };
      dispatch(registrationVerified(verified));
      track(trackedActions.otpVerified, { purpose: 'home-loan' });
      setPreferences(preferencesOf(verified));
      setStep('preferences');
    } catch (error) {
      if (entry.refusedCode(error)) return;
      const codeName = apiErrorCode(error);
      setServerError(
        needsNewCode(codeName) ? `${errorMessage(error)} Send a new code to try again.` : errorMessage(error),
      );
      if (needsNewCode(codeName)) {
        // A new code can be asked for straight away.
        setSent((current) => (current ? { ...current, resendAfterSeconds: 0, at: Date.now() } : current));
      }
    } finally {
      setBusy(false);
    }
  };

  const savePreferences = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setServerError(null);
    try {
      const api = await loadHomeLoanApi();
      const answer = await api.postPreferences(surveyId, preferences);
      const saved: StoredRegistration = {
        ...answer.registration,
        preferences: answer.registration.preferences ?? preferences,
        surveyId,
        preferencesSaved: true,
      };
      dispatch(registrationVerified(saved));
      track(trackedActions.homeLoanSurvey, {
        step: 'registered',
        rateAlerts: preferences.rateAlerts,
        preferredContact: preferences.preferredContact,
      });
      onDone(saved);
    } catch (error) {
      if (apiErrorCode(error) === 'NOT_VERIFIED') {
        dispatch(registrationForgotten());
        setServerError('We need to check your mobile number again. Confirm your details to get a new code.');
        setStep('details');
      } else {
        setServerError(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  if (step === 'code' && sent) {
    const minutes = Math.max(1, Math.round(sent.expiresInSeconds / 60));
    return (
      <CodeStep
        entry={entry}
        ids={{ heading: id('code-title'), help: id('code-help'), field: id('code') }}
        heading="Enter the code we sent you"
        help={
          <>
            We’ve sent a 6-digit code by text message to <strong>{sent.sentTo}</strong>. It expires in{' '}
            {minutes} {minutes === 1 ? 'minute' : 'minutes'}.
          </>
        }
        label="6-digit code"
        serverError={serverError}
        busy={busy}
        focusableWhileBusy
        submitLabel="Confirm my number"
        onSubmit={(event) => void verify(event)}
        sentAt={sent.at}
        waitSeconds={sent.resendAfterSeconds}
        onResend={resend}
        changeDetailsLabel="Change my details"
        onChangeDetails={() => {
          setServerError(null);
          entry.setNotice(null);
          setStep('details');
        }}
      />
    );
  }

  if (step === 'preferences') {
    return (
      <form onSubmit={(event) => void savePreferences(event)} noValidate aria-labelledby={id('prefs-title')}>
        <h2 id={id('prefs-title')} ref={stepHeading} tabIndex={-1}>
          How we keep in touch
        </h2>
        <p>Your mobile number is confirmed. Tell us what you’d like to hear about.</p>
        <FormAlert message={serverError} />
        <ChoiceGroup
          id={id('alerts')}
          legend="Rate alerts"
          name={id('alerts')}
          value={preferences.rateAlerts ? 'yes' : 'no'}
          options={alertOptions}
          onChange={(value) => setPreferences((current) => ({ ...current, rateAlerts: value === 'yes' }))}
          hint="An e-mail when a loan would save you at least the amount below. Free, and you can stop any time. Unless it’s your StaySmart account’s address, we’ll first e-mail you a link to confirm it."
        />
        {preferences.rateAlerts ? (
          <ChoiceGroup
            id={id('threshold')}
            legend="Tell me when I could save at least"
            name={id('threshold')}
            value={String(preferences.alertThreshold) as (typeof thresholdOptions)[number]['value']}
            options={thresholdOptions}
            onChange={(value) =>
              setPreferences((current) => ({ ...current, alertThreshold: Number(value) as AlertThreshold }))
            }
          />
        ) : null}
        <ChoiceGroup
          id={id('contact')}
          legend="How should we contact you?"
          name={id('contact')}
          value={preferences.preferredContact}
          options={contactOptions}
          onChange={(value) =>
            setPreferences((current) => ({ ...current, preferredContact: value as PreferredContact }))
          }
        />
        <ChoiceGroup
          id={id('time')}
          legend="Best time to call you"
          name={id('time')}
          value={preferences.bestTime}
          options={timeOptions}
          onChange={(value) => setPreferences((current) => ({ ...current, bestTime: value as BestTime }))}
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? 'Saving…' : 'Save and continue'}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={(event) => void submitDetails(event)} noValidate aria-labelledby={id('details-title')}>
      <h2 id={id('details-title')} ref={stepHeading} tabIndex={-1}>
        Your details
      </h2>
      <p>
        We’ll text a code to your mobile to confirm it’s you. Registering is free and there’s no credit check.
      </p>
      <FormAlert message={serverError} />
      <ContactFields
        idOf={id}
        values={fields}
        errors={errors}
        onValueChange={(field, value) => set(field)(value)}
        hints={{ mobile: 'An Australian mobile, like 0412 345 678. We’ll text your code to it.' }}
      />
      <CheckboxField
        id={id('consent')}
        checked={fields.consent}
        onCheckedChange={set('consent')}
        error={errors.consent}
      >
        I agree that StaySmart may contact me about my home loan, and pass my details to the lender or broker
        I choose.
      </CheckboxField>
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? 'Sending your code…' : 'Send my code'}
      </button>
    </form>
  );
}
