import type { KindReport } from '../../jobs/run-due';

/** One follow-up's line of a pass's report, found by its label. */
export function reportFor(reports: KindReport[], label: string): KindReport {
  const found = reports.find((report) => report.label === label);
  if (!found) throw new Error(`The pass has no report for ${label}.`);
  return found;
}
