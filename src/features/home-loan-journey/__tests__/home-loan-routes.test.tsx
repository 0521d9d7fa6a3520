import * as React from 'react';
import { act, screen } from '@testing-library/react';
import { createHistory, createMemorySource, LocationProvider, Router } from '@gatsbyjs/reach-router';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { homeLoanJourneyRoutes } from '../home-loan-journey-routes';
import { homeLoanPaths } from '../home-loan-paths';
import { selectHomeLoanJourney } from '../home-loan-slice';
import { initialHomeLoanJourneyState } from '../journey-state';
import {
  dealAnswer,
  imbDetailsAnswer,
  offersAnswer,
  keptSurveyAnswer,
  savedAnswer,
  SURVEY_ID,
  reviewAnswer,
} from '../../../test/home-loan-answers';
import { journeyWithSurvey } from './home-loan-fixtures';
import { answerApi, json, respondTo, setUpJourneyTests } from './journey-test-helpers';

setUpJourneyTests();

function renderAt(path: string, journey = journeyWithSurvey()) {
  const history = createHistory(createMemorySource(path));
  const view = renderWithProviders(
    <LocationProvider history={history}>
      <Router basepath="/home-loans" primary={false} component={React.Fragment}>
        {homeLoanJourneyRoutes}
      </Router>
    </LocationProvider>,
    { preloadedState: { visit: startedVisit, homeLoanJourney: journey } },
  );
  return { ...view, history };
}

describe('the home-loan routes', () => {
  it('reads the offer id back from its encoded address segment', async () => {
    const bodies = answerApi('/getHLOfferDetails/', imbDetailsAnswer);
    const path = homeLoanPaths.offerDetails('10059-HL00006:variable');
    expect(path).toBe('/home-loans/offer-details/10059-HL00006%3Avariable/');
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IMB Bank Budget Home Loan' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ offer_id: '10059-HL00006:variable' })]);
  });

  it('shows the deal review at /estimate/ with the lenders’ date, and moves focus to the next screen’s heading on navigation', async () => {
    answerApi('/getYourDealVsMarket/', dealAnswer);
    answerApi('/reviewCurrentHLDeal/', reviewAnswer);
    answerApi('/getHLOffers/', offersAnswer);
    const { history } = renderAt('/home-loans/estimate/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your deal versus the market');
    await screen.findByRole('table', { name: /^Variable/ });
    expect(screen.getByText('Figures as published by the lenders on 12 August 2024.')).toBeInTheDocument();
    act(() => {
      void history.navigate(homeLoanPaths.offers());
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your home loan: stay or switch' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Figures as published by the lenders on 12 August 2024.')).toBeInTheDocument();
  });
});

describe('a home-loan check the server kept', () => {
  // The hook reads `?survey=` from the window's address.
  beforeEach(() => window.history.replaceState({}, '', '/'));
  it('comes back on a browser that kept none: the review is asked for it and the form shows the loan', async () => {
    const kept = answerApi('/getHLSurvey/', keptSurveyAnswer);
    const deals = answerApi('/getYourDealVsMarket/', dealAnswer);
    answerApi('/reviewCurrentHLDeal/', reviewAnswer);
    const { store } = renderAt('/home-loans/estimate/', initialHomeLoanJourneyState);
    expect(screen.getByRole('status')).toHaveTextContent('Looking for the loan you checked before');
    await screen.findByRole('table', { name: /^Variable/ });
    expect(kept).toEqual([{ visit_id: 'visit-1' }]);
    expect(deals[0]).toMatchObject({ survey_id: SURVEY_ID });
    expect(selectHomeLoanJourney(store.getState()).draft).toMatchObject({
      providerId: '10004',
      balance: '520000',
      rate: '6.69',
      remainingYears: '25',
      dischargeFee: '350',
      annualFees: '',
    });
  });

  it('opens the check an address names over the one this browser kept, or says why it cannot', async () => {
    const OTHER = '0e9f8a7b-6c5d-4e3f-8a1b-2c3d4e5f6a7b';
    const kept = respondTo('/getHLSurvey/', (body) =>
      body.survey_id === OTHER
        ? json({
            ...keptSurveyAnswer,
            survey_id: OTHER,
            current: { ...savedAnswer.current, balance: 300000 },
          })
        : json(
            { error: { code: 'NOT_FOUND', message: 'There is no home-loan check for this visit.' } },
            { status: 404 },
          ),
    );
    const deals = answerApi('/getYourDealVsMarket/', dealAnswer);
    answerApi('/reviewCurrentHLDeal/', reviewAnswer);
    window.history.replaceState({}, '', `/home-loans/deal-vs-market/?survey=${OTHER}`);
    const { store, unmount } = renderAt(
      `/home-loans/deal-vs-market/?survey=${OTHER}`,
      journeyWithSurvey({ serverResumeDone: true }),
    );
    await screen.findByRole('table', { name: /^Variable/ });
    expect(kept).toEqual([{ survey_id: OTHER, visit_id: 'visit-1' }]);
    expect(deals[0]).toMatchObject({ survey_id: OTHER });
    expect(selectHomeLoanJourney(store.getState()).draft.balance).toBe('300000');
    unmount();

    window.history.replaceState({}, '', '/home-loans/deal-vs-market/?survey=gone');
    renderAt('/home-loans/deal-vs-market/?survey=gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t open that check' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no home-loan check for this visit.');
  });

  it('says a kept check this browser may no longer open is gone, with no id and a new check, not "Try again"', async () => {
    const gone = () =>
      json(
        {
          error: {
            code: 'SURVEY_NOT_FOUND',
            message:
              'This home-loan check is no longer available on this browser. Start a new check to see your figures.',
          },
        },
        { status: 404 },
      );
    respondTo('/getYourDealVsMarket/', gone);
    respondTo('/reviewCurrentHLDeal/', gone);
    const { store } = renderAt('/home-loans/deal-vs-market/', journeyWithSurvey({ serverResumeDone: true }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This home-loan check is no longer available on this browser.');
    expect(document.body).not.toHaveTextContent(SURVEY_ID);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    const typed = selectHomeLoanJourney(store.getState()).draft;
    act(() => screen.getByRole('link', { name: 'Start a new check' }).click());
    expect(selectHomeLoanJourney(store.getState())).toEqual({
      ...initialHomeLoanJourneyState,
      draft: typed,
      serverResumeDone: true,
    });
  });

  it('asks nothing when this browser kept a check of its own', async () => {
    const kept = answerApi('/getHLSurvey/', keptSurveyAnswer);
    answerApi('/getYourDealVsMarket/', dealAnswer);
    answerApi('/reviewCurrentHLDeal/', reviewAnswer);
    renderAt('/home-loans/estimate/', journeyWithSurvey({ serverResumeDone: true }));
    await screen.findByRole('table', { name: /^Variable/ });
    expect(kept).toHaveLength(0);
  });

  it('opens the survey form at once, and leaves it empty when the server kept nothing', async () => {
    const kept = answerApi('/getHLSurvey/', {
      survey_id: null,
      current: null,
      summary: null,
      updated_at: null,
    });
    const { store } = renderAt('/home-loans/survey/', initialHomeLoanJourneyState);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Your home loan check');
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(kept).toHaveLength(1);
    expect(selectHomeLoanJourney(store.getState()).surveyId).toBeNull();
  });
});
