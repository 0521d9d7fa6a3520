import { RECORD_RETENTION_DAYS, retentionText } from './record-retention';

describe('retentionText', () => {
  it.each([
    [365, '12 months'],
    [730, '2 years'],
    [90, '90 days'],
    [1, '1 day'],
  ])('%i days reads "%s"', (days, text) => {
    expect(retentionText(days)).toBe(text);
  });

  it('keeps error reports no longer than tracked actions', () => {
    expect(RECORD_RETENTION_DAYS.errorReports).toBeLessThanOrEqual(RECORD_RETENTION_DAYS.trackedActions);
  });
});
