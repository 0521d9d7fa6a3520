/** The shapes of an error report, apart from the code that makes and sends one, which needs them too. */
export interface ErrorReportInput {
  /** What went wrong: an Error, or any thrown or rejected value. */
  error: unknown;
  /** Extra facts for the report's `raw` field (must be JSON-safe). */
  details?: Record<string, unknown>;
}

export interface ReportOutcome {
  errorId: string;
  /** Whether the server stored the report. */
  delivered: boolean;
}

/** What a report says of the visit, which the reporter cannot read itself (it lives in the store). */
export interface ReportContext {
  visitId: string | null;
}
