import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { navigate } from 'gatsby';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { AccountScreen } from '../account-screen';

const server = setUpMswServer();

const visit = startedVisit;
const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  mobileNumber: '+61412345678',
};
const signedIn = { visit, auth: { user: ada, status: 'succeeded' as const, error: null } };

function notification(id: number, seen: boolean) {
  return {
    id,
    kind: 'welcome',
    title: `Notification ${id}`,
    body: 'Body',
    created_at: '2025-11-20T10:00:00.000Z',
    seen,
    seen_at: null,
  };
}

function accountHandlers(notificationCalls: { search: string; body: unknown }[], subscriptions: string[]) {
  return [
    http.post(apiUrl('/getUserProperties/'), () =>
      HttpResponse.json({
        subscribed: true,
        staff: false,
        notification_count: 7,
        unseen_notification_count: 1,
        event_history_count: 1,
      }),
    ),
    http.post(apiUrl('/getUserNotifications/'), async ({ request }) => {
      const url = new URL(request.url);
      notificationCalls.push({ search: url.search, body: await request.json() });
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const newOnly = (notificationCalls.at(-1)?.body as { new_only: boolean }).new_only;
      const all = newOnly
        ? [notification(7, false)]
        : [7, 6, 5, 4, 3, 2, 1].map((id) => notification(id, id !== 7));
      const items = all.slice(offset, offset + 5);
      return HttpResponse.json({
        items,
        total: all.length,
        limit: 5,
        offset,
        has_more: offset + items.length < all.length,
        unseen_count: 1,
      });
    }),
    http.post(apiUrl('/getEventHistory/'), ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
      return HttpResponse.json({
        items: [
          {
            id: 1,
            kind: 'signed_up',
            description: 'You created your StaySmart account.',
            data: {},
            created_at: '2025-11-20T10:00:00.000Z',
          },
        ],
        total: 1,
        limit: 5,
        offset,
        has_more: false,
      });
    }),
    http.post(apiUrl('/getUserProducts/'), () =>
      HttpResponse.json({ products: [], updated_at: null, latest_survey: null }),
    ),
    http.post(apiUrl('/unsubscribeMember/'), () => {
      subscriptions.push('unsubscribe');
      return HttpResponse.json({ list: 'newsletter', subscribed: false });
    }),
    http.post(apiUrl('/resubscribeMember/'), () => {
      subscriptions.push('resubscribe');
      return HttpResponse.json({ list: 'newsletter', subscribed: true });
    }),
  ];
}

beforeEach(() => jest.mocked(navigate).mockClear());

describe('the account page', () => {
  it('shows the details, pages notifications with limit and offset, and filters to new ones', async () => {
    const calls: { search: string; body: unknown }[] = [];
    server.use(...accountHandlers(calls, []));
    renderWithProviders(<AccountScreen />, { preloadedState: signedIn });
    const visitor = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('Notifications 1–5 of 7')).toBeInTheDocument();
    expect(within(notifications).getByText('New')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      search: '?limit=5&offset=0',
      body: { visit_id: 'visit-1', new_only: false, mark_seen: true },
    });

    await visitor.click(within(notifications).getByRole('button', { name: 'Older' }));
    expect(await within(notifications).findByText('Notifications 6–7 of 7')).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?limit=5&offset=5');

    await visitor.click(within(notifications).getByRole('checkbox', { name: 'Show new notifications only' }));
    expect(await within(notifications).findByText('Notifications 1–1 of 1')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      search: '?limit=5&offset=0',
      body: { visit_id: 'visit-1', new_only: true, mark_seen: true },
    });

    const history = screen.getByRole('region', { name: 'Account history' });
    expect(await within(history).findByText(/You created your StaySmart account/)).toBeInTheDocument();
  });

  it('turns e-mail updates off and on again', async () => {
    const subscriptions: string[] = [];
    server.use(...accountHandlers([], subscriptions));
    renderWithProviders(<AccountScreen />, { preloadedState: signedIn });
    const visitor = userEvent.setup();
    await visitor.click(await screen.findByRole('button', { name: 'Unsubscribe from e-mails' }));
    expect(await screen.findByText('You’re unsubscribed from StaySmart e-mails.')).toBeInTheDocument();
    await visitor.click(screen.getByRole('button', { name: 'Subscribe to e-mails' }));
    expect(await screen.findByText('You’re subscribed to StaySmart e-mails.')).toBeInTheDocument();
    expect(subscriptions).toEqual(['unsubscribe', 'resubscribe']);
  });

  it('signs out, clearing the user, and goes to the sign-in page', async () => {
    server.use(
      ...accountHandlers([], []),
      http.post(apiUrl('/signout/'), () => HttpResponse.json({ status: 'signed_out' })),
    );
    const { store } = renderWithProviders(<AccountScreen />, { preloadedState: signedIn });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/user/sign-in/', { state: { signedOut: true } }),
    );
    expect(store.getState().auth.user).toBeNull();
  });

  it('sends a signed-out visitor to sign in, to come back here', async () => {
    renderWithProviders(<AccountScreen />, {
      preloadedState: { visit, auth: { user: null, status: 'succeeded', error: null } },
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/user/sign-in/', { replace: true, state: { from: '/user/' } }),
    );
  });
});
