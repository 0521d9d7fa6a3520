import { answeredVersion, parseVersionHeader, versionHeaders } from './cdr-version';
import { createHttpClient } from './http-client';
import { createLimiter, mapLimited } from './limiter';
import { exclusionReason } from './product-scope';
import { backoffDelay, DEFAULT_RETRY_POLICY, parseRetryAfter } from './retry-policy';
import { sydneyDate, sydneyIsoTime } from '../import/sydney-time';

const NOW = Date.parse('2026-11-26T01:00:00Z');

describe('version negotiation', () => {
  test.each([
    [
      { min: 3, max: 7 },
      { 'x-v': '7', 'x-min-v': '3' },
    ],
    [{ min: 2, max: 2 }, { 'x-v': '2' }],
  ])('asks for %p with %p', (range, headers) => expect(versionHeaders(range)).toEqual(headers));

  test.each<[string | null, number | null]>([
    ['7', 7],
    [' 5 ', 5],
    ['0', null],
    ['v7', null],
    ['', null],
    [null, null],
  ])('reads the x-v header %p as %p', (header, version) => expect(parseVersionHeader(header)).toBe(version));

  test('an answer without x-v is in the only version asked for, or unknown', () => {
    expect(answeredVersion(null, { min: 2, max: 2 })).toBe(2);
    expect(answeredVersion(null, { min: 3, max: 7 })).toBeNull();
  });
});

describe('retry timing', () => {
  test.each<[string | null, number | null]>([
    ['3', 3000],
    ['0', 0],
    ['Thu, 26 Nov 2026 01:00:10 GMT', 10_000],
    ['Thu, 26 Nov 2026 00:00:00 GMT', 0],
    ['soon', null],
    ['1.5', null],
    [null, null],
  ])('Retry-After %p waits %p ms', (value, ms) => expect(parseRetryAfter(value, NOW)).toBe(ms));

  test.each([
    [2, 1, 500],
    [3, 1, 1000],
    [4, 1, 2000],
    [10, 1, 8000],
    [3, 0.5, 500],
  ])('the back-off before try %p with jitter %p is %p ms', (nextTry, random, ms) =>
    expect(backoffDelay(nextTry, DEFAULT_RETRY_POLICY, () => random)).toBe(ms),
  );
});

describe('the HTTP client', () => {
  function client(answers: (() => Response | Promise<Response>)[]) {
    const waits: number[] = [];
    let call = 0;
    const getJson = createHttpClient({
      userAgent: 'test',
      timeoutMs: 1000,
      retry: DEFAULT_RETRY_POLICY,
      fetch: (async () => (answers[call++] ?? answers.at(-1)!)()) as typeof fetch,
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 1,
      now: () => NOW,
    });
    return { getJson, waits, calls: () => call };
  }
  const ok = () => new Response('{"data":{}}', { headers: { 'x-v': '7' } });

  test('gives up at once when a holder asks to wait longer than a minute', async () => {
    const { getJson, calls } = client([
      () => new Response('', { status: 429, headers: { 'retry-after': '3600' } }),
    ]);
    await expect(getJson('https://x.example/', { min: 3, max: 7 })).resolves.toMatchObject({
      ok: false,
      reason: 'HTTP 429, asked to wait 3600 s',
    });
    expect(calls()).toBe(1);
  });

  test('retries a network error with back-off, then succeeds', async () => {
    const { getJson, waits } = client([
      () =>
        Promise.reject(
          new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }),
        ),
      ok,
    ]);
    await expect(getJson('https://x.example/', { min: 3, max: 7 })).resolves.toMatchObject({
      ok: true,
      version: 7,
      tries: 2,
    });
    expect(waits).toEqual([500]);
  });

  test.each([
    [404, 'HTTP 404', 1],
    [500, 'HTTP 500 after 4 tries', 4],
  ])('answers %p as "%s" after %p calls', async (status, reason, tries) => {
    const { getJson, calls } = client([() => new Response('', { status })]);
    await expect(getJson('https://x.example/', { min: 3, max: 7 })).resolves.toMatchObject({
      ok: false,
      reason,
    });
    expect(calls()).toBe(tries);
  });

  test('a holder that never answers times out on every try, then fails', async () => {
    let calls = 0;
    const getJson = createHttpClient({
      userAgent: 'test',
      timeoutMs: 20,
      retry: { ...DEFAULT_RETRY_POLICY, maxTries: 2 },
      fetch: ((_url: string, init: RequestInit) => {
        calls += 1;
        return new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      }) as unknown as typeof fetch,
      sleep: async () => undefined,
    });
    await expect(getJson('https://x.example/', { min: 3, max: 7 })).resolves.toMatchObject({
      ok: false,
      reason: 'timed out after 2 tries',
    });
    expect(calls).toBe(2);
  });

  test('an answer that is not JSON fails without retrying', async () => {
    const { getJson, calls } = client([() => new Response('<html>maintenance</html>')]);
    await expect(getJson('https://x.example/', { min: 3, max: 7 })).resolves.toMatchObject({
      ok: false,
      reason: 'the answer is not JSON',
    });
    expect(calls()).toBe(1);
  });
});

describe('the limiter', () => {
  test('never runs more than its limit at once, and keeps the order of results', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([5, 1, 4, 2, 3, 1, 1], 2, async (ms, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return index;
    });
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });

  test('a failing task frees its place', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(limit(async () => 'yes')).resolves.toBe('yes');
  });

  test.each([0, 1.5, -1])('refuses a concurrency of %p', (n) =>
    expect(() => createLimiter(n)).toThrow(/positive whole number/),
  );
});

describe('which products a refresh keeps', () => {
  test.each<[Record<string, unknown>, string | null]>([
    [{ productCategory: 'CRED_AND_CHRG_CARDS', name: 'Low Rate Card' }, null],
    [{ productCategory: 'BUSINESS_LOANS', name: 'Loan' }, 'not a consumer category'],
    [{ productCategory: 'PERS_LOANS', name: 'Business Overdraft' }, 'business or agri product'],
    [{ productCategory: 'PERS_LOANS', name: 'Loan', isTailored: true }, 'pricing negotiated per customer'],
    [
      { productCategory: 'TERM_DEPOSITS', name: 'TD', effectiveFrom: '2027-01-01T00:00:00Z' },
      'not in effect today',
    ],
    [
      { productCategory: 'TERM_DEPOSITS', name: 'TD', effectiveTo: '2026-01-01T00:00:00Z' },
      'not in effect today',
    ],
  ])('%p: %p', (product, reason) => expect(exclusionReason(product, NOW)).toBe(reason));
});

describe('Sydney dates', () => {
  test.each([
    ['2026-11-26T01:00:00Z', '2026-11-26', '2026-11-26T12:00:00+11:00'],
    ['2026-11-25T13:30:00Z', '2026-11-26', '2026-11-26T00:30:00+11:00'],
    ['2026-06-30T14:00:00Z', '2026-07-01', '2026-07-01T00:00:00+10:00'],
  ])('%s is %s in Sydney (%s)', (utc, day, time) => {
    expect(sydneyDate(Date.parse(utc))).toBe(day);
    expect(sydneyIsoTime(Date.parse(utc))).toBe(time);
  });
});
