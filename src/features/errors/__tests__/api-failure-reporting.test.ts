import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPost, ApiError, setApiFailureHandler } from '../../../lib/api-client';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import {
  createApiFailureReporter,
  describeFailedRequest,
  installApiFailureReporting,
} from '../api-failure-reporting';

const server = setUpMswServer();

afterEach(() => setApiFailureHandler(null));

describe('the common handler for failed calls', () => {
  it('reports a failed call through /errorReport/ while the caller still gets the rejection', async () => {
    const reports: Record<string, unknown>[] = [];
    server.use(
      http.post(apiUrl('/getUserNotifications/'), () =>
        HttpResponse.json(
          { error: { code: 'UNAUTHORIZED', message: 'Please sign in to see this.' } },
          { status: 401 },
        ),
      ),
      http.post(apiUrl('/errorReport/'), async ({ request }) => {
        reports.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ stored: true });
      }),
    );
    await installApiFailureReporting();

    await expect(apiPost('/getUserNotifications/', { newOnly: true })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });

    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      message: 'Please sign in to see this.',
      name: 'ApiError',
      raw: { path: '/getUserNotifications/', method: 'POST', status: 401, code: 'UNAUTHORIZED' },
    });
    expect(reports[0]?.error_id).toMatch(/^[0-9A-Z]+-[0-9A-Z]{6}$/);
    // Bodies of ordinary calls hold personal details and stay out of reports.
    expect(JSON.stringify(reports[0])).not.toContain('new_only');
  });

  it('reports a failed /main/ call with its payload but without the flags the client sent', () => {
    expect(
      describeFailedRequest({
        path: '/main/',
        body: {
          gaId: null,
          app: 'web',
          frontend: 'gatsby',
          cookies: true,
          flags: { utm_source: 'x' },
        },
      }),
    ).toEqual({
      path: '/main/',
      method: 'POST',
      request: { gaId: null, app: 'web', frontend: 'gatsby', cookies: true },
    });
  });

  it('reports the same failure once a minute at most, and never a failed error report', () => {
    const report = jest.fn().mockResolvedValue({ errorId: 'x', delivered: true });
    let now = 0;
    const handler = createApiFailureReporter(report, () => now);
    const failure = new ApiError(0, 'NETWORK', 'offline', '/updateEvents/');
    handler(failure, { path: '/updateEvents/', body: {} });
    handler(failure, { path: '/updateEvents/', body: {} });
    now = 61_000;
    handler(failure, { path: '/updateEvents/', body: {} });
    handler(new ApiError(500, 'INTERNAL', 'x', '/errorReport/'), { path: '/errorReport/', body: {} });
    expect(report).toHaveBeenCalledTimes(2);
  });

  it.each([
    [400, 'INVALID_CODE', false],
    [400, 'CODE_EXPIRED', false],
    [429, 'TOO_MANY_ATTEMPTS', false],
    [401, 'SESSION_EXPIRED', false],
    [400, 'BAD_REQUEST', true],
    [403, 'CSRF', true],
    [500, 'INVALID_CODE', true],
  ])('a %i %s answer is reported: %p', (status, code, reported) => {
    const report = jest.fn().mockResolvedValue({ errorId: 'x', delivered: true });
    createApiFailureReporter(report)(new ApiError(status, code, 'x', '/signin/'), {
      path: '/signin/',
      body: {},
    });
    expect(report).toHaveBeenCalledTimes(reported ? 1 : 0);
  });
});
