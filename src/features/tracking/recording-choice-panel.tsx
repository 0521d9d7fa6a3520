/**
 * The privacy page's switch for what the site records of a visitor's use (recording-choice.ts).
 * The choice lives in this browser, so the page learns it once it runs; until then (and without
 * JavaScript, when nothing is recorded at all) the box waits.
 */
import * as React from 'react';
import { isRecordingOff, sendsGlobalPrivacyControl } from './recording-choice';
import { chooseRecording } from './track';

type RecordingState = 'unknown' | 'on' | 'off' | 'signal';

const STATUS: Record<RecordingState, string> = {
  unknown: 'Checking what this browser has chosen…',
  on: 'Recording is on in this browser.',
  off: 'Recording is off in this browser: we record no pages, taps, searches or speed measurements from it, and what it had recorded but not yet sent has been deleted.',
  signal:
    'Your browser sends the Global Privacy Control signal, so recording is off in it, whatever is chosen here.',
};

function readState(): RecordingState {
  if (sendsGlobalPrivacyControl()) return 'signal';
  return isRecordingOff() ? 'off' : 'on';
}

export function RecordingChoicePanel() {
  const [state, setState] = React.useState<RecordingState>('unknown');
  React.useEffect(() => setState(readState()), []);

  return (
    <section aria-labelledby="recording-choice-heading" id="recording-choice">
      <h2 id="recording-choice-heading">Your choice: what we record as you use the site</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={state === 'on'}
          disabled={state === 'unknown' || state === 'signal'}
          onChange={(event) => {
            chooseRecording(event.target.checked);
            setState(readState());
          }}
        />
        Record what I do on this site, in this browser
      </label>
      <p role="status" aria-live="polite">
        {STATUS[state]}
      </p>
      <p className="legal">
        The choice is kept in this browser: another browser or device, or this one after its site data is
        cleared, has recording on until you choose again. It does not stop error reports, or what you send us
        yourself, such as a check of your card or a registration.
      </p>
    </section>
  );
}
