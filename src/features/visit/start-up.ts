/**
 * The start-up of spec section 4, loaded after first paint:
 * 1. failed API calls get their reporter;
 * 2. the data-collection id (this page load) is known (the browser id is the server's cookie);
 * 3. the visit: /main/ starts a new visit, or resumes the one named by the `vid` query parameter
 *    (/main/ is called either way, because it is also what gives this browser its session and
 *    XSRF-TOKEN cookies, which every later call needs);
 * 4. the user details are fetched;
 * 5. the loading overlay goes, tracking starts, and the app counts as started.
 * A failed call is reported by the API client's handler and does not stop the start-up: the
 * content stays usable and the app screens show what could not be loaded.
 */
import type { AppStore } from '../../store/root-reducer';
import { fetchUserDetails } from '../auth/auth-slice';
import { installApiFailureReporting } from '../errors/api-failure-reporting';
import { markStartUpFinished } from '../errors/app-stability';
import { settleOptional } from '../../lib/optional-work';
import { trackedActions } from '../tracking/action-names';
import { isRecordingOff } from '../tracking/recording-choice';
import { getDataCollectionId, track } from '../tracking/track';
import { forgetStoredBrowserId, visitFlagsFromQuery, visitIdFromQuery } from './browser-identity';
import { collectClientInfo } from './client-info';
import { removeLoadingOverlay } from './loading-overlay';
import { startVisit, visitIdentified } from './visit-slice';
import type { MainRequest } from './visit-api';

export interface StartUpDeps {
  store: AppStore;
  startTracking(store: AppStore): void;
  win: Window;
}

async function defaultStartTracking(store: AppStore): Promise<void> {
  const { startTracking } = await import('../tracking/start-tracking');
  startTracking(store);
}

export function buildMainRequest(
  win: Window,
  visitId: string | null,
  flags: Record<string, string>,
  recordingOff = false,
): MainRequest {
  return {
    clientInfo: collectClientInfo(win),
    gaId: null,
    // There is no consent banner: this says whether the browser accepts cookies at all.
    cookies: win.navigator.cookieEnabled,
    // With recording off (the privacy page's choice), the visit goes without where it came from.
    referrer: recordingOff ? '' : win.document.referrer,
    ...(visitId ? { visitId } : {}),
    app: 'web',
    frontend: 'gatsby',
    flags: recordingOff ? {} : flags,
  };
}

export async function startUp(deps: Pick<StartUpDeps, 'store'> & Partial<StartUpDeps>): Promise<void> {
  const { store } = deps;
  const win = deps.win ?? window;
  await installApiFailureReporting();

  forgetStoredBrowserId();
  const queryVisitId = visitIdFromQuery(win.location.search);
  const flags = visitFlagsFromQuery(win.location.search);
  store.dispatch(visitIdentified({ dcId: getDataCollectionId(), visitId: queryVisitId, flags }));

  const visit = await store.dispatch(
    startVisit(buildMainRequest(win, queryVisitId, flags, isRecordingOff())),
  );
  await store.dispatch(fetchUserDetails());

  removeLoadingOverlay(win.document);
  if (deps.startTracking) deps.startTracking(store);
  else settleOptional('starting tracking', defaultStartTracking(store));
  track(trackedActions.initial, {
    path: win.location.pathname,
    visitResumed: startVisit.fulfilled.match(visit) ? visit.payload.resumed : null,
    signedIn: store.getState().auth.user !== null,
  });
  markStartUpFinished();
}
