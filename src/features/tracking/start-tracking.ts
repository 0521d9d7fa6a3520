/**
 * Wires the uploader to the queue, the page lifecycle and web vitals; run once by start-up. With
 * recording off (recording-choice.ts) nothing starts, and what earlier page loads left unsent is
 * deleted.
 */
import type { AppStore } from '../../store/root-reducer';
import { ApiError } from '../../lib/api-client';
import { optional, reportOptionalFailure } from '../../lib/optional-work';
import { safeStorage } from '../../lib/storage';
import { createActionUploader, type ActionUploader } from './action-uploader';
import { trackedActions } from './action-names';
import { batchBytes, sendEventBatch } from './send-events';
import {
  adoptUnsent,
  confirmActions,
  discardActions,
  getDataCollectionId,
  onBeforeFlush,
  pendingGroups,
  runBeforeFlushHooks,
  readTrackingVisitIdFrom,
  takeDroppedCount,
  track,
} from './track';
import { deleteUnsentActions, isRecordingOff } from './recording-choice';
import { takeOverUnsent } from './unsent-actions';
import { reportWebVitals } from './web-vitals-reporter';

/** Malformed content: sending the same actions again cannot succeed. */
function isRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 413 || error.status === 422);
}

export function startTracking(store: AppStore, win: Window = window): ActionUploader | null {
  if (isRecordingOff()) {
    deleteUnsentActions();
    return null;
  }
  const visitId = () => store.getState().visit.visitId;
  readTrackingVisitIdFrom(visitId);
  const earlier = takeOverUnsent(safeStorage, getDataCollectionId());
  adoptUnsent(earlier.groups, earlier.dropped);

  const uploader = createActionUploader({
    queue: { pendingGroups, confirm: confirmActions, discard: discardActions, runBeforeFlushHooks },
    visitId,
    send: sendEventBatch,
    isRefused,
    onUploaded: () => {
      const dropped = takeDroppedCount();
      if (dropped > 0) track(trackedActions.actionsDropped, { count: dropped });
    },
    measure: batchBytes,
    onTickFailed: (error) => reportOptionalFailure('uploading tracked actions', error),
  });
  const flush = optional('uploading tracked actions', () => uploader.flush());
  // track.ts keeps what is unconfirmed in storage at these moments; this sends it.
  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
  // Web vitals are a nice-to-have: a failure to load or measure them is reported, never thrown.
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) =>
      reportWebVitals({
        observe: [onCLS, onINP, onLCP, onFCP, onTTFB],
        // track() never throws (it reports its own failures).
        report: (data) => track(trackedActions.webVitals, data),
        onBeforeFlush,
      }),
    )
    .catch((error: unknown) => reportOptionalFailure('measuring web vitals', error));
  return uploader;
}
