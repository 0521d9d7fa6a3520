import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { navigate } from 'gatsby';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { selectSurvey } from '../../survey/survey-slice';
import { UpdateCardsScreen } from '../update-cards-screen';
import { keptAnzCard } from '../../../test/kept-cards';
import { estimateAnswer, SURVEY_ID } from './journey-fixtures';

const server = setUpMswServer();
const CODE = `${SURVEY_ID}.abc.signature`;

const products = [
  keptAnzCard,
  {
    product_id: '10034-CC00001',
    monthly_spend: 300,
    monthly_repayment: 300,
    balance_remaining: 0,
    card_name: 'CommBank Low Rate',
    provider_id: '10034',
    provider_name: 'CommBank',
  },
];

function linkedSurvey() {
  server.use(
    http.post(apiUrl('/getSurveyByEventId/'), () =>
      HttpResponse.json({
        survey_id: SURVEY_ID,
        products,
        estimate: estimateAnswer.estimate,
        updated_at: null,
      }),
    ),
  );
}

function updates() {
  const bodies: { event_id: string; products: Record<string, unknown>[] }[] = [];
  server.use(
    http.post(apiUrl('/updateUserProductsByEventId/'), async ({ request }) => {
      const body = (await request.json()) as (typeof bodies)[number];
      bodies.push(body);
      return HttpResponse.json({
        survey_id: SURVEY_ID,
        products: body.products.map((product, index) => ({ ...products[index], ...product })),
        estimate: { ...estimateAnswer.estimate, total_cents: 98765 },
        summary: {
          yearly_cost_cents: 98765,
          best_stay: {
            card_id: 'a',
            card_name: 'ANZ Low Rate',
            provider_name: 'ANZ',
            first_year_saving_cents: 12300,
          },
          best_switch: null,
        },
      });
    }),
  );
  return bodies;
}

function renderAt(address: string) {
  window.history.replaceState({}, '', address);
  return renderWithProviders(<UpdateCardsScreen />, { preloadedState: { visit: startedVisit } });
}

beforeEach(() => (navigate as jest.Mock).mockClear());

describe('updating cards from an e-mail link', () => {
  it('shows the linked cards, saves new usage and says what they cost now', async () => {
    linkedSurvey();
    const sent = updates();
    const user = userEvent.setup();
    renderAt(`/credit-cards/update/?event=${encodeURIComponent(CODE)}`);
    const anz = await screen.findByRole('group', { name: 'ANZ Frequent Flyer Black (ANZ)' });
    const spend = within(anz).getByLabelText(/What you spend on it in a typical month/);
    expect(spend).toHaveValue('1500');
    await user.clear(spend);
    await user.type(spend, '2,000');
    await user.click(screen.getByRole('button', { name: 'I no longer have the CommBank Low Rate' }));
    expect(screen.queryByRole('group', { name: 'CommBank Low Rate (CommBank)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and work out my costs' }));
    expect(
      await screen.findByRole('heading', { name: /Saved. Your cards cost you about \$987.65 a year/ }),
    ).toHaveFocus();
    expect(sent).toEqual([
      {
        event_id: CODE,
        visit_id: 'visit-1',
        products: [
          {
            product_id: '10004-CC00002',
            monthly_spend: 2000,
            monthly_repayment: 1000,
            balance_remaining: 2000,
          },
        ],
      },
    ]);
    expect(screen.getByText(/ANZ Low Rate \(ANZ\) saves about \$123 in the first year/)).toBeInTheDocument();
    expect(screen.getByText('No other bank’s card would save you money.')).toBeInTheDocument();
  });

  it('refuses an amount that is not dollars, sends nothing and keeps what was typed', async () => {
    linkedSurvey();
    const sent = updates();
    const user = userEvent.setup();
    renderAt(`/credit-cards/update/?event=${encodeURIComponent(CODE)}`);
    const anz = await screen.findByRole('group', { name: 'ANZ Frequent Flyer Black (ANZ)' });
    const balance = within(anz).getByLabelText(/What you owe on it today/);
    await user.clear(balance);
    await user.type(balance, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save and work out my costs' }));
    expect(balance).toHaveFocus();
    expect(balance).toHaveAccessibleDescription(/Use at most 2 decimal places/);
    expect(balance).toHaveValue('12.345');
    expect(sent).toHaveLength(0);
  });

  it('starts a check of the updated cards on this device', async () => {
    linkedSurvey();
    updates();
    const user = userEvent.setup();
    const { store } = renderAt(`/credit-cards/update/?event=${encodeURIComponent(CODE)}`);
    await screen.findByRole('group', { name: 'ANZ Frequent Flyer Black (ANZ)' });
    await user.click(screen.getByRole('button', { name: 'Save and work out my costs' }));
    await user.click(await screen.findByRole('button', { name: 'Check these cards against today’s offers' }));
    expect(navigate).toHaveBeenCalledWith('/credit-cards/estimate/');
    const survey = selectSurvey(store.getState());
    expect(survey.surveyId).toBeNull();
    expect(survey.cards.map((card) => card.productId)).toEqual(['10004-CC00002', '10034-CC00001']);
  });

  it('says why an expired link cannot be used, with the ways on', async () => {
    server.use(
      http.post(apiUrl('/getSurveyByEventId/'), () =>
        HttpResponse.json(
          { error: { code: 'BAD_REQUEST', message: 'This link has expired. Sign in to update your cards.' } },
          { status: 400 },
        ),
      ),
    );
    renderAt(`/credit-cards/update/?event=${encodeURIComponent(CODE)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/sign-in/');
  });

  it('says so when the address has no code, and asks the server nothing', async () => {
    renderAt('/credit-cards/update/');
    expect(screen.getByText(/missing the code from your e-mail/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Update your cards'),
    );
  });
});
