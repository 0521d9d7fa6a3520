import { callApi } from '../../lib/api-call';
import { buildErrorReportBody, type ErrorReportInput } from './error-report-body';

/** What a report says of the visit, which the reporter cannot read itself (it lives in the store). */
export interface ReportContext {
  visitId: string | null;
}

/** Posts one report. Its own failure is not reported again (that could loop); the caller learns of it. */
export async function sendErrorReport(
  errorId: string,
  input: ErrorReportInput,
  { visitId }: ReportContext,
): Promise<void> {
  const url = typeof window === 'undefined' ? null : window.location.href;
  await callApi('errorReport', buildErrorReportBody(errorId, input, { visitId, url }), {
    reportFailure: false,
  });
}
