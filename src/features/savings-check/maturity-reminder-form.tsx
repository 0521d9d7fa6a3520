import * as React from 'react';
import { Fieldset, FormActions } from '../../components/forms/link-button';
import { TextField } from '../../components/forms/text-field';
import { useSubmit } from '../../components/forms/use-submit';
import { Link } from '../../components/navigation/link';
import { paths } from '../../config/paths';
import { formatIsoDate } from '../../domain/format';
import { emailError } from '../../lib/form-checks';
import { useAppSelector } from '../../store/hooks';
import { loadTermDepositCheckApi } from './load-term-deposit-check-api';
import type { MaturityReminder } from './term-deposit-check-api';

type Channel = 'email' | 'sms';

/** "9 November 2025 and 21 November 2025", or the one day. */
function daysText(days: readonly string[]): string {
  return days.map(formatIsoDate).join(' and ');
}

/** What is set, in a sentence. */
export function reminderSentence(reminder: MaturityReminder): string {
  const how = reminder.channel === 'sms' ? `text ${reminder.to}` : `e-mail ${reminder.to}`;
  if (reminder.remindOn.length === 0) return `Your reminders have all gone to ${reminder.to}.`;
  if (!reminder.confirmed)
    return `Check your inbox: use the link we sent to ${reminder.to} to start your reminders. The link works for 7 days.`;
  return `We’ll ${how} on ${daysText(reminder.remindOn)}, before your deposit matures.`;
}

function useKeptReminder(surveyId: string) {
  const [reminder, setReminder] = React.useState<MaturityReminder | null>(null);
  React.useEffect(() => {
    let live = true;
    void (async () => {
      const api = await loadTermDepositCheckApi();
      const found = await api.postGetTermDepositReminder(surveyId).catch(() => null);
      if (live && found?.reminder) setReminder(found.reminder);
    })();
    return () => {
      live = false;
    };
  }, [surveyId]);
  return [reminder, setReminder] as const;
}

/**
 * "Remind me before it matures": 14 days and 2 days before, by e-mail or, for a signed-in visitor,
 * by text to their account's mobile. Shown only while a reminder day is still ahead.
 */
export function MaturityReminderForm({
  surveyId,
  daysToMaturity,
}: {
  surveyId: string;
  daysToMaturity: number;
}) {
  const user = useAppSelector((state) => state.auth.user);
  const [reminder, setReminder] = useKeptReminder(surveyId);
  const [channel, setChannel] = React.useState<Channel>('email');
  const [email, setEmail] = React.useState(user?.email ?? '');
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const submit = useSubmit();
  const [changing, setChanging] = React.useState(false);
  if (daysToMaturity < 2) return null;

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = channel === 'email' ? emailError(email) : null;
    setFieldError(problem);
    if (!submit.checked(problem ? 'reminder-email' : null)) return;
    void submit.run(async () => {
      const api = await loadTermDepositCheckApi();
      const answer = await api.postTermDepositReminder(
        surveyId,
        channel,
        channel === 'email' ? email.trim() : null,
      );
      setReminder(answer.reminder);
      setChanging(false);
    });
  };

  const days = daysToMaturity >= 14 ? '14 days and 2 days' : '2 days';
  return (
    <section aria-labelledby="reminder-heading" className="tile">
      <h2 id="reminder-heading">Remind me before it matures</h2>
      {reminder && !changing ? (
        <>
          <p role="status">{reminderSentence(reminder)}</p>
          <button type="button" className="button button--secondary" onClick={() => setChanging(true)}>
            Change the reminder
          </button>
        </>
      ) : (
        <form onSubmit={send} noValidate>
          <p>
            We’ll send you a word {days} before it matures, with the latest figures and a link back to this
            check.
          </p>
          <Fieldset legend="Send it">
            <label className="checkbox">
              <input
                type="radio"
                name="reminder-channel"
                checked={channel === 'email'}
                onChange={() => setChannel('email')}
              />
              By e-mail
            </label>
            {user ? (
              <label className="checkbox">
                <input
                  type="radio"
                  name="reminder-channel"
                  checked={channel === 'sms'}
                  onChange={() => setChannel('sms')}
                />
                By text to your mobile
              </label>
            ) : null}
          </Fieldset>
          {user ? null : (
            <p className="legal">
              A text goes only to your account’s own mobile: <Link to={paths.signIn()}>sign in</Link> for one.
            </p>
          )}
          {channel === 'email' ? (
            <TextField
              id="reminder-email"
              label="Your e-mail"
              type="email"
              autoComplete="email"
              value={email}
              onValueChange={setEmail}
              error={fieldError}
            />
          ) : null}
          {submit.error ? (
            <p className="notice notice--warning" role="alert">
              {submit.error}
            </p>
          ) : null}
          <FormActions>
            <button type="submit" className="button" disabled={submit.busy}>
              {submit.busy ? 'Setting it…' : 'Remind me'}
            </button>
          </FormActions>
        </form>
      )}
    </section>
  );
}
