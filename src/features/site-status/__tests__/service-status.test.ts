import { describeServiceStatus } from '../service-status';

describe('what the status page says about the service', () => {
  it.each([
    [
      'healthy',
      { httpStatus: 200, body: { status: 'ok', database: { reachable: true } }, ms: 12.4 },
      true,
      'The service answered in 12 ms. The database is reachable.',
    ],
    [
      'database down (the server answers 503)',
      { httpStatus: 503, body: { status: 'degraded', database: { reachable: false } }, ms: 30 },
      false,
      'The service answered in 30 ms, but its database is not reachable: sign-in, surveys and offers will fail until it is back.',
    ],
    [
      'an error without a report',
      { httpStatus: 500, body: { error: { code: 'INTERNAL' } }, ms: 5 },
      false,
      'The service answered with an error (500).',
    ],
    [
      'an answer that does not mention the database',
      { httpStatus: 200, body: { status: 'ok', database: { ok: true } }, ms: 8 },
      false,
      'The service answered in 8 ms, but did not say whether its database is reachable.',
    ],
    [
      'no answer at all',
      null,
      false,
      'The service could not be reached. Check your connection and try again.',
    ],
  ])('%s', (_name, answer, ok, detail) => {
    expect(describeServiceStatus(answer)).toEqual({ ok, detail });
  });
});
