/**
 * Links to another part of the same page (`href="#id"`, such as a comparison rate's asterisk that
 * points to the statutory warning) scroll there the way the spec scrolls to a section (offset -80,
 * 2000 ms; at once for visitors who prefer reduced motion), and focus moves to the target so
 * keyboard and screen-reader users carry on from there. The address is left as it is, as is the
 * history: Back leaves the page rather than scrolling within it.
 *
 * Left to the browser: links marked `data-scroll="jump"` (the skip link, which must act at once),
 * links that handle their own click, clicks with a modifier key, and targets not on the page.
 */

import { onVisitorTakesOver } from './visitor-takes-over';

function inPageTarget(event: MouseEvent, doc: Document): HTMLElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
  if (!link || link.getAttribute('data-scroll') === 'jump') return null;
  const id = (link.getAttribute('href') ?? '').slice(1);
  if (id === '') return null;
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // A malformed escape: the id as written.
  }
  return doc.getElementById(decoded);
}

/** Starts handling in-page links on the document; returns the function that stops it. */
export function installInPageLinks(doc: Document = document, win: Window = window): () => void {
  let stopRunning: (() => void) | null = null;

  const onClick = (event: MouseEvent) => {
    const target = inPageTarget(event, doc);
    if (!target) return;
    event.preventDefault();
    stopRunning?.();
    const controller = new AbortController();
    const stopListening = onVisitorTakesOver(win, () => controller.abort());
    const cleanUp = () => {
      controller.abort();
      stopListening();
      if (stopRunning === cleanUp) stopRunning = null;
    };
    stopRunning = cleanUp;
    // Focus moves at once, so keyboard and screen-reader users carry on from the target while the
    // animation's code is fetched: only the first such click on a page waits for it.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    void import('./smooth-scroll')
      .then(({ scrollToSection }) =>
        controller.signal.aborted ? undefined : scrollToSection(target, win, controller.signal),
      )
      .finally(cleanUp);
  };

  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('click', onClick);
    stopRunning?.();
  };
}
