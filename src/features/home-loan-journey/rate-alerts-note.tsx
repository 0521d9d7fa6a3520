import * as React from 'react';
import type { StoredRegistration } from './journey-state';

/**
 * Rate alerts are on, but they go by e-mail and the registration's code proved only the mobile
 * number: until the visitor uses the link we e-mailed (unless the address is their account's),
 * nothing is sent.
 */
export function rateAlertsWaiting(registration: StoredRegistration): boolean {
  return registration.preferences?.rateAlerts === true && registration.emailConfirmed === false;
}

/** Where the link went and what it does; announced when it appears. */
export function RateAlertsConfirmationNote({ registration }: { registration: StoredRegistration }) {
  if (!rateAlertsWaiting(registration)) return null;
  return (
    <p className="notice" role="status">
      Check your inbox: click the link we sent to <strong>{registration.email}</strong> to start your rate
      alerts. The link works for 7 days.
    </p>
  );
}
