/**
 * The common error reporter: anything that should reach /errorReport/ goes through `reportError`.
 * This module is small and free of API code on purpose, because slices and the early error
 * listeners import it; the sending code is loaded when the first report is made.
 */
import { makeErrorId } from './error-id';
import type { ErrorReportInput } from './error-report-body';
import type { ReportContext } from './send-error-report';

export interface ReportOutcome {
  errorId: string;
  /** Whether the server stored the report. */
  delivered: boolean;
}

let readContext: () => ReportContext = () => ({ visitId: null });

/**
 * Tells the reporter where to read the visit a report belongs to. The app does this once
 * (gatsby-browser.tsx), so that the reporter, which the store's own slices use, need not know
 * the store.
 */
export function setReportContext(read: () => ReportContext): void {
  readContext = read;
}

export async function reportError(input: ErrorReportInput): Promise<ReportOutcome> {
  const errorId = makeErrorId();
  try {
    const { sendErrorReport } = await import('./send-error-report');
    await sendErrorReport(errorId, input, readContext());
    return { errorId, delivered: true };
  } catch {
    return { errorId, delivered: false };
  }
}
