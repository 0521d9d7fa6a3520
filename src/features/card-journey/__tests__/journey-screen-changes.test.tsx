import * as React from 'react';
import { act, screen } from '@testing-library/react';
import { createHistory, createMemorySource, LocationProvider, Router } from '@gatsbyjs/reach-router';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { fromResponseBody } from '../../../lib/request-body';
import { initialSurveyState, type SurveyCard } from '../../survey/survey-slice';
import { cardJourneyRoutes } from '../card-journey-routes';
import type { JourneyOffer } from '../../../api/card-journey-types';
import { estimateAnswer, offer, offersAnswer, SURVEY_ID } from './journey-fixtures';

const server = setUpMswServer();

const cards: SurveyCard[] = [
  {
    productId: '10004-CC00002',
    usage: { monthlySpend: 1500, monthlyRepayment: 1000, balanceRemaining: 2000 },
  },
];

const DATE_LINE = 'Figures as published by the banks on 12 August 2024.';

function answerJourneyCalls() {
  server.use(
    http.post(apiUrl('/survey/start/'), () => HttpResponse.json({ survey_id: SURVEY_ID })),
    http.post(apiUrl('/survey/estimate/'), () => HttpResponse.json(estimateAnswer)),
    http.post(apiUrl('/getOffers/'), () => HttpResponse.json(offersAnswer)),
    http.post(apiUrl('/getOfferDetails/'), () =>
      HttpResponse.json({
        survey_id: SURVEY_ID,
        offer: offer('10072-CC00001', 'Switch', 'Visa Platinum', 'Bank of Example'),
        card: {
          id: '10072-CC00001',
          name: 'Visa Platinum',
          provider_id: '10072',
          provider_name: 'Bank of Example',
          annual_fee_cents: 0,
          first_year_annual_fee_cents: null,
          monthly_fee_cents: null,
          purchase_rate: 0.0722,
          no_interest: false,
          interest_free_days: 55,
          foreign_transaction_fee: 0.03,
          rewards: null,
          balance_transfer: null,
        },
      }),
    ),
  );
}

function renderJourney(address: string, figuresDates = startedVisit.figuresDates) {
  window.history.replaceState({}, '', address);
  const history = createHistory(createMemorySource(address));
  renderWithProviders(
    <LocationProvider history={history}>
      <Router basepath="/credit-cards" primary={false} component={React.Fragment}>
        {cardJourneyRoutes}
      </Router>
    </LocationProvider>,
    {
      preloadedState: {
        visit: { ...startedVisit, figuresDates },
        survey: { ...initialSurveyState, cards, surveyId: SURVEY_ID, serverResumeDone: true },
      },
    },
  );
  return history;
}

function go(history: ReturnType<typeof createHistory>, to: string, state?: object) {
  window.history.replaceState({}, '', to);
  act(() => {
    void history.navigate(to, { state });
  });
}

describe('moving through the card journey', () => {
  it('says the figures’ date on each screen and moves focus to each new screen’s heading', async () => {
    answerJourneyCalls();
    const history = renderJourney('/credit-cards/estimate/');
    const estimate = await screen.findByRole('heading', {
      level: 1,
      name: 'What your credit cards cost you',
    });
    // The first screen of a page load leaves focus where the browser put it.
    expect(estimate).not.toHaveFocus();
    expect(screen.getByText(DATE_LINE)).toBeInTheDocument();

    go(history, '/credit-cards/offers/');
    const offers = await screen.findByRole('heading', { level: 1, name: 'Your offers: stay or switch' });
    expect(offers).toHaveFocus();
    expect(screen.getByText(DATE_LINE)).toBeInTheDocument();

    go(history, '/credit-cards/offer-details/?offerId=10072-CC00001&type=Switch');
    const details = await screen.findByRole('heading', { level: 1, name: 'Offer details' });
    expect(details).toHaveFocus();
    expect(screen.getByText(DATE_LINE)).toBeInTheDocument();

    const stay = fromResponseBody(offer('10004-CC00001', 'Stay', 'ANZ Low Rate', 'ANZ')) as JourneyOffer;
    go(history, '/credit-cards/product-transfer/', { providerId: '10004', offer: stay });
    const transfer = await screen.findByRole('heading', { level: 1, name: /^Move to the / });
    expect(transfer).toHaveFocus();
    expect(screen.getByText(DATE_LINE)).toBeInTheDocument();

    go(history, '/credit-cards/survey/');
    const survey = await screen.findByRole('heading', { level: 1, name: 'Check your credit cards' });
    expect(survey).toHaveFocus();
    expect(screen.getByText(DATE_LINE)).toBeInTheDocument();
  });

  it('says the days the data was fetched over, as the server gave them', async () => {
    answerJourneyCalls();
    renderJourney('/credit-cards/estimate/', { from: '2024-08-11', to: '2024-08-12' });
    expect(
      await screen.findByText('Figures as published by the banks between 11 August 2024 and 12 August 2024.'),
    ).toBeInTheDocument();
  });
});
