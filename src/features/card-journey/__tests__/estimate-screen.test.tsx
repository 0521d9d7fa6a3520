import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { initialSurveyState, type SurveyCard, selectSurvey } from '../../survey/survey-slice';
import { EstimateScreen } from '../estimate-screen';
import { estimateAnswer, SURVEY_ID } from './journey-fixtures';

const server = setUpMswServer();

const cards: SurveyCard[] = [
  {
    productId: '10004-CC00002',
    usage: { monthlySpend: 1500, monthlyRepayment: 1000, balanceRemaining: 2000 },
  },
  { productId: '10034-CC00001', usage: { monthlySpend: 1500, monthlyRepayment: 1500, balanceRemaining: 0 } },
];

function recordCalls() {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.post(apiUrl('/survey/start/'), async ({ request }) => {
      calls.push({ path: '/survey/start/', body: await request.json() });
      return HttpResponse.json({ survey_id: SURVEY_ID });
    }),
    http.post(apiUrl('/survey/estimate/'), async ({ request }) => {
      calls.push({ path: '/survey/estimate/', body: await request.json() });
      return HttpResponse.json(estimateAnswer);
    }),
  );
  return calls;
}

describe('the estimate', () => {
  it('starts the survey once, asks for the estimate and shows the yearly cost with the working per card', async () => {
    const calls = recordCalls();
    const { store, unmount } = renderWithProviders(<EstimateScreen />, {
      preloadedState: { visit: startedVisit, survey: { ...initialSurveyState, cards } },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What your credit cards cost you');
    expect(await screen.findByText('$2,152.86')).toBeInTheDocument();

    const anz = screen.getByRole('region', { name: 'ANZ Frequent Flyer Black' });
    expect(within(anz).getByText('$1,702.86', { selector: '.journey-total__amount' })).toBeInTheDocument();
    expect(within(anz).getByText('How we worked this out')).toBeInTheDocument();
    const working = within(anz).getByRole('table', { name: /How we worked out/ });
    const rows = within(working)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemA year',
      'Annual fee$370 a year$370.00',
      "Interest20.99% p.a. ÷ 365 on each day's balance, from your $2,000 balance$1,476.86",
      'Rewards18,000 Qantas Points at 0.8c a point$144.00 back',
      'Total$1,702.86',
    ]);
    expect(within(anz).getByText(/below the usual minimum/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See offers that could cost you less' })).toHaveAttribute(
      'href',
      '/credit-cards/offers/',
    );

    expect(calls).toEqual([
      { path: '/survey/start/', body: { visit_id: 'visit-1', frontend: 'gatsby' } },
      {
        path: '/survey/estimate/',
        body: {
          survey_id: SURVEY_ID,
          visit_id: 'visit-1',
          cards: [
            {
              product_id: '10004-CC00002',
              monthly_spend: 1500,
              monthly_repayment: 1000,
              balance_remaining: 2000,
            },
            {
              product_id: '10034-CC00001',
              monthly_spend: 1500,
              monthly_repayment: 1500,
              balance_remaining: 0,
            },
          ],
        },
      },
    ]);
    expect(selectSurvey(store.getState()).surveyId).toBe(SURVEY_ID);

    // Back on the screen with the same cards: the stored estimate is shown, nothing is asked again.
    unmount();
    renderWithProviders(<EstimateScreen />, { store });
    expect(screen.getByText('$2,152.86')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('does not start a second survey when the survey already has an id', async () => {
    const calls = recordCalls();
    renderWithProviders(<EstimateScreen />, {
      preloadedState: { visit: startedVisit, survey: { ...initialSurveyState, cards, surveyId: SURVEY_ID } },
    });
    await screen.findByText('$2,152.86');
    expect(calls.map((call) => call.path)).toEqual(['/survey/estimate/']);
  });

  it('shows the API’s message in plain words, with a retry that works', async () => {
    let fail = true;
    server.use(
      http.post(apiUrl('/survey/estimate/'), () =>
        fail
          ? HttpResponse.json(
              {
                error: {
                  code: 'BAD_REQUEST',
                  message: '"product_id": "10034-CC00001" is not a card we know.',
                },
              },
              { status: 400 },
            )
          : HttpResponse.json(estimateAnswer),
      ),
    );
    renderWithProviders(<EstimateScreen />, {
      preloadedState: { visit: startedVisit, survey: { ...initialSurveyState, cards, surveyId: SURVEY_ID } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"product_id": "10034-CC00001" is not a card we know.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$2,152.86')).toBeInTheDocument();
  });

  it('sends a visitor without cards to the survey', () => {
    renderWithProviders(<EstimateScreen />, { preloadedState: { visit: startedVisit } });
    expect(screen.getByRole('link', { name: 'Tell us about your cards' })).toHaveAttribute(
      'href',
      '/credit-cards/survey/',
    );
  });

  it('shows the estimate kept from an earlier visit without asking again, and starts again on request', async () => {
    const calls = recordCalls();
    const kept = { cards, estimate: { ...estimateAnswer.estimate } };
    const { store } = renderWithProviders(<EstimateScreen />, {
      preloadedState: {
        visit: startedVisit,
        survey: {
          ...initialSurveyState,
          cards,
          surveyId: SURVEY_ID,
          // As the browser keeps it: the client's camelCase answer.
          estimateResult: {
            cards,
            estimate: {
              entries: kept.estimate.entries.map((entry) => ({
                index: entry.index,
                estimate: {
                  cardId: entry.estimate.card_id,
                  providerId: entry.estimate.provider_id,
                  cardName: entry.estimate.card_name,
                  ongoing: { totalCents: entry.estimate.ongoing.total_cents, working: [] },
                  debt: { todayCents: 0, afterTypicalYearCents: 0, afterFirstYearCents: 0 },
                  notes: [],
                },
              })),
              totalCents: kept.estimate.total_cents,
            },
          },
        },
      },
    });
    expect(screen.getByText('$2,152.86')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start again' }));
    expect(selectSurvey(store.getState())).toMatchObject({ cards: [], surveyId: null, estimateResult: null });
    expect(navigate).toHaveBeenCalledWith('/credit-cards/survey/');
  });
});
