/**
 * What happens to an error the window reports (an uncaught error or an unhandled rejection):
 * - before the app is stable, it is reported and the page body is replaced by the error text with
 *   the report's reference (or the internet-connection text when the report failed, or the plain
 *   text when handling itself failed), and every later error is ignored;
 * - once stable, it is only reported.
 */
import { fatalErrorTexts } from './fatal-error-page';
import type { ErrorReportInput } from './error-report-body';
import type { ReportOutcome } from './report-error';

export interface WindowErrorHandlerDeps {
  report(input: ErrorReportInput): Promise<ReportOutcome>;
  replaceBody(text: string): void;
}

/** At most this many distinct errors are reported per page load, so one loop cannot flood the server. */
export const MAX_REPORTS_PER_PAGE = 20;

/** The handler takes each error with whether the app was stable when it happened. */
export type WindowErrorHandler = (input: ErrorReportInput, stableAtError: boolean) => Promise<void>;

export function createWindowErrorHandler(deps: WindowErrorHandlerDeps): WindowErrorHandler {
  let stopped = false;
  const seen = new Set<string>();
  return async (input, stableAtError) => {
    if (stopped) return;
    try {
      if (stableAtError) {
        const key =
          input.error instanceof Error ? `${input.error.name}: ${input.error.message}` : String(input.error);
        if (seen.has(key) || seen.size >= MAX_REPORTS_PER_PAGE) return;
        seen.add(key);
        await deps.report(input);
        return;
      }
      stopped = true;
      const outcome = await deps.report(input);
      deps.replaceBody(
        outcome.delivered ? fatalErrorTexts.reported(outcome.errorId) : fatalErrorTexts.reportFailed,
      );
    } catch {
      stopped = true;
      try {
        deps.replaceBody(fatalErrorTexts.handlingFailed);
      } catch {
        // Nothing more can be done without a document to write to.
      }
    }
  };
}
