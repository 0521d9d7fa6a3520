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
    let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
    const run = (visibility: string, paintTiming = true) => {
      observer = null;
      timers.length = 0;
      function PerformanceObserver(callback: typeof observer) {
        if (!paintTiming) throw new ReferenceError('PerformanceObserver is not defined');
        observer = callback;
        return { observe: () => undefined };
      }
      new Function('PerformanceObserver', 'document', 'setTimeout', scriptLoader(['/a.js', '/b.js']))(
        PerformanceObserver,
        {
          visibilityState: visibility,
          createElement: () => ({}),
          body: { appendChild: (element: { src: string }) => appended.push(element.src) },
        },
        (callback: () => void, ms: number) => timers.push({ callback, ms }),
      );
    };
    const paint = (name: string) =>
      observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    const fire = (ms: number) =>
      timers.filter((timer) => timer.ms === ms).forEach((timer) => timer.callback());

    run('visible');
    paint('first-paint');
    fire(0);
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    fire(0);
    expect(appended).toEqual(['/a.js', '/b.js']);
    // The three-second fallback finds them added already.
    fire(3000);
    expect(appended).toEqual(['/a.js', '/b.js']);

    appended.length = 0;
    run('visible');
    fire(3000);
    expect(appended).toEqual(['/a.js', '/b.js']);

    for (const [visibility, paintTiming] of [
      ['hidden', true],
      ['visible', false],
    ] as const) {
      appended.length = 0;
      run(visibility, paintTiming);
      expect(appended).toEqual(['/a.js', '/b.js']);
    }
  });
});
