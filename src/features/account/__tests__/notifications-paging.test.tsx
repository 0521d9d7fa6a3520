/**
 * Paging through the new notifications only: each page marks what it shows seen, and the later
 * pages still list the rest, in order, none skipped (the listing sends back when it began).
 */
import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NotificationsSection } from '../notifications-section';

const server = setUpMswServer();

interface Stored {
  id: number;
  title: string;
  seenAt: number | null;
}

/** A server with 12 new notifications that marks seen what it returns, as the real one does. */
function notificationsServer() {
  let now = Date.parse('2026-11-28T01:00:00.000Z');
  const stored: Stored[] = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    title: `Change ${index + 1}`,
    seenAt: null,
  }));
  server.use(
    http.post(apiUrl('/getUserNotifications/'), async ({ request }) => {
      now += 1000;
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const body = (await request.json()) as { new_only?: boolean; new_as_of?: string };
      const asOf = body.new_as_of ? Date.parse(body.new_as_of) : null;
      const listed = stored.filter(
        (item) => !body.new_only || item.seenAt === null || (asOf !== null && item.seenAt >= asOf),
      );
      const items = listed.slice(offset, offset + limit);
      const answer = {
        items: items.map((item) => ({
          id: item.id,
          kind: 'test',
          title: item.title,
          body: 'x',
          created_at: '2026-11-27T01:00:00.000Z',
          seen: item.seenAt !== null && (asOf === null || item.seenAt < asOf),
          seen_at: null,
        })),
        total: listed.length,
        limit,
        offset,
        has_more: offset + limit < listed.length,
        unseen_count: stored.filter((item) => item.seenAt === null).length,
        all_count: stored.length,
        latest_created_at: '2026-11-27T01:00:00.000Z',
        new_as_of: body.new_only ? (body.new_as_of ?? new Date(now).toISOString()) : null,
      };
      for (const item of items) item.seenAt ??= now;
      return HttpResponse.json(answer);
    }),
  );
}

test('the new-only listing’s next page shows the next new notifications, not ones further on', async () => {
  notificationsServer();
  const user = userEvent.setup();
  renderWithProviders(<NotificationsSection visitId="visit-1" />);
  // Listing them all first shows (and so marks seen) the newest five.
  expect(await screen.findByRole('heading', { name: /Change 1/ })).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Show new notifications only' }));
  expect(await screen.findByRole('heading', { name: /Change 6/ })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('New notifications 1–5 of 7');

  await user.click(screen.getByRole('button', { name: 'Older' }));
  expect(await screen.findByRole('heading', { name: /Change 11/ })).toBeInTheDocument();
  const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(titles).toEqual(['Change 11 New', 'Change 12 New']);
  expect(screen.getByRole('status')).toHaveTextContent('New notifications 6–7 of 7');
});
