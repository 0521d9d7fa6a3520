import { pendingActions } from '../track';
import { SETTLE_MS, trackGetStarted, trackSearch, trackValueChange } from '../interaction-events';

const actionsNamed = (name: string) => pendingActions().filter((entry) => entry.action === name);

describe('actions that follow typing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('records a value once the visitor stops changing it, one action per field', () => {
    const before = actionsNamed('value-change').length;
    for (const text of ['5', '50', '500', '500,000'])
      trackValueChange('Repayment calculator', 'Loan amount', text);
    trackValueChange('Repayment calculator', 'Loan term', '25');
    jest.advanceTimersByTime(SETTLE_MS - 1);
    expect(actionsNamed('value-change')).toHaveLength(before);
    jest.advanceTimersByTime(1);
    expect(
      actionsNamed('value-change')
        .slice(before)
        .map((entry) => entry.data),
    ).toEqual([
      { source: 'Repayment calculator', field: 'Loan amount', value: '500,000' },
      { source: 'Repayment calculator', field: 'Loan term', value: '25' },
    ]);
  });

  it('records a search with its result count once typing stops', () => {
    const before = actionsNamed('search').length;
    trackSearch('c', 40);
    trackSearch('cba', 12);
    jest.advanceTimersByTime(SETTLE_MS);
    expect(
      actionsNamed('search')
        .slice(before)
        .map((entry) => entry.data),
    ).toEqual([{ query: 'cba', results: 12 }]);
  });

  it('records getting started once per journey and page load', () => {
    const before = actionsNamed('get-started').length;
    trackGetStarted('card');
    trackGetStarted('card');
    trackGetStarted('home-loan');
    expect(
      actionsNamed('get-started')
        .slice(before)
        .map((entry) => entry.data),
    ).toEqual([{ journey: 'card' }, { journey: 'home-loan' }]);
  });
});
