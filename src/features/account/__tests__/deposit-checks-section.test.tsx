import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { depositChecks, savingsCheckItem, termDepositCheckItem } from '../../../test/account-deposit-answers';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedInState } from '../../../test/state-fixtures';
import { DepositChecksSection } from '../deposit-checks-section';

const server = setUpMswServer();

const SAVINGS = savingsCheckItem({
  balance_cents: 5_000_000,
  figures: {
    account_name: 'NetBank Saver',
    provider_name: 'CommBank',
    earned_cents: 119_873,
    best_stay: {
      account_name: 'GoalSaver',
      provider_name: 'CommBank',
      earned_cents: 213_456,
      gain_cents: 93_583,
    },
    best_switch: null,
    figures_date: '2024-08-12',
  },
});
const DEPOSIT = termDepositCheckItem({
  amount_cents: 2_500_050,
  term: { unit: 'days', length: 180 },
  rate: 0.0475,
  maturity_date: '2026-12-09',
  figures: { provider_name: 'ANZ', interest_cents: 58_562, figures_date: '2024-08-12' },
});

function answering(initial: ReturnType<typeof depositChecks>) {
  const removals: unknown[] = [];
  let current = initial;
  server.use(
    http.post(apiUrl('/getUserDepositChecks/'), () => HttpResponse.json(current)),
    http.post(apiUrl('/removeUserDepositCheck/'), async ({ request }) => {
      const body = (await request.json()) as { survey_id: string };
      removals.push(body);
      current = depositChecks(current.checks.filter((check) => check.survey_id !== body.survey_id));
      return HttpResponse.json(current);
    }),
  );
  return removals;
}

const renderSection = () =>
  renderWithProviders(<DepositChecksSection visitId="visit-1" />, { preloadedState: signedInState() });

describe('your savings and deposits', () => {
  it('shows each check with its figures on today’s data and a link to open a savings check', async () => {
    answering(depositChecks([SAVINGS, DEPOSIT]));
    renderSection();
    const section = screen.getByRole('region', { name: 'Your savings and deposits' });

    const savings = (
      await within(section).findByRole('heading', { name: 'NetBank Saver (CommBank)' })
    ).closest('li')!;
    expect(savings).toHaveTextContent('Balance$50,000.00');
    expect(savings).toHaveTextContent('Earns in the next 12 months$1,198.73');
    expect(savings).toHaveTextContent(
      'Best at your bank (Stay)GoalSaver (CommBank): $2,134.56, $935.83 more than yours',
    );
    expect(savings).toHaveTextContent('Best elsewhere (Switch)No other bank’s account would earn you more.');
    expect(savings).toHaveTextContent('Figures as of 12 August 2024.');
    expect(
      within(savings).getByRole('link', { name: 'Open the check of NetBank Saver (CommBank)' }),
    ).toHaveAttribute('href', `/savings-accounts/check/?survey=${SAVINGS.survey_id}`);

    const deposit = within(section)
      .getByRole('heading', { name: 'ANZ term deposit of $25,000.50' })
      .closest('li')!;
    expect(deposit).toHaveTextContent('Term180 days');
    expect(deposit).toHaveTextContent('Rate4.75% p.a.');
    expect(deposit).toHaveTextContent('Matures9 December 2026');
    expect(deposit).toHaveTextContent('Earns over its term$585.62');
    expect(
      within(deposit).getByRole('link', { name: 'Open the check of ANZ term deposit of $25,000.50' }),
    ).toHaveAttribute('href', `/savings-accounts/check/term-deposit/?survey=${DEPOSIT.survey_id}`);
  });

  it('removes a check only after asking, and keeps it when the visitor changes their mind', async () => {
    const removals = answering(depositChecks([SAVINGS, DEPOSIT]));
    const visitor = userEvent.setup();
    renderSection();
    const section = screen.getByRole('region', { name: 'Your savings and deposits' });

    await visitor.click(
      await within(section).findByRole('button', { name: 'Remove ANZ term deposit of $25,000.50' }),
    );
    const asking = within(section).getByRole('group', { name: 'Remove ANZ term deposit of $25,000.50?' });
    expect(within(asking).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await visitor.click(within(asking).getByRole('button', { name: 'Keep it' }));
    expect(removals).toEqual([]);
    expect(
      within(section).getByRole('button', { name: 'Remove ANZ term deposit of $25,000.50' }),
    ).toHaveFocus();

    await visitor.click(
      within(section).getByRole('button', { name: 'Remove ANZ term deposit of $25,000.50' }),
    );
    await visitor.click(
      within(section).getByRole('button', { name: 'Yes, remove ANZ term deposit of $25,000.50' }),
    );
    expect(
      await within(section).findByText('Removed the check of ANZ term deposit of $25,000.50.'),
    ).toBeVisible();
    expect(removals).toEqual([{ visit_id: 'visit-1', survey_id: DEPOSIT.survey_id }]);
    expect(within(section).queryByRole('heading', { name: /ANZ term deposit/ })).not.toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'NetBank Saver (CommBank)' })).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Your savings and deposits' })).toHaveFocus();
  });

  it('says why a check’s figures cannot be worked out, and still offers to remove it', async () => {
    answering(depositChecks([savingsCheckItem({ balance_cents: 120_000, figures: null })]));
    renderSection();
    const item = (await screen.findByRole('heading', { name: 'Savings check of $1,200.00' })).closest('li')!;
    expect(item).toHaveTextContent('This account is no longer in the banks’ published figures');
    expect(within(item).getByRole('button', { name: 'Remove Savings check of $1,200.00' })).toBeEnabled();
  });

  it('with no checks, says so and links to the savings check', async () => {
    answering(depositChecks([]));
    renderSection();
    expect(await screen.findByText(/You haven’t checked any savings or term deposits yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check my savings' })).toHaveAttribute(
      'href',
      '/savings-accounts/check/',
    );
  });
});
