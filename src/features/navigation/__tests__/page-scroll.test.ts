import { applyScrollDecision, SCROLL_PATIENCE_MS } from '../page-scroll';

/**
 * A window run by hand: its page is `height` px tall in an 844 px window, it is scrolled to
 * `scrollY`, its clock moves 100 ms a frame, and `element` is what getElementById finds.
 */
function fakeWindow(start: { height: number; scrollY: number }) {
  const state = { ...start, time: 0, element: null as { top: number } | null };
  const frames: (() => void)[] = [];
  const scrollTo = jest.fn((options: ScrollToOptions) => {
    state.scrollY = Math.min(options.top ?? 0, Math.max(0, state.height - 844));
  });
  const win = Object.assign(new EventTarget(), {
    get scrollY() {
      return state.scrollY;
    },
    innerHeight: 844,
    scrollTo,
    performance: { now: () => state.time },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    cancelAnimationFrame: (id: number) => {
      frames[id - 1] = () => undefined;
    },
    document: {
      documentElement: {
        get scrollHeight() {
          return state.height;
        },
      },
      getElementById: (id: string) =>
        id === 'rates' && state.element
          ? { getBoundingClientRect: () => ({ top: state.element!.top - state.scrollY }) }
          : null,
    },
  }) as unknown as Window;
  let ran = 0;
  const nextFrame = () => {
    state.time += 100;
    if (ran >= frames.length) return;
    const frame = frames[ran];
    ran += 1;
    frame?.();
  };
  const framesWaiting = () => frames.length - ran;
  return { win, state, scrollTo, nextFrame, framesWaiting };
}

const instantly = (top: number) => ({ top, left: 0, behavior: 'instant' });

describe('moving the window on a page change', () => {
  it('jumps to the top at once, never by an animation from the old offset', () => {
    const { win, state, scrollTo, framesWaiting } = fakeWindow({ height: 3000, scrollY: 814 });
    applyScrollDecision({ kind: 'top' }, () => 500, win);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(instantly(0));
    expect(state.scrollY).toBe(0);
    expect(framesWaiting()).toBe(0);
  });

  it('leaves the window alone when the position is kept', () => {
    const { win, scrollTo } = fakeWindow({ height: 3000, scrollY: 814 });
    applyScrollDecision({ kind: 'keep' }, () => 500, win);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('restores a saved position at once when the page is tall enough', () => {
    const { win, state, framesWaiting } = fakeWindow({ height: 3000, scrollY: 0 });
    applyScrollDecision({ kind: 'restore' }, () => 1200, win);
    expect(state.scrollY).toBe(1200);
    expect(framesWaiting()).toBe(0);
  });

  it('restores a saved position once a client-only screen has rendered its content', () => {
    const { win, state, scrollTo, nextFrame } = fakeWindow({ height: 900, scrollY: 0 });
    applyScrollDecision({ kind: 'restore' }, () => 5000, win);
    expect(state.scrollY).toBe(56); // as far as the loading line allows
    nextFrame();
    expect(state.scrollY).toBe(56);
    state.height = 20_000; // the offers are in
    nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith(instantly(5000));
    expect(state.scrollY).toBe(5000);
  });

  it('stops waiting when the visitor scrolls, and after a few seconds', () => {
    const touched = fakeWindow({ height: 900, scrollY: 0 });
    applyScrollDecision({ kind: 'restore' }, () => 5000, touched.win);
    touched.win.dispatchEvent(new Event('wheel'));
    touched.state.height = 20_000;
    touched.nextFrame();
    expect(touched.state.scrollY).toBe(56);

    const slow = fakeWindow({ height: 900, scrollY: 0 });
    applyScrollDecision({ kind: 'restore' }, () => 5000, slow.win);
    for (let ms = 0; ms <= SCROLL_PATIENCE_MS; ms += 100) slow.nextFrame();
    expect(slow.framesWaiting()).toBe(0);
    slow.state.height = 20_000;
    slow.nextFrame();
    expect(slow.state.scrollY).toBe(56);
  });

  it('a new page change cancels a restore still waiting', () => {
    const { win, state, nextFrame } = fakeWindow({ height: 900, scrollY: 0 });
    applyScrollDecision({ kind: 'restore' }, () => 5000, win);
    applyScrollDecision({ kind: 'top' }, () => 0, win);
    state.height = 20_000;
    nextFrame();
    expect(state.scrollY).toBe(0);
  });

  it('goes to the top when back reaches an entry with no saved position', () => {
    const { win, state } = fakeWindow({ height: 3000, scrollY: 814 });
    applyScrollDecision({ kind: 'restore' }, () => 0, win);
    expect(state.scrollY).toBe(0);
  });

  it('shows the element a fragment names, once it is on the page', () => {
    const { win, state, nextFrame } = fakeWindow({ height: 3000, scrollY: 0 });
    applyScrollDecision({ kind: 'element', id: 'rates' }, () => 0, win);
    expect(state.scrollY).toBe(0);
    state.element = { top: 1500 };
    nextFrame();
    expect(state.scrollY).toBe(1500);
  });
});
