import { replaceWithNormalisedPath } from '../trailing-slash';

describe('the address bar and trailing slashes', () => {
  it('rewrites the address bar in place, keeping query, hash and history state', () => {
    window.history.replaceState({ key: 'k1' }, '', '/user/sign-in?from=x#code');
    expect(replaceWithNormalisedPath()).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/user/sign-in/?from=x#code',
    );
    expect(window.history.state).toEqual({ key: 'k1' });
    expect(replaceWithNormalisedPath()).toBe(false);
  });
});
