/**
 * Gatsby's browser lifecycle, kept thin: each function hands over to a feature module.
 *
 * What Gatsby's own runtime already does (and is relied on rather than repeated):
 * - page data: a 404 shows the 404 page, a 500 the 500 page (src/pages/500.tsx), any other
 *   failure is retried up to 3 times (cache-dir/loader.js);
 * - a page whose resources fail to load gets a full navigation, and a failed chunk load sends the
 *   browser to the route it was going to (cache-dir/navigation.js);
 * - a compilation-hash mismatch on first load reloads once per session (sessionStorage guard in
 *   cache-dir/production-app.js); on a later navigation it does a full page load;
 * - the service worker is registered at /sw.js over HTTPS or on localhost, and after a service
 *   worker update the next navigation is a full page load (cache-dir/register-service-worker.js).
 * What is added here: the store in a chunk of its own and hydration once it and the first paint
 * are there, the data-version reset, the start-up, error handling, tracking, the client
 * redirect rules, trailing slashes, the scroll rules, smooth scrolling for in-page links, the
 * canonical link and the announcement text; gatsby-config.ts makes page loads network-first in the service worker, so a new deploy
 * is seen on the next load.
 */
import './src/styles/global.css';
import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import {
  DeferredRootProviders,
  loadBrowserStore,
  loadedBrowserStore,
  loadRootRuntime,
} from './src/app/deferred-root';
import { HeaderParts } from './src/app/header-parts';
import { renderAfterFirstPaint } from './src/app/render-after-first-paint';
import { markFirstRenderCommitted } from './src/features/errors/app-stability';
import { installErrorListeners } from './src/features/errors/install-error-listeners';
import { installOptionalFailureReporting } from './src/features/errors/optional-failure-reporting';
import { reportError, setReportContext } from './src/features/errors/report-error';
import {
  applyClientRedirect,
  onRouteChanged,
  shouldUpdateScrollFor,
} from './src/features/navigation/route-updates';
import { ensureDataVersion } from './src/features/visit/data-version';
import { scheduleStartUp } from './src/features/visit/schedule-start-up';
import { whenIdle } from './src/lib/idle';
import { settleOptional } from './src/lib/optional-work';
import { nextTask } from './src/lib/next-task';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <HeaderParts>
    <DeferredRootProviders onContentCommitted={markFirstRenderCommitted}>{element}</DeferredRootProviders>
  </HeaderParts>
);

function renderWithStore(element: React.ReactElement, container: Element | null): void {
  renderAfterFirstPaint(element, container, {
    ready: loadRootRuntime(),
    onFailed: (error) => void reportError({ error, details: { during: 'loading the page runtime' } }),
  });
}

// Gatsby types the renderer as react-dom's legacy `render`; it only ever calls it as (element, container).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  renderWithStore as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

function startClient(): Promise<void> {
  // The store's chunk is already on its way (the page's loader asked for it); evaluating it is
  // the largest part of this start, so it runs in the next task.
  void nextTask()
    .then(loadRootRuntime)
    .catch(() => undefined);
  // Error reports name the visit, which lives in the store; the reporter is told where to read it.
  setReportContext(() => ({ visitId: loadedBrowserStore()?.getState().visit.visitId ?? null }));
  installErrorListeners();
  // Optional work (caching, prefetching, tracking) reports its failures and never stops the page.
  installOptionalFailureReporting();
  // In-page links work without it (the browser jumps); it arrives in a chunk of its own when the page is idle.
  whenIdle(() =>
    settleOptional(
      'loading in-page links',
      import('./src/features/navigation/in-page-links').then(({ installInPageLinks }) =>
        installInPageLinks(),
      ),
    ),
  );
  // Gatsby waits for this promise before registering the service worker, so a reset deletes old caches first.
  return Promise.resolve(ensureDataVersion()).then((outcome) => {
    if (outcome !== 'reloading') scheduleStartUp(loadBrowserStore);
  });
}

// Gatsby calls this in the task that evaluated the app's scripts, the longest of start-up; the
// work here waits for a task of its own, so that neither task is long.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => nextTask().then(startClient);

let redirectedFrom: string | null = null;

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location }) => {
  redirectedFrom = applyClientRedirect(location) ? location.pathname : null;
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  if (redirectedFrom === location.pathname) return;
  // Gatsby calls this inside React's commit, which on a page load ends hydration; the work waits
  // for the next task, so that the commit's task stays short.
  settleOptional(
    'handling the page change',
    nextTask().then(() => onRouteChanged(location, prevLocation ?? null)),
  );
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = (args) => shouldUpdateScrollFor(args);
