import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageDataFileOf } from './html-files';
import {
  chunksOfPage,
  loadScriptsAfterFirstPaint,
  scriptDeferral,
  scriptLoader,
  scriptsAddedAfterFirstPaint,
} from './scripts-after-first-paint';

const gatsbyEnd =
  '<script id="gatsby-script-loader">window.x=1</script>' +
  '<script src="/webpack-runtime-1.js" async></script>' +
  '<script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script></body></html>';

interface FakeScript {
  src?: string;
  async?: boolean;
  onerror?: () => void;
  parentNode?: { removeChild(element: FakeScript): void } | null;
}

/** Runs the loader against a fake document, clock and paint timing. */
function loaderHarness(
  sources: string[],
  visibility: string | { state: string } = 'visible',
  paintTiming = true,
) {
  const tab = typeof visibility === 'string' ? { state: visibility } : visibility;
  const body: FakeScript[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
  const parent = { removeChild: (element: FakeScript) => void body.splice(body.indexOf(element), 1) };
  function PerformanceObserver(callback: typeof observer) {
    if (!paintTiming) throw new ReferenceError('PerformanceObserver is not defined');
    observer = callback;
    return { observe: () => undefined };
  }
  new Function('PerformanceObserver', 'document', 'setTimeout', scriptLoader(sources))(
    PerformanceObserver,
    {
      get visibilityState() {
        return tab.state;
      },
      createElement: (): FakeScript => ({}),
      body: {
        appendChild: (element: FakeScript) => {
          element.parentNode = parent;
          body.push(element);
        },
      },
    },
    (callback: () => void, ms: number) => timers.push({ callback, ms }),
  );
  /** Runs the timers of `ms` due now, once each (a timer set meanwhile waits for the next call). */
  const fire = (ms: number) => {
    const due = timers.filter((timer) => timer.ms === ms);
    for (const timer of due) timers.splice(timers.indexOf(timer), 1);
    due.forEach((timer) => timer.callback());
  };
  return {
    body,
    added: () => body.map((element) => element.src),
    paint: (name: string) =>
      observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    fire,
    /** Runs zero-delay timers until none is left. */
    settle: () => {
      while (timers.some((timer) => timer.ms === 0)) fire(0);
    },
  };
}

describe('loading Gatsby’s scripts after the first paint', () => {
  it('replaces the async script tags with one loader that adds them in the same order, the page’s chunks before the app’s entry', () => {
    const html = loadScriptsAfterFirstPaint(gatsbyEnd, [
      '/root-runtime-4.js',
      '/app-3.js',
      '/component-5.js',
    ]);
    expect(html).not.toMatch(/<script src=/);
    expect(html.startsWith('<script id="gatsby-script-loader">window.x=1</script><script>(function(s)')).toBe(
      true,
    );
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(scriptsAddedAfterFirstPaint(html)).toEqual([
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/root-runtime-4.js',
      '/component-5.js',
      '/app-3.js',
    ]);
    expect(scriptsAddedAfterFirstPaint(loadScriptsAfterFirstPaint(gatsbyEnd))).toEqual([
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/app-3.js',
    ]);
  });

  it('leaves a page without async scripts, and scripts that are not async, alone', () => {
    const page = '<script src="/sw.js"></script><p>Hi</p>';
    expect(loadScriptsAfterFirstPaint(page, ['/component-5.js'])).toBe(page);
  });

  it('adds the tags once the first contentful paint is reported, at once in a hidden tab, and within three seconds', () => {
    const painted = loaderHarness(['/a.js', '/b.js']);
    painted.paint('first-paint');
    painted.settle();
    expect(painted.added()).toEqual([]);
    painted.paint('first-contentful-paint');
    painted.settle();
    expect(painted.added()).toEqual(['/a.js', '/b.js']);
    // The three-second fallback finds them added already.
    painted.fire(3000);
    painted.settle();
    expect(painted.added()).toEqual(['/a.js', '/b.js']);

    const neverPainted = loaderHarness(['/a.js', '/b.js']);
    neverPainted.fire(3000);
    neverPainted.settle();
    expect(neverPainted.added()).toEqual(['/a.js', '/b.js']);

    for (const [visibility, paintTiming] of [
      ['hidden', true],
      ['visible', false],
    ] as const) {
      const atOnce = loaderHarness(['/a.js', '/b.js'], visibility, paintTiming);
      atOnce.settle();
      expect(atOnce.added()).toEqual(['/a.js', '/b.js']);
    }
  });

  it('adds one tag per task, each to run in the order given', () => {
    const loader = loaderHarness(['/a.js', '/b.js', '/c.js']);
    loader.paint('first-contentful-paint');
    loader.fire(0);
    expect(loader.added()).toEqual(['/a.js']);
    loader.fire(0);
    expect(loader.added()).toEqual(['/a.js', '/b.js']);
    loader.fire(0);
    expect(loader.added()).toEqual(['/a.js', '/b.js', '/c.js']);
    expect(loader.body.map((element) => element.async)).toEqual([false, false, false]);
  });

  it('adds them all at once in a hidden tab, or once the tab is hidden, as it holds timers back', () => {
    expect(loaderHarness(['/a.js', '/b.js', '/c.js'], 'hidden').added()).toEqual(['/a.js', '/b.js', '/c.js']);

    const visibility = { state: 'visible' };
    const loader = loaderHarness(['/a.js', '/b.js', '/c.js'], visibility);
    loader.paint('first-contentful-paint');
    loader.fire(0);
    expect(loader.added()).toEqual(['/a.js']);
    visibility.state = 'hidden';
    loader.fire(0);
    expect(loader.added()).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('takes a tag whose script failed to load out again, so webpack adds its own', () => {
    const loader = loaderHarness(['/a.js', '/b.js'], 'hidden');
    loader.settle();
    const [a] = loader.body;
    a!.onerror!.call(undefined);
    expect(loader.added()).toEqual(['/b.js']);
    // webpack removes a tag itself before calling the handler it found on it.
    const [b] = loader.body;
    b!.parentNode = null;
    expect(() => b!.onerror!()).not.toThrow();
  });
});

describe('the chunks a page’s loader adds', () => {
  const stats = {
    namedChunkGroups: {
      'root-runtime': { assets: [{ name: 'vendor-1.js' }, { name: 'root-runtime-2.js' }] },
      'component---src-pages-a-tsx': {
        assets: [
          { name: 'shared-3.js' },
          { name: 'styles-4.css' },
          { name: 'component---src-pages-a-tsx-5.js' },
        ],
      },
    },
  };

  it.each([
    [
      'component---src-pages-a-tsx',
      ['/vendor-1.js', '/root-runtime-2.js', '/shared-3.js', '/component---src-pages-a-tsx-5.js'],
    ],
    ['component---src-pages-unknown-tsx', ['/vendor-1.js', '/root-runtime-2.js']],
    [undefined, ['/vendor-1.js', '/root-runtime-2.js']],
  ])('%s: the store’s scripts, then the page component’s', (component, expected) => {
    expect(chunksOfPage(stats, component)).toEqual(expected);
  });

  it.each([
    ['index.html', 'page-data/index/page-data.json'],
    ['home-loans/index.html', 'page-data/home-loans/page-data.json'],
    ['credit-cards/anz/low-rate/index.html', 'page-data/credit-cards/anz/low-rate/page-data.json'],
    ['404.html', 'page-data/404.html/page-data.json'],
    ['404/index.html', 'page-data/404/page-data.json'],
  ])('%s has its page data at %s', (file, expected) => {
    const publicDir = path.join('/site', 'public');
    expect(pageDataFileOf(publicDir, path.join(publicDir, file))).toBe(path.join(publicDir, expected));
  });
});

describe('the loader of each written page', () => {
  it('names the store’s chunks and the page component’s, read from webpack’s stats and the page data', () => {
    const publicDir = mkdtempSync(path.join(os.tmpdir(), 'deferral-'));
    writeFileSync(
      path.join(publicDir, 'webpack.stats.json'),
      JSON.stringify({
        namedChunkGroups: {
          'root-runtime': { assets: [{ name: 'root-runtime-4.js' }] },
          'component---src-pages-about-tsx': { assets: [{ name: 'component---about-5.js' }] },
        },
      }),
    );
    mkdirSync(path.join(publicDir, 'page-data', 'about'), { recursive: true });
    writeFileSync(
      path.join(publicDir, 'page-data', 'about', 'page-data.json'),
      '{"componentChunkName":"component---src-pages-about-tsx"}',
    );
    const deferScripts = scriptDeferral(publicDir);
    expect(
      scriptsAddedAfterFirstPaint(deferScripts(gatsbyEnd, path.join(publicDir, 'about', 'index.html'))),
    ).toEqual([
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/root-runtime-4.js',
      '/component---about-5.js',
      '/app-3.js',
    ]);
    // A page without page data still gets the store's.
    expect(
      scriptsAddedAfterFirstPaint(deferScripts(gatsbyEnd, path.join(publicDir, 'gone', 'index.html'))),
    ).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/root-runtime-4.js', '/app-3.js']);
  });
});
