import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { keptSavingsAnswer, savingsAlertAnswer } from '../../../test/deposit-check-answers';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedInState, signedOutState } from '../../../test/state-fixtures';
import { setMainProviders } from '../../visit/main-providers';
import { SavingsCheckScreen } from '../savings-check-screen';
import { mainProviders, savingsAnswer, SURVEY_ID } from './savings-fixtures';

const server = setUpMswServer();

// The contract check loads its schemas on the first call, as a development build does.
beforeAll(() => import('../../../api/registry'));

/** The check found on opening, and the alert's calls with their bodies. */
function answerCalls(alert: ReturnType<typeof savingsAlertAnswer>) {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.post(apiUrl('/getSavingsCheck/'), async ({ request }) => {
      calls.push({ path: '/getSavingsCheck/', body: await request.json() });
      return HttpResponse.json(keptSavingsAnswer(savingsAnswer()));
    }),
    http.post(apiUrl('/savingsAlert/'), async ({ request }) => {
      calls.push({ path: '/savingsAlert/', body: await request.json() });
      return HttpResponse.json(alert);
    }),
  );
  return calls;
}

beforeEach(() => {
  setMainProviders(mainProviders);
  window.localStorage.clear();
  window.history.pushState({}, '', '/savings-accounts/check/');
});

describe('the savings alert', () => {
  it('takes a typed address and says a link to confirm it is on its way', async () => {
    const calls = answerCalls(
      savingsAlertAnswer({ email: 'sam@example.com', threshold_cents: 25_000, confirmation: 'email_sent' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SavingsCheckScreen />, { preloadedState: signedOutState });
    await screen.findByRole('heading', { level: 1, name: 'What your savings earn' });

    const alert = screen.getByRole('region', { name: 'Tell me when an account pays more' });
    const amounts = within(alert).getByRole('group', {
      name: 'Tell me when an account I can open pays at least this much more a year',
    });
    expect(within(amounts).getByRole('radio', { name: '$100' })).toBeChecked();
    await user.click(within(amounts).getByRole('radio', { name: '$250' }));
    await user.click(within(alert).getByRole('button', { name: 'E-mail me' }));
    expect(within(alert).getByLabelText('E-mail address')).toHaveFocus();
    expect(calls.map((call) => call.path)).toEqual(['/getSavingsCheck/']);

    await user.type(within(alert).getByLabelText('E-mail address'), 'sam@example.com');
    await user.click(within(alert).getByRole('button', { name: 'E-mail me' }));
    expect(
      await within(alert).findByText(
        'Check your inbox: click the link we sent to sam@example.com to start your savings alert. The link works for 7 days.',
      ),
    ).toBeInTheDocument();
    expect(calls[1]).toEqual({
      path: '/savingsAlert/',
      body: { survey_id: SURVEY_ID, threshold: 250, email: 'sam@example.com' },
    });
  });

  it('uses a signed-in visitor’s own address, with nothing to type', async () => {
    const calls = answerCalls(savingsAlertAnswer({ email: 'ada@example.com' }));
    const user = userEvent.setup();
    renderWithProviders(<SavingsCheckScreen />, { preloadedState: signedInState() });
    await screen.findByRole('heading', { level: 1, name: 'What your savings earn' });

    const alert = screen.getByRole('region', { name: 'Tell me when an account pays more' });
    expect(within(alert).queryByLabelText('E-mail address')).not.toBeInTheDocument();
    expect(alert).toHaveTextContent('We’ll e-mail your account’s address, ada@example.com.');
    await user.click(within(alert).getByRole('button', { name: 'E-mail me' }));
    expect(
      await within(alert).findByText(
        'Done: after each update of the banks’ rates, we’ll e-mail ada@example.com if an account you can open would pay you at least $100 more a year than yours.',
      ),
    ).toBeInTheDocument();
    expect(calls[1]).toEqual({ path: '/savingsAlert/', body: { survey_id: SURVEY_ID, threshold: 100 } });
  });

  it('opens the check an alert’s e-mail link names, with today’s figures', async () => {
    const calls = answerCalls(savingsAlertAnswer());
    window.history.pushState({}, '', '/savings-accounts/check/?event=signed-link');
    renderWithProviders(<SavingsCheckScreen />, { preloadedState: signedOutState });
    await screen.findByRole('heading', { level: 1, name: 'What your savings earn' });
    expect(calls).toEqual([{ path: '/getSavingsCheck/', body: { event_id: 'signed-link' } }]);
  });
});
