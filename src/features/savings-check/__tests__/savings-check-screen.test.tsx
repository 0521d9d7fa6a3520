import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SAVINGS_CHECK_STORAGE_KEY } from '../../../lib/kept-journeys';
import {
  keptSavingsAnswer,
  type KeptSavingsAnswer,
  type SavingsAnswer,
  storedSavingsInput,
} from '../../../test/deposit-check-answers';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { setMainProviders } from '../../visit/main-providers';
import { emptyDraft } from '../savings-draft';
import { SavingsCheckScreen } from '../savings-check-screen';
import { mainProviders, savingsAnswer, SURVEY_ID, year } from './savings-fixtures';

const server = setUpMswServer();

// The contract check loads its schemas on the first call, as a development build does; loaded
// here first, so the first test's waits measure the screen and not the module's loading.
beforeAll(() => import('../../../api/registry'));

function recordCalls(answers: SavingsAnswer[], kept: KeptSavingsAnswer = keptSavingsAnswer()) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let next = 0;
  server.use(
    http.post(apiUrl('/getSavingsCheck/'), async ({ request }) => {
      calls.push({ path: '/getSavingsCheck/', body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json(kept);
    }),
    http.post(apiUrl('/savingsCheck/'), async ({ request }) => {
      calls.push({ path: '/savingsCheck/', body: (await request.json()) as Record<string, unknown> });
      const answer = answers[Math.min(next, answers.length - 1)];
      next += 1;
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

function renderCheck() {
  return renderWithProviders(<SavingsCheckScreen />, { preloadedState: { visit: startedVisit } });
}

beforeEach(() => {
  setMainProviders(mainProviders);
  window.localStorage.clear();
});

async function chooseNetBankSaver(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Your savings account' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Search for your bank or account'), 'cba netbank');
  await user.click(screen.getByRole('radio', { name: 'CommBank NetBank Saver' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('Check my savings', () => {
  it('finds the account through the synonym table, asks the money and then only the questions the answer names', async () => {
    const calls = recordCalls([savingsAnswer({ questions: ['age'] }), savingsAnswer()]);
    const user = userEvent.setup();
    renderCheck();
    await chooseNetBankSaver(user);

    expect(screen.getByRole('heading', { level: 1, name: 'Your balance and a typical month' })).toHaveFocus();
    await user.type(screen.getByLabelText('Your balance today ($)'), '50,000');
    await user.type(screen.getByLabelText('What you add in a typical month ($)'), '500');
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'One more question' })).toHaveFocus();
    expect(screen.queryByLabelText(/Card purchases/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your age'), '34');
    await user.click(screen.getByRole('button', { name: 'See what it earns' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'What your savings earn' })).toHaveFocus();
    expect(calls.map((call) => call.path)).toEqual(['/getSavingsCheck/', '/savingsCheck/', '/savingsCheck/']);
    expect(calls[1]!.body).toEqual({
      account: { product_id: '10034-SV00002' },
      balance: 50000,
      monthly_deposit: 500,
      monthly_withdrawal: 0,
      answers: {},
      measure: 'first-year',
    });
    expect(calls[2]!.body).toMatchObject({ survey_id: SURVEY_ID, answers: { age: 34 } });
    expect(calls[2]!.body).not.toHaveProperty('introductory_months_left');
  });

  it('asks the months left on the visitor’s own introductory rate only when their account has one', async () => {
    const introductory = savingsAnswer({
      current: {
        ...savingsAnswer().current,
        introductory_months: 4,
        later_year: year(9_000),
      },
    });
    const calls = recordCalls([introductory, introductory]);
    const user = userEvent.setup();
    renderCheck();
    await chooseNetBankSaver(user);
    await user.type(screen.getByLabelText('Your balance today ($)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'One more question' })).toHaveFocus();
    expect(screen.queryByLabelText('Your age')).not.toBeInTheDocument();
    const months = screen.getByLabelText('Months left on your account’s introductory rate');
    expect(months).toHaveAccessibleDescription(/higher introductory rate for its first 4 months/);
    await user.type(months, '5');
    await user.click(screen.getByRole('button', { name: 'See what it earns' }));
    expect(months).toHaveAccessibleDescription(/Enter a whole number of months from 0 to 4\./);
    expect(calls.filter((call) => call.path === '/savingsCheck/')).toHaveLength(1);

    await user.clear(months);
    await user.type(months, '3');
    await user.click(screen.getByRole('button', { name: 'See what it earns' }));
    await screen.findByRole('heading', { level: 1, name: 'What your savings earn' });
    expect(calls[2]!.body).toMatchObject({ survey_id: SURVEY_ID, introductory_months_left: 3 });
    // 12 months of $100.00, then 12 of $90.00 once the introductory rate is over.
    expect(screen.getByText('$1,200.00', { selector: '.savings-total__amount' })).toBeInTheDocument();
    expect(
      screen.getByText(/then \$1,080\.00 a year once its introductory rate is over/),
    ).toBeInTheDocument();
  });

  it('ranks by the first year or by a year after the introductory rate ends, each account’s figures apart', async () => {
    const firstYear = savingsAnswer();
    const laterYear = savingsAnswer({
      measure: 'later-year',
      ranking: 'Ranked by the interest less fees in a year once any introductory rate is over.',
      switch: firstYear.switch.map((offer) => ({ ...offer, measure_cents: 216_000, gain_cents: 96_000 })),
    });
    recordCalls([firstYear]);
    const user = userEvent.setup();
    renderCheck();
    await chooseNetBankSaver(user);
    await user.type(screen.getByLabelText('Your balance today ($)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    await screen.findByRole('heading', { level: 1, name: 'What your savings earn' });

    const choice = screen.getByRole('group', { name: 'Rank the accounts by' });
    const first = within(choice).getByRole('radio', { name: 'What you would earn in the first year' });
    const later = within(choice).getByRole('radio', {
      name: 'What you would earn in a year after the introductory rate ends',
    });
    expect(first).toBeChecked();
    expect(screen.getByText('Ranked by what you would earn in the first year.')).toBeInTheDocument();
    const ranked: unknown[] = [];
    server.use(
      http.post(apiUrl('/getSavingsCheck/'), async ({ request }) => {
        ranked.push(await request.json());
        return HttpResponse.json(keptSavingsAnswer(laterYear));
      }),
    );
    const boost = () =>
      within(screen.getByRole('region', { name: 'Switch to another bank' })).getByRole('article', {
        name: 'Partner Bank Boost Saver',
      });
    // 12 × $200.00 in the first year; 12 × $180.00 a year after; $2,400.00 − $1,200.00 more.
    expect(boost()).toHaveTextContent('$2,400.00 in the first year');
    expect(boost()).toHaveTextContent('$2,160.00 a year after');
    expect(boost()).toHaveTextContent('$1,200.00 more than yours a year');

    await user.click(later);
    expect(
      await screen.findByText('Ranked by what you would earn in a year after the introductory rate ends.'),
    ).toBeInTheDocument();
    expect(later).toBeChecked();
    expect(ranked).toEqual([{ survey_id: SURVEY_ID, measure: 'later-year' }]);
    // $2,160.00 − $1,200.00 on the later-year measure.
    expect(boost()).toHaveTextContent('$960.00 more than yours a year');
    expect(boost()).toHaveTextContent('$2,400.00 in the first year');
  });

  it('offers no choice of ranking when no account listed has an introductory rate', async () => {
    const plain = savingsAnswer();
    recordCalls([{ ...plain, switch: plain.switch.map((offer) => ({ ...offer, later_year: null })) }]);
    const user = userEvent.setup();
    renderCheck();
    await chooseNetBankSaver(user);
    await user.type(screen.getByLabelText('Your balance today ($)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    await screen.findByRole('heading', { level: 1, name: 'What your savings earn' });
    expect(screen.queryByRole('group', { name: 'Rank the accounts by' })).not.toBeInTheDocument();
    expect(screen.getByText('Ranked by what you would earn in the first year.')).toBeInTheDocument();
  });

  it('shows the year with its working, then Stay and Switch with sponsorship in place and each one’s site', async () => {
    recordCalls([savingsAnswer()]);
    const user = userEvent.setup();
    renderCheck();
    await chooseNetBankSaver(user);
    await user.type(screen.getByLabelText('Your balance today ($)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    await screen.findByRole('heading', { level: 1, name: 'What your savings earn' });

    // 12 months of $100.00 each.
    expect(screen.getByText('$1,200.00', { selector: '.savings-total__amount' })).toBeInTheDocument();
    const working = screen.getByRole('table', {
      name: 'What CommBank NetBank Saver would pay, month by month',
    });
    const rows = within(working).getAllByRole('row');
    expect(rows).toHaveLength(1 + 12 + 1);
    expect(rows[1]).toHaveTextContent('Dec 2026');
    expect(rows[1]).toHaveTextContent('2.35% p.a.: base rate only');
    expect(rows[1]).toHaveTextContent('$100.00');
    expect(screen.getByText(/^Ranked by the interest less fees/)).toBeInTheDocument();

    const stay = screen.getByRole('region', { name: 'Stay with CommBank' });
    const goalSaver = within(stay).getByRole('article', { name: 'CommBank GoalSaver' });
    expect(goalSaver).toHaveTextContent('$1,800.00 a year');
    expect(goalSaver).toHaveTextContent('$600.00 more than yours a year');
    expect(within(goalSaver).queryByText('Sponsored')).not.toBeInTheDocument();
    expect(within(goalSaver).getByText('Base rate 4.00% p.a.; up to 4.90% p.a.')).toBeInTheDocument();
    expect(within(goalSaver).getByRole('link', { name: /^Go to site/ })).toHaveAttribute(
      'href',
      expect.stringContaining('o=10034-SV00009'),
    );

    const switchList = screen.getByRole('region', { name: 'Switch to another bank' });
    const boost = within(switchList).getByRole('article', { name: 'Partner Bank Boost Saver' });
    expect(within(boost).getByText('Sponsored')).toBeInTheDocument();
    expect(
      within(boost).getByText('Base rate 1.00% p.a.; up to 5.50% p.a. when: Deposit at least $1,000.'),
    ).toBeInTheDocument();
    expect(boost).toHaveTextContent(
      '$2,400.00 in the first year, with its introductory rate; $2,160.00 a year after',
    );
  });

  it('shows an account that credits interest every 6 months with its two credits', async () => {
    const answer = savingsAnswer();
    const firstYear = answer.current.first_year;
    // $100.00 earned each month; $600.00 credited at the end of months 6 and 12.
    const months = firstYear.months.map((month, index) => ({
      ...month,
      credited_cents: (index + 1) % 6 === 0 ? 60_000 : 0,
    }));
    recordCalls([
      {
        ...answer,
        current: { ...answer.current, credit_every_months: 6, first_year: { ...firstYear, months } },
      },
    ]);
    const user = userEvent.setup();
    renderCheck();
    await chooseNetBankSaver(user);
    await user.type(screen.getByLabelText('Your balance today ($)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    await screen.findByRole('heading', { level: 1, name: 'What your savings earn' });

    const working = screen.getByRole('table', {
      name: 'What CommBank NetBank Saver would pay, month by month',
    });
    const rows = within(working).getAllByRole('row').slice(1, 13);
    const credited = rows.map(
      (row) => within(row).queryByText(/credited to the balance$/)?.textContent ?? null,
    );
    expect(credited).toEqual([
      ...[null, null, null, null, null, '$600.00 credited to the balance'],
      ...[null, null, null, null, null, '$600.00 credited to the balance'],
    ]);
  });

  it('takes an account entered by hand, with its rates in percent and its conditions', async () => {
    const entered = savingsAnswer({ stay: [] });
    const calls = recordCalls([
      {
        ...entered,
        current: {
          ...entered.current,
          account_id: null,
          account_name: 'Bonus Saver',
          provider_id: null,
          provider_name: 'Tiny Credit Union',
        },
      },
    ]);
    const user = userEvent.setup();
    renderCheck();
    await screen.findByRole('heading', { level: 1, name: 'Your savings account' });
    await user.click(screen.getByRole('radio', { name: 'My account isn’t listed' }));
    await user.type(screen.getByLabelText('Bank'), 'Tiny Credit Union');
    await user.type(screen.getByLabelText('Account name'), 'Bonus Saver');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Base rate (% a year)')).toHaveAccessibleDescription(
      'Enter the base rate in percent a year, like 2.35.',
    );
    await user.type(screen.getByLabelText('Base rate (% a year)'), '1.5');
    await user.type(screen.getByLabelText(/^Bonus rate/), '3.25');
    await user.type(screen.getByLabelText(/^Add at least/), '200');
    await user.click(screen.getByRole('checkbox', { name: 'No money taken out' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('In Tiny Credit Union Bonus Saver.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your balance today ($)'), '10000');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('What you take out in a typical month ($)'), '150');
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    await screen.findByRole('heading', { level: 1, name: 'What your savings earn' });

    expect(calls[1]!.body).toEqual({
      account: {
        entered: {
          provider_name: 'Tiny Credit Union',
          name: 'Bonus Saver',
          base_rate: 0.015,
          bonus_rate: 0.0325,
          conditions: {
            min_deposit: 200,
            no_withdrawals: true,
            balance_growth: false,
            card_purchases: null,
            linked_account: false,
          },
        },
      },
      balance: 10000,
      monthly_deposit: 0,
      monthly_withdrawal: 150,
      measure: 'first-year',
      answers: {},
    });
    expect(screen.getByRole('region', { name: 'Stay with Tiny Credit Union' })).toHaveTextContent(
      'Tiny Credit Union’s other accounts are not in our data, so we can’t compare them.',
    );
  });

  it('shows the kept check again after a reload, with today’s figures, and starts from its answers to change them', async () => {
    window.localStorage.setItem(
      SAVINGS_CHECK_STORAGE_KEY,
      JSON.stringify({
        surveyId: SURVEY_ID,
        draft: { ...emptyDraft, productId: '10034-SV00002', balance: '50000' },
      }),
    );
    const calls = recordCalls([], keptSavingsAnswer(savingsAnswer()));
    const user = userEvent.setup();
    renderCheck();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What your savings earn' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/getSavingsCheck/', body: { survey_id: SURVEY_ID } }]);

    await user.click(screen.getByRole('button', { name: 'Change your answers' }));
    expect(screen.getByRole('radio', { name: 'CommBank NetBank Saver' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Your balance today ($)')).toHaveValue('50000');
  });

  it('opens the check the account page names, from its stored answers, and leaves this browser’s own kept', async () => {
    const NAMED = '0b6e2f4a-9c1d-4e8b-a7f3-2d5c6b7a8e9f';
    const kept = JSON.stringify({
      surveyId: SURVEY_ID,
      draft: { ...emptyDraft, productId: '10034-SV00002', balance: '1200' },
    });
    window.localStorage.setItem(SAVINGS_CHECK_STORAGE_KEY, kept);
    const named = savingsAnswer({ survey_id: NAMED });
    const calls = recordCalls([named], {
      ...keptSavingsAnswer(named),
      input: storedSavingsInput({ monthly_withdrawal_cents: 15_050 }),
    });
    window.history.pushState({}, '', `/savings-accounts/check/?survey=${NAMED}`);
    const user = userEvent.setup();
    renderCheck();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What your savings earn' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/getSavingsCheck/', body: { survey_id: NAMED } }]);

    await user.click(screen.getByRole('button', { name: 'Change your answers' }));
    expect(screen.getByRole('radio', { name: 'CommBank NetBank Saver' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Your balance today ($)')).toHaveValue('50000');
    expect(screen.getByLabelText('What you add in a typical month ($)')).toHaveValue('500');
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    await screen.findByRole('heading', { level: 1, name: 'What your savings earn' });
    expect(calls[1]).toMatchObject({
      path: '/savingsCheck/',
      body: { survey_id: NAMED, balance: 50000, monthly_deposit: 500, monthly_withdrawal: 150.5 },
    });
    window.history.pushState({}, '', '/');
  });

  it('starts a new check when the named check is not the visitor’s, keeping this browser’s own', async () => {
    const kept = JSON.stringify({ surveyId: SURVEY_ID, draft: { ...emptyDraft, balance: '1200' } });
    window.localStorage.setItem(SAVINGS_CHECK_STORAGE_KEY, kept);
    recordCalls([]);
    server.use(
      http.post(apiUrl('/getSavingsCheck/'), () =>
        HttpResponse.json({ error: { code: 'SURVEY_NOT_FOUND', message: 'Gone.' } }, { status: 404 }),
      ),
    );
    window.history.pushState({}, '', '/savings-accounts/check/?survey=0b6e2f4a-9c1d-4e8b-a7f3-2d5c6b7a8e9f');
    renderCheck();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your savings account' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(SAVINGS_CHECK_STORAGE_KEY)).toBe(kept);
    window.history.pushState({}, '', '/');
  });

  it('opens with the account a product page names chosen, as a new check', async () => {
    const calls = recordCalls([]);
    window.history.pushState({}, '', '/savings-accounts/check/?account=10034-SV00002');
    renderCheck();
    expect(await screen.findByRole('radio', { name: 'CommBank NetBank Saver' })).toBeChecked();
    expect(screen.getByLabelText('Search for your bank or account')).toHaveValue('CommBank NetBank Saver');
    expect(calls).toEqual([]);
    window.history.pushState({}, '', '/');
  });

  it('says so when the check cannot be worked out, and keeps the answers', async () => {
    recordCalls([]);
    server.use(
      http.post(apiUrl('/savingsCheck/'), () =>
        HttpResponse.json(
          { error: { code: 'RATE_LIMITED', message: 'Too many checks; try again in a minute.' } },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderCheck();
    await chooseNetBankSaver(user);
    await user.type(screen.getByLabelText('Your balance today ($)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Work out what it earns' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many checks; try again in a minute.');
    expect(screen.getByLabelText('Your balance today ($)')).toHaveValue('50000');
  });
});
