/** @jest-environment ./server/test/pglite-environment.ts */
/**
 * The input that used to pass validation and then fail in PostgreSQL or JSON.stringify (a 500),
 * or be stored changed, each answered with a 400 that names the field, with nothing stored; and
 * the requests Fastify refuses before any route runs, answered in the API's error shape.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { encodeWebAddress } from '../lib/web-address';
import { newPerson, type Person, signUp } from './helpers/auth-flows';
import {
  BRAVO_LOW_RATE_REFERRAL,
  homeLoanVisitor,
  loanInput,
  startLoanSurvey,
  webhookBody,
} from './helpers/home-loans';
import { rowCounts, tableNames } from './helpers/row-counts';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const deep = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Sends raw bytes over a socket and returns what came back before the server closed it. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
  });
}

function bodyOf(httpAnswer: string): unknown {
  return JSON.parse(httpAnswer.slice(httpAnswer.indexOf('\r\n\r\n') + 4));
}

describe.each(testDrivers())('the API boundary on %s', (driver) => {
  const t = useTestApp(driver);
  let client: TestClient;
  let surveyId: string;
  let tables: string[];

  beforeAll(async () => {
    client = await homeLoanVisitor(t());
    await signUp(t(), client);
    surveyId = await startLoanSurvey(client);
    tables = await tableNames(t().db);
  }, 120_000);

  const referral = (contact: Partial<Person>) =>
    webhookBody(surveyId, BRAVO_LOW_RATE_REFERRAL, { ...newPerson('Mia', 'Nguyen'), ...contact });

  const mainBody = (extra: Record<string, unknown>) => ({ ...extra });
  const events = (action: Record<string, unknown>) => ({
    actions: [{ action: 'page_view', sequence_id: 1, ...action }],
    dc_id: 'dc-boundary',
  });

  test.each([
    [
      'a NUL in an error report',
      '/errorReport/',
      () => ({ error_id: 'e-1', message: 'failed\u0000' }),
      '"message" must not contain the null character (U+0000).',
    ],
    [
      'a NUL in an e-mail address',
      '/signup/',
      () => ({ ...newPerson(), email: 'mia\u0000@example.com' }),
      '"email" must not contain the null character (U+0000).',
    ],
    [
      'a NUL in a field name',
      '/main/',
      () => mainBody({ flags: { 'a\u0000b': '1' } }),
      'A field name in "flags" must not contain the null character (U+0000).',
    ],
    [
      'half a surrogate pair in an e-mail address, which would have been stored as U+FFFD',
      '/signup/',
      () => ({ ...newPerson(), email: 'mia\ud800@example.com' }),
      '"email" must not contain half of a UTF-16 surrogate pair (U+D800), which is not a character.',
    ],
    [
      'half a surrogate pair in a name',
      '/signup/',
      () => ({ ...newPerson(), first_name: 'Mia\udc00' }),
      '"first_name" must not contain half of a UTF-16 surrogate pair (U+DC00), which is not a character.',
    ],
    [
      "half a surrogate pair in the lender's name",
      '/updateHLSurveyInput/',
      () => ({ survey_id: null, current: loanInput({ provider_id: null, lender_name: 'Zeta \ud83d' }) }),
      '"current.lender_name" must not contain half of a UTF-16 surrogate pair (U+D83D), which is not a character.',
    ],
    [
      'a right-to-left override in an e-mail address',
      '/signup/',
      () => ({ ...newPerson(), email: 'mia\u202e@example.com' }),
      '"email" must not contain invisible or control characters; it contains U+202E. Type it again rather than pasting it.',
    ],
    [
      'a zero-width space in a name',
      '/signup/',
      () => ({ ...newPerson(), last_name: 'Ngu\u200byen' }),
      '"last_name" must not contain invisible or control characters; it contains U+200B. Type it again rather than pasting it.',
    ],
    [
      'an override in a referral to the partner',
      '/useFinspoWebhook/',
      () => referral({ first_name: '\u202eMia' }),
      '"contact_details.first_name" must not contain invisible or control characters; it contains U+202E. Type it again rather than pasting it.',
    ],
    [
      'a lone surrogate in a referral to the partner',
      '/useFinspoWebhook/',
      () => referral({ email: 'mia@example.com\udfff' }),
      '"contact_details.email" must not contain half of a UTF-16 surrogate pair (U+DFFF), which is not a character.',
    ],
    [
      'client details nested past their limit',
      '/main/',
      () => mainBody({ client_info: { a: { b: { c: { d: {} } } } } }),
      '"client_info" must nest objects and lists at most 4 levels deep.',
    ],
    [
      "an action's data nested past its limit",
      '/updateEvents/',
      () => events({ data: JSON.parse(deep(9)) as unknown }),
      '"actions[0].data" must nest objects and lists at most 8 levels deep.',
    ],
    [
      'an event in the year 10000',
      '/updateEvents/',
      () => events({ timestamp: Date.UTC(10000, 0, 1) }),
      '"actions[0].timestamp" must be a time from 2000-01-01 to 2099-12-31.',
    ],
  ])('%s is a 400 naming the field, and nothing is stored', async (_label, path, body, message) => {
    const before = await rowCounts(t().db, tables);
    const response = await client.post(path, body());
    expect({ status: response.statusCode, error: errorOf(response) }).toEqual({
      status: 400,
      error: { code: 'BAD_REQUEST', message },
    });
    expect(await rowCounts(t().db, tables)).toEqual(before);
  });

  test.each([
    ['JSON null', 'null', 'The request body must be a JSON object.'],
    ['a list', '[{}]', 'The request body must be a JSON object.'],
    [
      'a __proto__ field',
      '{"browser_id":"browser-123456","__proto__":{"admin":true}}',
      '"__proto__" is not allowed: "__proto__" cannot be a field name.',
    ],
    [
      'free-form JSON nested 5,000 levels',
      `{"browser_id":"browser-123456","flags":{"a":${deep(5_000)}}}`,
      'The request body is nested too deeply (at character 299): objects and lists may be nested at most 32 levels.',
    ],
    [
      'free-form JSON nested 40 levels',
      `{"browser_id":"browser-123456","flags":{"a":${deep(40)}}}`,
      '"flags.a[0][0][0]..." is nested too deeply: objects and lists may be nested at most 32 levels.',
    ],
    [
      'a number too large for JavaScript',
      '{"browser_id":"browser-123456","flags":{"n":1e400}}',
      '"flags.n" is a number too large to use.',
    ],
  ])('a body of %s is a 400 with its own message', async (_label, raw, message) => {
    const response = await client.post('/main/', undefined, { raw });
    expect({ status: response.statusCode, error: errorOf(response) }).toEqual({
      status: 400,
      error: { code: 'BAD_REQUEST', message },
    });
  });

  test('a body that is not UTF-8 is a 400, not text with U+FFFD in it', async () => {
    const raw = Buffer.concat([
      Buffer.from(`{"error_id":"e-3","message":"`),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]);
    const response = await client.post('/errorReport/', undefined, { raw });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('The request body is not valid UTF-8 text.');
  });

  test('a query string holding NUL is a 400 naming the parameter', async () => {
    const response = await client.post('/getEventHistory/?limit=1%00', {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(
      '"limit" in the address must not contain the null character (U+0000).',
    );
  });

  test('invisible characters in free text that is not a name or an address are stored as sent', async () => {
    const message = 'Could not load \u202edata\u200b';
    const response = await client.post('/errorReport/', {
      error_id: 'e-4',
      message,
      url: encodeWebAddress('/home-loans/'),
    });
    expect(response.statusCode).toBe(200);
    const rows = await t().db.query<{ message: string }>(
      "SELECT message FROM error_reports WHERE error_id = 'e-4'",
    );
    expect(rows).toEqual([{ message }]);
  });

  test('an address that is not valid percent-encoding gets the API error shape', async () => {
    const response = await t().app.inject({ method: 'POST', url: '/api/v1/main/%E0%A4%A', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'The address is not valid: every % in it must start a percent-encoded UTF-8 character.',
      },
    });
  });

  describe('over HTTP', () => {
    let port: number;
    beforeAll(async () => {
      await t().app.listen({ port: 0, host: '127.0.0.1' });
      port = (t().app.server.address() as AddressInfo).port;
    });

    test('a query string too long for the headers gets 431 in the API error shape', async () => {
      const answer = await exchange(
        port,
        `POST /api/v1/status/?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
      expect(bodyOf(answer)).toEqual({
        error: { code: 'HEADERS_TOO_LARGE', message: expect.stringContaining('too large') },
      });
    });

    test('HTTP that cannot be read gets 400 in the API error shape', async () => {
      const answer = await exchange(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(answer)).toEqual({
        error: { code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' },
      });
    });
  });
});
