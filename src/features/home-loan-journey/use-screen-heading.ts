import * as React from 'react';

let screensShown = 0;

/**
 * The screen's h1 (give it tabIndex={-1}). After a navigation inside the site, focus moves to it,
 * so keyboard and screen-reader users start on the new screen rather than on the body; the first
 * screen of a page load leaves focus where the browser put it (the skip link comes first).
 */
export function useScreenHeading<T extends HTMLElement = HTMLHeadingElement>(): React.RefObject<T> {
  const ref = React.useRef<T>(null);
  React.useEffect(() => {
    screensShown += 1;
    if (screensShown > 1) ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
