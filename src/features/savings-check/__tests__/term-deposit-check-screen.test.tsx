import * as React from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TERM_DEPOSIT_CHECK_STORAGE_KEY } from '../../../lib/kept-journeys';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { RootState } from '../../../store/root-reducer';
import { signedInState, signedOutState } from '../../../test/state-fixtures';
import { setMainProviders } from '../../visit/main-providers';
import { TermDepositCheckScreen } from '../term-deposit-check-screen';
import { depositAnswer, depositProviders, keptInput, TD_SURVEY_ID } from './term-deposit-fixtures';

const server = setUpMswServer();

type Call = { path: string; body: Record<string, unknown> };

function recordCalls(
  answer: Record<string, unknown>,
  kept: Record<string, unknown> | null = null,
  reminders: { kept?: Record<string, unknown> | null; set?: Record<string, unknown> } = {},
) {
  const calls: Call[] = [];
  const record = async (path: string, request: Request) =>
    calls.push({ path, body: (await request.json()) as Record<string, unknown> });
  server.use(
    http.post(apiUrl('/getTermDepositReminder/'), () =>
      HttpResponse.json({ reminder: reminders.kept ?? null }),
    ),
    http.post(apiUrl('/termDepositReminder/'), async ({ request }) => {
      await record('/termDepositReminder/', request);
      return HttpResponse.json(reminders.set ?? {});
    }),
    http.post(apiUrl('/getTermDepositCheck/'), async ({ request }) => {
      await record('/getTermDepositCheck/', request);
      return HttpResponse.json(kept ?? { survey_id: null, input: null, check: null, updated_at: null });
    }),
    http.post(apiUrl('/termDepositCheck/'), async ({ request }) => {
      await record('/termDepositCheck/', request);
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

function renderCheck(preloadedState: Partial<RootState> = signedOutState) {
  return renderWithProviders(<TermDepositCheckScreen />, { preloadedState });
}

async function checkDeposit(user: ReturnType<typeof userEvent.setup>, preloadedState?: Partial<RootState>) {
  renderCheck(preloadedState);
  await fillInDeposit(user);
  await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
  await screen.findByRole('heading', { level: 1, name: 'What your term deposit earns' });
  return screen.getByRole('region', { name: 'Remind me before it matures' });
}

/** The 14-day and 2-day reminders of a deposit maturing on 18 December 2026. */
const REMIND_ON = ['2026-12-04', '2026-12-16'];

async function fillInDeposit(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Your term deposit' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Search for your bank'), 'ing');
  await user.click(screen.getByRole('radio', { name: 'ING Personal Term Deposit' }));
  await user.type(screen.getByLabelText('Amount ($)'), '25,000');
  await user.type(screen.getByLabelText('Term'), '6');
  await user.type(screen.getByLabelText('Rate (% p.a.)'), '4.5');
  await user.type(screen.getByLabelText('It matures on'), '2026-12-18');
}

beforeEach(() => {
  setMainProviders(depositProviders);
  window.localStorage.clear();
  window.history.replaceState(null, '', '/savings-accounts/check/term-deposit/');
});

describe('Check my term deposit', () => {
  it('sends the deposit as the bank states it and shows what it earns, its rollover and the grace period', async () => {
    const calls = recordCalls(depositAnswer());
    const user = userEvent.setup();
    renderCheck();
    await fillInDeposit(user);
    await user.selectOptions(screen.getByLabelText('How interest is paid'), 'At maturity');
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'What your term deposit earns' }),
    ).toHaveFocus();
    expect(calls.map((call) => call.path)).toEqual(['/getTermDepositCheck/', '/termDepositCheck/']);
    expect(calls[1]!.body).toEqual({
      provider_id: '20001',
      product_id: '20001-TD00001',
      amount: 25000,
      term_months: 6,
      rate: 0.045,
      interest_payment: 'maturity',
      maturity_date: '2026-12-18',
    });
    // $25,000 × 4.5% × 6/12 = $562.50; at the rollover rate of 4.00%, $500.00: $62.50 less.
    expect(screen.getByText('$562.50', { selector: '.savings-total__amount' })).toBeInTheDocument();
    expect(screen.getByText('It matures on 18 December 2026, in 20 days.')).toBeInTheDocument();
    const rollover = screen.getByRole('region', { name: 'If it rolls over' });
    expect(rollover).toHaveTextContent(
      'At ING’s published rate, 4.00% p.a., it would earn$500.00over another 6 months: $62.50 less than it earns now.',
    );
    expect(within(rollover).getByText('Data as of 26 November 2026')).toBeInTheDocument();
    const grace = screen.getByRole('region', { name: 'Your time to act' });
    expect(grace).toHaveTextContent('The grace period ends on 1 January 2027.');
  });

  it('lists the best rates elsewhere and the bank’s other terms, each with its dollars and the day of its data', async () => {
    recordCalls(depositAnswer());
    const user = userEvent.setup();
    renderCheck();
    await fillInDeposit(user);
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    await screen.findByRole('heading', { level: 1, name: 'What your term deposit earns' });

    const elsewhere = screen.getByRole('region', { name: 'Best rates elsewhere for 6 months' });
    const judo = within(elsewhere).getByRole('article', { name: 'Judo Bank Term Deposit' });
    // $25,000 × 4.75% × 6/12 = $593.75.
    expect(judo).toHaveTextContent('4.75% p.a. for 6 months');
    expect(judo).toHaveTextContent('$593.75 on $25,000.00 over 6 months');
    expect(within(judo).getByText('Data as of 26 November 2026')).toBeInTheDocument();

    const otherTerms = screen.getByRole('table', { name: 'At ING, for other terms' });
    const rows = within(otherTerms).getAllByRole('row');
    expect(rows).toHaveLength(1 + 2);
    // A year at 4.20%: $1,050.00.
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('1 yearING Personal Term Deposit');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4.20% p.a.', '$1,050.00']);
    expect(
      within(screen.getByRole('region', { name: 'At ING, for other terms' })).getAllByText(
        'Data as of 26 November 2026',
      ),
    ).toHaveLength(1);
  });

  it('says plainly when the rollover pays more, and when the bank publishes no rollover rate', async () => {
    // $25,000 × 3.5% × 6/12 = $437.50; at the rollover rate of 4.00%, $500.00: $62.50 more.
    recordCalls(depositAnswer({ rate: 0.035, interestCents: 43_750 }));
    const user = userEvent.setup();
    const { unmount } = renderCheck();
    await fillInDeposit(user);
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    const rollover = await screen.findByRole('region', { name: 'If it rolls over' });
    expect(rollover).toHaveTextContent('$62.50 more than it earns now.');
    unmount();

    window.localStorage.clear();
    recordCalls(depositAnswer({ rollover: null }));
    renderCheck();
    await fillInDeposit(user);
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    expect(await screen.findByRole('region', { name: 'If it rolls over' })).toHaveTextContent(
      'ING publishes no rate for 6 months and $25,000.00',
    );
  });

  it('names each field that is missing and sends nothing', async () => {
    const calls = recordCalls(depositAnswer());
    const user = userEvent.setup();
    renderCheck();
    await screen.findByRole('heading', { level: 1, name: 'Your term deposit' });
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));

    expect(screen.getByText('Choose your bank’s term deposit.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount ($)')).toHaveAccessibleDescription(
      'Enter the amount in dollars, like 25000.',
    );
    expect(screen.getByLabelText('Term')).toHaveAccessibleDescription(
      'As your deposit states it: in months, or in days. Enter the term in whole months, from 1 to 120.',
    );
    expect(screen.getByLabelText('It matures on')).toHaveAccessibleDescription(
      'Enter the day your deposit matures.',
    );
    expect(calls.map((call) => call.path)).toEqual(['/getTermDepositCheck/']);
  });

  it('sends a term in days as days', async () => {
    const calls = recordCalls(depositAnswer({ term: { unit: 'days', length: 180 } }));
    const user = userEvent.setup();
    renderCheck();
    await fillInDeposit(user);
    await user.clear(screen.getByLabelText('Term'));
    await user.type(screen.getByLabelText('Term'), '180');
    await user.click(screen.getByRole('radio', { name: 'Days' }));
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    await screen.findByRole('heading', { level: 1, name: 'What your term deposit earns' });
    expect(calls[1]!.body).toMatchObject({ term_days: 180 });
    expect(calls[1]!.body).not.toHaveProperty('term_months');
  });

  it('keeps what is typed across a reload', async () => {
    recordCalls(depositAnswer());
    const user = userEvent.setup();
    const { unmount } = renderCheck();
    await fillInDeposit(user);
    unmount();

    renderCheck();
    await screen.findByRole('heading', { level: 1, name: 'Your term deposit' });
    expect(screen.getByRole('radio', { name: 'ING Personal Term Deposit' })).toBeChecked();
    expect(screen.getByLabelText('Amount ($)')).toHaveValue('25,000');
    expect(screen.getByLabelText('Rate (% p.a.)')).toHaveValue('4.5');
    expect(screen.getByLabelText('It matures on')).toHaveValue('2026-12-18');
  });

  it('shows a kept check again with today’s figures on a return visit, and changes it from what was told', async () => {
    window.localStorage.setItem(
      TERM_DEPOSIT_CHECK_STORAGE_KEY,
      JSON.stringify({ surveyId: TD_SURVEY_ID, draft: {} }),
    );
    const calls = recordCalls(depositAnswer(), {
      survey_id: TD_SURVEY_ID,
      input: keptInput,
      check: depositAnswer(),
      updated_at: '2026-11-28T01:00:00.000Z',
    });
    const user = userEvent.setup();
    renderCheck();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What your term deposit earns' }),
    ).toBeInTheDocument();
    expect(calls[0]).toEqual({ path: '/getTermDepositCheck/', body: { survey_id: TD_SURVEY_ID } });

    await user.click(screen.getByRole('button', { name: 'Change your answers' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your term deposit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount ($)')).toHaveValue('25000');
    expect(screen.getByLabelText('Term')).toHaveValue('6');
    expect(screen.getByLabelText('Rate (% p.a.)')).toHaveValue('4.5');
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    await screen.findByRole('heading', { level: 1, name: 'What your term deposit earns' });
    expect(calls.at(-1)!.body).toMatchObject({ survey_id: TD_SURVEY_ID, amount: 25000 });
  });

  describe('a reminder before it matures', () => {
    it('e-mails a visitor who is not signed in, once they use the link sent to the address', async () => {
      const calls = recordCalls(depositAnswer(), null, {
        set: {
          reminder: { channel: 'email', to: 'm***@example.com', remind_on: REMIND_ON, confirmed: false },
          confirmation: 'email_sent',
        },
      });
      const user = userEvent.setup();
      const reminder = await checkDeposit(user);
      expect(
        within(reminder).queryByRole('radio', { name: 'By text to your mobile' }),
      ).not.toBeInTheDocument();
      await user.click(within(reminder).getByRole('button', { name: 'Remind me' }));
      expect(within(reminder).getByLabelText('Your e-mail')).toHaveAccessibleDescription(
        'Enter your e-mail address.',
      );
      await user.type(within(reminder).getByLabelText('Your e-mail'), 'mia@example.com');
      await user.click(within(reminder).getByRole('button', { name: 'Remind me' }));

      expect(await within(reminder).findByRole('status')).toHaveTextContent(
        'Check your inbox: use the link we sent to m***@example.com to start your reminders.',
      );
      expect(calls.filter((call) => call.path === '/termDepositReminder/').map((call) => call.body)).toEqual([
        { survey_id: TD_SURVEY_ID, channel: 'email', email: 'mia@example.com' },
      ]);
    });

    it('texts a signed-in visitor’s own mobile, and says on which days', async () => {
      const calls = recordCalls(depositAnswer(), null, {
        set: {
          reminder: { channel: 'sms', to: '+614***678', remind_on: REMIND_ON, confirmed: true },
          confirmation: 'not_needed',
        },
      });
      const user = userEvent.setup();
      const reminder = await checkDeposit(user, signedInState());
      expect(within(reminder).getByLabelText('Your e-mail')).toHaveValue('ada@example.com');
      await user.click(within(reminder).getByRole('radio', { name: 'By text to your mobile' }));
      expect(within(reminder).queryByLabelText('Your e-mail')).not.toBeInTheDocument();
      await user.click(within(reminder).getByRole('button', { name: 'Remind me' }));

      expect(await within(reminder).findByRole('status')).toHaveTextContent(
        'We’ll text +614***678 on 4 December 2026 and 16 December 2026, before your deposit matures.',
      );
      expect(calls.at(-1)).toEqual({
        path: '/termDepositReminder/',
        body: { survey_id: TD_SURVEY_ID, channel: 'sms' },
      });
    });

    it('shows the reminder already set, and none once no reminder day is left', async () => {
      recordCalls(depositAnswer(), null, {
        kept: { channel: 'email', to: 'a***@example.com', remind_on: ['2026-12-16'], confirmed: true },
      });
      const user = userEvent.setup();
      const reminder = await checkDeposit(user, signedInState());
      expect(await within(reminder).findByRole('status')).toHaveTextContent(
        'We’ll e-mail a***@example.com on 16 December 2026, before your deposit matures.',
      );
      cleanup();

      window.localStorage.clear();
      recordCalls(depositAnswer({ daysToMaturity: 1 }));
      renderCheck();
      await fillInDeposit(user);
      await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
      await screen.findByRole('heading', { level: 1, name: 'What your term deposit earns' });
      expect(screen.queryByRole('region', { name: 'Remind me before it matures' })).not.toBeInTheDocument();
    });
  });

  it('opens the check a reminder’s link names, with today’s figures and no reminder to set on it', async () => {
    window.history.replaceState(null, '', '/savings-accounts/check/term-deposit/?event=signed.link');
    const calls: Call[] = [];
    server.use(
      http.post(apiUrl('/getTermDepositCheckByLink/'), async ({ request }) => {
        calls.push({
          path: '/getTermDepositCheckByLink/',
          body: (await request.json()) as Record<string, unknown>,
        });
        return HttpResponse.json({
          survey_id: TD_SURVEY_ID,
          input: keptInput,
          check: depositAnswer(),
          updated_at: '2026-11-28T01:00:00.000Z',
        });
      }),
    );
    renderCheck();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What your term deposit earns' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/getTermDepositCheckByLink/', body: { event_id: 'signed.link' } }]);
    expect(screen.getByText('$562.50', { selector: '.savings-total__amount' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Remind me before it matures' })).not.toBeInTheDocument();
  });

  it('opens the check the account page names, leaving this browser’s own kept check alone', async () => {
    const own = { surveyId: 'f0f0f0f0-0000-4000-8000-000000000000', draft: { amount: '1000' } };
    window.localStorage.setItem(TERM_DEPOSIT_CHECK_STORAGE_KEY, JSON.stringify(own));
    window.history.replaceState(null, '', `/savings-accounts/check/term-deposit/?survey=${TD_SURVEY_ID}`);
    const calls = recordCalls(depositAnswer(), {
      survey_id: TD_SURVEY_ID,
      input: keptInput,
      check: depositAnswer(),
      updated_at: '2026-11-28T01:00:00.000Z',
    });
    renderCheck();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What your term deposit earns' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/getTermDepositCheck/')).toEqual([
      { path: '/getTermDepositCheck/', body: { survey_id: TD_SURVEY_ID } },
    ]);
    expect(JSON.parse(window.localStorage.getItem(TERM_DEPOSIT_CHECK_STORAGE_KEY) ?? 'null')).toEqual(own);
  });

  it('says so when a link no longer opens a check, and asks for the deposit', async () => {
    window.history.replaceState(null, '', '/savings-accounts/check/term-deposit/?event=old.link');
    server.use(
      http.post(apiUrl('/getTermDepositCheckByLink/'), () =>
        HttpResponse.json(
          { error: { code: 'BAD_REQUEST', message: 'This link has expired.' } },
          { status: 400 },
        ),
      ),
    );
    renderCheck();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your term deposit' })).toBeInTheDocument();
    expect(screen.getByText(/^That link has expired or is not whole/)).toBeInTheDocument();
  });
});
