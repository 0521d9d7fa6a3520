import rules from '../../../../redirects.json';
import { clientRedirectTarget, redirectRules } from '../client-redirects';

describe('redirect rules in the browser', () => {
  it('uses the project’s redirects.json', () => {
    expect(redirectRules()).toEqual(rules);
  });

  it('sends an exact old path to its new path', () => {
    expect(clientRedirectTarget('/no-interest-credit-cards/')).toBe('/interest-free-credit-cards/');
  });

  it('matches a prefix rule with any suffix, using a plain target as is', () => {
    expect(clientRedirectTarget('/86400')).toBe('/providers/ubank/');
    expect(clientRedirectTarget('/86400/savings/')).toBe('/providers/ubank/');
  });

  it('keeps the rest of the path for a target ending in *', () => {
    const table = [{ from: '/old-guides/*', to: '/news-and-guides/*' }];
    expect(clientRedirectTarget('/old-guides/balance-transfers/', table)).toBe(
      '/news-and-guides/balance-transfers/',
    );
  });

  it('leaves other paths alone', () => {
    expect(clientRedirectTarget('/credit-cards/')).toBeNull();
    expect(clientRedirectTarget('/no-interest-credit-cards/extra/')).toBeNull();
  });
});
