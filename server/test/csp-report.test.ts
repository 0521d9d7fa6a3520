/** @jest-environment ./server/test/pglite-environment.ts */
import { CSP_REPORT_PATH, NO_CONTENT_POLICY } from '../lib/content-security-policy';
import { API_PREFIX } from '../plugins/api';
import { cspReportRoute } from '../routes/csp-report';
import { errorOf, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
const POLICY = "default-src 'self'; script-src 'self'; report-uri /api/v1/cspReport/";

/** As Chromium 156 posts it for `report-uri` (captured from a real violation). */
const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1:8799/',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': POLICY,
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 1,
    'column-number': 40,
    'source-file': 'http://127.0.0.1:8799/',
    'status-code': 200,
    'script-sample': '',
  },
};

/** As Chromium 156 posts a Reporting API batch for `report-to` (captured from a real violation). */
const REPORTING_API_BODY = [
  {
    age: 1,
    body: {
      blockedURL: 'inline',
      columnNumber: 40,
      disposition: 'enforce',
      documentURL: 'https://www.staysmart.com.au/credit-cards/',
      effectiveDirective: 'script-src-elem',
      lineNumber: 1,
      originalPolicy: POLICY,
      referrer: '',
      sample: '',
      sourceFile: 'https://www.staysmart.com.au/credit-cards/',
      statusCode: 200,
    },
    type: 'csp-violation',
    url: 'https://www.staysmart.com.au/credit-cards/',
    user_agent: USER_AGENT,
  },
];

interface StoredReport {
  via: string;
  document_url: string;
  blocked_url: string | null;
  effective_directive: string | null;
  violated_directive: string | null;
  line_number: number | null;
  column_number: number | null;
  user_agent: string | null;
}

test('the policies name the address the route answers', () => {
  expect(CSP_REPORT_PATH).toBe(`${API_PREFIX}${cspReportRoute.path}`);
});

describe.each(testDrivers())('Content-Security-Policy violation reports on %s', (driver) => {
  const t = useTestApp(driver);

  const stored = () =>
    t().db.query<StoredReport>(
      `SELECT via, document_url, blocked_url, effective_directive, violated_directive, line_number,
         column_number, user_agent
       FROM csp_reports ORDER BY id`,
    );
  const count = async () =>
    (await t().db.query<{ count: number }>('SELECT count(*)::int AS count FROM csp_reports'))[0]?.count;

  beforeEach(async () => {
    await t().db.query('DELETE FROM csp_reports');
  });

  test('stores a report-uri report as the browser sends it, without session, token or app key', async () => {
    const response = await t()
      .client()
      .post('/cspReport/', undefined, {
        raw: JSON.stringify(REPORT_URI_BODY),
        contentType: 'application/csp-report',
        headers: { 'user-agent': USER_AGENT, origin: 'http://localhost:80' },
      });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: 1 });
    expect(response.headers['content-security-policy']).toBe(NO_CONTENT_POLICY);
    expect(await stored()).toEqual([
      {
        via: 'report-uri',
        document_url: 'http://127.0.0.1:8799/',
        blocked_url: 'inline',
        effective_directive: 'script-src-elem',
        violated_directive: 'script-src-elem',
        line_number: 1,
        column_number: 40,
        user_agent: USER_AGENT,
      },
    ]);
  });

  test('stores every report of a Reporting API batch', async () => {
    const second = {
      ...REPORTING_API_BODY[0],
      body: { ...REPORTING_API_BODY[0]?.body, blockedURL: 'eval', lineNumber: null, columnNumber: null },
    };
    const response = await t()
      .client()
      .post('/cspReport/', undefined, {
        raw: JSON.stringify([...REPORTING_API_BODY, second]),
        contentType: 'application/reports+json',
        headers: { 'user-agent': 'the uploading process' },
      });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: 2 });
    const rows = await stored();
    expect(rows.map((row) => [row.via, row.blocked_url, row.line_number, row.user_agent])).toEqual([
      ['report-to', 'inline', 1, USER_AGENT],
      ['report-to', 'eval', null, USER_AGENT],
    ]);
    expect(rows[0]?.effective_directive).toBe('script-src-elem');
  });

  test('takes the report with the session cookie a report-uri post carries, without the CSRF header', async () => {
    const client = t().client();
    await client.main();
    const response = await client.post('/cspReport/', REPORT_URI_BODY, {
      noCsrf: true,
      contentType: 'application/csp-report',
    });
    expect(response.statusCode).toBe(200);
  });

  test('ignores report fields it does not know, which browsers add over time', async () => {
    const report = { ...REPORT_URI_BODY['csp-report'], 'new-field': { any: 'thing' } };
    const response = await t().client().post('/cspReport/', { 'csp-report': report });
    expect(response.statusCode).toBe(200);
  });

  test.each([
    ['an unknown field beside the report', { ...REPORT_URI_BODY, extra: 1 }, /"extra" is not a field/],
    ['no report', {}, /"csp-report" is required/],
    [
      'a report without its page',
      { 'csp-report': { 'blocked-uri': 'inline' } },
      /"csp-report.document-uri" is required/,
    ],
    [
      'a line number that is not a whole number',
      { 'csp-report': { ...REPORT_URI_BODY['csp-report'], 'line-number': 1.5 } },
      /"csp-report.line-number"/,
    ],
    [
      'a line number too large to store',
      { 'csp-report': { ...REPORT_URI_BODY['csp-report'], 'line-number': 2 ** 31 } },
      /"csp-report.line-number" must be at most 2147483647/,
    ],
    ['an empty batch', [], /at least 1 items/],
    [
      'a report of another type',
      [{ ...REPORTING_API_BODY[0], type: 'deprecation' }],
      /"\[0\].type" must be one of: csp-violation/,
    ],
    [
      'a batch report without its directive',
      [{ ...REPORTING_API_BODY[0], body: { documentURL: 'https://www.staysmart.com.au/' } }],
      /"\[0\].body.effectiveDirective" is required/,
    ],
    ['a string', 'report', /./],
  ])('refuses %s with a 400 and stores nothing', async (_name, body, message) => {
    const response = await t().client().post('/cspReport/', body, { contentType: 'application/csp-report' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
    expect(errorOf(response).message).toMatch(message);
    expect(await count()).toBe(0);
  });

  test('refuses what the body parsers refuse for every route, in the API error shape', async () => {
    const client = t().client();
    const nul = await client.post('/cspReport/', undefined, {
      raw: JSON.stringify(REPORT_URI_BODY).replace('inline', 'in\\u0000line'),
      contentType: 'application/csp-report',
    });
    expect(nul.statusCode).toBe(400);
    const notUtf8 = await client.post('/cspReport/', undefined, {
      raw: Buffer.from([0x7b, 0xff, 0x7d]),
      contentType: 'application/reports+json',
    });
    expect(notUtf8.statusCode).toBe(400);
    const form = await client.post('/cspReport/', undefined, {
      raw: 'csp-report=1',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    for (const response of [nul, notUtf8, form]) {
      expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    expect(await count()).toBe(0);
  });

  test('refuses reports posted from another site', async () => {
    const response = await t()
      .client()
      .post('/cspReport/', REPORT_URI_BODY, { headers: { origin: 'https://attacker.example' } });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('CSRF');
    expect(await count()).toBe(0);
  });
});
