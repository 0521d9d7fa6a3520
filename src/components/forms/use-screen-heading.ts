import * as React from 'react';

let screensShown = 0;

/**
 * The screen's h1 (give it tabIndex={-1}). After a navigation inside the site, focus moves to it
 * once the screen is `ready` (a screen that loads first shows its heading when its answer is in),
 * so keyboard and screen-reader users start on the new screen rather than on the page wrapper or
 * the body; the first screen of a page load leaves focus where the browser put it (the skip link
 * comes first).
 */
export function useScreenHeading<T extends HTMLElement = HTMLHeadingElement>(
  ready = true,
): React.RefObject<T> {
  const ref = React.useRef<T>(null);
  const firstOfPage = React.useRef<boolean | null>(null);
  const focused = React.useRef(false);
  React.useEffect(() => {
    if (firstOfPage.current === null) {
      screensShown += 1;
      firstOfPage.current = screensShown === 1;
    }
  }, []);
  React.useEffect(() => {
    if (!ready || focused.current || firstOfPage.current) return;
    const heading = ref.current;
    if (!heading) return;
    focused.current = true;
    // Where the page is scrolled is the router's to decide: the top for a new screen, the place
    // the visitor left for one they came back to; focusing must not move it.
    heading.focus({ preventScroll: true });
  }, [ready]);
  return ref;
}
