/** Time limits and counts that the security model depends on (documented in docs/security.md). */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SECURITY = {
  /** A session ends after this long without a request. */
  sessionIdleMs: 2 * HOUR,
  /** A session ends this long after it was created (anonymous) or signed in, whatever the activity. */
  sessionAbsoluteMs: 30 * DAY,
  /** last_seen_at is written at most this often, to keep reads from turning into writes. */
  sessionTouchEveryMs: MINUTE,
  /** One-time codes expire after this long. */
  codeTtlMs: 10 * MINUTE,
  /** Wrong tries allowed per code; after that the code is dead and a new one must be sent. */
  codeMaxAttempts: 5,
  /**
   * At most this many codes go to one address (e-mail or mobile) per window from one network (an
   * IPv4 address or an IPv6 /64), and at most `codeSendsPerWindowAll` from all networks together: a
   * sender elsewhere cannot use up the owner's allowance, and no one can flood an inbox.
   */
  codeSendsPerWindow: 5,
  codeSendsPerWindowAll: 15,
  codeSendWindowMs: 10 * MINUTE,
  /** Wrong codes an account (or an address without one) may get in `wrongCodeWindowMs`, all channels. */
  wrongCodesPerDay: 10,
  wrongCodeWindowMs: DAY,
  /** How long its codes stop working once an account reaches `wrongCodesPerDay`. */
  codeLockMs: HOUR,
  /** When a form may offer "send the code again"; the real limit is the per-address send limit. */
  codeResendAfterMs: 30_000,
  /** A change of mobile number or name can be undone from its e-mail for this long. */
  accountChangeUndoMs: 7 * DAY,
  /** A link that confirms an address for reminders and alerts works this long after it was e-mailed. */
  followUpConfirmLinkTtlMs: 7 * DAY,
  /** Within this long, registering again for the same survey and address sends no second link: the first covers it. */
  followUpConfirmResendAfterMs: 10 * MINUTE,
  /**
   * Links to confirm an address sent per day: at most this many to one address from one network,
   * and `followUpConfirmEmailsPerDayAll` from all networks together (as for codes above).
   */
  followUpConfirmEmailsPerDay: 5,
  followUpConfirmEmailsPerDayAll: 10,
  /** An unfinished survey counts as resumable for this long. */
  activeEventMs: 7 * DAY,
} as const;

export const CLIENT_DATA_VERSION = '006';
