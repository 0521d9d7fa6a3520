/** @jest-environment ./server/test/pglite-environment.ts */
import { randomUUID } from 'node:crypto';
import { encodeWebAddress } from '../lib/web-address';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

function actions(from: number, count: number, url = encodeWebAddress('/credit-cards/')) {
  return Array.from({ length: count }, (_, index) => ({
    action: 'content browsing',
    data: { index: from + index },
    url,
    timestamp: Date.parse('2025-11-03T09:00:00Z') + index,
    sequence_id: from + index,
    start_timestamp: Date.parse('2025-11-03T08:59:00Z'),
  }));
}

describe.each(testDrivers())('events, errors and redirects on %s', (driver) => {
  const t = useTestApp(driver);

  async function visitor(): Promise<TestClient> {
    const client = t().client();
    await client.main();
    return client;
  }

  async function storedCount(dcId: string): Promise<number> {
    const [row] = await t().db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM events WHERE dc_id = $1',
      [dcId],
    );
    return row?.count ?? 0;
  }

  describe('/updateEvents/', () => {
    test('stores a batch once, however often it is sent', async () => {
      const client = await visitor();
      const dcId = `dc-${randomUUID()}`;
      const batch = { actions: actions(1, 3), visit_id: client.visitId, dc_id: dcId, app: 'credit-cards' };
      const first = await client.post('/updateEvents/', batch);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: 3, stored: 3, duplicates: 0 });

      const again = await client.post('/updateEvents/', batch);
      expect(again.json()).toEqual({ received: 3, stored: 0, duplicates: 3 });

      const overlapping = await client.post('/updateEvents/', { ...batch, actions: actions(3, 3) });
      expect(overlapping.json()).toEqual({ received: 3, stored: 2, duplicates: 1 });
      expect(await storedCount(dcId)).toBe(5);

      const [row] = await t().db.query<{ url: string; visit_id: string; action: string; data: unknown }>(
        'SELECT url, visit_id, action, data FROM events WHERE dc_id = $1 AND sequence_id = 1',
        [dcId],
      );
      expect(row).toEqual({
        url: '/credit-cards/',
        visit_id: client.visitId,
        action: 'content browsing',
        data: { index: 1 },
      });
    });

    test('takes an empty batch and plain paths', async () => {
      const client = await visitor();
      const empty = await client.post('/updateEvents/', {
        actions: [],
        dc_id: 'dc-empty-1',
        visit_id: client.visitId,
      });
      expect(empty.json()).toEqual({ received: 0, stored: 0, duplicates: 0 });
      const plain = await client.post('/updateEvents/', {
        actions: actions(1, 1, '/home-loans/'),
        dc_id: 'dc-plain-1',
      });
      expect(plain.json()).toMatchObject({ stored: 1 });
    });

    test('caps a batch at 500 actions with 413', async () => {
      const client = await visitor();
      const response = await client.post('/updateEvents/', { actions: actions(1, 501), dc_id: 'dc-big-1' });
      expect(response.statusCode).toBe(413);
      expect(errorOf(response)).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'A batch can hold at most 500 actions (this one has 501). Send them in smaller batches.',
      });
      expect(await storedCount('dc-big-1')).toBe(0);
    });

    test.each([
      [{ actions: [{ action: 'x' }], dc_id: 'dc-bad-1' }, '"actions[0].sequence_id" is required.'],
      [
        { actions: [{ action: 'x', sequence_id: 'one' }], dc_id: 'dc-bad-1' },
        '"actions[0].sequence_id" must be a whole number.',
      ],
      [
        { actions: [{ action: 'x', sequence_id: 1, colour: 'red' }], dc_id: 'dc-bad-1' },
        '"actions[0].colour" is not a field this request accepts.',
      ],
      [
        { actions: [{ action: 'x', sequence_id: 1, url: 'javascript:alert(1)' }], dc_id: 'dc-bad-1' },
        '"actions[0].url" must be a base64-encoded http(s) address or site path.',
      ],
      [
        { actions: [{ action: 'x', sequence_id: 1, timestamp: 'yesterday' }], dc_id: 'dc-bad-1' },
        '"actions[0].timestamp" must be milliseconds since 1970 or an ISO date-time, like 2025-11-03T09:00:00Z.',
      ],
      [
        // The year 10000: a valid JavaScript date that PostgreSQL cannot read as toISOString writes it.
        { actions: [{ action: 'x', sequence_id: 1, timestamp: 253402300800000 }], dc_id: 'dc-bad-1' },
        '"actions[0].timestamp" must be a time from 2000-01-01 to 2099-12-31.',
      ],
      [
        {
          actions: [{ action: 'x', sequence_id: 1, start_timestamp: '1999-12-31T23:59:59Z' }],
          dc_id: 'dc-bad-1',
        },
        '"actions[0].start_timestamp" must be a time from 2000-01-01 to 2099-12-31.',
      ],
      [{ actions: [] }, '"dc_id" is required.'],
      [{ actions: {}, dc_id: 'dc-bad-1' }, '"actions" must be a list.'],
    ])('rejects %j with a clear 400', async (body, message) => {
      const client = await visitor();
      const response = await client.post('/updateEvents/', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'BAD_REQUEST', message });
    });

    test('needs a session and the XSRF header, and only takes this browser’s visits', async () => {
      const noSession = await t().client().post('/updateEvents/', { actions: [], dc_id: 'dc-none-1' });
      expect(noSession.statusCode).toBe(401);

      const client = await visitor();
      const noCsrf = await client.post(
        '/updateEvents/',
        { actions: actions(1, 1), dc_id: 'dc-csrf-1' },
        { noCsrf: true },
      );
      expect(noCsrf.statusCode).toBe(403);
      expect(errorOf(noCsrf).code).toBe('CSRF');
      expect(await storedCount('dc-csrf-1')).toBe(0);

      const other = await visitor();
      const foreign = await client.post('/updateEvents/', {
        actions: actions(1, 1),
        dc_id: 'dc-foreign-1',
        visit_id: other.visitId,
      });
      expect(foreign.statusCode).toBe(403);
      expect(errorOf(foreign).code).toBe('FORBIDDEN');
    });
  });

  describe('/errorReport/', () => {
    test('is stored with or without a session', async () => {
      const anonymous = await t().client().post('/errorReport/', {
        error_id: '1762160400000-abc123',
        message: 'Something broke',
        name: 'TypeError',
        stack: 'TypeError: x is undefined\n    at main.js:1:1',
        visit_id: null,
      });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).toEqual({ stored: true, error_id: '1762160400000-abc123' });

      const client = await visitor();
      const withSession = await client.post('/errorReport/', {
        error_id: 'err-2',
        raw: { reason: 'chunk failed' },
        visit_id: client.visitId,
      });
      expect(withSession.statusCode).toBe(200);
      const rows = await t().db.query<{ error_id: string; visit_id: string | null; raw: unknown }>(
        'SELECT error_id, visit_id, raw FROM error_reports ORDER BY id',
      );
      expect(rows).toEqual([
        { error_id: '1762160400000-abc123', visit_id: null, raw: null },
        { error_id: 'err-2', visit_id: client.visitId, raw: { reason: 'chunk failed' } },
      ]);

      const noCsrf = await client.post(
        '/errorReport/',
        { error_id: 'err-3', message: 'x' },
        { noCsrf: true },
      );
      expect(noCsrf.statusCode).toBe(403);
    });

    test('rejects a report without an id or without any detail', async () => {
      const missingId = await t().client().post('/errorReport/', { message: 'x' });
      expect(errorOf(missingId).message).toBe('"error_id" is required.');
      const empty = await t().client().post('/errorReport/', { error_id: 'err-4' });
      expect(errorOf(empty).message).toBe(
        'Send at least one of "message", "stack" or "raw" with the error report.',
      );
    });
  });

  describe('/productRedirect/', () => {
    const page = encodeWebAddress('/credit-cards/offers/');

    test('returns the provider address from our data with tracking parameters, and logs the click', async () => {
      const client = await visitor();
      const response = await client.post('/productRedirect/', {
        offer_id: '10001-CC00001',
        offer_type: 'Switch',
        webpage_url: page,
        visit_id: client.visitId,
        survey_id: 'survey-1',
      });
      expect(response.statusCode).toBe(200);
      const url = new URL(response.json<{ url: string }>().url);
      expect(`${url.origin}${url.pathname}`).toBe('https://www.alpha.example.com.au/cards/low-rate');
      expect(url.searchParams.get('src')).toBe('site');
      expect(url.searchParams.get('utm_source')).toBe('staysmart');
      expect(url.searchParams.get('utm_medium')).toBe('referral');
      expect(url.searchParams.get('utm_campaign')).toBe('switch');
      const clickId = url.searchParams.get('click_id');
      const [logged] = await t().db.query<{
        offer_id: string;
        webpage_url: string;
        survey_id: string;
        visit_id: string;
      }>('SELECT offer_id, webpage_url, survey_id, visit_id FROM redirects WHERE id = $1', [clickId]);
      expect(logged).toEqual({
        offer_id: '10001-CC00001',
        webpage_url: '/credit-cards/offers/',
        survey_id: 'survey-1',
        visit_id: client.visitId,
      });
    });

    test('uses the application address when a product has no page address, and covers cards only in credit-cards.json', async () => {
      const client = await visitor();
      const bravo = await client.post('/productRedirect/', {
        offer_id: '10002-CC00001',
        offer_type: 'Switch',
        webpage_url: page,
      });
      expect(bravo.json<{ url: string }>().url).toMatch(
        /^https:\/\/bravo\.example\.com\.au\/apply\/everyday\?utm_source=staysmart/,
      );
      const charlie = await client.post('/productRedirect/', {
        offer_id: '10003-CC00001',
        offer_type: 'Switch',
        webpage_url: page,
      });
      expect(charlie.statusCode).toBe(200);
    });

    test('never answers with an address from the request', async () => {
      const client = await visitor();
      const evil = 'https://evil.example.net/phish';
      const response = await client.post('/productRedirect/', {
        offer_id: '10001-CC00002',
        offer_type: 'Switch',
        webpage_url: encodeWebAddress(evil),
        survey_id: encodeWebAddress(evil),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('evil');
      expect(response.json<{ url: string }>().url).toMatch(
        /^https:\/\/www\.alpha\.example\.com\.au\/cards\/rewards\?/,
      );
    });

    test('an unknown offer, or an offer of another type, is 404', async () => {
      const client = await visitor();
      const unknown = await client.post('/productRedirect/', {
        offer_id: '99999-CC00001',
        offer_type: 'Switch',
        webpage_url: page,
      });
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown)).toEqual({
        code: 'NOT_FOUND',
        message: 'This Switch offer is no longer in our data. It may have ended.',
      });
      const wrongType = await client.post('/productRedirect/', {
        offer_id: '10001-CC00001',
        offer_type: 'Stay',
        webpage_url: page,
      });
      expect(wrongType.statusCode).toBe(404);
    });

    test('rejects a webpage_url that is not base64 of an address', async () => {
      const client = await visitor();
      const response = await client.post('/productRedirect/', {
        offer_id: '10001-CC00001',
        offer_type: 'Switch',
        webpage_url: 'https://not-encoded.example.com/',
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(
        '"webpage_url" must be a base64-encoded http(s) address or site path.',
      );
    });
  });
});
