import * as React from 'react';
import { useAppSelector } from '../../store/hooks';
import { Fieldset } from '../../components/forms/link-button';
import { TextField } from '../../components/forms/text-field';
import { formatIsoDate } from '../../domain/format';
import type { WishListInterest } from '../../api/card-journey-types';
import { loadJourneyApi } from './load-journey-api';
import { RegistrationForm } from './registration-form';

const interests: { value: WishListInterest; label: string }[] = [
  { value: 'lower-fee', label: 'A lower annual fee' },
  { value: 'lower-rate', label: 'A lower interest rate' },
  { value: 'better-rewards', label: 'Better rewards' },
  { value: 'balance-transfer', label: 'A balance transfer offer' },
];

const reminders = [30, 90, 180] as const;

/** What the visitor is told when the address must be confirmed first (nothing is set until then). */
export function checkInbox(email: string, what: string): string {
  return `Check your inbox: click the link we sent to ${email} to start ${what}. The link works for 7 days.`;
}

/**
 * Follow-ups for a card survey: e-mail me when a card would save me money, my wish list, or remind
 * me later. On the offers screen when nothing beats the current deal, and on /credit-cards/register/
 * for a visitor who is not ready to change cards.
 */
export function FollowUpRegistrations({ surveyId }: { surveyId: string }) {
  const user = useAppSelector((state) => state.auth.user);
  const initialEmail = user?.email ?? '';
  const [firstName, setFirstName] = React.useState(user?.firstName ?? '');
  const [wanted, setWanted] = React.useState<WishListInterest[]>([]);
  const [remindIn, setRemindIn] = React.useState<(typeof reminders)[number]>(90);

  return (
    <div className="journey-columns">
      <RegistrationForm
        id="no-offers"
        title="E-mail me when a card would save me money"
        intro="We’ll e-mail you when a card would save you at least $50 a year."
        submitLabel="E-mail me"
        initialEmail={initialEmail}
        send={async (email) => {
          const { postNoOffersRegistration } = await loadJourneyApi();
          const answer = await postNoOffersRegistration(surveyId, email, firstName.trim() || null);
          return answer.confirmation === 'email_sent'
            ? checkInbox(email, 'your e-mails about cards that would save you money')
            : `Done: we’ll e-mail ${email} when a card would save you at least $50 a year.`;
        }}
      >
        <TextField
          id="no-offers-first-name"
          label="First name (optional)"
          autoComplete="given-name"
          value={firstName}
          onValueChange={setFirstName}
        />
      </RegistrationForm>
      <RegistrationForm
        id="wish-list"
        title="My wish list"
        intro="Tell us what a better card would have, and we’ll e-mail you when one appears."
        submitLabel="Save my wish list"
        initialEmail={initialEmail}
        check={() => (wanted.length === 0 ? 'Choose at least one thing a better card would have.' : null)}
        send={async (email) => {
          const { postWishList } = await loadJourneyApi();
          const answer = await postWishList(surveyId, email, wanted);
          return answer.confirmation === 'email_sent'
            ? checkInbox(email, 'your wish-list e-mails')
            : `Saved: we’ll e-mail ${email} when a card matches your wish list.`;
        }}
      >
        <Fieldset legend="A better card would have">
          {interests.map((interest) => (
            <label key={interest.value} className="checkbox">
              <input
                type="checkbox"
                checked={wanted.includes(interest.value)}
                onChange={(event) =>
                  setWanted((current) =>
                    event.target.checked
                      ? [...current, interest.value]
                      : current.filter((value) => value !== interest.value),
                  )
                }
              />
              {interest.label}
            </label>
          ))}
        </Fieldset>
      </RegistrationForm>
      <RegistrationForm
        id="nudge"
        title="Remind me later"
        intro="Card offers change. We’ll remind you to check again."
        submitLabel="Remind me"
        initialEmail={initialEmail}
        send={async (email) => {
          const { postNudge } = await loadJourneyApi();
          const answer = await postNudge(surveyId, email, remindIn);
          const date = formatIsoDate(answer.remindOn);
          return answer.confirmation === 'email_sent'
            ? checkInbox(email, `your reminder for ${date}`)
            : `We’ll remind you on ${date}.`;
        }}
      >
        <Fieldset legend="Remind me in">
          {reminders.map((days) => (
            <label key={days} className="checkbox">
              <input
                type="radio"
                name="nudge-days"
                checked={remindIn === days}
                onChange={() => setRemindIn(days)}
              />
              {days} days
            </label>
          ))}
        </Fieldset>
      </RegistrationForm>
    </div>
  );
}
