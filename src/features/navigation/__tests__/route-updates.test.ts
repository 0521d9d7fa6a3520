import type { ShouldUpdateScrollArgs } from 'gatsby';
import { applyClientRedirect, onRouteChanged, shouldUpdateScrollFor } from '../route-updates';
import { pendingActions } from '../../tracking/track';

describe('route updates', () => {
  afterEach(() => {
    delete (window as Window & { ___replace?: unknown }).___replace;
    jest.useRealTimers();
  });

  it('sends an old path to its new one through Gatsby’s navigation, keeping query and hash', () => {
    const replace = jest.fn();
    Object.assign(window, { ___replace: replace });
    expect(applyClientRedirect({ pathname: '/no-interest-credit-cards/', search: '?a=1', hash: '#b' })).toBe(
      true,
    );
    expect(replace).toHaveBeenCalledWith('/interest-free-credit-cards/?a=1#b');
    expect(applyClientRedirect({ pathname: '/about/', search: '', hash: '' })).toBe(false);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('normalises the slash, records page changes and back steps, and the delayed-route event after 1 s', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/about');
    onRouteChanged({ pathname: '/about', search: '', hash: '' }, null);
    expect(window.location.pathname).toBe('/about/');
    jest.advanceTimersByTime(999);
    expect(pendingActions().map((action) => action.action)).not.toContain('delayed-route');
    jest.advanceTimersByTime(1);
    expect(pendingActions().at(-1)).toMatchObject({ action: 'delayed-route', data: { path: '/about/' } });

    window.history.pushState({ key: 'x' }, '', '/help/');
    onRouteChanged(
      { pathname: '/help/', search: '', hash: '' },
      { pathname: '/about/', search: '', hash: '' },
    );
    jest.advanceTimersByTime(50);
    expect(pendingActions().at(-1)).toMatchObject({
      action: 'content-browsing',
      data: { path: '/help/', from: '/about/' },
    });

    window.history.back();
    return new Promise<void>((resolve) => {
      window.addEventListener(
        'popstate',
        () => {
          onRouteChanged(
            { pathname: '/about/', search: '', hash: '' },
            { pathname: '/help/', search: '', hash: '' },
          );
          expect(pendingActions().at(-1)).toMatchObject({
            action: 'back-navigation',
            data: { from: '/help/', to: '/about/' },
          });
          resolve();
        },
        { once: true },
      );
      jest.runAllTimers();
    });
  });

  describe('shouldUpdateScroll', () => {
    const at = (pathname: string, key: string, action?: string) =>
      ({ pathname, hash: '', key, action }) as unknown as ShouldUpdateScrollArgs['routerProps']['location'];

    it('moves the window itself, at once, and tells Gatsby not to scroll', () => {
      const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const getSavedScrollPosition = jest.fn(() => [0, 900]);
      expect(
        shouldUpdateScrollFor({
          routerProps: { location: at('/credit-cards/product-transfer/', 'b', 'PUSH') },
          prevRouterProps: { location: at('/credit-cards/offer-details/', 'a') },
          getSavedScrollPosition,
        }),
      ).toBe(false);
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
      expect(getSavedScrollPosition).not.toHaveBeenCalled();
    });

    it('knows back from a popstate, which Gatsby’s location does not say, and asks Gatsby where the visitor left', async () => {
      jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      onRouteChanged({ pathname: '/credit-cards/offers/', search: '', hash: '' }, null);
      window.history.replaceState({ key: 'offers' }, '', '/credit-cards/offers/');
      window.history.pushState({ key: 'details' }, '', '/credit-cards/offer-details/');
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;

      const getSavedScrollPosition = jest.fn(() => [0, 900]);
      shouldUpdateScrollFor({
        // As Gatsby renders it after a popstate: no `action`.
        routerProps: { location: at('/credit-cards/offers/', 'offers') },
        prevRouterProps: { location: at('/credit-cards/offer-details/', 'details') },
        getSavedScrollPosition,
      });
      expect(getSavedScrollPosition).toHaveBeenCalledWith(
        expect.objectContaining({ pathname: '/credit-cards/offers/', key: 'offers', action: 'POP' }),
      );
    });
  });
});
