/** Wires the uploader to the queue, the page lifecycle and web vitals; run once by start-up. */
import type { AppStore } from '../../store/root-reducer';
import { createActionUploader, type ActionUploader } from './action-uploader';
import { trackedActions } from './action-names';
import { batchBytes, sendEventBatch } from './send-events';
import {
  confirmActions,
  getDataCollectionId,
  onBeforeFlush,
  pendingActions,
  runBeforeFlushHooks,
  track,
} from './track';
import { reportWebVitals } from './web-vitals-reporter';

export function startTracking(store: AppStore, win: Window = window): ActionUploader {
  const uploader = createActionUploader({
    queue: { pending: pendingActions, confirm: confirmActions, runBeforeFlushHooks },
    context: () => ({ visitId: store.getState().visit.visitId, dcId: getDataCollectionId() }),
    send: sendEventBatch,
    measure: batchBytes,
  });
  win.addEventListener('pagehide', () => uploader.flush());
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') uploader.flush();
  });
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) =>
      reportWebVitals({
        observe: [onCLS, onINP, onLCP, onFCP, onTTFB],
        report: (data) => track(trackedActions.webVitals, data),
        onBeforeFlush,
      }),
    )
    .catch(() => {
      // Web vitals are a nice-to-have; the page works without them.
    });
  return uploader;
}
