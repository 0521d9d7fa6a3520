import * as React from 'react';
import { emailError } from '../../lib/form-checks';
import { FormAlert } from '../../components/forms/form-alert';
import { TextField } from '../../components/forms/text-field';
import { plainRefusal } from '../../components/forms/server-refusal';
import { useSubmit } from '../../components/forms/use-submit';

export interface RegistrationFormProps {
  id: string;
  title: string;
  intro: string;
  submitLabel: string;
  /** Prefilled e-mail address (a signed-in visitor's). */
  initialEmail: string;
  /** Checks the form's own fields; a message stops the send. */
  check?(): string | null;
  send(email: string): Promise<string>;
  children?: React.ReactNode;
}

/** A small "e-mail me" form: its own fields, an e-mail address, the answer in plain words. */
export function RegistrationForm({
  id,
  title,
  intro,
  submitLabel,
  initialEmail,
  check,
  send,
  children,
}: RegistrationFormProps) {
  const [email, setEmail] = React.useState(initialEmail);
  const [emailProblem, setEmailProblem] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const form = useSubmit({
    fieldRefusal: (error) => {
      const refused = plainRefusal(error);
      return refused?.field === 'email'
        ? { inputId: `${id}-email`, show: () => setEmailProblem(refused.message) }
        : null;
    },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    const own = check?.() ?? null;
    setEmailProblem(problem);
    const ready = form.checked(problem ? `${id}-email` : null);
    if (own) form.setError(own);
    if (!ready || own) return;
    await form.run(async () => setDone(await send(email.trim())));
  };

  return (
    <section className="tile" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {done ? (
        <p className="notice" role="status">
          {done}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p>{intro}</p>
          {children}
          <TextField
            id={`${id}-email`}
            label="E-mail address"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            hint="Unless it’s your StaySmart account’s address, we’ll first e-mail you a link to confirm it."
            error={emailProblem}
          />
          <FormAlert message={form.error} />
          <button type="submit" className="button button--secondary" disabled={form.busy}>
            {form.busy ? 'Sending…' : submitLabel}
          </button>
        </form>
      )}
    </section>
  );
}
