import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { errorReportStored } from '../../../test/site-answers';
import { buildErrorReportBody } from '../error-report-body';
import { reportError } from '../report-error';

const server = setUpMswServer();

describe('reporting an error', () => {
  it('sends message, name, stack, the error id and the page address, and says it was delivered', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(apiUrl('/errorReport/'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(errorReportStored(String(body.error_id)));
      }),
    );
    const outcome = await reportError({
      error: new TypeError('x is undefined'),
      details: { source: 'test' },
    });
    expect(outcome.delivered).toBe(true);
    expect(body).toMatchObject({
      error_id: outcome.errorId,
      visit_id: null,
      message: 'x is undefined',
      name: 'TypeError',
      stack: expect.stringContaining('x is undefined'),
      raw: { source: 'test' },
    });
    expect(atob(body.url as string)).toBe(window.location.href);
  });

  it('says it was not delivered when the report call fails, without reporting that failure again', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/errorReport/'), () => {
        calls += 1;
        return HttpResponse.json({ error: { code: 'RATE_LIMITED', message: 'Slow down.' } }, { status: 429 });
      }),
    );
    const outcome = await reportError({ error: new Error('boom') });
    expect(outcome).toEqual({ errorId: expect.any(String), delivered: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(1);
  });

  it('keeps a rejected value that is not an Error as raw details', () => {
    expect(buildErrorReportBody('ID-1', { error: { status: 418 } }, { visitId: 'v', url: null })).toEqual({
      errorId: 'ID-1',
      visitId: 'v',
      message: 'A value that is not an Error was thrown',
      name: null,
      stack: null,
      raw: { thrown: { status: 418 } },
      url: null,
    });
    expect(buildErrorReportBody('ID-2', { error: 'plain text' }, { visitId: null, url: null })).toMatchObject(
      {
        message: 'plain text',
        name: null,
      },
    );
  });
});
