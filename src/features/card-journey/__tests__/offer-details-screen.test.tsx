import * as React from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { cardFacts } from '../../../test/card-journey-answers';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { initialSurveyState } from '../../survey/survey-slice';
import { OfferDetailsScreen } from '../offer-details-screen';
import { offer, SURVEY_ID } from './journey-fixtures';

const server = setUpMswServer();

describe('the offer details', () => {
  it('asks /getOfferDetails/ for the offer in the address and shows the card’s facts and the working', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiUrl('/getOfferDetails/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          survey_id: SURVEY_ID,
          offer: offer('10072-CC00001', 'Switch', 'Visa Platinum', 'Bank of Example'),
          card: cardFacts({
            foreign_transaction_fee: 0.03,
            balance_transfer: {
              rate: 0,
              period_months: 12,
              fee: 0.01,
              fee_published: true,
              revert_rate: null,
            },
          }),
        });
      }),
    );
    const location = {
      pathname: '/credit-cards/offer-details/',
      search: '?offerId=10072-CC00001&type=Switch',
    };
    renderWithProviders(<OfferDetailsScreen location={location as never} />, {
      preloadedState: { visit: startedVisit, survey: { ...initialSurveyState, surveyId: SURVEY_ID } },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Offer details');
    expect(await screen.findByRole('heading', { name: 'Bank of Example Visa Platinum' })).toBeInTheDocument();
    expect(body).toEqual({ survey_id: SURVEY_ID, offer_id: '10072-CC00001', offer_type: 'Switch' });
    expect(screen.getByText('Interest-free days').nextSibling).toHaveTextContent('Up to 55');
    expect(screen.getByText('Balance transfer').nextSibling).toHaveTextContent('0.00% p.a. for 12 months');
    const firstYear = screen.getByRole('table', { name: 'What the card would cost you in the first year' });
    expect(within(firstYear).getByText('Total').nextSibling).toHaveTextContent('$463.80');
  });
});
