import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../test/msw-server';
import { callApi } from '../api-call';

const server = setUpMswServer();

test('answers come back camelCased, typed by the route’s contract', async () => {
  server.use(http.post(apiUrl('/retryDeadJobQA/'), () => HttpResponse.json({ ok: true, moved: 1 })));
  const answer = await callApi('retryDeadJobQA', {
    visitId: null,
    jobId: '7d0e3c9a-2b4f-4c8e-9a1d-5e6f7a8b9c0d',
  });
  expect(answer).toEqual({ ok: true, moved: 1 });
});

test('the body goes out snake_cased', async () => {
  let sent: unknown = null;
  server.use(
    http.post(apiUrl('/retryDeadJobQA/'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ ok: true, moved: 1 });
    }),
  );
  await callApi('retryDeadJobQA', { visitId: 'visit-1', jobId: 'job-1' });
  expect(sent).toMatchObject({ visit_id: 'visit-1', job_id: 'job-1' });
});

test('outside production an answer that drifted from its contract is refused, naming the field', async () => {
  server.use(http.post(apiUrl('/retryDeadJobQA/'), () => HttpResponse.json({ ok: true, moved_count: 1 })));
  await expect(callApi('retryDeadJobQA', { visitId: null, jobId: 'job-1' })).rejects.toThrow(
    'The answer of /retryDeadJobQA/ does not match its contract at /moved: Expected required property.',
  );
});
