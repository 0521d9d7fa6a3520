import * as React from 'react';
import { SAVINGS_ALERT_DOLLARS } from '../../api/deposit-checks';
import { FormAlert } from '../../components/forms/form-alert';
import { Fieldset } from '../../components/forms/link-button';
import { plainRefusal } from '../../components/forms/server-refusal';
import { TextField } from '../../components/forms/text-field';
import { useSubmit } from '../../components/forms/use-submit';
import { emailError } from '../../lib/form-checks';
import { useAppSelector } from '../../store/hooks';
import { loadSavingsCheckApi } from './load-savings-check-api';

type AlertDollars = (typeof SAVINGS_ALERT_DOLLARS)[number];

const EMAIL_ID = 'savings-alert-email';

/** What the visitor is told once the alert is set, or once the link to confirm it is on its way. */
function doneText(answer: { email: string; confirmation: 'email_sent' | 'not_needed' }, dollars: number) {
  return answer.confirmation === 'email_sent'
    ? `Check your inbox: click the link we sent to ${answer.email} to start your savings alert. The link works for 7 days.`
    : `Done: after each update of the banks’ rates, we’ll e-mail ${answer.email} if an account you can open would pay you at least $${dollars} more a year than yours.`;
}

/**
 * "Tell me when an account I can open pays at least $X more a year", under the savings check's
 * answer: to a signed-in visitor's own address, or to one typed and confirmed first.
 */
export function SavingsAlertForm({ surveyId }: { surveyId: string }) {
  const accountEmail = useAppSelector((state) => state.auth.user?.email ?? null);
  const [dollars, setDollars] = React.useState<AlertDollars>(100);
  const [email, setEmail] = React.useState('');
  const [emailProblem, setEmailProblem] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const form = useSubmit({
    fieldRefusal: (error) => {
      const refused = plainRefusal(error);
      return refused?.field === 'email'
        ? { inputId: EMAIL_ID, show: () => setEmailProblem(refused.message) }
        : null;
    },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = accountEmail ? null : emailError(email);
    setEmailProblem(problem);
    if (!form.checked(problem ? EMAIL_ID : null)) return;
    await form.run(async () => {
      const api = await loadSavingsCheckApi();
      const answer = await api.postSavingsAlert(surveyId, dollars, accountEmail ? null : email.trim());
      setDone(doneText(answer, dollars));
    });
  };

  return (
    <section className="tile savings-alert" aria-labelledby="savings-alert-title">
      <h2 id="savings-alert-title">Tell me when an account pays more</h2>
      {done ? (
        <p className="notice" role="status">
          {done}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Fieldset legend="Tell me when an account I can open pays at least this much more a year">
            {SAVINGS_ALERT_DOLLARS.map((option) => (
              <label className="checkbox" key={option}>
                <input
                  type="radio"
                  name="savings-alert-dollars"
                  checked={dollars === option}
                  onChange={() => setDollars(option)}
                />
                ${option}
              </label>
            ))}
          </Fieldset>
          {accountEmail ? (
            <p>We’ll e-mail your account’s address, {accountEmail}. Every e-mail has a link to stop them.</p>
          ) : (
            <TextField
              id={EMAIL_ID}
              label="E-mail address"
              type="email"
              autoComplete="email"
              value={email}
              onValueChange={setEmail}
              hint="We’ll first e-mail you a link to confirm it. Every e-mail has a link to stop them."
              error={emailProblem}
            />
          )}
          <FormAlert message={form.error} />
          <button type="submit" className="button button--secondary" disabled={form.busy}>
            {form.busy ? 'Sending…' : 'E-mail me'}
          </button>
        </form>
      )}
    </section>
  );
}
