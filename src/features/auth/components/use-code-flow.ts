import * as React from 'react';
import { isApiError } from '../../../lib/api-client';
import { useSubmit, type SubmitOptions } from '../../../components/forms/use-submit';
import { useCodeEntry } from './code-step';
import { RESEND_WAIT_SECONDS } from './resend-code-button';

/** The seconds a refused request for a code asks to wait (a 429's Retry-After), or the usual wait. */
export function resendWaitFrom(error: unknown): number {
  return isApiError(error) && error.status === 429 && error.retryAfterSeconds
    ? error.retryAfterSeconds
    : RESEND_WAIT_SECONDS;
}

/** Code errors after which only a new code helps. */
const NEEDS_NEW_CODE: readonly string[] = [
  'CODE_EXPIRED',
  'CODE_USED',
  'NO_PENDING_CODE',
  'TOO_MANY_ATTEMPTS',
];

function needsNewCode(error: unknown): boolean {
  return isApiError(error) && NEEDS_NEW_CODE.includes(error.code);
}

function overTheLimit(error: unknown): boolean {
  return isApiError(error) && error.status === 429;
}

export interface CodeFlowOptions extends SubmitOptions {
  /** Typing in the code field takes its error away. */
  clearProblemOnInput?: boolean;
  /**
   * After a code that can no longer work (expired, used, too many tries), the step says to send a
   * new one, and "Send a new code" is offered at once.
   */
  adviseNewCode?: boolean;
}

/** Asks for a code; answers the seconds to wait before another may be asked for, if the server says. */
export type CodeRequest = () => Promise<number | void>;

/**
 * A one-time code's round: send it, take it, check it, send a new one. Holds the form's sending
 * state (`busy`, the step's error), what was typed in the code field, and when a new code may be
 * asked for; the limits' refusals (a 429) set that wait from the server's Retry-After.
 */
export function useCodeFlow({
  clearProblemOnInput = false,
  adviseNewCode = false,
  ...submitOptions
}: CodeFlowOptions = {}) {
  const form = useSubmit(submitOptions);
  const entry = useCodeEntry({ clearProblemOnInput });
  const [sentAt, setSentAt] = React.useState(0);
  const [waitSeconds, setWaitSeconds] = React.useState(RESEND_WAIT_SECONDS);

  const restartWait = (seconds: number) => {
    setWaitSeconds(seconds);
    setSentAt(Date.now());
  };

  /** A code is on its way: the code field is empty and the wait for another starts. */
  const codeSent = (waitFor: number | void = RESEND_WAIT_SECONDS) => {
    entry.reset();
    restartWait(waitFor ?? RESEND_WAIT_SECONDS);
  };

  /** Sends the first code: once it is on its way the code field is empty and the wait starts. */
  const send = (request: CodeRequest) =>
    form.run(async () => codeSent(await request()), {
      onFailure: (error) => {
        if (overTheLimit(error)) setWaitSeconds(resendWaitFrom(error));
      },
    });

  /** Checks the typed code with `check`; a wrong code is the field's own error. */
  const verify = (event: React.FormEvent, check: (digits: string) => Promise<void>) => {
    event.preventDefault();
    if (form.busy) return;
    form.setError(null);
    entry.setNotice(null);
    const digits = entry.checked();
    if (digits === null) return;
    void form.run(() => check(digits), {
      onFailure: (error) => {
        if (entry.refusedCode(error)) return true;
        if (!adviseNewCode || !needsNewCode(error)) return false;
        form.setError(`${form.messageFor(error)} Send a new code to try again.`);
        restartWait(0);
        return true;
      },
    });
  };

  /** "Send a new code": the step says it went; over the limit, the button waits as the server asks. */
  const resend = (request: CodeRequest) => {
    form.setError(null);
    return entry.sendNewCode(
      async () => {
        const wait = await request();
        restartWait(wait ?? RESEND_WAIT_SECONDS);
      },
      (error) => {
        form.setError(form.messageFor(error));
        if (overTheLimit(error)) restartWait(resendWaitFrom(error));
      },
    );
  };

  /** Back to the step that sends the code, without the code step's messages. */
  const leaveCodeStep = () => {
    form.setError(null);
    entry.setNotice(null);
  };

  return {
    ...form,
    entry,
    send,
    codeSent,
    verify,
    resend,
    leaveCodeStep,
    /** What CodeStep shows of the round; it also needs its words, onSubmit and onResend. */
    stepState: { entry, serverError: form.error, busy: form.busy, sentAt, waitSeconds },
  };
}

export type CodeFlow = ReturnType<typeof useCodeFlow>;
