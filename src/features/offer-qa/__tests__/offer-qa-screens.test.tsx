import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { navigate } from 'gatsby';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { acceptErrorReports } from '../../../test/site-answers';
import { userProperties } from '../../../test/account-answers';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { OfferQaLandingScreen, OfferQaOffersScreen } from '../offer-qa-screens';
import { NOT_AVAILABLE_MESSAGE, STAFF_ONLY_MESSAGE } from '../qa-result';
import type { ResponseOf } from '../../../api/contract';
import type { getOffersQa } from '../../../api/offer-qa';

const server = setUpMswServer();

const visit = startedVisit;
const staff = {
  firstName: 'Sam',
  lastName: 'Staff',
  email: 'staff@staysmart.test',
  mobileNumber: '+61412345678',
};
const signedIn = { visit, auth: { user: staff, status: 'succeeded' as const, error: null } };
const location = (pathname: string, search = '') => ({ pathname, search }) as never;

const ignoreReports = acceptErrorReports();

beforeEach(() => jest.mocked(navigate).mockClear());

describe('offer review', () => {
  it('sends a signed-out visitor to /offer-qa/login, remembering where they were going', async () => {
    renderWithProviders(<OfferQaOffersScreen location={location('/offer-qa/offers', '?x=1')} />, {
      preloadedState: { visit, auth: { user: null, status: 'succeeded', error: null } },
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/offer-qa/login/', {
        replace: true,
        state: { from: '/offer-qa/offers?x=1' },
      }),
    );
  });

  it('waits for the sign-in check instead of redirecting early', () => {
    renderWithProviders(<OfferQaOffersScreen location={location('/offer-qa/offers')} />, {
      preloadedState: { visit, auth: { user: null, status: 'pending', error: null } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether you’re signed in…');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a staff member the links to the review screens', async () => {
    server.use(
      http.post(apiUrl('/getUserProperties/'), () =>
        HttpResponse.json(userProperties({ staff: true, subscribed: true })),
      ),
    );
    renderWithProviders(<OfferQaLandingScreen location={location('/offer-qa/')} />, {
      preloadedState: signedIn,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Offer review' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Offers to review' })).toHaveAttribute(
      'href',
      '/offer-qa/offers/',
    );
    expect(screen.getByRole('link', { name: 'Offer details' })).toHaveAttribute(
      'href',
      '/offer-qa/offer-details/',
    );
  });

  it('tells a signed-in visitor who is not staff that it is staff only', async () => {
    server.use(
      http.post(apiUrl('/getUserProperties/'), () =>
        HttpResponse.json(userProperties({ staff: false, subscribed: true })),
      ),
    );
    renderWithProviders(<OfferQaLandingScreen location={location('/offer-qa/')} />, {
      preloadedState: signedIn,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_ONLY_MESSAGE);
  });

  it.each([
    [403, { error: { code: 'FORBIDDEN', message: 'Staff only.' } }, STAFF_ONLY_MESSAGE],
    [
      404,
      { error: { code: 'NOT_FOUND', message: 'There is no API call at /api/v1/getOffersQA/.' } },
      NOT_AVAILABLE_MESSAGE,
    ],
  ])('explains a %s from /getOffersQA/', async (status, body, message) => {
    server.use(
      http.post(apiUrl('/getOffersQA/'), () => HttpResponse.json(body, { status })),
      ignoreReports,
    );
    renderWithProviders(<OfferQaOffersScreen location={location('/offer-qa/offers/')} />, {
      preloadedState: signedIn,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  const usage = {
    monthly_spend_cents: 200_000,
    monthly_repayment_cents: 200_000,
    balance_remaining_cents: 0,
  };
  /** A page as the server sends it, typed by the route's contract. */
  const qaPage = (offset: number, hasMore: boolean): ResponseOf<typeof getOffersQa> => ({
    profiles: [
      { id: 'transactor', label: 'Pays in full', ...usage },
      { id: 'revolver', label: 'Carries a balance', ...usage, balance_remaining_cents: 800_000 },
    ],
    items: [
      {
        card_id: `10001-CC0000${offset + 1}`,
        card_name: offset === 0 ? 'Low Rate Card' : 'Platinum Awards',
        provider_id: '10001',
        provider_name: 'CommBank',
        sponsored: offset === 0,
        costs: [
          { profile: 'transactor', yearly_cost_cents: 5900, notes: [] },
          { profile: 'revolver', yearly_cost_cents: 138_512, notes: [] },
        ],
        flags: offset === 0 ? [] : [{ code: 'no-earn-rate', text: 'Rewards card without an earn rate.' }],
      },
    ],
    total: 2,
    limit: 25,
    offset,
    has_more: hasMore,
    missing_products: [
      {
        reference: 'MP-1',
        provider_id: null,
        provider_name: 'Tiny Bank',
        card_name: 'Gold',
        annual_fee_cents: null,
        purchase_rate: null,
        interest_free_days: null,
        reward_program_id: null,
        earn_rate: null,
        email: null,
        created_at: '2026-11-01',
      },
    ],
  });

  it('lists every card with its yearly cost per profile and its flags, and pages through them', async () => {
    const offsets: number[] = [];
    server.use(
      http.post(apiUrl('/getOffersQA/'), async ({ request }) => {
        const body = (await request.json()) as { offset: number; profile?: string };
        offsets.push(body.offset);
        return HttpResponse.json(qaPage(body.offset, body.offset === 0));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<OfferQaOffersScreen location={location('/offer-qa/offers/')} />, {
      preloadedState: signedIn,
    });
    const table = await screen.findByRole('table', { name: /yearly cost for the standard profiles/ });
    expect(table).toHaveTextContent('Low Rate Card');
    expect(table).toHaveTextContent('$59.00');
    expect(table).toHaveTextContent('$1,385.12');
    expect(table).toHaveTextContent('Sponsored');
    expect(screen.getByRole('link', { name: 'Low Rate Card' })).toHaveAttribute(
      'href',
      '/offer-qa/offer-details/?offerId=10001-CC00001',
    );
    expect(screen.getByText(/Gold \(Tiny Bank\), MP-1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Rewards card without an earn rate.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(offsets).toEqual([0, 25]);
  });
});
