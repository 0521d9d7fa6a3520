import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { codeSent, signedInUser } from '../../../test/auth-answers';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { acceptErrorReports } from '../../../test/site-answers';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { SignUpFlow } from '../components/sign-up-flow';

const server = setUpMswServer();

const preloadedState = {
  visit: startedVisit,
  auth: { user: null, status: 'succeeded' as const, error: null },
};
const user = signedInUser();

describe('signing up', () => {
  it('goes details, e-mail code, mobile code, then signed in, using the keyboard only', async () => {
    const calls: [string, unknown][] = [];
    const record = (path: string, answer: object) =>
      http.post(apiUrl(path), async ({ request }) => {
        calls.push([path, await request.json()]);
        return HttpResponse.json(answer);
      });
    server.use(
      record('/signup/', codeSent({ next_step: 'verify_email' })),
      record('/signup/verify-email/', codeSent({ next_step: 'verify_mobile', channel: 'sms' })),
      record('/signup/verify-mobile/', user),
      record('/getUserDetails/', user),
    );
    const onSignedUp = jest.fn();
    const { store } = renderWithProviders(<SignUpFlow onSignedUp={onSignedUp} />, { preloadedState });
    const visitor = userEvent.setup();

    await visitor.tab();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await visitor.keyboard('Ada');
    await visitor.tab();
    await visitor.keyboard('Lovelace');
    await visitor.tab();
    await visitor.keyboard('ada@example.com');
    await visitor.tab();
    await visitor.keyboard('0412 345 678');
    await visitor.tab();
    // News by e-mail: offered, optional, and not ticked until the visitor ticks it.
    const news = screen.getByRole('checkbox', { name: 'Send me occasional news about StaySmart' });
    expect(news).toHaveFocus();
    expect(news).not.toBeChecked();
    expect(news).toHaveAccessibleDescription(/Optional\. Every news e-mail has a link to stop them/);
    await visitor.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await visitor.keyboard('{Enter}');

    const emailCode = await screen.findByLabelText('6-digit code from the e-mail');
    expect(emailCode).toHaveFocus();
    await visitor.keyboard('111222{Enter}');
    const mobileCode = await screen.findByLabelText('6-digit code from the text message');
    expect(mobileCode).toHaveFocus();
    await visitor.keyboard('333444{Enter}');

    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    expect(calls).toEqual([
      [
        '/signup/',
        {
          visit_id: 'visit-1',
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          mobile_number: '+61412345678',
          marketing_opt_in: false,
        },
      ],
      ['/signup/verify-email/', { visit_id: 'visit-1', code: '111222' }],
      ['/signup/verify-mobile/', { visit_id: 'visit-1', code: '333444' }],
      ['/getUserDetails/', { visit_id: 'visit-1' }],
    ]);
    expect(store.getState().auth.user?.email).toBe('ada@example.com');
  });

  it('asks for news by e-mail only when the visitor ticks the box', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/signup/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(codeSent({ next_step: 'verify_email' }));
      }),
    );
    renderWithProviders(<SignUpFlow onSignedUp={jest.fn()} />, { preloadedState });
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('First name'), 'Ada');
    await visitor.type(screen.getByLabelText('Last name'), 'Lovelace');
    await visitor.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await visitor.type(screen.getByLabelText(/Mobile number/), '0412 345 678');
    await visitor.click(screen.getByRole('checkbox', { name: 'Send me occasional news about StaySmart' }));
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('6-digit code from the e-mail');
    expect(sent).toEqual([expect.objectContaining({ email: 'ada@example.com', marketing_opt_in: true })]);
  });

  it('checks every field before sending, focusing the first problem and describing each', async () => {
    renderWithProviders(<SignUpFlow onSignedUp={jest.fn()} />, { preloadedState });
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('Last name'), 'L0velace');
    await visitor.type(screen.getByLabelText(/Mobile number/), '02 9999 9999');
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Use letters, spaces, hyphens and apostrophes in your last name.',
    );
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(
      'We’ll send a code to confirm it Enter your e-mail address.',
    );
    expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(
      /Enter an Australian mobile number/,
    );
    expect(screen.getByLabelText('Last name')).toHaveValue('L0velace');
  });

  it('keeps the details when the server refuses them, showing its message', async () => {
    server.use(
      http.post(apiUrl('/signup/'), () =>
        HttpResponse.json(
          {
            error: {
              code: 'RATE_LIMITED',
              message:
                'We have sent 5 codes to this address in the last 10 minutes. Please try again in 9 minutes.',
            },
          },
          { status: 429, headers: { 'Retry-After': '540' } },
        ),
      ),
      acceptErrorReports(),
    );
    renderWithProviders(<SignUpFlow onSignedUp={jest.fn()} />, { preloadedState });
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('First name'), 'Ada');
    await visitor.type(screen.getByLabelText('Last name'), 'Lovelace');
    await visitor.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await visitor.type(screen.getByLabelText(/Mobile number/), '0412345678{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 9 minutes.');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('0412345678');
  });

  const refuse = (message: string) =>
    server.use(
      http.post(apiUrl('/signup/'), () =>
        HttpResponse.json({ error: { code: 'BAD_REQUEST', message } }, { status: 400 }),
      ),
      acceptErrorReports(),
    );

  async function sendDetails(mobile: string) {
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('First name'), 'Ada');
    await visitor.type(screen.getByLabelText('Last name'), 'Lovelace');
    await visitor.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await visitor.type(screen.getByLabelText(/Mobile number/), `${mobile}{Enter}`);
  }

  it('marks the mobile number the server refuses, in plain words, and moves focus to it', async () => {
    refuse('"mobile_number" must be an Australian mobile number, like 0412 345 678 or +61 412 345 678.');
    renderWithProviders(<SignUpFlow onSignedUp={jest.fn()} />, { preloadedState });
    await sendDetails('0412 345 678');
    const mobile = screen.getByLabelText(/Mobile number/);
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(/Enter an Australian mobile number, like 0412 345 678.$/);
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    // The API's own wording is shown nowhere.
    expect(document.body).not.toHaveTextContent('"mobile_number"');
    expect(document.body).not.toHaveTextContent('must be');
  });

  it('says a refused field it cannot point at in plain words, never the API’s', async () => {
    refuse('"visit_id" must be up to 64 letters, digits or dashes.');
    renderWithProviders(<SignUpFlow onSignedUp={jest.fn()} />, { preloadedState });
    await sendDetails('0412 345 678');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something you entered wasn’t accepted. Check the form and try again.',
    );
    expect(document.body).not.toHaveTextContent('"visit_id"');
  });
});
