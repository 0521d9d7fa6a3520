import * as React from 'react';
import { FormAlert } from '../../components/forms/form-alert';
import type { StoredRegistration } from './journey-state';
import type { AlertThreshold, BestTime, PreferredContact, RegistrationPreferences } from './home-loan-api';
import { ChoiceGroup } from './loan-field';

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
export function preferencesOf(registration: StoredRegistration | null): RegistrationPreferences {
  const saved = registration?.preferences ?? {};
  return {
    rateAlerts: saved.rateAlerts ?? false,
    alertThreshold: saved.alertThreshold ?? 1000,
    preferredContact: saved.preferredContact ?? 'email',
    bestTime: saved.bestTime ?? 'any',
  };
}

export interface PreferencesStepProps {
  id(name: string): string;
  headingRef: React.RefObject<HTMLHeadingElement>;
  preferences: RegistrationPreferences;
  onChange(change: Partial<RegistrationPreferences>): void;
  serverError: string | null;
  busy: boolean;
  onSubmit(event: React.FormEvent): void;
}

/** The last step of the registration: rate alerts, and how and when to be contacted. */
export function PreferencesStep({
  id,
  headingRef,
  preferences,
  onChange,
  serverError,
  busy,
  onSubmit,
}: PreferencesStepProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id('prefs-title')}>
      <h2 id={id('prefs-title')} ref={headingRef} tabIndex={-1}>
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
        onChange={(value) => onChange({ rateAlerts: value === 'yes' })}
        hint="An e-mail when a loan would save you at least the amount below. Free, and you can stop any time. Unless it’s your StaySmart account’s address, we’ll first e-mail you a link to confirm it."
      />
      {preferences.rateAlerts ? (
        <ChoiceGroup
          id={id('threshold')}
          legend="Tell me when I could save at least"
          name={id('threshold')}
          value={String(preferences.alertThreshold) as (typeof thresholdOptions)[number]['value']}
          options={thresholdOptions}
          onChange={(value) => onChange({ alertThreshold: Number(value) as AlertThreshold })}
        />
      ) : null}
      <ChoiceGroup
        id={id('contact')}
        legend="How should we contact you?"
        name={id('contact')}
        value={preferences.preferredContact}
        options={contactOptions}
        onChange={(value) => onChange({ preferredContact: value as PreferredContact })}
      />
      <ChoiceGroup
        id={id('time')}
        legend="Best time to call you"
        name={id('time')}
        value={preferences.bestTime}
        options={timeOptions}
        onChange={(value) => onChange({ bestTime: value as BestTime })}
      />
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? 'Saving…' : 'Save and continue'}
      </button>
    </form>
  );
}
