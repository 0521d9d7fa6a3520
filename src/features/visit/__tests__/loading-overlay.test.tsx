import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onRenderBody } from '../../../../gatsby-ssr';
import { isClientOnlyAppPage, overlayKindFor } from '../loading-overlay';

describe('the loading overlay', () => {
  it.each([
    '/user/[...]/',
    '/offer-qa/[...]/',
    '/credit-cards/survey/[...]/',
    '/home-loans/offers/[...]/',
    '/savings-accounts/check/[...]/',
  ])('belongs to the client-only app page %s', (path) => expect(isClientOnlyAppPage(path)).toBe(true));

  it.each([
    '/',
    '/about/',
    '/credit-cards/',
    '/credit-cards/anz/anz-first/',
    '/home-loans/register/',
    '/savings-accounts/commbank/commbank-netbank-saver/',
    '/404.html',
  ])('is never on the static page %s', (path) => expect(isClientOnlyAppPage(path)).toBe(false));

  it.each([
    ['/user/[...]/', 'cover'],
    ['/credit-cards/estimate/[...]/', 'cover'],
    ['/credit-cards/survey/', 'veil'],
    ['/home-loans/survey/', 'veil'],
    ['/user/sign-in/', 'veil'],
    ['/offer-qa/login/', 'veil'],
    ['/credit-cards/', null],
    ['/user/sign-in/extra/', null],
  ])('over %s is %s', (path, kind) => expect(overlayKindFor(path)).toBe(kind));

  function render(pathname: string) {
    const setPreBodyComponents = jest.fn();
    const setHeadComponents = jest.fn();
    const setHtmlAttributes = jest.fn();
    const run = onRenderBody as unknown as (args: Record<string, unknown>) => void;
    run({ pathname, setPreBodyComponents, setHeadComponents, setHtmlAttributes });
    return { setPreBodyComponents, setHeadComponents, setHtmlAttributes };
  }

  it('is put in the server-rendered HTML of app pages only, before Gatsby’s root', () => {
    const app = render('/user/[...]/');
    expect(app.setPreBodyComponents).toHaveBeenCalledWith([
      expect.objectContaining({ key: 'app-loading-overlay' }),
    ]);
    expect(app.setHtmlAttributes).toHaveBeenCalledWith({ lang: 'en-AU' });
    const page = render('/credit-cards/');
    expect(page.setPreBodyComponents).not.toHaveBeenCalled();
    expect(page.setHeadComponents).not.toHaveBeenCalled();
    expect(React.isValidElement(app.setHeadComponents.mock.calls[0]?.[0]?.[0])).toBe(true);
  });

  it('is a veil over a first screen built at its own address, a cover over a client-only page', () => {
    const [veil] = render('/credit-cards/survey/').setPreBodyComponents.mock
      .calls[0]?.[0] as React.ReactElement[];
    const [cover] = render('/credit-cards/survey/[...]/').setPreBodyComponents.mock
      .calls[0]?.[0] as React.ReactElement[];
    expect(renderToStaticMarkup(veil!)).toContain('class="app-loading-veil"');
    expect(renderToStaticMarkup(cover!)).not.toContain('class=');
  });
});
