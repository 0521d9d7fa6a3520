import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { fromResponseBody } from '../../../lib/request-body';
import { initialSurveyState } from '../../survey/survey-slice';
import type { JourneyOffer } from '../../../api/card-journey-types';
import { ProductTransferScreen } from '../product-transfer-screen';
import { offer, SURVEY_ID } from './journey-fixtures';

const server = setUpMswServer();

const stayOffer = fromResponseBody(offer('10004-CC00001', 'Stay', 'ANZ Low Rate', 'ANZ')) as JourneyOffer;
const preloadedState = { visit: startedVisit, survey: { ...initialSurveyState, surveyId: SURVEY_ID } };

const signedIn = {
  user: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    mobileNumber: '+61412345678',
  },
  status: 'succeeded' as const,
  error: null,
};

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

  const confirmation = {
    status: 'confirmed',
    reference: 'PT-7K3F9Q',
    provider_name: 'ANZ',
    next_steps: ['ANZ will contact you by phone to confirm the move.'],
  };
  const codeSent = {
    status: 'verify_email',
    sent_to: 'ada@example.com',
    expires_in_seconds: 600,
    resend_after_seconds: 0,
  };

  const apiError = (code: string, message: string, status = 400) =>
    HttpResponse.json({ error: { code, message } }, { status });

  it('checks the form inline, keeps what was typed, and confirms the address with the e-mailed code', async () => {
    const bodies: unknown[] = [];
    const codes: unknown[] = [];
    server.use(
      http.post(apiUrl('/productTransfer/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(codeSent);
      }),
      http.post(apiUrl('/productTransfer/verify/'), async ({ request }) => {
        const body = (await request.json()) as { code: string };
        codes.push(body);
        return body.code === '123456'
          ? HttpResponse.json(confirmation)
          : apiError('INVALID_CODE', 'That code is not right. You have 4 tries left.');
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
    expect(bodies).toEqual([]);

    await visitor.clear(mobile);
    await visitor.type(mobile, '0412 345 678');
    await visitor.clear(screen.getByLabelText(/Last 4 digits/));
    await visitor.type(screen.getByLabelText(/Last 4 digits/), '1234');
    await visitor.click(screen.getByRole('radio', { name: 'Phone' }));
    await visitor.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await visitor.click(screen.getByRole('button', { name: 'Send my request to ANZ' }));

    // The code step: where the code went, read with the field, which has focus.
    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // (The description is read with a space where the address's <strong> ends.)
    expect(code).toHaveAccessibleDescription(/^We sent a code to ada@example\.com ?\. Enter it here/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Confirm your e-mail address');
    expect(bodies).toEqual([
      {
        survey_id: SURVEY_ID,
        offer_id: '10004-CC00001',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        mobile_number: '+61412345678',
        card_last_four: '1234',
        preferred_contact: 'phone',
        consent: true,
      },
    ]);

    await visitor.type(code, '654321');
    await visitor.click(screen.getByRole('button', { name: 'Confirm and send my request' }));
    expect(await screen.findByText('That code is not right. You have 4 tries left.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('654321');

    // "Send a new code" sends the form again, as typed.
    await visitor.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/We’ve sent a new code/)).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(code).toHaveValue('');

    await visitor.type(code, '123 456');
    await visitor.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Request sent to ANZ');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByText('PT-7K3F9Q')).toBeInTheDocument();
    expect(screen.getByText('ANZ will contact you by phone to confirm the move.')).toBeInTheDocument();
    expect(screen.getByText(/card number and account history usually stay/)).toHaveTextContent(
      /not a new credit application/,
    );
    expect(codes).toEqual([
      { survey_id: SURVEY_ID, offer_id: '10004-CC00001', code: '654321' },
      { survey_id: SURVEY_ID, offer_id: '10004-CC00001', code: '123456' },
    ]);
  });

  it('says when only a new code helps, and goes back to the details as typed', async () => {
    server.use(
      http.post(apiUrl('/productTransfer/'), () => HttpResponse.json(codeSent)),
      http.post(apiUrl('/productTransfer/verify/'), () =>
        apiError('CODE_EXPIRED', 'This code has expired: codes last 10 minutes. Please ask for a new code.'),
      ),
    );
    renderTransfer({ providerId: '10004', offer: stayOffer });
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('First name'), 'Ada');
    await visitor.type(screen.getByLabelText('Last name'), 'Lovelace');
    await visitor.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await visitor.type(screen.getByLabelText('Mobile number'), '0412 345 678');
    await visitor.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await visitor.click(screen.getByRole('button', { name: 'Send my request to ANZ' }));

    await visitor.click(screen.getByRole('button', { name: 'Confirm and send my request' }));
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(
      /Enter the 6-digit code we sent you\.$/,
    );
    await visitor.type(screen.getByLabelText('6-digit code'), '123456');
    await visitor.click(screen.getByRole('button', { name: 'Confirm and send my request' }));
    expect(
      await screen.findByText(
        'This code has expired: codes last 10 minutes. Please ask for a new code. Send a new code to try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();

    await visitor.click(screen.getByRole('button', { name: 'Change my details' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('0412 345 678');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });

  it('confirms at once when the server needs no code (the signed-in account’s own address)', async () => {
    server.use(http.post(apiUrl('/productTransfer/'), () => HttpResponse.json(confirmation)));
    renderWithProviders(
      <ProductTransferScreen
        location={{ pathname: '/', search: '', state: { providerId: '10004', offer: stayOffer } } as never}
      />,
      { preloadedState: { ...preloadedState, auth: signedIn } },
    );
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await visitor.click(screen.getByRole('button', { name: 'Send my request to ANZ' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Request sent to ANZ');
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
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
          auth: signedIn,
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
