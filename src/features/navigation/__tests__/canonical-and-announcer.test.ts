import { canonicalUrl, syncCanonicalLink, watchCanonicalLink } from '../canonical-link';
import { announcementFor, refreshRouteAnnouncement } from '../route-announcer';

function canonicalLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = href;
  link.setAttribute('data-canonical', 'true');
  return link;
}

describe('the canonical link', () => {
  it('follows the path, query and hash', () => {
    expect(canonicalUrl({ pathname: '/credit-cards/', search: '?sort=fee', hash: '#table' })).toBe(
      'https://www.staysmart.com.au/credit-cards/?sort=fee#table',
    );
  });

  it('is updated in the page, and again when the Head swaps the element', async () => {
    document.head.innerHTML = '';
    document.head.append(canonicalLink('https://www.staysmart.com.au/credit-cards/'));
    window.history.replaceState(null, '', '/credit-cards/?sort=rate#top');
    syncCanonicalLink();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.staysmart.com.au/credit-cards/?sort=rate#top',
    );

    watchCanonicalLink();
    document.head.querySelector('link[rel="canonical"]')?.remove();
    document.head.append(canonicalLink('https://www.staysmart.com.au/credit-cards/'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.staysmart.com.au/credit-cards/?sort=rate#top',
    );
  });
});

describe('the route announcement', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="gatsby-announcer" aria-live="assertive"></div><div id="gatsby-focus-wrapper"><main></main></div>';
    document.title = 'Sign in | StaySmart';
  });

  it('is "Navigated to" plus the first heading', () => {
    document.querySelector('main')!.innerHTML = '<h1>Sign in</h1><h1>Second</h1>';
    expect(announcementFor()).toBe('Navigated to Sign in');
  });

  it('falls back to the title when the page has no heading', () => {
    expect(announcementFor()).toBe('Navigated to Sign in | StaySmart');
  });

  it('puts exactly that text in Gatsby’s announcer', () => {
    document.querySelector('main')!.innerHTML = '<h1>Your account</h1>';
    refreshRouteAnnouncement();
    expect(document.getElementById('gatsby-announcer')!.textContent).toBe('Navigated to Your account');
  });
});
