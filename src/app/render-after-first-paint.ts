/**
 * How the page's React tree is attached. The server-rendered HTML is complete and readable before
 * any script runs, so hydration (the longest task of a page load, some 200 ms on a phone) waits
 * until the browser has painted that HTML once: the visitor sees the page as soon as it arrives,
 * and the page becomes interactive one frame later (or once what it waits for has arrived, if
 * later). Client-only pages (an empty focus wrapper) are rendered rather than hydrated, as Gatsby
 * itself does.
 */
import { startTransition } from 'react';
import type * as React from 'react';

/**
 * react-dom is taken when the page renders, not when this module loads: this module loads in the
 * app's entry, and react-dom's initialisation would lengthen the entry's task, the longest of
 * start-up. (Its code is already in the page; taking it is a microtask.)
 */
const loadReactDomClient = () => import('react-dom/client');

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

/** The text a client-only page shows when its code could not be loaded at all. */
export const PAGE_LOAD_FAILED_TEXT =
  'This page could not finish loading. Please check your connection and reload it.';

function showLoadFailure(focusWrapper: Element): void {
  const doc = focusWrapper.ownerDocument;
  const notice = doc.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.className = 'container page-load-failure';
  notice.textContent = PAGE_LOAD_FAILED_TEXT;
  focusWrapper.replaceChildren(notice);
}

/**
 * A part of the page React could not hydrate and rendered afresh instead: a journey's first
 * screen is built for a new visitor, so a returning one's kept answers differ from its HTML. The
 * page is whole again, so this is reported, never treated as a failure of the page (which a
 * window error before start-up would be).
 */
function reportRecovered(error: unknown): void {
  import('../features/errors/report-error')
    .then(({ reportError }) => reportError({ error, details: { source: 'hydration' } }))
    .catch(() => {
      // Nothing more to do: the page works.
    });
}

export interface RenderOptions {
  /** What must have arrived before React starts (the store's chunk); the paint does not wait. */
  ready?: Promise<unknown>;
  /** Told when `ready` fails: the page then stays as the server sent it. */
  onFailed?: (error: unknown) => void;
}

export function renderAfterFirstPaint(
  element: React.ReactElement,
  container: Element | null,
  { ready, onFailed }: RenderOptions = {},
): void {
  if (container === null) throw new Error('The page has no #___gatsby element to render into.');
  const focusWrapper = container.ownerDocument.getElementById('gatsby-focus-wrapper');
  const serverRendered = focusWrapper !== null && focusWrapper.children.length > 0;
  let painted = false;
  let arrived = ready === undefined;
  const start = () => {
    if (!painted || !arrived) return;
    loadReactDomClient().then(({ createRoot, hydrateRoot }) => {
      // A transition makes the work interruptible: React yields to the browser every few
      // milliseconds instead of running the whole tree as one long task, and a tap on a part not
      // yet hydrated makes that part hydrate first.
      startTransition(() => {
        if (serverRendered) hydrateRoot(container, element, { onRecoverableError: reportRecovered });
        else createRoot(container).render(element);
      });
    }, onFailed);
  };
  afterFirstPaint(() => {
    painted = true;
    start();
  }, container.ownerDocument.defaultView ?? window);
  ready?.then(
    () => {
      arrived = true;
      start();
    },
    (error: unknown) => {
      // A server-rendered page stays readable and its links work without React; a client-only
      // page has nothing to show, so it says why.
      if (!serverRendered && focusWrapper !== null) showLoadFailure(focusWrapper);
      onFailed?.(error);
    },
  );
}
