import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { OfferQaJobsScreen } from '../offer-qa-screens';

const server = setUpMswServer();

const staff = {
  firstName: 'Sam',
  lastName: 'Staff',
  email: 'staff@staysmart.test',
  mobileNumber: '+61412345678',
};
const signedIn = { visit: startedVisit, auth: { user: staff, status: 'succeeded' as const, error: null } };

function jobsPage(deadLetters: object[]) {
  return {
    queues: [
      {
        queue: 'send-reminder',
        label: 'reminders',
        waiting: 3,
        running: 0,
        retrying: 1,
        completed: 120,
        failed: 1,
      },
    ],
    dead_letters: deadLetters,
    messages: {
      items: [
        {
          key: 'reminder:7:2025-12-03',
          kind: 'reminder',
          channel: 'email',
          recipient: 'd***@example.com',
          status: 'failed',
          attempts: 5,
          error: 'SMTP 554 mailbox unavailable',
          updated_at: '2025-12-03T00:05:00.000Z',
          sent_at: null,
        },
      ],
      total: 1,
      limit: 25,
      offset: 0,
      has_more: false,
    },
  };
}

const dead = {
  id: '6f1c8a43-4f7e-4d8e-9d1b-111111111111',
  queue: 'send-reminder',
  label: 'reminders',
  key: 'reminder:7:2025-12-03',
  error: 'SMTP 554 mailbox unavailable',
  failed_at: '2025-12-03T00:05:00.000Z',
};

it('shows the queues, the dead letters and the messages, and sends a dead letter back', async () => {
  const retried: unknown[] = [];
  let remaining = [dead];
  server.use(
    http.post(apiUrl('/getJobsQA/'), () => HttpResponse.json(jobsPage(remaining))),
    http.post(apiUrl('/retryDeadJobQA/'), async ({ request }) => {
      retried.push(await request.json());
      remaining = [];
      return HttpResponse.json({ ok: true, moved: 1 });
    }),
  );
  renderWithProviders(<OfferQaJobsScreen location={{ pathname: '/offer-qa/jobs', search: '' } as never} />, {
    preloadedState: signedIn,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Jobs and messages' })).toBeInTheDocument();
  const queues = await screen.findByRole('table', { name: 'Jobs in each follow-up queue, by state' });
  expect(within(queues).getByRole('row', { name: /reminders 3 0 1 120 1/ })).toBeInTheDocument();
  const messages = screen.getByRole('table', { name: /Messages 1 to 1 of 1, newest first/ });
  expect(within(messages).getByText('d***@example.com')).toBeInTheDocument();
  expect(within(messages).getByText('SMTP 554 mailbox unavailable')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry reminders reminder:7:2025-12-03' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Sent back to reminders: it will be tried again within a minute.',
  );
  expect(retried).toEqual([expect.objectContaining({ job_id: dead.id })]);
  expect(await screen.findByText('No job has failed every try.')).toBeInTheDocument();
});
