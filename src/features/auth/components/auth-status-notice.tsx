import * as React from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { fetchUserDetails } from '../auth-slice';

/** Shown while the sign-in check runs. */
export function CheckingSignIn() {
  return (
    <p role="status" aria-live="polite">
      Checking whether you’re signed in…
    </p>
  );
}

/** Shown when the sign-in check failed (not when the visitor is simply signed out). */
export function SignInCheckFailed({ message }: { message: string }) {
  const dispatch = useAppDispatch();
  return (
    <div role="alert">
      <p className="notice notice--warning">We couldn’t check whether you’re signed in: {message}</p>
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void dispatch(fetchUserDetails())}
        >
          Try again
        </button>
      </p>
    </div>
  );
}
