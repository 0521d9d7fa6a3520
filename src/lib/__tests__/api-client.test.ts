import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../test/msw-server';
import { ApiError, apiPost, setApiFailureHandler, type ApiFailureHandler } from '../api-client';
import { encodeBase64 } from '../base64';

const server = setUpMswServer();

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  // Installing a handler drains failures kept from a test that had none.
  setApiFailureHandler(() => undefined);
  setApiFailureHandler(null);
  clearCookies();
});

describe('the API client', () => {
  it('posts snake_case JSON with addresses in base64 and gives back camelCase', async () => {
    let received: unknown;
    let method = '';
    server.use(
      http.all(apiUrl('/main/'), async ({ request }) => {
        method = request.method;
        received = await request.json();
        return HttpResponse.json({
          visit_id: 'v-1',
          providers: [{ url_slug: 'anz', big4: true, products: [] }],
        });
      }),
    );

    const answer = await apiPost<{ visitId: string; providers: { urlSlug: string }[] }>('/main/', {
      gaId: 'ga-1',
      referrer: 'https://example.com/a?b=c',
      clientInfo: { screenWidth: 390 },
      visitId: undefined,
    });

    expect(method).toBe('POST');
    expect(received).toEqual({
      ga_id: 'ga-1',
      referrer: encodeBase64('https://example.com/a?b=c'),
      client_info: { screen_width: 390 },
    });
    expect(answer).toEqual({ visitId: 'v-1', providers: [{ urlSlug: 'anz', big4: true, products: [] }] });
  });

  it('encodes web addresses nested in lists, such as tracked actions', async () => {
    let received: { actions: { url: string; webpage_url?: string }[] } | undefined;
    server.use(
      http.post(apiUrl('/updateEvents/'), async ({ request }) => {
        received = (await request.json()) as typeof received;
        return HttpResponse.json({ stored: 1 });
      }),
    );
    await apiPost('/updateEvents/', { actions: [{ url: '/credit-cards/', webpageUrl: '/x/' }] });
    expect(received?.actions[0]).toEqual({
      url: encodeBase64('/credit-cards/'),
      webpage_url: encodeBase64('/x/'),
    });
  });

  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header and sends credentials', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    let header: string | null = null;
    server.use(
      http.post(apiUrl('/getUserDetails/'), ({ request }) => {
        header = request.headers.get('x-xsrf-token');
        return HttpResponse.json({ status: 'signed_out' });
      }),
    );
    await apiPost('/getUserDetails/', {});
    expect(header).toBe('token-123');
  });

  it('sends no XSRF header when there is no cookie yet (before /main/ made the session)', async () => {
    let header: string | null = 'unset';
    server.use(
      http.post(apiUrl('/getUserDetails/'), ({ request }) => {
        header = request.headers.get('x-xsrf-token');
        return HttpResponse.json({ status: 'signed_out' });
      }),
    );
    await apiPost('/getUserDetails/', {});
    expect(header).toBeNull();
  });

  it('puts query parameters in the address and leaves undefined ones out', async () => {
    let search = '';
    server.use(
      http.post(apiUrl('/getUserNotifications/'), ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ items: [] });
      }),
    );
    await apiPost('/getUserNotifications/', {}, { query: { limit: 10, offset: undefined } });
    expect(search).toBe('?limit=10');
  });

  it('turns a server error body into one ApiError with status, code and message, and hands it to the handler', async () => {
    const handler = jest.fn<ReturnType<ApiFailureHandler>, Parameters<ApiFailureHandler>>();
    setApiFailureHandler(handler);
    server.use(
      http.post(apiUrl('/signin/verify-otp/'), () =>
        HttpResponse.json(
          { error: { code: 'INVALID_CODE', message: 'That code is not right. You have 4 tries left.' } },
          { status: 400 },
        ),
      ),
    );

    const failure = apiPost('/signin/verify-otp/', { code: '000000' });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_CODE',
      message: 'That code is not right. You have 4 tries left.',
      path: '/signin/verify-otp/',
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ status: 400, code: 'INVALID_CODE' });
    expect(handler.mock.calls[0]?.[1]).toEqual({ path: '/signin/verify-otp/', body: { code: '000000' } });
  });

  it('treats any status outside 200-299 as a failure, reading Retry-After of a 429', async () => {
    server.use(
      http.post(apiUrl('/signin/'), () =>
        HttpResponse.json(
          {
            error: {
              code: 'RATE_LIMITED',
              message: 'Too many requests from you. Please try again in 30 seconds.',
            },
          },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
      http.post(
        apiUrl('/status/'),
        () => new HttpResponse('moved', { status: 302, headers: { Location: '/x' } }),
      ),
    );
    await expect(apiPost('/signin/', {})).rejects.toMatchObject({ status: 429, retryAfterSeconds: 30 });
    await expect(apiPost('/status/', {})).rejects.toMatchObject({ code: 'HTTP_302' });
  });

  it('reports a network failure as status 0 with a message a visitor can act on', async () => {
    const handler = jest.fn();
    setApiFailureHandler(handler);
    server.use(http.post(apiUrl('/main/'), () => HttpResponse.error()));
    await expect(apiPost('/main/', {})).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps failures that happen before a handler is installed and hands them over later', async () => {
    server.use(http.post(apiUrl('/getUserDetails/'), () => HttpResponse.json({}, { status: 503 })));
    await expect(apiPost('/getUserDetails/', {})).rejects.toMatchObject({ status: 503 });
    const handler = jest.fn();
    setApiFailureHandler(handler);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ status: 503, code: 'HTTP_503' }), {
      path: '/getUserDetails/',
      body: {},
    });
  });

  it('does not hand over failures of calls marked reportFailure: false', async () => {
    const handler = jest.fn();
    setApiFailureHandler(handler);
    server.use(http.post(apiUrl('/errorReport/'), () => HttpResponse.json({}, { status: 500 })));
    await expect(apiPost('/errorReport/', {}, { reportFailure: false })).rejects.toMatchObject({
      status: 500,
    });
    expect(handler).not.toHaveBeenCalled();
  });
});
