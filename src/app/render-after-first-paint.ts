/**
 * How the page's React tree is attached. The server-rendered HTML is complete and readable before
 * any script runs, so hydration (the longest task of a page load, some 200 ms on a phone) waits
 * until the browser has painted that HTML once: the visitor sees the page as soon as it arrives,
 * and the page becomes interactive one frame later. Client-only pages (an empty focus wrapper)
 * are rendered rather than hydrated, as Gatsby itself does.
 */
import { startTransition } from 'react';
import type * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Longest wait for a frame: a page opened in a background tab gets no animation frames. */
export const FIRST_PAINT_FALLBACK_MS = 100;

/** Runs `task` once, in a new task after the next frame has been painted (or after the fallback). */
export function afterFirstPaint(task: () => void, win: Window = window): void {
  let ran = false;
  const runOnce = () => {
    if (ran) return;
    ran = true;
    task();
  };
  win.requestAnimationFrame(() => win.setTimeout(runOnce, 0));
  win.setTimeout(runOnce, FIRST_PAINT_FALLBACK_MS);
}

export function renderAfterFirstPaint(element: React.ReactElement, container: Element | null): void {
  if (container === null) throw new Error('The page has no #___gatsby element to render into.');
  const focusWrapper = container.ownerDocument.getElementById('gatsby-focus-wrapper');
  const serverRendered = focusWrapper !== null && focusWrapper.children.length > 0;
  afterFirstPaint(() => {
    // A transition makes the work interruptible: React yields to the browser every few
    // milliseconds instead of running the whole tree as one long task, and a tap on a part not yet
    // hydrated makes that part hydrate first.
    startTransition(() => {
      if (serverRendered) hydrateRoot(container, element);
      else createRoot(container).render(element);
    });
  }, container.ownerDocument.defaultView ?? window);
}
