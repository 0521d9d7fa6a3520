import { http, HttpResponse } from 'msw';
import { encodeBase64 } from '../../../lib/base64';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { eventsStored } from '../../../test/site-answers';
import { sendEventBatch } from '../send-events';

const server = setUpMswServer();

const batch = {
  visitId: 'visit-1',
  dcId: 'dc-1',
  app: 'web' as const,
  actions: [
    {
      action: 'initial' as const,
      data: { signedIn: false },
      url: '/about/',
      timestamp: 2,
      sequenceId: 0,
      startTimestamp: 1,
    },
  ],
};

const expectedBody = {
  visit_id: 'visit-1',
  dc_id: 'dc-1',
  app: 'web',
  actions: [
    {
      action: 'initial',
      data: { signed_in: false },
      url: encodeBase64('/about/'),
      timestamp: 2,
      sequence_id: 0,
      start_timestamp: 1,
    },
  ],
};

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('sending a batch of actions', () => {
  it.each([false, true])('posts the same body and CSRF header with keepalive %s', async (keepalive) => {
    document.cookie = 'XSRF-TOKEN=xsrf-9; path=/';
    let body: unknown;
    let token: string | null = null;
    server.use(
      http.post(apiUrl('/updateEvents/'), async ({ request }) => {
        body = await request.json();
        token = request.headers.get('x-xsrf-token');
        return HttpResponse.json(eventsStored(1));
      }),
    );
    await sendEventBatch(batch, { keepalive });
    expect(body).toEqual(expectedBody);
    expect(token).toBe('xsrf-9');
  });

  it('fails when the server does not answer 2xx, so the uploader keeps the actions', async () => {
    server.use(http.post(apiUrl('/updateEvents/'), () => HttpResponse.json({}, { status: 503 })));
    await expect(sendEventBatch(batch, { keepalive: true })).rejects.toThrow('503');
    await expect(sendEventBatch(batch, { keepalive: false })).rejects.toMatchObject({ status: 503 });
  });
});
