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
import { selectSurvey } from '../../survey/survey-slice';

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
    .queryAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent ?? '');
}

describe('the card survey', () => {
  it('lists the big four first, finds CommBank by "cba", and says plainly that American Express is not in our data', async () => {
    renderSurvey();
    const visitor = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your credit cards');
    expect(radioNames()).toEqual(['ANZ', 'CommBank', 'NAB', 'Westpac']);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await visitor.type(screen.getByLabelText('Search by name'), 'cba');
    expect(radioNames()).toEqual(['CommBank']);
    expect(screen.getByText('1 bank matches.')).toBeInTheDocument();
    await visitor.clear(screen.getByLabelText('Search by name'));
    await visitor.type(screen.getByLabelText('Search by name'), 'amex');
    expect(radioNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('American Express isn’t in our data: see below.');
    expect(screen.getByRole('note')).toHaveTextContent(
      /American Express isn’t in our data\. American Express issues its own cards and does not publish them through the Consumer Data Right/,
    );
    expect(
      screen.getByRole('button', { name: 'Enter your American Express card by hand' }),
    ).toBeInTheDocument();
    await visitor.clear(screen.getByLabelText('Search by name'));
    await visitor.type(screen.getByLabelText('Search by name'), '28 degrees');
    expect(radioNames()).toEqual(['Latitude']);
  });

  it('finds a card by its bank’s and its own words, and chooses bank and card in one step', async () => {
    renderSurvey();
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('Search by name'), 'commbank smart');
    expect(screen.getByRole('status')).toHaveTextContent('1 card matches.');
    const found = screen.getByRole('group', { name: 'Cards that match' });
    await visitor.click(within(found).getByRole('radio', { name: 'Smart Awards credit card, CommBank' }));
    expect(screen.getByRole('radio', { name: 'CommBank' })).toBeChecked();
    const cards = screen.getByRole('group', { name: 'Your CommBank card' });
    expect(within(cards).getByRole('radio', { name: 'Smart Awards credit card' })).toBeChecked();
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'How you use your card' })).toHaveFocus();
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
    expect(cards.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Awards',
      'Low Rate',
      'Low Rate credit card ($6 monthly fee, 13.99% p.a.)',
      'Low Rate credit card (no annual fee, 14.55% p.a.)',
      'Smart Awards credit card',
    ]);
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('group', { name: 'Your CommBank card' })).toHaveAccessibleDescription(
      'Choose your card.',
    );
  });

  it('starts with every amount empty, an example only as a placeholder, and asks for each in plain words', async () => {
    const { store } = renderSurvey();
    const visitor = userEvent.setup();
    await chooseCard(visitor, 'cba', 'CommBank', 'Low Rate');
    expect(await screen.findByRole('heading', { name: 'How you use your card' })).toHaveFocus();
    const spend = screen.getByLabelText(/What you spend on it/);
    expect(spend).toHaveValue('');
    expect(spend).toHaveAttribute('placeholder', 'e.g. 1,500');
    // How it is paid off is asked too: neither answer is chosen for the visitor.
    expect(screen.getByRole('radio', { name: 'I pay it off in full each month' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'I pay part of it and carry a balance' })).not.toBeChecked();
    expect(screen.queryByLabelText(/What you repay/)).not.toBeInTheDocument();
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(spend).toHaveAccessibleDescription(
      'Purchases only, in dollars. Enter what you spend on this card in a typical month, in dollars (0 if nothing).',
    );
    expect(spend).toHaveAttribute('aria-invalid', 'true');
    expect(spend).toHaveFocus();
    expect(screen.getByRole('group', { name: 'How do you pay it off?' })).toHaveAccessibleDescription(
      'Choose whether you pay it off in full each month or carry a balance.',
    );
    await visitor.type(spend, '800');
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('radio', { name: 'I pay it off in full each month' })).toHaveFocus();
    await visitor.clear(spend);

    // Carrying a balance asks for the repayment and the balance too, each empty and each required.
    await visitor.click(screen.getByRole('radio', { name: 'I pay part of it and carry a balance' }));
    await visitor.type(spend, '800');
    const repayment = screen.getByLabelText(/What you repay/);
    const owed = screen.getByLabelText(/What you owe/);
    expect(repayment).toHaveValue('');
    expect(owed).toHaveValue('');
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(repayment).toHaveAccessibleDescription(
      'Enter what you repay in a typical month, in dollars (0 if nothing).',
    );
    expect(owed).toHaveAccessibleDescription(
      'Enter what you owe on this card today, in dollars (0 if nothing).',
    );
    expect(repayment).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'How you use your card' })).toBeInTheDocument();
    expect(selectSurvey(store.getState()).cards).toEqual([]);
  });

  it('paying in full sets repayment = spend and no balance', async () => {
    const { store } = renderSurvey();
    const visitor = userEvent.setup();
    await chooseCard(visitor, 'cba', 'CommBank', 'Low Rate');
    expect(await screen.findByRole('heading', { name: 'How you use your card' })).toHaveFocus();
    expect(screen.queryByLabelText(/What you repay/)).not.toBeInTheDocument();
    await visitor.type(screen.getByLabelText(/What you spend on it/), '$2,250.50');
    await visitor.click(screen.getByRole('radio', { name: 'I pay it off in full each month' }));
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your cards' })).toBeInTheDocument();
    expect(screen.getByText('$2,250.50 a month spent, paid off in full each month.')).toBeInTheDocument();
    await visitor.click(screen.getByRole('button', { name: 'Work out what it costs' }));
    expect(selectSurvey(store.getState()).cards).toEqual([
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
    ['', 'Enter what you repay in a typical month, in dollars (0 if nothing).'],
  ])(
    'refuses a repayment of "%s" inline, tied to the field, and keeps what was typed',
    async (typed, message) => {
      renderSurvey();
      const visitor = userEvent.setup();
      await chooseCard(visitor, 'anz', 'ANZ', 'Low Rate');
      await visitor.click(await screen.findByRole('radio', { name: 'I pay part of it and carry a balance' }));
      await visitor.type(screen.getByLabelText(/What you spend on it/), '1500');
      await visitor.type(screen.getByLabelText(/What you owe/), '0');
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
    await visitor.type(screen.getByLabelText(/What you spend on it/), '1500');
    await visitor.clear(screen.getByLabelText(/What you repay/));
    await visitor.type(screen.getByLabelText(/What you repay/), '1000');
    await visitor.clear(screen.getByLabelText(/What you owe/));
    await visitor.type(screen.getByLabelText(/What you owe/), '2000');
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    await visitor.click(await screen.findByRole('button', { name: 'Add another card' }));

    expect(await screen.findByRole('heading', { name: 'Which is your second card?' })).toHaveFocus();
    await chooseCard(visitor, 'cba', 'CommBank', 'Awards');
    await visitor.type(await screen.findByLabelText(/What you spend on it/), '1500');
    await visitor.click(screen.getByRole('radio', { name: 'I pay it off in full each month' }));
    await visitor.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'CommBank' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Awards' })).toBeChecked();
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/What you spend on it/)).toHaveValue('1500');
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Your cards' });
    await visitor.click(screen.getByRole('button', { name: 'Change card 1, ANZ Frequent Flyer Black' }));
    expect(screen.getByRole('radio', { name: 'Frequent Flyer Black' })).toBeChecked();
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/What you repay/)).toHaveValue('1000');
    expect(screen.getByLabelText(/What you owe/)).toHaveValue('2000');
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    await visitor.click(await screen.findByRole('button', { name: 'Work out what they cost' }));

    expect(selectSurvey(store.getState()).cards).toEqual([
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

  it.each([
    ['1.25 Awards points a dollar', 1.25],
    ['I don’t know (we’ll count its points as $0)', null],
  ])(
    'asks how many points a card earns when its bank does not publish it: "%s"',
    async (choice, earnRate) => {
      const { store } = renderSurvey();
      const visitor = userEvent.setup();
      await chooseCard(visitor, 'cba', 'CommBank', 'Smart Awards credit card');
      const question = await screen.findByRole('group', {
        name: 'Awards points you earn for each dollar you spend',
      });
      await visitor.type(screen.getByLabelText(/What you spend on it/), '1500');
      await visitor.click(screen.getByRole('radio', { name: 'I pay it off in full each month' }));
      await visitor.click(screen.getByRole('button', { name: 'Continue' }));
      expect(question).toHaveAccessibleDescription(
        'Your bank doesn’t publish this card’s earn rate. Your statement or the bank’s website shows it; rough is fine. Choose how many points you earn, or “I don’t know”.',
      );
      expect(within(question).getAllByRole('radio')[0]).toHaveFocus();
      expect(
        within(question)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual([
        '0.5 Awards points a dollar',
        '0.75 Awards points a dollar',
        '1 Awards points a dollar',
        '1.25 Awards points a dollar',
        '1.5 Awards points a dollar',
        '2 Awards points a dollar',
        '3 Awards points a dollar',
        'I don’t know (we’ll count its points as $0)',
      ]);
      await visitor.click(within(question).getByRole('radio', { name: choice }));
      await visitor.click(screen.getByRole('button', { name: 'Continue' }));
      await visitor.click(await screen.findByRole('button', { name: 'Work out what it costs' }));
      expect(selectSurvey(store.getState()).cards).toEqual([
        {
          productId: '10034-CC00009',
          earnRate,
          usage: { monthlySpend: 1500, monthlyRepayment: 1500, balanceRemaining: 0 },
        },
      ]);
    },
  );

  it('enters an American Express card by hand from the "amex" notice, records it for staff and estimates it like any card', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiUrl('/addMissingProduct/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ reference: 'MP-123' });
      }),
    );
    const { store } = renderSurvey();
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('Search by name'), 'amex');
    await visitor.click(screen.getByRole('button', { name: 'Enter your American Express card by hand' }));
    expect(screen.getByRole('button', { name: 'My card isn’t listed' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('Bank or card provider')).toHaveValue('American Express');

    await visitor.click(screen.getByRole('button', { name: 'Use this card' }));
    expect(screen.getByLabelText('Card name')).toHaveAccessibleDescription('Enter the name of your card.');
    expect(screen.getByLabelText('Card name')).toHaveFocus();
    expect(screen.getByLabelText('Annual fee ($)')).toHaveAccessibleDescription(
      '0 if there is none. Enter the annual fee in dollars, or 0 if there is none.',
    );
    expect(body).toBeNull();

    await visitor.type(screen.getByLabelText('Card name'), 'Explorer');
    await visitor.type(screen.getByLabelText('Annual fee ($)'), '395');
    await visitor.type(screen.getByLabelText('Purchase rate (% a year)'), '23.99');
    await visitor.type(screen.getByLabelText('Interest-free days on purchases (up to)'), '44');
    await visitor.selectOptions(
      screen.getByLabelText('Rewards program'),
      await screen.findByRole('option', { name: 'Qantas Frequent Flyer' }),
    );
    await visitor.click(screen.getByRole('radio', { name: '2 Qantas Points a dollar' }));
    await visitor.type(screen.getByLabelText('E-mail address (optional)'), 'me@example.com');
    await visitor.click(screen.getByRole('button', { name: 'Use this card' }));

    expect(await screen.findByRole('heading', { name: 'How you use your card' })).toHaveFocus();
    expect(screen.getByText(/About American Express Explorer\./)).toBeInTheDocument();
    expect(body).toEqual({
      visit_id: 'visit-1',
      provider_name: 'American Express',
      card_name: 'Explorer',
      annual_fee: 395,
      purchase_rate: 0.2399,
      interest_free_days: 44,
      reward_program_id: 50,
      earn_rate: 2,
      email: 'me@example.com',
    });
    await visitor.type(await screen.findByLabelText(/What you spend on it/), '1500');
    await visitor.click(screen.getByRole('radio', { name: 'I pay it off in full each month' }));
    await visitor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Card 1: American Express Explorer' }),
    ).toBeInTheDocument();
    await visitor.click(screen.getByRole('button', { name: 'Work out what it costs' }));
    expect(selectSurvey(store.getState()).cards).toEqual([
      {
        productId: null,
        enteredCard: {
          providerId: null,
          providerName: 'American Express',
          cardName: 'Explorer',
          annualFee: 395,
          purchaseRate: 0.2399,
          interestFreeDays: 44,
          rewardProgramId: 50,
        },
        earnRate: 2,
        usage: { monthlySpend: 1500, monthlyRepayment: 1500, balanceRemaining: 0 },
      },
    ]);
    // The e-mail address went to staff with the card; the survey, kept in the browser, holds none.
    expect(JSON.stringify(selectSurvey(store.getState()))).not.toContain('me@example.com');
  });

  it.each([
    [
      'Purchase rate (% a year)',
      '2399',
      'Like 20.99. Enter the purchase rate as a percentage from 0 to 50, like 20.99.',
    ],
    [
      'Interest-free days on purchases (up to)',
      '365',
      'Often 44 or 55; 0 if there are none. Enter a whole number of days from 0 to 120, like 55, or 0 if there are none.',
    ],
    ['Annual fee ($)', '12.345', '0 if there is none. Use at most 2 decimal places, like 1500.50.'],
    ['Annual fee ($)', '39500', '0 if there is none. Enter an annual fee from $0 to $5,000.'],
  ])('refuses a hand-entered %s of "%s", tied to the field', async (label, typed, description) => {
    renderSurvey();
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('Search by name'), 'cba');
    await visitor.click(screen.getByRole('radio', { name: 'CommBank' }));
    await visitor.click(screen.getByRole('button', { name: 'My card isn’t listed' }));
    expect(screen.getByText('Bank: CommBank')).toBeInTheDocument();
    await visitor.type(screen.getByLabelText(label), typed);
    await visitor.click(screen.getByRole('button', { name: 'Use this card' }));
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(description);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the API’s message when the card cannot be recorded, and keeps the form', async () => {
    server.use(
      http.post(apiUrl('/addMissingProduct/'), () =>
        HttpResponse.json(
          { error: { code: 'RATE_LIMITED', message: 'Too many requests.' } },
          { status: 429 },
        ),
      ),
    );
    const { store } = renderSurvey();
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('button', { name: 'My card isn’t listed' }));
    await visitor.type(screen.getByLabelText('Bank or card provider'), 'Tiny Credit Union');
    await visitor.type(screen.getByLabelText('Card name'), 'Classic');
    await visitor.type(screen.getByLabelText('Annual fee ($)'), '0');
    await visitor.type(screen.getByLabelText('Purchase rate (% a year)'), '12.5');
    await visitor.type(screen.getByLabelText('Interest-free days on purchases (up to)'), '55');
    await visitor.click(screen.getByRole('button', { name: 'Use this card' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests.'));
    expect(screen.getByLabelText('Card name')).toHaveValue('Classic');
    expect(selectSurvey(store.getState()).drafts[0]?.entered).toBeNull();
  });

  it('opens the form for the issuer named in the address (search links here)', () => {
    renderWithProviders(<SurveyScreen location={{ search: '?enter=latitude' } as never} />, {
      preloadedState: { visit: startedVisit },
    });
    expect(screen.getByRole('button', { name: 'My card isn’t listed' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('Bank or card provider')).toHaveValue('Latitude');
  });
});
