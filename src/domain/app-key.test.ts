import { buildAppKey, DEVELOPMENT_APP_KEY } from './app-key';

describe('buildAppKey', () => {
  it.each([
    [{}, DEVELOPMENT_APP_KEY],
    [{ APP_KEY: 'prod-key-2026' }, 'prod-key-2026'],
    [{ APP_KEY: 'prod-key-2026', GATSBY_APP_KEY: 'site-key-0001' }, 'site-key-0001'],
    [{ GATSBY_APP_KEY: '  ', APP_KEY: ' spaced-key-1 ' }, 'spaced-key-1'],
  ])('%j gives %s', (env, key) => {
    expect(buildAppKey(env)).toBe(key);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(129), 'bad/slash/key'])('refuses %s', (key) => {
    expect(() => buildAppKey({ APP_KEY: key })).toThrow(/APP_KEY must be 8 to 128 characters/);
  });
});
