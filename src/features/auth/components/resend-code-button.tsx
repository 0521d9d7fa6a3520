import * as React from 'react';
import { useSubmit } from '../../../components/forms/use-submit';

export const RESEND_WAIT_SECONDS = 30;

export interface ResendCodeButtonProps {
  /** Changes whenever a code was (re)sent; restarts the countdown. */
  sentAt: number;
  /** Seconds to wait, e.g. from a 429's Retry-After; defaults to 30. */
  waitSeconds?: number;
  onResend(): Promise<void> | void;
}

/**
 * "Send a new code", disabled with a visible countdown for 30 seconds after a code was sent.
 * The countdown text is not a live region (a reading every second would drown everything else);
 * the button's state is announced when it is focused.
 */
export function ResendCodeButton({
  sentAt,
  waitSeconds = RESEND_WAIT_SECONDS,
  onResend,
}: ResendCodeButtonProps) {
  const [secondsLeft, setSecondsLeft] = React.useState(waitSeconds);
  const { busy, run } = useSubmit();

  React.useEffect(() => {
    setSecondsLeft(waitSeconds);
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, waitSeconds - Math.floor((Date.now() - started) / 1000));
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt, waitSeconds]);

  const waiting = secondsLeft > 0;
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={waiting || busy}
      onClick={() =>
        void run(async () => {
          await onResend();
        })
      }
    >
      {waiting ? `Send a new code in ${secondsLeft} s` : busy ? 'Sending a new code…' : 'Send a new code'}
    </button>
  );
}
