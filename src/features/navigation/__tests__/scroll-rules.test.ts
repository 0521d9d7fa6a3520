import { keepsScrollPosition, scrollDecision } from '../scroll-rules';

describe('scroll on page change', () => {
  it('goes to the top on an ordinary page change', () => {
    expect(scrollDecision({ pathname: '/about/' }, { pathname: '/' })).toEqual([0, 0]);
    expect(scrollDecision({ pathname: '/credit-cards/anz/' }, { pathname: '/credit-cards/' })).toEqual([
      0, 0,
    ]);
  });

  it('goes to the top on back/forward too, except on the pages that keep their position', () => {
    expect(scrollDecision({ pathname: '/about/', action: 'POP' }, { pathname: '/' })).toEqual([0, 0]);
    expect(
      scrollDecision({ pathname: '/credit-cards/', action: 'POP' }, { pathname: '/credit-cards/anz/' }),
    ).toBe(true);
  });

  it.each([
    '/credit-cards/offers',
    '/credit-cards/offers/',
    '/credit-cards/',
    '/credit-cards',
    '/offer-qa/offers/',
    '/offer-qa/offers',
  ])('keeps the position on %s when only its query or state changes', (pathname) => {
    expect(keepsScrollPosition(pathname)).toBe(true);
    expect(scrollDecision({ pathname }, { pathname })).toBe(false);
  });

  it('does not treat pages below those as exempt', () => {
    expect(keepsScrollPosition('/credit-cards/anz/')).toBe(false);
    expect(keepsScrollPosition('/offer-qa/')).toBe(false);
    expect(keepsScrollPosition('/credit-cards/offers/details/')).toBe(false);
  });

  it('scrolls to the element named by the hash', () => {
    expect(scrollDecision({ pathname: '/help/', hash: '#contact%20us' }, { pathname: '/' })).toBe(
      'contact us',
    );
  });
});
