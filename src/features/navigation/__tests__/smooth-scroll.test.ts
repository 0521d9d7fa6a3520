import {
  animate,
  ANIMATION_DEFAULTS,
  linear,
  SCROLL_DEFAULTS,
  SECTION_SCROLL,
  smoothScrollTo,
} from '../smooth-scroll';

/** A window whose clock moves 500 ms a frame; `reducedMotion` is what the visitor asked for. */
function fakeWindow(reducedMotion: boolean) {
  let time = 0;
  const scrollTo = jest.fn();
  const win = {
    scrollY: 100,
    scrollTo,
    matchMedia: () => ({ matches: reducedMotion }),
    performance: { now: () => time },
    requestAnimationFrame: (callback: (time: number) => void) => {
      time += 500;
      callback(time);
      return 1;
    },
  } as unknown as Window;
  return { win, scrollTo };
}

const elementAt = (top: number) => ({ getBoundingClientRect: () => ({ top }) }) as unknown as Element;

describe('animation and smooth scrolling', () => {
  it('has the spec’s timings', () => {
    expect(ANIMATION_DEFAULTS).toEqual({ durationMs: 500, easing: linear });
    expect(SCROLL_DEFAULTS).toEqual({ offset: 0, durationMs: 1000 });
    expect(SECTION_SCROLL).toEqual({ offset: -80, durationMs: 2000 });
  });

  it('animates linearly over 500 ms by default, ending exactly at 1', async () => {
    let time = 0;
    const frames: number[] = [];
    await animate({
      onFrame: (progress) => frames.push(progress),
      now: () => time,
      requestFrame: (callback) => {
        time += 125;
        callback(time);
      },
    });
    expect(frames).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('stops where it is once the signal is aborted', async () => {
    let time = 0;
    const frames: number[] = [];
    const controller = new AbortController();
    await animate({
      onFrame: (progress) => {
        frames.push(progress);
        if (progress >= 0.5) controller.abort();
      },
      now: () => time,
      requestFrame: (callback) => {
        time += 125;
        callback(time);
      },
      signal: controller.signal,
    });
    expect(frames).toEqual([0.25, 0.5]);
  });

  it('scrolls a section to 80 px below the top over 2000 ms, each step a jump the page’s CSS cannot smooth', async () => {
    const { win, scrollTo } = fakeWindow(false);
    await smoothScrollTo(
      elementAt(500),
      { offset: SECTION_SCROLL.offset, durationMs: SECTION_SCROLL.durationMs },
      win,
    );
    // From 100 to 100 + 500 - 80 = 520, a quarter of the way every 500 ms.
    expect(scrollTo.mock.calls).toEqual([205, 310, 415, 520].map((top) => [{ top, behavior: 'instant' }]));
  });

  it('jumps straight to the target, with the offset, for visitors who prefer reduced motion', async () => {
    const { win, scrollTo } = fakeWindow(true);
    await smoothScrollTo(
      elementAt(500),
      { offset: SECTION_SCROLL.offset, durationMs: SECTION_SCROLL.durationMs },
      win,
    );
    expect(scrollTo.mock.calls).toEqual([[{ top: 520, behavior: 'instant' }]]);
  });
});
