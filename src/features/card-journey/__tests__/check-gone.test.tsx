/**
 * A card check this browser may no longer open (its account signed out here, another browser's):
 * the screens say so in plain words, with no id and no useless "Try again", and offer a new check;
 * the estimate simply starts a new survey for the cards the visitor gave.
 */
import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { initialSurveyState, newCardDraft, selectSurvey, type SurveyCard } from '../../survey/survey-slice';
import { EstimateScreen } from '../estimate-screen';
import { OffersScreen } from '../offers-screen';
import { estimateAnswer, SURVEY_ID } from './journey-fixtures';

const server = setUpMswServer();

const gone = () =>
  HttpResponse.json(
    {
      error: {
        code: 'SURVEY_NOT_FOUND',
        message:
          'This credit card check is no longer available on this browser. Start a new check to see your figures.',
      },
    },
    { status: 404 },
  );

const card: SurveyCard = {
  productId: '10034-CC00009',
  usage: { monthlySpend: 2000, monthlyRepayment: 1800, balanceRemaining: 3500 },
};
const draft = { ...newCardDraft, providerId: '10034', productId: '10034-CC00009', monthlySpend: '2000' };

// jsdom does not follow links; the link's own click handler still runs.
const stopNavigation = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
};
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));

describe('a card check this browser may no longer open', () => {
  it('on the offers: plain words, no id, no "Try again", and a new check that keeps the cards typed', async () => {
    server.use(http.post(apiUrl('/getOffers/'), gone));
    const { store } = renderWithProviders(<OffersScreen />, {
      preloadedState: {
        visit: startedVisit,
        survey: { ...initialSurveyState, drafts: [draft], cards: [card], surveyId: SURVEY_ID },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This credit card check is no longer available on this browser. It belongs to an account that is signed out here, or it was made in another browser.',
    );
    expect(document.body).not.toHaveTextContent(SURVEY_ID);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Start a new check' });
    expect(start).toHaveAttribute('href', '/credit-cards/survey/');

    await userEvent.setup().click(start);
    const survey = selectSurvey(store.getState());
    expect(survey.surveyId).toBeNull();
    expect(survey.cards).toEqual([]);
    expect(survey.offersResult).toBeNull();
    expect(survey.drafts).toEqual([draft]);
    expect(survey.step).toEqual({ index: 0, stage: 'review' });
  });

  it('on the estimate: the cards are estimated on a new survey instead', async () => {
    const NEW_SURVEY = '0c9a7b6e-5d4c-4b3a-8f2e-1d0c9b8a7f6e';
    const estimated: string[] = [];
    server.use(
      http.post(apiUrl('/survey/start/'), () => HttpResponse.json({ survey_id: NEW_SURVEY })),
      http.post(apiUrl('/survey/estimate/'), async ({ request }) => {
        const { survey_id: surveyId } = (await request.json()) as { survey_id: string };
        estimated.push(surveyId);
        return surveyId === SURVEY_ID ? gone() : HttpResponse.json(estimateAnswer);
      }),
    );
    const { store } = renderWithProviders(<EstimateScreen />, {
      preloadedState: {
        visit: startedVisit,
        survey: { ...initialSurveyState, drafts: [draft], cards: [card], surveyId: SURVEY_ID },
      },
    });
    expect(await screen.findByRole('link', { name: 'See offers that could cost you less' })).toBeVisible();
    expect(estimated).toEqual([SURVEY_ID, NEW_SURVEY]);
    await waitFor(() => expect(selectSurvey(store.getState()).surveyId).toBe(NEW_SURVEY));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
