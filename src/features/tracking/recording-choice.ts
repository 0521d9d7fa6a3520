/**
 * The visitor's choice about what the site records of their use (the privacy page's switch): with
 * recording off, in this browser, no action or speed measurement is recorded or sent, what was
 * recorded but not yet sent is deleted, and the visit goes without its referring page and
 * campaign parameters. A browser that sends Global Privacy Control (`navigator.globalPrivacyControl`)
 * has it off, whatever was chosen here.
 */
import { safeStorage } from '../../lib/storage';
import { DROPPED_ACTIONS_KEY, UNSENT_ACTIONS_PREFIX } from './unsent-keys';

export const RECORDING_OFF_KEY = 'staysmart.recording-off';

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** True when the browser asks sites not to sell or share what they learn (Global Privacy Control). */
export function sendsGlobalPrivacyControl(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as PrivacyNavigator).globalPrivacyControl === true;
}

/** Whether this browser has recording off, by the visitor's choice or its privacy signal. */
export function isRecordingOff(): boolean {
  return sendsGlobalPrivacyControl() || safeStorage.get(RECORDING_OFF_KEY) === 'yes';
}

/** Deletes every page load's recorded but unsent actions from this browser. */
export function deleteUnsentActions(): void {
  for (const key of safeStorage.keys())
    if (key.startsWith(UNSENT_ACTIONS_PREFIX) || key === DROPPED_ACTIONS_KEY) safeStorage.remove(key);
}

/** Records the visitor's choice; turning recording off also deletes what waits to be sent. */
export function setRecordingOff(off: boolean): void {
  if (off) {
    safeStorage.set(RECORDING_OFF_KEY, 'yes');
    deleteUnsentActions();
  } else {
    safeStorage.remove(RECORDING_OFF_KEY);
  }
}
