import { ApiError } from './api-error';
import { refuseOverSendLimit, type SendLimit } from './send-limits';

const limit: SendLimit = {
  perNetwork: 2,
  all: 3,
  windowMs: 600_000,
  sentText: (n) => `We have sent ${n} codes`,
};
const now = new Date('2026-11-28T00:10:00.000Z');
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 0, minute)).toISOString();

describe('refuseOverSendLimit', () => {
  it.each([
    // recent sends (network, minute), asking network, expected: null = allowed, else [count, seconds to wait]
    ['nothing sent', [], 'a', null],
    ['one from here', [['a', 1]], 'a', null],
    [
      'two from here: this network is done',
      [
        ['a', 1],
        ['a', 4],
      ],
      'a',
      [2, 60],
    ],
    [
      'two from elsewhere: this network may still',
      [
        ['b', 1],
        ['b', 4],
      ],
      'a',
      null,
    ],
    [
      'three in all: every network waits for the oldest',
      [
        ['b', 2],
        ['c', 3],
        ['a', 5],
      ],
      'd',
      [3, 120],
    ],
  ] as const)('%s', (_name, sends, from, expected) => {
    const recent = sends.map(([network, minute]) => ({ requested_from: network, sent_at: at(minute) }));
    const run = () => refuseOverSendLimit(recent, from, limit, now);
    if (expected === null) {
      expect(run).not.toThrow();
      return;
    }
    let refusal: unknown;
    try {
      run();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    const error = refusal as ApiError;
    expect(error.statusCode).toBe(429);
    expect(error.message).toMatch(new RegExp(`^We have sent ${expected[0]} codes\\.`));
    // The oldest counted send leaves the 10-minute window this many seconds from now.
    expect(error.headers['retry-after']).toBe(String(expected[1]));
  });
});
