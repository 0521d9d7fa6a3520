import { cpuSlowdownForBenchmarkIndex, LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN } from './lighthouse-cpu';

describe('cpuSlowdownForBenchmarkIndex (Lighthouse CPU throttling calculator)', () => {
  it.each([
    // The calculator's anchor points.
    [2000, 6],
    [1766, 5],
    [1533, 4],
    [1300, 3],
    [800, 2],
    [150, 1],
    // Between them, linear, to one decimal.
    [1416.5, 3.5],
    [1180, 2.8],
    [1050, 2.5],
    [475, 1.5],
    // A host slower than the phone it emulates is not sped up.
    [100, 1],
    [1, 1],
  ])('a benchmark index of %p gives %px', (benchmarkIndex, slowdown) => {
    expect(cpuSlowdownForBenchmarkIndex(benchmarkIndex)).toBe(slowdown);
  });

  it("gives Lighthouse's default on the host its default is meant for", () => {
    expect(cpuSlowdownForBenchmarkIndex(1533)).toBe(LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses a benchmark index of %p',
    (benchmarkIndex) => {
      expect(() => cpuSlowdownForBenchmarkIndex(benchmarkIndex)).toThrow(RangeError);
    },
  );
});
