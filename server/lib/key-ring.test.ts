import { SECURITY } from '../config/security';
import { SURVEY_LINK_TTL_MS } from '../services/survey-links';
import { type KeyRing, type KeyUse, PREVIOUS_KEY_GRACE_MS, verifyingKeys, verifyWithKeys } from './key-ring';

const DAY = 24 * 60 * 60 * 1000;
const ROTATED = new Date('2026-03-01T00:00:00Z');
const after = (ms: number) => new Date(ROTATED.getTime() + ms);
const kept: KeyRing = { current: 'new', previous: { key: 'old', retiredAt: ROTATED } };
const none: KeyRing = { current: 'new', previous: null };

describe('verifyingKeys', () => {
  test.each<[string, KeyRing, KeyUse, Date, string[]]>([
    ['no previous key', none, 'grace', after(0), ['new']],
    ['no previous key, unsubscribe', none, 'unsubscribe', after(0), ['new']],
    ['just rotated', kept, 'grace', after(0), ['new', 'old']],
    [
      'a code sent just before, checked 10 minutes on',
      kept,
      'grace',
      after(SECURITY.codeTtlMs),
      ['new', 'old'],
    ],
    ['a day before the grace ends', kept, 'grace', after(PREVIOUS_KEY_GRACE_MS - DAY), ['new', 'old']],
    ['the last millisecond of the grace', kept, 'grace', after(PREVIOUS_KEY_GRACE_MS - 1), ['new', 'old']],
    ['when the grace ends', kept, 'grace', after(PREVIOUS_KEY_GRACE_MS), ['new']],
    ['a year on', kept, 'grace', after(365 * DAY), ['new']],
    ['unsubscribe, when the grace ends', kept, 'unsubscribe', after(PREVIOUS_KEY_GRACE_MS), ['new', 'old']],
    ['unsubscribe, three years on', kept, 'unsubscribe', after(3 * 365 * DAY), ['new', 'old']],
    ['a clock behind the rotation', kept, 'grace', after(-DAY), ['new', 'old']],
  ])('%s', (_case, ring, use, now, keys) => {
    expect(verifyingKeys(ring, use, now)).toEqual(keys);
  });

  test('the grace outlasts every survey link and code signed before the rotation', () => {
    expect(PREVIOUS_KEY_GRACE_MS).toBeGreaterThanOrEqual(SURVEY_LINK_TTL_MS);
    expect(PREVIOUS_KEY_GRACE_MS).toBeGreaterThanOrEqual(SECURITY.codeTtlMs);
  });
});

describe('verifyWithKeys', () => {
  const signedWith = (signer: string) => (key: string) => (key === signer ? `valid under ${key}` : null);
  test.each<[string, string[], string, string | null]>([
    ['the current key', ['new', 'old'], 'new', 'valid under new'],
    ['the previous key', ['new', 'old'], 'old', 'valid under old'],
    ['a key not in the ring', ['new', 'old'], 'leaked', null],
    ['the previous key once dropped', ['new'], 'old', null],
    ['no keys', [], 'new', null],
  ])('a signature by %s', (_case, keys, signer, result) => {
    expect(verifyWithKeys(keys, signedWith(signer))).toBe(result);
  });

  test('stops at the first key that verifies', () => {
    const tried: string[] = [];
    verifyWithKeys(['new', 'old'], (key) => (tried.push(key) ? key : null));
    expect(tried).toEqual(['new']);
  });
});
