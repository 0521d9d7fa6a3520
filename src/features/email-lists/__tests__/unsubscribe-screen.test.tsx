import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { UnsubscribeScreen } from '../unsubscribe-screen';

const server = setUpMswServer();

const list = (subscribed: boolean) => ({
  list: 'reminders',
  description: 'reminders to check your cards again',
  email: 'n***@example.com',
  subscribed,
});

test('reads the list, unsubscribes with one button and can undo it', async () => {
  const calls: { path: string; body: unknown }[] = [];
  const answer =
    (subscribed: boolean) =>
    async ({ request }: { request: Request }) => {
      calls.push({ path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(list(subscribed));
    };
  server.use(
    http.post(apiUrl('/emailList/'), answer(true)),
    http.post(apiUrl('/leaveEmailList/'), answer(false)),
    http.post(apiUrl('/resubscribeEmailList/'), answer(true)),
  );
  renderWithProviders(<UnsubscribeScreen search="?token=abc.reminders.sig" />);
  expect(
    await screen.findByText('n***@example.com gets reminders to check your cards again.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(
    await screen.findByText(
      'n***@example.com no longer gets reminders to check your cards again: you are unsubscribed.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resubscribe' }));
  expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  expect(calls.map((call) => call.path)).toEqual([
    '/api/v1/emailList/',
    '/api/v1/leaveEmailList/',
    '/api/v1/resubscribeEmailList/',
  ]);
  expect(calls.every((call) => (call.body as { token: string }).token === 'abc.reminders.sig')).toBe(true);
});

test('says what to do without a token, and shows the server’s reason for a bad one', async () => {
  const { unmount } = renderWithProviders(<UnsubscribeScreen search="" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /needs the unsubscribe link from one of our e-mails/,
  );
  unmount();
  server.use(
    http.post(apiUrl('/emailList/'), () =>
      HttpResponse.json(
        { error: { code: 'BAD_REQUEST', message: 'This unsubscribe link is not valid.' } },
        { status: 400 },
      ),
    ),
  );
  renderWithProviders(<UnsubscribeScreen search="?token=broken" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
});
