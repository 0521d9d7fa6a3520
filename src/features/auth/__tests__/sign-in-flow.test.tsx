import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { codeSent as codeSentAnswer, signedInUser } from '../../../test/auth-answers';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { acceptErrorReports } from '../../../test/site-answers';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { SignInFlow } from '../components/sign-in-flow';

const server = setUpMswServer();

const signedOutState = {
  visit: startedVisit,
  auth: { user: null, status: 'succeeded' as const, error: null },
};

const codeSent = codeSentAnswer();
const user = signedInUser();

function renderFlow() {
  const onSignedIn = jest.fn();
  const result = renderWithProviders(<SignInFlow onSignedIn={onSignedIn} />, {
    preloadedState: signedOutState,
  });
  return { onSignedIn, ...result };
}

describe('signing in with a one-time code', () => {
  it('sends a code to the e-mail, accepts a pasted "123 456", signs in and refetches the details', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(apiUrl('/signin/'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(codeSent);
      }),
      http.post(apiUrl('/signin/verify-otp/'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(user);
      }),
      http.post(apiUrl('/getUserDetails/'), () => HttpResponse.json(user)),
    );
    const { onSignedIn, store } = renderFlow();
    const visitor = userEvent.setup();

    await visitor.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await visitor.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    await visitor.paste('123 456');
    expect(code).toHaveValue('123456');
    await visitor.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      { visit_id: 'visit-1', email: 'ada@example.com' },
      { visit_id: 'visit-1', code: '123456' },
    ]);
    expect(store.getState().auth.user?.firstName).toBe('Ada');
  });

  it('starts the code step in the code field, described by where the code went; going back keeps the address', async () => {
    server.use(http.post(apiUrl('/signin/'), () => HttpResponse.json(codeSent)));
    renderFlow();
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('E-mail address'), 'ada@example.com{Enter}');
    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(/we’ve sent it a 6-digit code/);
    await visitor.click(screen.getByRole('button', { name: 'Use a different e-mail address' }));
    expect(screen.getByRole('heading', { name: 'Get a sign-in code' })).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
  });

  it('sends a mobile number in +61 form when SMS is chosen', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(apiUrl('/signin/'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(codeSentAnswer({ channel: 'sms' }));
      }),
    );
    renderFlow();
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('radio', { name: 'Text message (SMS)' }));
    await visitor.type(screen.getByLabelText(/Mobile number/), '0412 345 678');
    await visitor.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    expect(body).toEqual({ visit_id: 'visit-1', mobile_number: '+61412345678' });
  });

  it('shows an inline error tied to the field, and keeps what was typed', async () => {
    renderFlow();
    const visitor = userEvent.setup();
    const email = screen.getByLabelText('E-mail address');
    await visitor.type(email, 'ada@');
    await visitor.click(screen.getByRole('button', { name: 'Send code' }));
    expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ada@');
  });

  it.each([
    ['INVALID_CODE', 400, 'That code is not right. You have 4 tries left.'],
    ['CODE_EXPIRED', 400, 'This code has expired: codes last 10 minutes. Please ask for a new code.'],
    ['RATE_LIMITED', 429, 'Too many requests from you. Please try again in 5 minutes.'],
  ])('shows the server’s message for %s and keeps the code', async (code, status, message) => {
    server.use(
      http.post(apiUrl('/signin/'), () => HttpResponse.json(codeSent)),
      http.post(apiUrl('/signin/verify-otp/'), () =>
        HttpResponse.json({ error: { code, message } }, { status }),
      ),
      acceptErrorReports(),
    );
    renderFlow();
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('E-mail address'), 'ada@example.com{Enter}');
    const field = await screen.findByLabelText('6-digit code');
    await visitor.type(field, '000000{Enter}');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.filter((alert) => alert.textContent === message)).toHaveLength(1);
    expect(field).toHaveValue('000000');
    // A wrong code is the field's own error; anything else is about the step.
    const onField = code === 'INVALID_CODE';
    expect(field.getAttribute('aria-invalid') === 'true').toBe(onField);
    expect((field.getAttribute('aria-describedby') ?? '').split(' ')).toHaveLength(onField ? 2 : 1);
    if (onField) expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('offers a new code only after a visible 30-second countdown', async () => {
    jest.useFakeTimers();
    try {
      let resends = 0;
      server.use(
        http.post(apiUrl('/signin/'), () => HttpResponse.json(codeSent)),
        http.post(apiUrl('/signin/resend-otp/'), () => {
          resends += 1;
          return HttpResponse.json(codeSent);
        }),
      );
      renderFlow();
      const visitor = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await visitor.type(screen.getByLabelText('E-mail address'), 'ada@example.com{Enter}');
      const resend = await screen.findByRole('button', { name: 'Send a new code in 30 s' });
      expect(resend).toBeDisabled();
      React.act(() => {
        jest.advanceTimersByTime(10_000);
      });
      expect(screen.getByRole('button', { name: 'Send a new code in 20 s' })).toBeDisabled();
      React.act(() => {
        jest.advanceTimersByTime(20_000);
      });
      await visitor.click(screen.getByRole('button', { name: 'Send a new code' }));
      await screen.findByText('We’ve sent a new code. Codes sent before it no longer work.');
      expect(resends).toBe(1);
      expect(screen.getByRole('button', { name: /Send a new code in 30 s/ })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
