/** Where unconfirmed actions are kept (see unsent-actions.ts), and how many at most. */

/** Each page load's unconfirmed actions: `staysmart.unsent-actions.<dcId>`. */
export const UNSENT_ACTIONS_PREFIX = 'staysmart.unsent-actions.';
/** The count of dropped actions not reported yet. */
export const DROPPED_ACTIONS_KEY = 'staysmart.dropped-actions';
/**
 * At most this many unconfirmed actions are kept over every page load together, about 0.5 MB of
 * storage. Past it the oldest go, and are counted and reported.
 */
export const MAX_UNSENT_ACTIONS = 2000;
