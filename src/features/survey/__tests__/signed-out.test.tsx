/**
 * Signing out forgets both journeys' checks on this browser, in the store and in storage: the
 * next person at a shared computer finds a fresh survey, not the last one's card and its cost.
 */
import * as React from 'react';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { signedOut } from '../../../test/auth-answers';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedInState, startedVisit } from '../../../test/state-fixtures';
import { signOut } from '../../auth/auth-slice';
import { EstimateScreen } from '../../card-journey/estimate-screen';
import { selectHomeLoanJourney } from '../../home-loan-journey/home-loan-slice';
import { initialHomeLoanJourneyState } from '../../home-loan-journey/journey-state';
import {
  CONTACT_STORAGE_KEY,
  JOURNEY_STORAGE_KEY,
  saveHomeLoanJourney,
} from '../../home-loan-journey/journey-storage';
import { newLoanDraft } from '../../home-loan-journey/loan-draft';
import { initialSurveyState, newCardDraft, selectSurvey } from '../survey-slice';
import { saveSurvey, SURVEY_STORAGE_KEY } from '../survey-storage';

const server = setUpMswServer();

const SURVEY_ID = '3f2b8c1e-7a4d-4e9b-9c2a-1b2c3d4e5f60';
const LOAN_SURVEY_ID = '7d6c5b4a-3f2e-4d1c-9b8a-7f6e5d4c3b2a';
const card = {
  productId: '10034-CC00009',
  usage: { monthlySpend: 2000, monthlyRepayment: 1800, balanceRemaining: 3500 },
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  saveSurvey({
    ...initialSurveyState,
    drafts: [{ ...newCardDraft, providerId: '10034', productId: card.productId, monthlySpend: '2000' }],
    step: { index: 0, stage: 'review' },
    cards: [card],
    surveyId: SURVEY_ID,
    estimateResult: { cards: [card], estimate: { entries: [], totalCents: 172_114 } },
  });
  saveHomeLoanJourney({
    ...initialHomeLoanJourneyState,
    draft: { ...newLoanDraft, balance: '400000', rate: '6.49' },
    surveyId: LOAN_SURVEY_ID,
    registration: {
      surveyId: LOAN_SURVEY_ID,
      preferencesSaved: false,
    } as unknown as typeof initialHomeLoanJourneyState.registration,
  });
});

it('forgets the card and home-loan checks, so the estimate asks for cards afresh', async () => {
  server.use(http.post(apiUrl('/signout/'), () => HttpResponse.json(signedOut)));
  const store = makeStore({ visit: startedVisit, ...signedInState() });
  expect(selectSurvey(store.getState()).surveyId).toBe(SURVEY_ID);
  expect(selectHomeLoanJourney(store.getState()).surveyId).toBe(LOAN_SURVEY_ID);
  expect(sessionStorage.getItem(CONTACT_STORAGE_KEY)).not.toBeNull();

  await store.dispatch(signOut());

  expect(localStorage.getItem(SURVEY_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem(JOURNEY_STORAGE_KEY)).toBeNull();
  expect(sessionStorage.getItem(CONTACT_STORAGE_KEY)).toBeNull();
  expect(selectSurvey(store.getState())).toEqual({ ...initialSurveyState, serverResumeDone: true });
  expect(selectHomeLoanJourney(store.getState())).toEqual({
    ...initialHomeLoanJourneyState,
    serverResumeDone: true,
  });

  renderWithProviders(<EstimateScreen />, { store });
  expect(screen.getByText(/We need your cards first/)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('$1,721.14');
  expect(screen.getByRole('link', { name: 'Tell us about your cards' })).toHaveAttribute(
    'href',
    '/credit-cards/survey/',
  );
});

it('keeps both checks when signing out fails', async () => {
  server.use(http.post(apiUrl('/signout/'), () => HttpResponse.json({ error: {} }, { status: 500 })));
  const store = makeStore({ visit: startedVisit, ...signedInState() });
  await store.dispatch(signOut());
  expect(localStorage.getItem(SURVEY_STORAGE_KEY)).not.toBeNull();
  expect(selectSurvey(store.getState()).surveyId).toBe(SURVEY_ID);
  expect(selectHomeLoanJourney(store.getState()).surveyId).toBe(LOAN_SURVEY_ID);
});
