/** @jest-environment ./server/test/pglite-environment.ts */
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { encodeWebAddress } from '../lib/web-address';
import { removeExpired } from '../services/housekeeping';
import { signUp } from './helpers/auth-flows';
import { startSurvey } from './helpers/card-surveys';
import { APP_KEY, errorOf, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

interface MainResponse {
  visit_id: string;
  resumed: boolean;
  figures_dates: { from: string; to: string };
  providers: {
    id: string;
    name: string;
    url_slug: string;
    big4: boolean;
    products: { id: string; name: string; category: string; big4: boolean }[];
  }[];
}

describe.each(testDrivers())('API basics on %s', (driver) => {
  const t = useTestApp(driver);

  describe('/status/', () => {
    test('reports the database and the data versions, without a session or CSRF header', async () => {
      const response = await t().client().post('/status/');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        status: 'ok',
        database: { reachable: true, driver },
        data: {
          snapshot_date: '2024-08-12',
          fetched_from: null,
          fetched_to: null,
          client_data_version: '006',
        },
      });
      expect(body.data.version).toMatch(/^[0-9a-f]{12}$/);
      expect(body.data.loaded_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(typeof body.database.latency_ms).toBe('number');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    test('answers with or without the trailing slash', async () => {
      const client = t().client();
      await client.main();
      const response = await client.post('/api/v1/status', {}, { noCsrf: true });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('/main/', () => {
    test('starts a visit, sets the session and XSRF cookies and lists providers with flattened products', async () => {
      const client = t().client();
      const response = await client.main();
      expect(response.statusCode).toBe(200);
      const body = response.json<MainResponse>();
      expect(body.visit_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.resumed).toBe(false);
      // The fixture's meta.json gives the snapshot day and its products carry no fetch day.
      expect(body.figures_dates).toEqual({ from: '2024-08-12', to: '2024-08-12' });
      const alpha = body.providers.find((provider) => provider.id === '10001');
      expect(alpha).toMatchObject({ name: 'Alpha Bank', url_slug: 'alpha-bank', big4: true });
      expect(alpha?.products).toEqual([
        { id: '10001-CC00001', name: 'Alpha Low Rate', category: 'cc', big4: true },
        { id: '10001-CC00002', name: 'Alpha Rewards', category: 'cc', big4: true },
        { id: '10001-HL00001', name: 'Alpha Basic Home Loan', category: 'hl', big4: true },
      ]);
      const charlie = body.providers.find((provider) => provider.id === '10003');
      expect(charlie?.products).toEqual([
        { id: '10003-CC00001', name: 'Charlie No Fee Card', category: 'cc', big4: false },
      ]);

      const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      const session = cookies.find((cookie) => cookie.startsWith('ss_session='));
      const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='));
      expect(session).toMatch(/; HttpOnly/);
      expect(session).toMatch(/SameSite=Lax/);
      expect(session).not.toMatch(/Secure/);
      expect(client.sessionCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(xsrf).not.toMatch(/HttpOnly/);
      expect(xsrf).toMatch(/Path=\//);
    });

    test('gzips the response for clients that accept it', async () => {
      const response = await t()
        .client()
        .post(
          '/main/',
          { browser_id: 'browser-compress-1' },
          { headers: { 'accept-encoding': 'gzip, deflate, br' } },
        );
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as MainResponse;
      expect(body.providers).toHaveLength(3);
      expect(body.visit_id).toMatch(/^[0-9a-f-]{36}$/);
    });

    test('marks cookies Secure on a public host', async () => {
      const response = await t()
        .client()
        .post(
          '/main/',
          { browser_id: 'browser-secure-1' },
          { headers: { host: 'www.staysmart.example.com', origin: 'https://www.staysmart.example.com' } },
        );
      expect(response.statusCode).toBe(200);
      const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      expect(cookies).toHaveLength(3);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
    });

    test('resumes a visit of the same browser and starts a new one for another browser', async () => {
      const first = t().client();
      await first.main();
      const visitId = first.visitId;

      const again = t().client();
      again.sameBrowserAs(first);
      again.visitId = visitId;
      const resumed = await again.main();
      expect(resumed.json<MainResponse>()).toMatchObject({ visit_id: visitId, resumed: true });

      const stranger = t().client();
      stranger.visitId = visitId;
      const fresh = await stranger.main();
      expect(fresh.json<MainResponse>().visit_id).not.toBe(visitId);
      expect(fresh.json<MainResponse>().resumed).toBe(false);
    });

    test('keeps the session on a later call and needs the XSRF header then', async () => {
      const client = t().client();
      await client.main();
      const sessionBefore = client.sessionCookie;
      const withHeader = await client.main();
      expect(withHeader.statusCode).toBe(200);
      expect(client.sessionCookie).toBe(sessionBefore);

      const withoutHeader = await client.post('/main/', {}, { noCsrf: true });
      expect(withoutHeader.statusCode).toBe(403);
      expect(errorOf(withoutHeader).code).toBe('CSRF');
    });

    test('decodes a base64 referrer and stores it', async () => {
      const client = t().client();
      const referrer = 'https://www.google.com/search?q=credit+cards';
      const response = await client.main({ referrer: encodeWebAddress(referrer) });
      expect(response.statusCode).toBe(200);
      const [visit] = await t().db.query<{ referrer: string }>('SELECT referrer FROM visits WHERE id = $1', [
        client.visitId,
      ]);
      expect(visit?.referrer).toBe(referrer);
    });

    test.each([
      [
        { browser_id: 'not an id!' },
        '"browser_id" must be up to 64 letters, digits or dashes (it is ignored: the server’s cookie names the browser).',
      ],
      [{ colour: 'blue' }, '"colour" is not a field this request accepts.'],
      [{ cookies: 'yes' }, '"cookies" must be true, false or an object of consent choices.'],
      [
        { referrer: 'not base64!' },
        '"referrer" must be a base64-encoded http(s) address or site path, or empty.',
      ],
      [
        { referrer: encodeWebAddress('javascript:alert(1)') },
        '"referrer" must be a base64-encoded http(s) address or site path, or empty.',
      ],
      [{ visit_id: 42 }, '"visit_id" must be the visit id from /main/, or null.'],
    ])('rejects %j with a clear 400', async (body, message) => {
      const response = await t().client().post('/main/', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'BAD_REQUEST', message });
    });
  });

  describe('request checks', () => {
    test('a wrong X-XSRF-TOKEN is refused with 403 CSRF', async () => {
      const client = t().client();
      await client.main();
      const response = await client.post(
        '/getUserDetails/',
        {},
        { noCsrf: true, headers: { 'x-xsrf-token': 'wrong' } },
      );
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('CSRF');
      expect(errorOf(response).message).toMatch(/X-XSRF-TOKEN/);
    });

    test('an Origin from another site is refused, the same origin is accepted', async () => {
      const client = t().client();
      await client.main();
      const foreign = await client.post(
        '/getUserDetails/',
        {},
        { headers: { origin: 'https://evil.example.com' } },
      );
      expect(foreign.statusCode).toBe(403);
      expect(errorOf(foreign).code).toBe('CSRF');
      const same = await client.post('/getUserDetails/', {}, { headers: { origin: 'http://localhost' } });
      expect(same.statusCode).toBe(200);
    });

    test('a wrong app key is refused, the right one (header or body) accepted', async () => {
      const client = t().client();
      const wrongHeader = await client.post('/main/', {}, { headers: { 'x-app-key': 'other-build-key' } });
      expect(wrongHeader.statusCode).toBe(403);
      expect(errorOf(wrongHeader).code).toBe('APP_KEY');
      const wrongBody = await client.post('/main/', { app_key: 'other-build-key' });
      expect(wrongBody.statusCode).toBe(403);
      const right = await client.post('/main/', { app_key: APP_KEY }, { headers: { 'x-app-key': APP_KEY } });
      expect(right.statusCode).toBe(200);
    });

    test('routes that need a session answer 401 without one', async () => {
      const response = await t().client().post('/signin/', { email: 'someone@example.com' });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('NO_SESSION');
    });

    test('an idle session expires after two hours; /main/ then starts a new one', async () => {
      const client = t().client();
      await client.main();
      const oldSession = client.sessionCookie;
      t().clock.advance(2 * 60 * 60 * 1000 + 1000);
      const expired = await client.post('/signin/', { email: 'someone@example.com' });
      expect(expired.statusCode).toBe(401);
      expect(errorOf(expired).code).toBe('SESSION_EXPIRED');
      const restarted = await client.main();
      expect(restarted.statusCode).toBe(200);
      expect(client.sessionCookie).not.toBe(oldSession);
    });

    test('unknown API paths answer 404 JSON and other methods 405 JSON', async () => {
      const client = t().client();
      const unknown = await client.post('/noSuchThing/');
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).code).toBe('NOT_FOUND');

      const get = await t().app.inject({ method: 'GET', url: '/api/v1/main/' });
      expect(get.statusCode).toBe(405);
      expect(get.headers.allow).toBe('POST');
      expect(errorOf(get).code).toBe('METHOD_NOT_ALLOWED');

      const getUnknown = await t().app.inject({ method: 'GET', url: '/api/v1/nothing/here' });
      expect(getUnknown.statusCode).toBe(404);
      expect(getUnknown.headers['content-type']).toMatch(/application\/json/);
    });

    test('malformed bodies get 400, 413 or 415 with a message, never 500', async () => {
      const client = t().client();
      const notJson = await client.post('/main/', undefined, { raw: '{"browser_id": ' });
      expect(notJson.statusCode).toBe(400);
      expect(errorOf(notJson).message).toBe('The request body is not valid JSON.');

      const text = await client.post('/main/', undefined, { raw: 'hello', contentType: 'text/plain' });
      expect(text.statusCode).toBe(400);
      expect(errorOf(text).message).toBe('The request body must be a JSON object.');

      const xml = await client.post('/main/', undefined, { raw: '<main/>', contentType: 'application/xml' });
      expect(xml.statusCode).toBe(415);

      const huge = await client.post('/main/', {
        client_info: { blob: 'x'.repeat(1_100_000) },
      });
      expect(huge.statusCode).toBe(413);
      expect(errorOf(huge).code).toBe('PAYLOAD_TOO_LARGE');
    });
  });

  describe('housekeeping', () => {
    test('removes sessions past their limits and day-old codes, keeps the rest', async () => {
      const idle = t().client();
      await idle.main();
      t().clock.advance(3 * 60 * 60 * 1000);
      const fresh = t().client();
      await fresh.main();
      await t().db.query(
        `INSERT INTO one_time_codes (id, purpose, session_hash, channel, destination, deliverable, code_hash, created_at, expires_at)
         VALUES ($1, 'signin', 'x', 'email', 'old@example.com', false, 'x', $2, $2)`,
        [randomUUID(), new Date(t().clock.now().getTime() - 25 * 60 * 60 * 1000).toISOString()],
      );
      const removed = await removeExpired(t().db, t().clock.now());
      expect(removed.codes).toBe(1);
      expect(removed.sessions).toBeGreaterThanOrEqual(1);
      expect((await fresh.post('/getUserDetails/')).statusCode).toBe(200);
      const remaining = await t().db.query('SELECT 1 FROM one_time_codes WHERE destination = $1', [
        'old@example.com',
      ]);
      expect(remaining).toEqual([]);
    });
  });

  describe('record retention', () => {
    const DAY = 24 * 60 * 60 * 1000;
    // Other tests of this file share the database and its clock: only this test's records are counted.
    const eventsOf = async (dcId: string) =>
      (await t().db.query('SELECT 1 FROM events WHERE dc_id = $1', [dcId])).length;
    const reportsOf = async (errorId: string) =>
      (await t().db.query('SELECT 1 FROM error_reports WHERE error_id = $1', [errorId])).length;
    const visitDetails = async (visitId: string) =>
      (
        await t().db.query<{ referrer: string | null; flags: unknown; client_info: unknown }>(
          'SELECT referrer, flags, client_info FROM visits WHERE id = $1',
          [visitId],
        )
      )[0];

    /** A visit with a referrer and campaign flags, one tracked action and one error report. */
    async function recordedVisit(dcId: string) {
      const client = t().client();
      const started = await client.main({
        referrer: encodeWebAddress('https://news.example/rates'),
        flags: { utm_source: 'newsletter' },
      });
      expect(started.statusCode).toBe(200);
      const action = {
        action: 'initial',
        data: null,
        url: encodeWebAddress('/'),
        timestamp: t().clock.now().getTime(),
        sequence_id: 1,
        start_timestamp: t().clock.now().getTime(),
      };
      expect((await client.post('/updateEvents/', { actions: [action], dc_id: dcId })).statusCode).toBe(200);
      const report = await client.post('/errorReport/', {
        message: 'boom',
        name: 'Error',
        stack: 'Error: boom',
        error_id: `E-${dcId}`,
      });
      expect(report.statusCode).toBe(200);
      return client.visitId as string;
    }

    test("keeps error reports 90 days and tracked actions and a visit's details 12 months, the visit itself for good", async () => {
      const old = await recordedVisit('dc-old-1');
      expect(await eventsOf('dc-old-1')).toBe(1);
      expect(await reportsOf('E-dc-old-1')).toBe(1);

      t().clock.advance(89 * DAY);
      await removeExpired(t().db, t().clock.now());
      expect(await reportsOf('E-dc-old-1')).toBe(1);

      t().clock.advance(2 * DAY);
      const at91Days = await removeExpired(t().db, t().clock.now());
      expect(at91Days.errorReports).toBeGreaterThanOrEqual(1);
      expect(await reportsOf('E-dc-old-1')).toBe(0);
      expect(await eventsOf('dc-old-1')).toBe(1);
      expect((await visitDetails(old))?.referrer).toBe('https://news.example/rates');

      // 366 days after the first visit; a second visit today keeps everything.
      t().clock.advance(275 * DAY);
      const recent = await recordedVisit('dc-new-1');
      const atAYear = await removeExpired(t().db, t().clock.now());
      expect(atAYear.trackedActions).toBeGreaterThanOrEqual(1);
      expect(atAYear.visitDetails).toBeGreaterThanOrEqual(1);
      expect(await eventsOf('dc-old-1')).toBe(0);
      expect(await eventsOf('dc-new-1')).toBe(1);
      expect(await reportsOf('E-dc-new-1')).toBe(1);
      expect(await visitDetails(old)).toEqual({ referrer: null, flags: null, client_info: null });
      expect(await visitDetails(recent)).toEqual({
        referrer: 'https://news.example/rates',
        flags: { utm_source: 'newsletter' },
        client_info: expect.objectContaining({ build: 'test' }),
      });
    });
  });

  describe('visitor information', () => {
    test('/getUserDetails/ says only signed_out for an anonymous visitor', async () => {
      const client = t().client();
      await client.main();
      const response = await client.post('/getUserDetails/');
      expect(response.json()).toEqual({ status: 'signed_out' });
    });

    test('/getHLParameter/ returns the home-loan defaults and the APRA buffer', async () => {
      const response = await t().client().post('/getHLParameter/');
      expect(response.json()).toEqual({ amount: 500000, deposit: 0.4, purpose: 'Home', rate_buffer: 0.03 });
    });

    test('/getUserLocation/ knows the state only from a postcode the visitor gave', async () => {
      const client = t().client();
      await client.main();
      expect((await client.post('/getUserLocation/')).json()).toEqual({
        state: null,
        postcode: null,
        source: 'none',
      });
      await t().db.query('UPDATE browsers SET postcode = $2 WHERE id = $1', [client.browserId, '3121']);
      expect((await client.post('/getUserLocation/')).json()).toEqual({
        state: 'VIC',
        postcode: '3121',
        source: 'postcode',
      });
    });

    test('/checkActiveEvent/ finds an unfinished recent survey of this browser only', async () => {
      const client = t().client();
      await client.main();
      expect((await client.post('/checkActiveEvent/')).json()).toEqual({ active: false, event: null });

      const now = t().clock.now();
      const insert = (status: string, updatedAt: Date, browserId: string) =>
        t().db.query(
          `INSERT INTO surveys (id, kind, status, browser_id, created_at, updated_at) VALUES ($1, 'credit_card', $2, $3, $4, $4)`,
          [randomUUID(), status, browserId, updatedAt.toISOString()],
        );
      await insert('finished', now, client.browserId);
      await insert('active', new Date(now.getTime() - 8 * 24 * 60 * 60 * 1000), client.browserId);
      await insert('active', now, 'someone-else-browser');
      expect((await client.post('/checkActiveEvent/')).json()).toEqual({ active: false, event: null });

      await insert('active', new Date(now.getTime() - 60_000), client.browserId);
      const found = (await client.post('/checkActiveEvent/')).json();
      expect(found).toMatchObject({ active: true, event: { kind: 'credit_card' } });
    });

    test('/checkActiveEvent/ knows the browser by its cookie alone, before the page starts a session', async () => {
      const client = t().client();
      await client.main();
      const surveyId = randomUUID();
      await t().db.query(
        `INSERT INTO surveys (id, kind, status, browser_id, created_at, updated_at) VALUES ($1, 'home_loan', 'active', $2, $3, $3)`,
        [surveyId, client.browserId, t().clock.now().toISOString()],
      );
      // A returning visitor: the session has lapsed, the signed browser cookie is still there.
      const returning = t().client().sameBrowserAs(client);
      const found = (await returning.post('/checkActiveEvent/')).json();
      expect(found).toMatchObject({ active: true, event: { id: surveyId, kind: 'home_loan' } });
      expect(returning.sessionCookie).toBeUndefined();

      const forged = t().client();
      forged.cookies.set('ss_browser', `${client.browserId}.not-its-signature`);
      expect((await forged.post('/checkActiveEvent/')).json()).toEqual({ active: false, event: null });
      expect((await t().client().post('/checkActiveEvent/')).json()).toEqual({ active: false, event: null });
    });

    test('/checkActiveEvent/ offers a signed-out browser none of the account’s surveys', async () => {
      const client = t().client();
      await client.main();
      await signUp(t(), client);
      const surveyId = await startSurvey(client);
      const signedIn = (await client.post('/checkActiveEvent/')).json();
      expect(signedIn).toMatchObject({ active: true, event: { id: surveyId } });
      expect((await client.post('/signout/')).statusCode).toBe(200);
      expect((await client.post('/checkActiveEvent/')).json()).toEqual({ active: false, event: null });
      // Nor by the browser cookie alone.
      const returning = t().client().sameBrowserAs(client);
      expect((await returning.post('/checkActiveEvent/')).json()).toEqual({ active: false, event: null });
    });
  });
});
