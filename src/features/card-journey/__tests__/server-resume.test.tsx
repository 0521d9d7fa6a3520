import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { createHistory, createMemorySource, LocationProvider, Router } from '@gatsbyjs/reach-router';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { initialSurveyState, selectSurvey, type SurveyState } from '../../survey/survey-slice';
import { cardJourneyRoutes } from '../card-journey-routes';
import { keptAnzCard } from '../../../test/kept-cards';
import { estimateAnswer, offersAnswer, SURVEY_ID } from './journey-fixtures';

const server = setUpMswServer();

const OTHER_SURVEY = '9a9b8c1e-7a4d-4e9b-9c2a-1b2c3d4e5f61';

const keptDeal = (surveyId: string) => ({
  survey_id: surveyId,
  cards: [keptAnzCard],
  estimate: estimateAnswer.estimate,
  chosen_offer: null,
  updated_at: '2026-11-20T01:00:00.000Z',
});

/** Answers /myCurrentDeal/ with `answer` and keeps the request bodies. */
function dealRecorder(answer: (body: { survey_id?: string }) => Response | Promise<Response>) {
  const bodies: { survey_id?: string }[] = [];
  server.use(
    http.post(apiUrl('/myCurrentDeal/'), async ({ request }) => {
      const body = (await request.json()) as { survey_id?: string };
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

function offersRecorder() {
  const bodies: { survey_id?: string }[] = [];
  server.use(
    http.post(apiUrl('/getOffers/'), async ({ request }) => {
      const body = (await request.json()) as { survey_id?: string };
      bodies.push(body);
      return HttpResponse.json({ ...offersAnswer, survey_id: body.survey_id });
    }),
  );
  return bodies;
}

function renderJourney(address: string, survey: Partial<SurveyState> = {}) {
  // The screens read their query from the window, the router from its own history.
  window.history.replaceState({}, '', address);
  const history = createHistory(createMemorySource(address));
  return renderWithProviders(
    <LocationProvider history={history}>
      <Router basepath="/credit-cards" primary={false} component={React.Fragment}>
        {cardJourneyRoutes}
      </Router>
    </LocationProvider>,
    { preloadedState: { visit: startedVisit, survey: { ...initialSurveyState, ...survey } } },
  );
}

beforeEach(() => localStorage.clear());

describe('a survey the server kept', () => {
  it('comes back on a browser that kept none, and the offers are asked for it', async () => {
    const deals = dealRecorder(() => HttpResponse.json(keptDeal(SURVEY_ID)));
    const offers = offersRecorder();
    const { store } = renderJourney('/credit-cards/offers/');
    expect(screen.getByRole('status')).toHaveTextContent('Looking for the cards you checked before');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your offers: stay or switch' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(offers).toHaveLength(1));
    expect(deals).toEqual([{ visit_id: 'visit-1' }]);
    expect(offers[0]?.survey_id).toBe(SURVEY_ID);
    const survey = selectSurvey(store.getState());
    expect(survey.cards).toEqual([
      {
        productId: '10004-CC00002',
        usage: { monthlySpend: 1500, monthlyRepayment: 1000, balanceRemaining: 2000 },
      },
    ]);
    expect(survey.drafts[0]).toMatchObject({
      productId: '10004-CC00002',
      paysInFull: false,
      balanceRemaining: '2000',
    });
  });

  it('asks nothing when this browser kept a survey of its own', async () => {
    const deals = dealRecorder(() => HttpResponse.json(keptDeal(OTHER_SURVEY)));
    const offers = offersRecorder();
    renderJourney('/credit-cards/offers/', { surveyId: SURVEY_ID, serverResumeDone: true });
    await waitFor(() => expect(offers).toHaveLength(1));
    expect(offers[0]?.survey_id).toBe(SURVEY_ID);
    expect(deals).toHaveLength(0);
  });

  it('says the cards are needed when the server kept nothing either', async () => {
    const deals = dealRecorder(() =>
      HttpResponse.json({ survey_id: null, cards: [], estimate: null, chosen_offer: null, updated_at: null }),
    );
    renderJourney('/credit-cards/estimate/');
    expect(await screen.findByText(/We need your cards first/)).toBeInTheDocument();
    expect(deals).toHaveLength(1);
  });

  it('opens the survey an address names, over the one this browser kept', async () => {
    const deals = dealRecorder((body) => HttpResponse.json(keptDeal(body.survey_id ?? 'none')));
    const offers = offersRecorder();
    renderJourney(`/credit-cards/offers/?survey=${OTHER_SURVEY}`, {
      surveyId: SURVEY_ID,
      serverResumeDone: true,
    });
    await waitFor(() => expect(offers).toHaveLength(1));
    expect(deals).toEqual([{ visit_id: 'visit-1', survey_id: OTHER_SURVEY }]);
    expect(offers[0]?.survey_id).toBe(OTHER_SURVEY);
  });

  it('says why a named survey cannot be opened, and can try again', async () => {
    let calls = 0;
    dealRecorder(() => {
      calls += 1;
      return HttpResponse.json(
        { error: { code: 'NOT_FOUND', message: 'There is no survey for this visit. Start a new survey.' } },
        { status: 404 },
      );
    });
    renderJourney(`/credit-cards/offers/?survey=${OTHER_SURVEY}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t open that check' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no survey for this visit');
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(calls).toBe(2));
  });

  it('never replaces what the visitor has started to type on the survey form', async () => {
    let answer: (value: Response) => void = () => undefined;
    dealRecorder(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { store } = renderJourney('/credit-cards/survey/', {
      drafts: [{ ...initialSurveyState.drafts[0]!, providerId: '10004' }],
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    answer(HttpResponse.json(keptDeal(SURVEY_ID)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectSurvey(store.getState()).surveyId).toBeNull();
  });
});
