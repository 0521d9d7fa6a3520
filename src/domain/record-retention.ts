/**
 * How long the site keeps what it records about a visit, in days: the server's housekeeping
 * deletes older records (server/services/housekeeping.ts) and the privacy page states these same
 * figures, so the two cannot disagree.
 */
export const RECORD_RETENTION_DAYS = {
  /** Tracked actions (pages, taps, searches, survey steps, speed measurements) from /updateEvents/. */
  trackedActions: 365,
  /** A visit's technical details: browser and screen, referring page, campaign parameters. */
  visitDetails: 365,
  /** Error reports from /errorReport/ and the browsers' Content-Security-Policy reports. */
  errorReports: 90,
} as const;

/** A retention period in words: "12 months", "90 days". */
export function retentionText(days: number): string {
  if (days % 365 === 0) {
    const years = days / 365;
    return years === 1 ? '12 months' : `${years} years`;
  }
  return days === 1 ? '1 day' : `${days} days`;
}
