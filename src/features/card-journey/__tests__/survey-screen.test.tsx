import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { pendingActions } from '../../tracking/track';
import { setMainProviders } from '../../visit/main-providers';
import { SurveyScreen } from '../survey-screen';
import { mainProviders } from './journey-fixtures';

const server = setUpMswServer();

beforeEach(() => {
  setMainProviders(mainProviders);
  (navigate as jest.Mock).mockClear();
});

function renderSurvey() {
  return renderWithProviders(<SurveyScreen />, { preloadedState: { visit: startedVisit } });
}

async function chooseCard(
  visitor: ReturnType<typeof userEvent.setup>,
  search: string,
  bank: string,
  card: string,
) {
  const box = screen.getByLabelText('Search by name');
  await visitor.clear(box);
  await visitor.type(box, search);
  await visitor.click(screen.getByRole('radio', { name: bank }));
  await visitor.click(screen.getByRole('radio', { name: card }));
  await visitor.click(screen.getByRole('button', { name: 'Continue' }));
}

function radioNames(): string[] {
  const group = screen.getByRole('group', { name: 'Your bank or card provider' });
  return within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent ?? '');
}

describe('the card survey', () => {
  it('lists the big four first, and finds CommBank by "cba" and American Express by "amex"', async () => {
    renderSurvey();
    const visitor = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your credit cards');
    expect(radioNames()).toEqual(['ANZ', 'CommBank', 'NAB', 'Westpac']);
    await visitor.type(screen.getByLabelText('Search by name'), 'cba');
    expect(radioNames()).toEqual(['CommBank']);
    expect(screen.getByText('1 bank matches.')).toBeInTheDocument();
    await visitor.clear(screen.getByLabelText('Search by name'));
    await visitor.type(screen.getByLabelText('Search by name'), 'amex');
    expect(radioNames()).toEqual(['American Express']);
    await visitor.clear(screen.getByLabelText('Search by name'));
    await visitor.type(screen.getByLabelText('Search by name'), '28 degrees');
    expect(radioNames()).toEqual(['Latitude']);
  });

  it('offers only the chosen bank’s credit cards and asks for a bank and a card before going on', async () => {
    renderSurvey();
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('group', { name: 'Your bank or card provider' })).toHaveAccessibleDescription(
      'Choose your bank, or search for it by name.',
    );
    await visitor.click(screen.getByRole('radio', { name: 'CommBank' }));
    const cards = within(screen.getByRole('group', { name: 'Your CommBank card' })).getAllByRole('radio');
    expect(cards.map((radio) => radio.closest('label')?.textContent)).toEqual(['Awards', 'Low Rate']);
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('group', { name: 'Your CommBank card' })).toHaveAccessibleDescription(
      'Choose your card.',
    );
  });

  it('starts with $1,500 a month paid in full, and paying in full sets repayment = spend and no balance', async () => {
    const { store } = renderSurvey();
    const visitor = userEvent.setup();
    await chooseCard(visitor, 'cba', 'CommBank', 'Low Rate');
    expect(await screen.findByRole('heading', { name: 'How you use your card' })).toHaveFocus();
    expect(screen.getByLabelText(/What you spend on it/)).toHaveValue('1500');
    expect(screen.getByRole('radio', { name: 'I pay it off in full each month' })).toBeChecked();
    expect(screen.queryByLabelText(/What you repay/)).not.toBeInTheDocument();
    await visitor.clear(screen.getByLabelText(/What you spend on it/));
    await visitor.type(screen.getByLabelText(/What you spend on it/), '$2,250.50');
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your cards' })).toBeInTheDocument();
    expect(screen.getByText('$2,250.50 a month spent, paid off in full each month.')).toBeInTheDocument();
    await visitor.click(screen.getByRole('button', { name: 'Work out what it costs' }));
    expect(store.getState().survey.cards).toEqual([
      {
        productId: '10034-CC00001',
        usage: { monthlySpend: 2250.5, monthlyRepayment: 2250.5, balanceRemaining: 0 },
      },
    ]);
    expect(navigate).toHaveBeenCalledWith('/credit-cards/estimate/');
  });

  it.each([
    ['12.345', 'Use at most 2 decimal places, like 1500.50.'],
    ['2,000,000', 'Enter an amount from $0 to $1,000,000.'],
    ['-5', 'Enter an amount in dollars using digits, like 1500 or 1,500.50.'],
    ['', 'Enter an amount in dollars, or 0.'],
  ])(
    'refuses a repayment of "%s" inline, tied to the field, and keeps what was typed',
    async (typed, message) => {
      renderSurvey();
      const visitor = userEvent.setup();
      await chooseCard(visitor, 'anz', 'ANZ', 'Low Rate');
      await visitor.click(await screen.findByRole('radio', { name: 'I pay part of it and carry a balance' }));
      const repayment = screen.getByLabelText(/What you repay/);
      await visitor.clear(repayment);
      if (typed) await visitor.type(repayment, typed);
      await visitor.click(screen.getByRole('button', { name: 'Continue' }));
      expect(repayment).toHaveAccessibleDescription(message);
      expect(repayment).toHaveAttribute('aria-invalid', 'true');
      expect(repayment).toHaveFocus();
      expect(repayment).toHaveValue(typed);
      expect(screen.getByRole('heading', { name: 'How you use your card' })).toBeInTheDocument();
      await visitor.clear(repayment);
      await visitor.type(repayment, '400');
      expect(repayment).not.toHaveAttribute('aria-invalid');
    },
  );

  it('adds a second card, and going back keeps every answer (survey-back tracked)', async () => {
    const { store } = renderSurvey();
    const visitor = userEvent.setup();
    await chooseCard(visitor, 'anz', 'ANZ', 'Frequent Flyer Black');
    await visitor.click(await screen.findByRole('radio', { name: 'I pay part of it and carry a balance' }));
    await visitor.clear(screen.getByLabelText(/What you repay/));
    await visitor.type(screen.getByLabelText(/What you repay/), '1000');
    await visitor.clear(screen.getByLabelText(/What you owe/));
    await visitor.type(screen.getByLabelText(/What you owe/), '2000');
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    await visitor.click(await screen.findByRole('button', { name: 'Add another card' }));

    expect(await screen.findByRole('heading', { name: 'Which is your second card?' })).toHaveFocus();
    await chooseCard(visitor, 'cba', 'CommBank', 'Awards');
    await visitor.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'CommBank' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Awards' })).toBeChecked();
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    await visitor.click(await screen.findByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Your cards' });
    await visitor.click(screen.getByRole('button', { name: 'Change card 1, ANZ Frequent Flyer Black' }));
    expect(screen.getByRole('radio', { name: 'Frequent Flyer Black' })).toBeChecked();
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/What you repay/)).toHaveValue('1000');
    expect(screen.getByLabelText(/What you owe/)).toHaveValue('2000');
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    await visitor.click(await screen.findByRole('button', { name: 'Work out what they cost' }));

    expect(store.getState().survey.cards).toEqual([
      {
        productId: '10004-CC00002',
        usage: { monthlySpend: 1500, monthlyRepayment: 1000, balanceRemaining: 2000 },
      },
      {
        productId: '10034-CC00002',
        usage: { monthlySpend: 1500, monthlyRepayment: 1500, balanceRemaining: 0 },
      },
    ]);
    const backs = pendingActions().filter((action) => action.action === 'survey-back');
    expect(backs.map((action) => action.data)).toEqual(
      expect.arrayContaining([
        { from: 'usage', to: 'card', card: 2 },
        { from: 'review', to: 'card', card: 1 },
      ]),
    );
  });

  it('keeps the survey when the screen is left and opened again (the store holds it)', async () => {
    const { store, unmount } = renderSurvey();
    const visitor = userEvent.setup();
    await chooseCard(visitor, 'nab', 'NAB', 'Low Rate');
    await screen.findByRole('heading', { name: 'How you use your card' });
    unmount();
    renderWithProviders(<SurveyScreen />, { store });
    expect(screen.getByRole('heading', { name: 'How you use your card' })).toBeInTheDocument();
    await visitor.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'NAB' })).toBeChecked();
  });

  it('sends a card we do not list to /addMissingProduct/ and shows the reference', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiUrl('/addMissingProduct/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ reference: 'MP-123' });
      }),
    );
    renderSurvey();
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('Search by name'), 'cba');
    await visitor.click(screen.getByRole('radio', { name: 'CommBank' }));
    const toggle = screen.getByRole('button', { name: 'My card isn’t listed' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await visitor.click(toggle);
    await visitor.type(screen.getByLabelText('Card name'), 'Ultimate Awards');
    await visitor.type(screen.getByLabelText('Annual fee in dollars (optional)'), '12.345');
    await visitor.click(screen.getByRole('button', { name: 'Send card details' }));
    expect(screen.getByLabelText('Annual fee in dollars (optional)')).toHaveAccessibleDescription(
      'Use at most 2 decimal places, like 1500.50.',
    );
    await visitor.clear(screen.getByLabelText('Annual fee in dollars (optional)'));
    await visitor.type(screen.getByLabelText('Annual fee in dollars (optional)'), '420');
    await visitor.type(screen.getByLabelText('Purchase rate, % a year (optional)'), '20.99');
    await visitor.click(screen.getByRole('button', { name: 'Send card details' }));
    expect(await screen.findByText(/reference MP-123/)).toBeInTheDocument();
    expect(body).toEqual({
      visit_id: 'visit-1',
      provider_id: '10034',
      card_name: 'Ultimate Awards',
      annual_fee: 420,
      purchase_rate: 0.2099,
    });
  });

  it('shows the API’s message when the missing card cannot be sent, and keeps the form', async () => {
    server.use(
      http.post(apiUrl('/addMissingProduct/'), () =>
        HttpResponse.json(
          { error: { code: 'RATE_LIMITED', message: 'Too many requests.' } },
          { status: 429 },
        ),
      ),
    );
    renderSurvey();
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('button', { name: 'My card isn’t listed' }));
    await visitor.type(screen.getByLabelText('Bank or card provider'), 'Tiny Credit Union');
    await visitor.type(screen.getByLabelText('Card name'), 'Classic');
    await visitor.click(screen.getByRole('button', { name: 'Send card details' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests.'));
    expect(screen.getByLabelText('Card name')).toHaveValue('Classic');
  });
});
