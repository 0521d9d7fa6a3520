import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPost } from '../../../lib/api-client';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { acceptErrorReports } from '../../../test/site-answers';
import { FormAlert } from '../form-alert';
import { plainRefusal } from '../server-refusal';
import { TextField } from '../text-field';
import { useSubmit } from '../use-submit';

const server = setUpMswServer();

/** A form as the site's forms use the hook: one e-mail field, checked here, then sent. */
function EmailForm({ onSent, stayBusy = false }: { onSent?(): void; stayBusy?: boolean }) {
  const [email, setEmail] = React.useState('');
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const form = useSubmit({
    fieldRefusal: (error) => {
      const refused = plainRefusal(error);
      return refused?.field === 'email'
        ? { inputId: 'news-email', show: () => setFieldError(refused.message) }
        : null;
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = email.includes('@') ? null : 'Enter an e-mail address with an @.';
    setFieldError(problem);
    if (!form.checked(problem ? 'news-email' : null)) return;
    void form.run(
      async () => {
        await apiPost('/subscribe/', { email });
        onSent?.();
      },
      { stayBusy },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="News">
      <FormAlert message={form.error} />
      <TextField
        id="news-email"
        label="E-mail address"
        value={email}
        onValueChange={setEmail}
        error={fieldError}
      />
      <button type="submit" className="button" disabled={form.busy}>
        {form.busy ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}

/** An answer held back until the test lets it go. */
function heldAnswer() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, released };
}

describe('sending a form with useSubmit', () => {
  it('is busy while the call is under way, and not once it is answered', async () => {
    const held = heldAnswer();
    let calls = 0;
    server.use(
      http.post(apiUrl('/subscribe/'), async () => {
        calls += 1;
        await held.released;
        return HttpResponse.json({ subscribed: true });
      }),
    );
    const onSent = jest.fn();
    render(<EmailForm onSent={onSent} />);
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('E-mail address'), 'ada@example.com{Enter}');

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    held.release();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(calls).toBe(1);
  });

  it('stays busy after success when the form is about to be replaced', async () => {
    server.use(http.post(apiUrl('/subscribe/'), () => HttpResponse.json({ subscribed: true })));
    const onSent = jest.fn();
    render(<EmailForm onSent={onSent} stayBusy />);
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('E-mail address'), 'ada@example.com{Enter}');
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it('puts its own check on the field and moves focus there, without calling the server', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/subscribe/'), () => {
        calls += 1;
        return HttpResponse.json({ subscribed: true });
      }),
    );
    render(<EmailForm />);
    const visitor = userEvent.setup();
    const field = screen.getByLabelText('E-mail address');
    await visitor.type(field, 'ada{Enter}');
    expect(field).toHaveAccessibleDescription('Enter an e-mail address with an @.');
    expect(field).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('shows a refused field on the field itself, in plain words, and focuses it', async () => {
    server.use(
      http.post(apiUrl('/subscribe/'), () =>
        HttpResponse.json(
          { error: { code: 'BAD_REQUEST', message: '"email" must be a valid email' } },
          { status: 400 },
        ),
      ),
    );
    render(<EmailForm />);
    const visitor = userEvent.setup();
    const field = screen.getByLabelText('E-mail address');
    await visitor.type(field, 'ada@example{Enter}');

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Enter an e-mail address, like name@example.com.'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    // Never the API's own words.
    expect(screen.queryByText(/must be a valid email/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows any other failure as the form’s alert, and clears it when the form is sent again', async () => {
    let answer = 0;
    server.use(
      http.post(apiUrl('/subscribe/'), () => {
        answer += 1;
        return answer === 1
          ? HttpResponse.json(
              {
                error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 5 minutes.' },
              },
              { status: 429 },
            )
          : HttpResponse.json({ subscribed: true });
      }),
      acceptErrorReports(),
    );
    render(<EmailForm />);
    const visitor = userEvent.setup();
    const field = screen.getByLabelText('E-mail address');
    await visitor.type(field, 'ada@example.com{Enter}');

    expect(await screen.findByText('Too many requests. Please try again in 5 minutes.')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    await visitor.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.queryByText('Too many requests. Please try again in 5 minutes.')).not.toBeInTheDocument(),
    );
    expect(answer).toBe(2);
  });
});
