/** What the visitor does that takes over from a scroll the page started (an animation, a restore). */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** Calls `stop` when the visitor scrolls, touches, clicks or presses a key; returns the function that stops listening. */
export function onVisitorTakesOver(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  stop: () => void,
): () => void {
  for (const name of TAKE_OVER_EVENTS) win.addEventListener(name, stop, { passive: true });
  return () => {
    for (const name of TAKE_OVER_EVENTS) win.removeEventListener(name, stop);
  };
}
