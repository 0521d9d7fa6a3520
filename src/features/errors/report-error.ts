/**
 * The common error reporter: anything that should reach /errorReport/ goes through `reportError`.
 * This module is small and free of API code on purpose, because slices and the early error
 * listeners import it; the sending code is loaded when the first report is made.
 */
import { makeErrorId } from './error-id';

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

export async function reportError(input: ErrorReportInput): Promise<ReportOutcome> {
  const errorId = makeErrorId();
  try {
    const { sendErrorReport } = await import('./send-error-report');
    await sendErrorReport(errorId, input);
    return { errorId, delivered: true };
  } catch {
    return { errorId, delivered: false };
  }
}
