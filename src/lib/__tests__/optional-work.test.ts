import {
  MAX_OPTIONAL_REPORTS,
  optional,
  reportOptionalFailure,
  resetOptionalWork,
  runOptional,
  setOptionalFailureReporter,
  settleOptional,
} from '../optional-work';

describe('optional work', () => {
  let reports: [string, unknown][];
  beforeEach(() => {
    resetOptionalWork();
    reports = [];
  });
  const collect = () => setOptionalFailureReporter((during, error) => reports.push([during, error]));

  it('runs the work and reports what it throws instead of throwing', () => {
    collect();
    const failure = new TypeError('object null is not iterable');
    let ran = false;
    expect(() =>
      runOptional('caching the page', () => {
        ran = true;
        throw failure;
      }),
    ).not.toThrow();
    expect(ran).toBe(true);
    expect(reports).toEqual([['caching the page', failure]]);
  });

  it('wraps a callback for later, passing its arguments through', () => {
    collect();
    const seen: number[] = [];
    const callback = optional('measuring', (value: number) => {
      seen.push(value);
      if (value > 1) throw new Error('too big');
    });
    callback(1);
    expect(() => callback(2)).not.toThrow();
    expect(seen).toEqual([1, 2]);
    expect(reports).toEqual([['measuring', new Error('too big')]]);
  });

  it('reports a rejected promise nothing waits on', async () => {
    collect();
    settleOptional('loading a chunk', Promise.reject(new Error('ChunkLoadError')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports).toEqual([['loading a chunk', new Error('ChunkLoadError')]]);
  });

  it('holds failures until a reporter is named, then hands them over', () => {
    runOptional('early', () => {
      throw new Error('before the app started');
    });
    expect(reports).toEqual([]);
    collect();
    expect(reports).toEqual([['early', new Error('before the app started')]]);
  });

  it('reports each kind of failure once, and at most a few a page load', () => {
    collect();
    for (let i = 0; i < 3; i += 1) reportOptionalFailure('prefetching', new Error('offline'));
    expect(reports).toHaveLength(1);
    for (let i = 0; i < MAX_OPTIONAL_REPORTS * 2; i += 1)
      reportOptionalFailure('prefetching', new Error(`failure ${i}`));
    expect(reports).toHaveLength(MAX_OPTIONAL_REPORTS);
  });

  it('survives a reporter that throws', () => {
    setOptionalFailureReporter(() => {
      throw new Error('reporter broken');
    });
    expect(() => reportOptionalFailure('tracking', new Error('x'))).not.toThrow();
  });
});
