/**
 * Lighthouse's CPU slowdown, calibrated to the machine it runs on.
 *
 * Lighthouse scales the CPU time it observes by a constant 4x, a figure chosen to turn a
 * high-end desktop (benchmark index about 1,500 to 2,000) into a mid-tier phone. Its throttling
 * guide (docs/throttling.md, "Calibrating the CPU slowdown") says to lower the multiplier on a
 * weaker host, and points to its calculator, whose rule is `cpuSlowdownForBenchmarkIndex`. The
 * index is measured with Lighthouse's own benchmark; on a shared host it swings from one second to
 * the next, so the median of many samples is taken.
 */
import type { Browser } from '@playwright/test';
import { median } from './statistics';

/** The multiplier Lighthouse uses when none is given. */
export const LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The slowdown that makes a host of this benchmark index behave like Lighthouse's mid-tier phone,
 * by the rule of Lighthouse's CPU throttling calculator (1,533 → 4x, 1,300 → 3x, 800 → 2x,
 * 150 → 1x, linear between them), to one decimal.
 */
export function cpuSlowdownForBenchmarkIndex(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new RangeError(`A benchmark index must be a positive number, not ${benchmarkIndex}.`);
  let slowdown: number;
  if (benchmarkIndex >= 1300) slowdown = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) slowdown = 2 + (benchmarkIndex - 800) / 500;
  else slowdown = 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(slowdown * 10) / 10);
}

/**
 * The host's benchmark index now: the median of `samples` runs of Lighthouse's own benchmark
 * (`computeBenchmarkIndex`, about a second each) in a blank page of the given browser.
 */
export async function measureBenchmarkIndex(browser: Browser, samples = 3): Promise<number> {
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const page = await browser.newPage();
  try {
    const values: number[] = [];
    for (let sample = 0; sample < samples; sample += 1)
      values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return median(values);
  } finally {
    await page.close();
  }
}
