import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { navigate } from 'gatsby';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { signedOut } from '../../../test/auth-answers';
import { notificationPage, subscription, userProperties } from '../../../test/account-answers';
import { depositChecks } from '../../../test/account-deposit-answers';
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

const AGREED_AT = '2026-11-27T23:30:00.000Z';

function accountHandlers(notificationCalls: { search: string; body: unknown }[], subscriptions: string[]) {
  let agreedAt: string | null = null;
  return [
    http.post(apiUrl('/getUserProperties/'), () =>
      HttpResponse.json(
        userProperties({
          subscribed: agreedAt !== null,
          marketing_opt_in_at: agreedAt,
          staff: false,
          notification_count: 7,
          unseen_notification_count: 1,
          event_history_count: 1,
        }),
      ),
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
      return HttpResponse.json(
        notificationPage({
          items,
          total: all.length,
          limit: 5,
          offset,
          has_more: offset + items.length < all.length,
          unseen_count: 1,
          all_count: 7,
          latest_created_at: '2025-11-20T10:00:00.000Z',
        }),
      );
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
    http.post(apiUrl('/getUserDepositChecks/'), () => HttpResponse.json(depositChecks())),
    http.post(apiUrl('/getUserProducts/'), () =>
      HttpResponse.json({ products: [], updated_at: null, latest_survey: null }),
    ),
    http.post(apiUrl('/unsubscribeMember/'), () => {
      subscriptions.push('unsubscribe');
      agreedAt = null;
      return HttpResponse.json(subscription());
    }),
    http.post(apiUrl('/resubscribeMember/'), () => {
      subscriptions.push('resubscribe');
      agreedAt = AGREED_AT;
      return HttpResponse.json(subscription({ subscribed: true, marketing_opt_in_at: AGREED_AT }));
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
    expect(await within(notifications).findByText('New notifications 1–1 of 1')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      search: '?limit=5&offset=0',
      body: { visit_id: 'visit-1', new_only: true, mark_seen: true },
    });

    const history = screen.getByRole('region', { name: 'Account history' });
    expect(await within(history).findByText(/You created your StaySmart account/)).toBeInTheDocument();
  });

  it('with nothing new, says since when nothing has come and that the rest are seen, not “none yet”', async () => {
    server.use(...accountHandlers([], []));
    server.use(
      http.post(apiUrl('/getUserNotifications/'), async ({ request }) => {
        const { new_only: newOnly } = (await request.json()) as { new_only: boolean };
        const items = newOnly ? [] : [notification(2, true), notification(1, true)];
        return HttpResponse.json(
          notificationPage({
            items,
            total: items.length,
            limit: 5,
            offset: 0,
            has_more: false,
            unseen_count: 0,
            all_count: 2,
            latest_created_at: '2025-11-20T10:00:00.000Z',
          }),
        );
      }),
    );
    renderWithProviders(<AccountScreen />, { preloadedState: signedIn });
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('Notifications 1–2 of 2')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(notifications).getByRole('checkbox', { name: 'Show new notifications only' }));
    expect(
      await within(notifications).findByText(
        /^Nothing new since 20 Nov 2025, .+: you’ve seen all 2 notifications\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(notifications).queryByText(/None yet/)).not.toBeInTheDocument();
  });

  it('sends news only when asked for it here, says since when, and stops it', async () => {
    const subscriptions: string[] = [];
    server.use(...accountHandlers([], subscriptions));
    renderWithProviders(<AccountScreen />, { preloadedState: signedIn });
    const visitor = userEvent.setup();
    const news = screen.getByRole('region', { name: 'News by e-mail' });
    expect(await within(news).findByText('We don’t send you news about StaySmart.')).toBeInTheDocument();
    expect(within(news).queryByText(/when a better deal/)).not.toBeInTheDocument();

    await visitor.click(
      within(news).getByRole('button', { name: 'Send me occasional news about StaySmart' }),
    );
    expect(
      await within(news).findByText('Done: we’ll send you occasional news about StaySmart.'),
    ).toBeInTheDocument();
    expect(
      within(news).getByText(
        /^You get occasional news about StaySmart by e-mail: you asked for it on 2[78] Nov 2026/,
      ),
    ).toBeInTheDocument();

    await visitor.click(within(news).getByRole('button', { name: 'Stop news e-mails' }));
    expect(
      await within(news).findByText('Done: we won’t send you news about StaySmart.'),
    ).toBeInTheDocument();
    expect(within(news).getByText('We don’t send you news about StaySmart.')).toBeInTheDocument();
    expect(subscriptions).toEqual(['resubscribe', 'unsubscribe']);
  });

  it('signs out, clearing the user, and goes to the sign-in page', async () => {
    server.use(
      ...accountHandlers([], []),
      http.post(apiUrl('/signout/'), () => HttpResponse.json(signedOut)),
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
