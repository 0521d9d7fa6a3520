import * as React from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '../../lib/error-message';

/** A failure that belongs to one field: `show` puts the error on it, `inputId` is the field to focus. */
export interface FieldRefusal {
  inputId: string;
  show(): void;
}

/** Shows a field's error, then moves focus to the field, so that it is read with its error. */
function focusFieldWithError(showError: () => void, inputId: string): void {
  flushSync(showError);
  document.getElementById(inputId)?.focus();
}

export interface SubmitOptions {
  /** The field a failure is about (a 400 naming it), or null for a failure of the whole form. */
  fieldRefusal?(error: unknown): FieldRefusal | null;
  /**
   * The form's words for a failure not on a field; by default the API's message. Forms whose
   * fields the API may refuse pass formFailureMessage (server-refusal.ts), which never shows the
   * API's words for a field.
   */
  failureMessage?(error: unknown): string;
}

export interface RunOptions {
  /** Called first on a failure; answering true means it is handled and nothing more is shown. */
  onFailure?(error: unknown): boolean | void;
  /** Stays busy once the work is done (it moved on to another page or step that replaces the form). */
  stayBusy?: boolean;
}

/**
 * One form's sending: `busy` while a call is under way (a second press meanwhile is ignored), the
 * form's own error, and a failure turned into the error of the field it is about (which then has
 * focus) or into the form's alert, in plain words.
 */
export function useSubmit({ fieldRefusal, failureMessage = errorMessage }: SubmitOptions = {}) {
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const running = React.useRef(false);

  /** Shows a failure: on its field when it is about one, else as the form's error. */
  const showFailure = (caught: unknown) => {
    const refused = fieldRefusal?.(caught);
    if (refused) focusFieldWithError(refused.show, refused.inputId);
    else setError(failureMessage(caught));
  };

  /**
   * Clears the form's error; with the id of the first field the form's own check found wrong,
   * moves focus there. Answers whether the form may be sent.
   */
  const checked = (firstInvalidId?: string | null): boolean => {
    setError(null);
    if (!firstInvalidId) return true;
    document.getElementById(firstInvalidId)?.focus();
    return false;
  };

  /** Runs `work` unless a run is under way; answers whether it succeeded. */
  const run = async (work: () => Promise<void>, options: RunOptions = {}): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    let succeeded = false;
    try {
      await work();
      succeeded = true;
    } catch (caught) {
      if (options.onFailure?.(caught) !== true) showFailure(caught);
    } finally {
      if (!(succeeded && options.stayBusy)) {
        running.current = false;
        setBusy(false);
      }
    }
    return succeeded;
  };

  return { busy, error, setError, checked, run, showFailure, messageFor: failureMessage };
}

export type Submit = ReturnType<typeof useSubmit>;
