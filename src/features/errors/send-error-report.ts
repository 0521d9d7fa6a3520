import { apiPost } from '../../lib/api-client';
import { buildErrorReportBody } from './error-report-body';
import type { ErrorReportInput, ReportContext } from './error-report-types';

/** Posts one report. Its own failure is not reported again (that could loop); the caller learns of it. */
export async function sendErrorReport(
  errorId: string,
  input: ErrorReportInput,
  { visitId }: ReportContext,
): Promise<void> {
  const url = typeof window === 'undefined' ? null : window.location.href;
  await apiPost('/errorReport/', buildErrorReportBody(errorId, input, { visitId, url }), {
    reportFailure: false,
  });
}
