/**
 * Carries out a scroll decision (scroll-rules.ts) on a page change.
 *
 * Every move is an instant jump. The page's CSS asks for smooth scrolling (scroll-behavior), so a
 * plain `scrollTo(0, 0)` would be an animation that starts from the previous page's offset: the
 * new page would open part-way down, glide up, and stay wherever the animation was cut short by
 * the screen swapping in or the visitor touching the page.
 *
 * A position to restore, or an element to show, may not exist yet when the route changes: the
 * client-only screens (/credit-cards/offers/, ...) render a loading line first and their content
 * a moment later. So the jump waits, frame by frame, until the page is tall enough or the element
 * is there; it gives up after a few seconds, or as soon as the visitor scrolls, taps or presses a
 * key, so it never takes the page away from them.
 */
import type { ScrollDecision } from './scroll-rules';
import { onVisitorTakesOver } from './visitor-takes-over';

/** How long a restore waits for the page to become tall enough, or an element to appear. */
export const SCROLL_PATIENCE_MS = 3000;

type ScrollWindow = Pick<
  Window,
  | 'scrollTo'
  | 'scrollY'
  | 'innerHeight'
  | 'requestAnimationFrame'
  | 'cancelAnimationFrame'
  | 'addEventListener'
  | 'removeEventListener'
  | 'performance'
  | 'document'
>;

let cancelPending: (() => void) | null = null;

function jumpTo(win: ScrollWindow, top: number): void {
  win.scrollTo({ top, left: 0, behavior: 'instant' });
}

function maxScrollY(win: ScrollWindow): number {
  return Math.max(0, win.document.documentElement.scrollHeight - win.innerHeight);
}

/** Jumps to `target()` as soon as it is a number; tries on each frame until the patience runs out. */
function jumpWhenReady(win: ScrollWindow, target: () => number | null): void {
  const deadline = win.performance.now() + SCROLL_PATIENCE_MS;
  let frame: number | null = null;
  const stop = () => {
    if (frame !== null) win.cancelAnimationFrame(frame);
    frame = null;
    stopListening();
    if (cancelPending === stop) cancelPending = null;
  };
  const stopListening = onVisitorTakesOver(win, stop);
  cancelPending = stop;
  const attempt = () => {
    frame = null;
    const top = target();
    if (top !== null) {
      jumpTo(win, top);
      stop();
    } else if (win.performance.now() >= deadline) {
      stop();
    } else {
      frame = win.requestAnimationFrame(attempt);
    }
  };
  attempt();
}

/** Carries out the decision; `savedY` is the position saved for the history entry being shown. */
export function applyScrollDecision(
  decision: ScrollDecision,
  savedY: () => number,
  win: ScrollWindow = window,
): void {
  cancelPending?.();
  switch (decision.kind) {
    case 'keep':
      return;
    case 'top':
      jumpTo(win, 0);
      return;
    case 'restore': {
      const top = Math.max(0, Math.round(savedY()));
      // As near as the page allows at once, then the rest when the content is in.
      jumpTo(win, Math.min(top, maxScrollY(win)));
      jumpWhenReady(win, () => (maxScrollY(win) >= top ? top : null));
      return;
    }
    case 'element':
      jumpWhenReady(win, () => {
        const element = win.document.getElementById(decision.id);
        return element ? Math.max(0, Math.round(element.getBoundingClientRect().top + win.scrollY)) : null;
      });
  }
}
