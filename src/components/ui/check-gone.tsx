import * as React from 'react';
import { Link } from '../navigation/link';

/**
 * A check this browser may no longer open (its account signed out here, or it was made in another
 * browser), said in plain words with the one thing that helps: a new check. No "Try again", which
 * cannot.
 */
export function CheckGone({
  what,
  startHref,
  onStart,
}: {
  /** "credit card check", "home-loan check". */
  what: string;
  startHref: string;
  /** Forgets the check before the survey opens, so the new one starts afresh. */
  onStart(): void;
}) {
  return (
    <div role="alert">
      <p className="notice notice--warning">
        This {what} is no longer available on this browser. It belongs to an account that is signed out here,
        or it was made in another browser.
      </p>
      <p>
        <Link className="button" to={startHref} onClick={onStart}>
          Start a new check
        </Link>
      </p>
    </div>
  );
}
