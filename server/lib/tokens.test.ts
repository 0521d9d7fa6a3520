import { randomToken } from './tokens';

describe('randomToken', () => {
  test('gives 32 random bytes as base64url, never the same twice across refills of its pool', () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
