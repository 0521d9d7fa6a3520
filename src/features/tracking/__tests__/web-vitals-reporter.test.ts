import type { Metric } from 'web-vitals';
import { reportWebVitals } from '../web-vitals-reporter';

function metric(name: Metric['name'], value: number): Metric {
  return {
    name,
    value,
    rating: 'good',
    id: `${name}-1`,
    delta: value,
    entries: [],
    navigationType: 'navigate',
  } as Metric;
}

describe('web vitals', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('observes CLS, INP, LCP, FCP and TTFB and reports them together 3000 ms after the last change', () => {
    const callbacks: ((metric: Metric) => void)[] = [];
    const report = jest.fn();
    reportWebVitals({
      observe: Array.from(
        { length: 5 },
        () => (callback: (value: Metric) => void) => void callbacks.push(callback),
      ),
      report,
      onBeforeFlush: () => undefined,
    });
    expect(callbacks).toHaveLength(5);
    callbacks[3]?.(metric('FCP', 900.1234));
    jest.advanceTimersByTime(2000);
    callbacks[2]?.(metric('LCP', 1500));
    jest.advanceTimersByTime(2999);
    expect(report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({
      fcp: { value: 900.123, rating: 'good', id: 'FCP-1' },
      lcp: { value: 1500, rating: 'good', id: 'LCP-1' },
    });
  });

  it('hands over what it holds at once when the page is flushed', () => {
    let observe: (metric: Metric) => void = () => undefined;
    let beforeFlush: () => void = () => undefined;
    const report = jest.fn();
    reportWebVitals({
      observe: [(callback) => (observe = callback)],
      report,
      onBeforeFlush: (hook) => (beforeFlush = hook),
    });
    observe(metric('CLS', 0.02));
    beforeFlush();
    expect(report).toHaveBeenCalledWith({ cls: { value: 0.02, rating: 'good', id: 'CLS-1' } });
    jest.advanceTimersByTime(5000);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
