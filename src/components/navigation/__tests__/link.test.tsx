import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { createHistory, createMemorySource, LocationProvider } from '@gatsbyjs/reach-router';
import { Link, NavLink, siteHref } from '../link';

const navigateMock = navigate as unknown as jest.Mock;

/** Gatsby's loader and a controllable IntersectionObserver, as the browser gives them. */
function installBrowserParts() {
  const loader = { enqueue: jest.fn(), hovering: jest.fn() };
  const observers: { callback: IntersectionObserverCallback; watched: Set<Element> }[] = [];
  class FakeObserver {
    watched = new Set<Element>();
    constructor(public callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(element: Element) {
      this.watched.add(element);
    }
    unobserve(element: Element) {
      this.watched.delete(element);
    }
    disconnect() {
      this.watched.clear();
    }
  }
  Object.assign(window, { ___loader: loader, IntersectionObserver: FakeObserver });
  const showOnScreen = (...elements: Element[]) => {
    for (const observer of observers)
      observer.callback(
        elements
          .filter((element) => observer.watched.has(element))
          .map(
            (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
          ),
        observer as unknown as IntersectionObserver,
      );
  };
  return { loader, observers, showOnScreen };
}

describe('the site link', () => {
  beforeEach(() => {
    navigateMock.mockClear();
    window.history.replaceState(null, '', '/credit-cards/');
  });
  afterEach(() => {
    delete (window as { ___loader?: unknown }).___loader;
  });

  it.each([
    ['/about/', '/about/'],
    ['/about', '/about/'],
    ['/credit-cards?sort=rate#table', '/credit-cards/?sort=rate#table'],
    ['/fsg.pdf', '/fsg.pdf'],
    ['https://www.moneysmart.gov.au/', 'https://www.moneysmart.gov.au/'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
  ])('links %s as %s', (to, href) => {
    expect(siteHref(to)).toBe(href);
    render(<Link to={to}>Go</Link>);
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', href);
  });

  it('follows a plain click in the page, adding a history entry', async () => {
    render(
      <Link to="/home-loans" state={{ from: 'test' }}>
        Home loans
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home loans' }));
    expect(navigateMock).toHaveBeenCalledWith('/home-loans/', { state: { from: 'test' }, replace: false });
  });

  it('replaces the history entry for a link to the page shown, or when told to', async () => {
    render(
      <>
        <Link to="/credit-cards/">Credit cards</Link>
        <Link to="/about/" replace>
          About
        </Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Credit cards' }));
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(navigateMock.mock.calls).toEqual([
      ['/credit-cards/', { state: undefined, replace: true }],
      ['/about/', { state: undefined, replace: true }],
    ]);
  });

  it('leaves new tabs, downloads, other buttons and prevented clicks to the browser', () => {
    render(
      <>
        <Link to="/a/">Plain</Link>
        <Link to="/b/" target="_blank" rel="noreferrer">
          New tab
        </Link>
        <Link to="/c.pdf" download>
          Download
        </Link>
        <Link to="/d/" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
      </>,
    );
    const plain = screen.getByRole('link', { name: 'Plain' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      fireEvent.click(plain, { button: 0, [modifier]: true });
    fireEvent.click(plain, { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }), { button: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'Download' }), { button: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }), { button: 0 });
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('leaves a link to another site to the browser, and calls its own handler', () => {
    const onClick = jest.fn();
    render(
      <Link to="https://www.afca.org.au/" onClick={onClick}>
        AFCA
      </Link>,
    );
    const event = fireEvent.click(screen.getByRole('link', { name: 'AFCA' }), { button: 0 });
    expect(event).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('gives the caller the anchor through a ref', () => {
    const ref = React.createRef<HTMLAnchorElement>();
    render(
      <Link to="/about/" ref={ref}>
        About
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'About' }));
  });
});

describe('prefetching', () => {
  // One page load: Gatsby's loader and the browser's observer stay for the whole block.
  let browser: ReturnType<typeof installBrowserParts>;
  beforeAll(() => {
    browser = installBrowserParts();
  });
  afterAll(() => {
    delete (window as { ___loader?: unknown }).___loader;
  });
  beforeEach(() => {
    window.history.replaceState(null, '', '/credit-cards/');
    browser.loader.enqueue.mockClear();
    browser.loader.hovering.mockClear();
  });

  it('prefetches the pages of links on screen through one observer, once each, never the page shown', () => {
    render(
      <>
        {['/a/', '/b/', '/c/?sort=fee#top', '/credit-cards/'].map((to) => (
          <Link key={to} to={to}>
            {to}
          </Link>
        ))}
        <Link to="https://example.com/">Elsewhere</Link>
      </>,
    );
    const links = screen.getAllByRole('link');
    expect(browser.observers).toHaveLength(1);
    expect(browser.observers[0]!.watched.size).toBe(4);
    browser.showOnScreen(links[0]!, links[2]!, links[3]!);
    browser.showOnScreen(links[0]!);
    expect(browser.loader.enqueue.mock.calls).toEqual([['/a/'], ['/c/?sort=fee']]);
    expect(browser.observers[0]!.watched.size).toBe(1);
  });

  it('stops watching a link that leaves the page', () => {
    const { unmount } = render(<Link to="/gone/">Gone</Link>);
    const watchedBefore = browser.observers[0]!.watched.size;
    unmount();
    expect(browser.observers[0]!.watched.size).toBe(watchedBefore - 1);
  });

  it('loads a page at once when the pointer or a finger is on its link', () => {
    render(<Link to="/home-loans/">Home loans</Link>);
    const link = screen.getByRole('link', { name: 'Home loans' });
    fireEvent.mouseEnter(link);
    fireEvent.touchStart(link);
    expect(browser.loader.hovering.mock.calls).toEqual([['/home-loans/'], ['/home-loans/']]);
  });
});

describe('the navigation link', () => {
  it('marks the page shown as current, and the section it is in as active', () => {
    const history = createHistory(createMemorySource('/credit-cards/anz/anz-first/'));
    render(
      <LocationProvider history={history}>
        <nav aria-label="Products">
          <NavLink to="/credit-cards/" partiallyActive>
            Credit cards
          </NavLink>
          <NavLink to="/home-loans/" partiallyActive>
            Home loans
          </NavLink>
          <NavLink to="/credit-cards/anz/anz-first/">ANZ First</NavLink>
        </nav>
      </LocationProvider>,
    );
    const section = screen.getByRole('link', { name: 'Credit cards' });
    expect(section).toHaveClass('is-active');
    expect(section).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home loans' })).not.toHaveClass('is-active');
    expect(screen.getByRole('link', { name: 'ANZ First' })).toHaveAttribute('aria-current', 'page');
  });
});
