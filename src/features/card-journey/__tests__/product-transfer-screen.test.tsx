import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { fromResponseBody } from '../../../lib/request-body';
import { initialSurveyState } from '../../survey/survey-slice';
import type { JourneyOffer } from '../journey-types';
import { ProductTransferScreen } from '../product-transfer-screen';
import { offer, SURVEY_ID } from './journey-fixtures';

const server = setUpMswServer();

const stayOffer = fromResponseBody(offer('10004-CC00001', 'Stay', 'ANZ Low Rate', 'ANZ')) as JourneyOffer;
const preloadedState = { visit: startedVisit, survey: { ...initialSurveyState, surveyId: SURVEY_ID } };

function renderTransfer(state: unknown) {
  const location = { pathname: '/credit-cards/product-transfer/', search: '', state } as never;
  return renderWithProviders(<ProductTransferScreen location={location} />, { preloadedState });
}

describe('the product transfer', () => {
  it('explains and links back to the offers when opened without a chosen offer', () => {
    renderTransfer(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a card to move to first');
    expect(screen.getByRole('link', { name: 'See your offers' })).toHaveAttribute(
      'href',
      '/credit-cards/offers/',
    );
  });

  it('checks the form inline, keeps what was typed, sends it and confirms with the reference', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiUrl('/productTransfer/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          reference: 'PT-7K3F9Q',
          provider_name: 'ANZ',
          next_steps: ['ANZ will contact you by phone to confirm the move.'],
        });
      }),
    );
    renderTransfer({ providerId: '10004', offer: stayOffer });
    const visitor = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Move to the ANZ Low Rate');

    await visitor.type(screen.getByLabelText('First name'), 'Ada');
    await visitor.type(screen.getByLabelText('Last name'), 'Lovelace');
    await visitor.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    const mobile = screen.getByLabelText('Mobile number');
    await visitor.type(mobile, '0312 345 678');
    await visitor.type(screen.getByLabelText(/Last 4 digits/), '12a');
    await visitor.click(screen.getByRole('button', { name: 'Send my request to ANZ' }));
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveAccessibleDescription(
      'An Australian mobile, like 0412 345 678. Enter an Australian mobile number, like 0412 345 678.',
    );
    expect(mobile).toHaveValue('0312 345 678');
    expect(screen.getByLabelText(/Last 4 digits/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Tick the box so we can pass your details to the bank.',
    );
    expect(body).toBeNull();

    await visitor.clear(mobile);
    await visitor.type(mobile, '0412 345 678');
    await visitor.clear(screen.getByLabelText(/Last 4 digits/));
    await visitor.type(screen.getByLabelText(/Last 4 digits/), '1234');
    await visitor.click(screen.getByRole('radio', { name: 'Phone' }));
    await visitor.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await visitor.click(screen.getByRole('button', { name: 'Send my request to ANZ' }));

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Request sent to ANZ');
    expect(screen.getByText('PT-7K3F9Q')).toBeInTheDocument();
    expect(screen.getByText('ANZ will contact you by phone to confirm the move.')).toBeInTheDocument();
    expect(screen.getByText(/card number and account history usually stay/)).toHaveTextContent(
      /not a new credit application/,
    );
    expect(body).toEqual({
      survey_id: SURVEY_ID,
      offer_id: '10004-CC00001',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      mobile_number: '+61412345678',
      card_last_four: '1234',
      preferred_contact: 'phone',
      consent: true,
    });
  });

  it('shows the API’s message and keeps the form when the request fails', async () => {
    server.use(
      http.post(apiUrl('/productTransfer/'), () =>
        HttpResponse.json(
          {
            error: {
              code: 'RATE_LIMITED',
              message: 'Too many requests from you. Please try again in 5 minutes.',
            },
          },
          { status: 429 },
        ),
      ),
    );
    renderWithProviders(
      <ProductTransferScreen
        location={{ pathname: '/', search: '', state: { providerId: '10004', offer: stayOffer } } as never}
      />,
      {
        preloadedState: {
          ...preloadedState,
          auth: {
            user: {
              firstName: 'Ada',
              lastName: 'Lovelace',
              email: 'ada@example.com',
              mobileNumber: '+61412345678',
            },
            status: 'succeeded',
            error: null,
          },
        },
      },
    );
    const visitor = userEvent.setup();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    await visitor.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await visitor.click(screen.getByRole('button', { name: 'Send my request to ANZ' }));
    expect(
      await screen.findByText('Too many requests from you. Please try again in 5 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Send my request to ANZ' })).toBeEnabled();
  });
});
