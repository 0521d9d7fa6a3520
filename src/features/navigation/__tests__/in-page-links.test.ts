import { fireEvent } from '@testing-library/react';
import { installInPageLinks } from '../in-page-links';

/**
 * The page: a rate whose asterisk points to the comparison-rate warning further down, and the
 * skip link. The window is a stand-in whose clock moves 500 ms a frame, run by hand.
 */
function setUp(reducedMotion: boolean) {
  document.body.innerHTML = `
    <a class="skip-link" href="#main" data-scroll="jump">Skip to content</a>
    <main id="main" tabindex="-1">
      <p>5.84% p.a. <small>5.88% comparison rate<a href="#comparison-rate-warning">*</a></small></p>
      <a href="#nowhere">A link to nothing</a>
      <p id="comparison-rate-warning">* WARNING: This comparison rate is true only for the examples given.</p>
    </main>`;
  const warning = document.getElementById('comparison-rate-warning') as HTMLElement;
  warning.getBoundingClientRect = () => ({ top: 1200 }) as DOMRect;
  let time = 0;
  const frames: ((time: number) => void)[] = [];
  const scrollTo = jest.fn();
  const win = Object.assign(new EventTarget(), {
    scrollY: 0,
    scrollTo,
    matchMedia: () => ({ matches: reducedMotion }),
    performance: { now: () => time },
    requestAnimationFrame: (callback: (time: number) => void) => frames.push(callback),
  }) as unknown as Window;
  const uninstall = installInPageLinks(document, win);
  /** Runs the next animation frame, if one is waiting. */
  const nextFrame = () => {
    time += 500;
    frames.shift()?.(time);
  };
  const click = (name: string) => {
    const link = [...document.querySelectorAll('a')].find((item) => item.textContent === name);
    if (!link) throw new Error(`no link ${name}`);
    return fireEvent.click(link);
  };
  return { warning, scrollTo, win, nextFrame, click, uninstall, waiting: () => frames.length };
}

let current: ReturnType<typeof setUp> | null = null;

/** The animation's code is loaded on the first click: lets that import settle. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));
afterEach(() => {
  current?.uninstall();
  current = null;
});

describe('links within the page', () => {
  it('scroll to their target 80 px below the top over 2000 ms, focus moving there first', async () => {
    current = setUp(false);
    const { warning, scrollTo, nextFrame, click } = current;
    // fireEvent answers false when the default (the browser's own jump) was prevented.
    expect(click('*')).toBe(false);
    expect(warning).toHaveFocus();
    await loaded();
    expect(warning).toHaveAttribute('tabindex', '-1');

    for (let frame = 0; frame < 4; frame += 1) nextFrame();
    expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top)).toEqual([
      280, 560, 840, 1120,
    ]);
    expect(window.location.hash).toBe('');
  });

  it('stop scrolling when the visitor scrolls themselves', async () => {
    current = setUp(false);
    const { scrollTo, nextFrame, click, win, waiting } = current;
    click('*');
    await loaded();
    nextFrame();
    win.dispatchEvent(new Event('wheel'));
    nextFrame();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(waiting()).toBe(0);
  });

  it('jump at once for visitors who prefer reduced motion', async () => {
    current = setUp(true);
    const { warning, scrollTo, click } = current;
    click('*');
    expect(warning).toHaveFocus();
    await loaded();
    expect(scrollTo.mock.calls).toEqual([[{ top: 1120, behavior: 'instant' }]]);
    expect(warning).toHaveFocus();
  });

  it('leave the skip link, links to nothing and modified clicks to the browser', async () => {
    current = setUp(false);
    const { scrollTo, click, waiting } = current;
    expect(click('Skip to content')).toBe(true);
    expect(click('A link to nothing')).toBe(true);
    const star = [...document.querySelectorAll('a')].find((item) => item.textContent === '*');
    expect(fireEvent.click(star as HTMLElement, { ctrlKey: true })).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(waiting()).toBe(0);
  });
});
