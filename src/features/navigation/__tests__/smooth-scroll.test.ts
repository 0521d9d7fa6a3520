import {
  animate,
  ANIMATION_DEFAULTS,
  linear,
  SCROLL_DEFAULTS,
  SECTION_SCROLL,
  smoothScrollTo,
} from '../smooth-scroll';

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

  it('jumps straight to the target, with the offset, for visitors who prefer reduced motion', async () => {
    const scrollTo = jest.fn();
    const win = {
      scrollY: 0,
      scrollTo,
      matchMedia: () => ({ matches: true }),
    } as unknown as Window;
    const element = { getBoundingClientRect: () => ({ top: 600 }) } as unknown as Element;
    await smoothScrollTo(
      element,
      { offset: SECTION_SCROLL.offset, durationMs: SECTION_SCROLL.durationMs },
      win,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 520);
  });
});
