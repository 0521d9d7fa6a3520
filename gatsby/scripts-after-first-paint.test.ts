import {
  loadScriptsAfterFirstPaint,
  scriptLoader,
  scriptsAddedAfterFirstPaint,
} from './scripts-after-first-paint';

const gatsbyEnd =
  '<script id="gatsby-script-loader">window.x=1</script>' +
  '<script src="/webpack-runtime-1.js" async></script>' +
  '<script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script></body></html>';

describe('loading Gatsby’s scripts after the first paint', () => {
  it('replaces the async script tags with one loader that adds them in the same order', () => {
    const html = loadScriptsAfterFirstPaint(gatsbyEnd);
    expect(html).not.toMatch(/<script src=/);
    expect(html.startsWith('<script id="gatsby-script-loader">window.x=1</script><script>(function(s)')).toBe(
      true,
    );
    expect(html).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(scriptsAddedAfterFirstPaint(html)).toEqual([
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/app-3.js',
    ]);
  });

  it('leaves a page without async scripts, and scripts that are not async, alone', () => {
    const page = '<script src="/sw.js"></script><p>Hi</p>';
    expect(loadScriptsAfterFirstPaint(page)).toBe(page);
  });

  it('adds the tags once the first contentful paint is reported, at once in a hidden tab, and within three seconds', () => {
    const appended: string[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    let observer:
      ((list: { getEntries(): { name: string }[] }, self: { disconnect(): void }) => void) | null = null;
    const run = (visibility: string) => {
      observer = null;
      timers.length = 0;
      const PerformanceObserver = Object.assign(
        function (this: unknown, callback: typeof observer) {
          observer = callback;
          return { observe: () => undefined };
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      );
      new Function('window', 'document', 'setTimeout', scriptLoader(['/a.js', '/b.js']))(
        { PerformanceObserver },
        {
          visibilityState: visibility,
          createElement: () => ({}),
          body: { appendChild: (element: { src: string }) => appended.push(element.src) },
        },
        (callback: () => void, ms: number) => timers.push({ callback, ms }),
      );
    };
    const paint = (name: string) =>
      observer?.({ getEntries: () => [{ name }] }, { disconnect: () => undefined });

    run('visible');
    paint('first-paint');
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.callback());
    expect(appended).toEqual(['/a.js', '/b.js']);
    // The three-second fallback finds them added already.
    timers.filter((timer) => timer.ms === 3000).forEach((timer) => timer.callback());
    expect(appended).toEqual(['/a.js', '/b.js']);

    appended.length = 0;
    run('visible');
    timers.filter((timer) => timer.ms === 3000).forEach((timer) => timer.callback());
    expect(appended).toEqual(['/a.js', '/b.js']);

    appended.length = 0;
    run('hidden');
    expect(appended).toEqual(['/a.js', '/b.js']);
  });
});
