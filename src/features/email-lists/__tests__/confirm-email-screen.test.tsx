import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConfirmEmailScreen } from '../confirm-email-screen';

const server = setUpMswServer();

const TOKEN = '7d9f2c1e-0000-4000-8000-000000000001.bkBleGFtcGxlLmNvbQ.t1x2y3.sig';

const state = (confirmed: boolean) => ({
  email: 'n***@example.com',
  follow_ups: [
    { kind: 'reminder', description: 'A reminder on 3 December 2025 to check your credit cards again' },
    { kind: 'wish_list', description: 'An e-mail when a card matches your wish list' },
  ],
  confirmed,
});

test('lists what the link starts, and starts it only with the button', async () => {
  const calls: { path: string; body: unknown }[] = [];
  const answer =
    (confirmed: boolean) =>
    async ({ request }: { request: Request }) => {
      calls.push({ path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(state(confirmed));
    };
  server.use(
    http.post(apiUrl('/followUpConfirmation/'), answer(false)),
    http.post(apiUrl('/confirmFollowUps/'), answer(true)),
  );
  renderWithProviders(<ConfirmEmailScreen search={`?token=${encodeURIComponent(TOKEN)}`} />);
  const intro = await screen.findByText('Someone, probably you, asked us to e-mail n***@example.com:');
  expect(intro).toHaveAttribute('role', 'status');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'A reminder on 3 December 2025 to check your credit cards again',
    'An e-mail when a card matches your wish list',
  ]);
  // Opening the page only read the link.
  expect(calls.map((call) => call.path)).toEqual(['/api/v1/followUpConfirmation/']);

  await userEvent.setup().click(screen.getByRole('button', { name: 'Start my e-mails' }));
  const done = await screen.findByText(/Thank you: your e-mail is confirmed\./);
  expect(done).toHaveAttribute('role', 'status');
  expect(done).toHaveFocus();
  expect(done).toHaveTextContent('We’ll send n***@example.com:');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(calls).toEqual([
    { path: '/api/v1/followUpConfirmation/', body: { token: TOKEN } },
    { path: '/api/v1/confirmFollowUps/', body: { token: TOKEN } },
  ]);
});

test('an address confirmed before says so, with no button', async () => {
  server.use(http.post(apiUrl('/followUpConfirmation/'), () => HttpResponse.json(state(true))));
  renderWithProviders(<ConfirmEmailScreen search={`?token=${TOKEN}`} />);
  expect(await screen.findByText(/This address is confirmed already\./)).toHaveTextContent(
    'This address is confirmed already. We’ll send n***@example.com:',
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('says what to do without a token, and shows the server’s reason for an expired link', async () => {
  const { unmount } = renderWithProviders(<ConfirmEmailScreen search="" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(/needs the link from the e-mail we sent/);
  unmount();
  const expired =
    'This link has expired: a link to confirm your e-mail works for 7 days. Ask for the reminder or alert again on our site, and we will send you a new link.';
  server.use(
    http.post(apiUrl('/followUpConfirmation/'), () =>
      HttpResponse.json({ error: { code: 'BAD_REQUEST', message: expired } }, { status: 400 }),
    ),
  );
  renderWithProviders(<ConfirmEmailScreen search={`?token=${TOKEN}`} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(expired);
});

test('a failure to confirm keeps the button, with the reason', async () => {
  server.use(
    http.post(apiUrl('/followUpConfirmation/'), () => HttpResponse.json(state(false))),
    http.post(apiUrl('/confirmFollowUps/'), () =>
      HttpResponse.json(
        { error: { code: 'NOT_FOUND', message: 'Nothing is waiting for this address any more.' } },
        { status: 404 },
      ),
    ),
  );
  renderWithProviders(<ConfirmEmailScreen search={`?token=${TOKEN}`} />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Start my e-mails' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nothing is waiting for this address any more.');
  expect(screen.getByRole('button', { name: 'Start my e-mails' })).toBeInTheDocument();
});
