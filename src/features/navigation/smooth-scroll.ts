/**
 * Animation and smooth scrolling with the spec's timings: animations default to linear over
 * 500 ms; scrolling defaults to offset 0 over 1000 ms; section scrolling uses offset -80 over
 * 2000 ms, so the section starts a little below the top of the window rather than against it.
 * Visitors who ask for reduced motion get the end position at once.
 */
export type Easing = (progress: number) => number;

export const linear: Easing = (progress) => progress;

export const ANIMATION_DEFAULTS = { durationMs: 500, easing: linear } as const;
export const SCROLL_DEFAULTS = { offset: 0, durationMs: 1000 } as const;
export const SECTION_SCROLL = { offset: -80, durationMs: 2000 } as const;

export interface AnimationOptions {
  durationMs?: number;
  easing?: Easing;
  onFrame(progress: number): void;
  requestFrame?: (callback: (time: number) => void) => unknown;
  now?: () => number;
  /** Stops the animation where it is (the visitor scrolled, or pressed a key, meanwhile). */
  signal?: AbortSignal;
}

/**
 * Calls onFrame with eased progress from 0 to 1; resolves after the frame with progress 1, or
 * without another frame once `signal` is aborted.
 */
export function animate(options: AnimationOptions): Promise<void> {
  const durationMs = options.durationMs ?? ANIMATION_DEFAULTS.durationMs;
  const easing = options.easing ?? ANIMATION_DEFAULTS.easing;
  const requestFrame =
    options.requestFrame ?? ((callback: (time: number) => void) => window.requestAnimationFrame(callback));
  const now = options.now ?? (() => performance.now());
  const start = now();
  return new Promise((resolve) => {
    const frame = () => {
      if (options.signal?.aborted) {
        resolve();
        return;
      }
      const elapsed = now() - start;
      const progress = durationMs <= 0 ? 1 : Math.min(1, elapsed / durationMs);
      options.onFrame(easing(progress));
      if (progress >= 1) resolve();
      else requestFrame(frame);
    };
    requestFrame(frame);
  });
}

export function prefersReducedMotion(win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface ScrollOptions {
  offset?: number;
  durationMs?: number;
  easing?: Easing;
  signal?: AbortSignal;
}

/** The page offset to scroll to for an element (its top plus the offset) or a number. */
export function scrollTargetY(target: Element | number, offset: number, win: Window = window): number {
  const base = typeof target === 'number' ? target : target.getBoundingClientRect().top + win.scrollY;
  return Math.max(0, Math.round(base + offset));
}

/**
 * Each step is an instant jump: the page's CSS asks for smooth scrolling (scroll-behavior), which
 * would otherwise start a browser animation on every frame of this one.
 */
function jumpTo(win: Window, top: number): void {
  win.scrollTo({ top, behavior: 'instant' });
}

export function smoothScrollTo(
  target: Element | number,
  options: ScrollOptions = {},
  win: Window = window,
): Promise<void> {
  const offset = options.offset ?? SCROLL_DEFAULTS.offset;
  const durationMs = options.durationMs ?? SCROLL_DEFAULTS.durationMs;
  const to = scrollTargetY(target, offset, win);
  const from = win.scrollY;
  if (prefersReducedMotion(win) || to === from) {
    jumpTo(win, to);
    return Promise.resolve();
  }
  return animate({
    durationMs,
    easing: options.easing,
    signal: options.signal,
    requestFrame: (callback) => win.requestAnimationFrame(callback),
    now: () => win.performance.now(),
    onFrame: (progress) => jumpTo(win, Math.round(from + (to - from) * progress)),
  });
}

/**
 * Scrolls a section into view, 80 px below the top of the window, and moves focus to it for
 * keyboard and screen-reader users. Focus moves first (without scrolling), so they need not wait
 * for the animation to hear where they are.
 */
export async function scrollToSection(
  element: HTMLElement,
  win: Window = window,
  signal?: AbortSignal,
): Promise<void> {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  await smoothScrollTo(
    element,
    { offset: SECTION_SCROLL.offset, durationMs: SECTION_SCROLL.durationMs, signal },
    win,
  );
}
