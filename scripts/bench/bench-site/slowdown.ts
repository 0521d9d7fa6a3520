/** The CPU slowdown Lighthouse runs with: its default, a given one, or one calibrated to the host. */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../dev/chromium';
import {
  cpuSlowdownForBenchmarkIndex,
  LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN,
  measureBenchmarkIndex,
} from '../lighthouse-cpu';

/** `--cpu-slowdown <n>` or `calibrate`; Lighthouse's 4x without it. */
export function slowdownArgument(args: readonly string[]): number | 'calibrate' {
  const flag = args.indexOf('--cpu-slowdown');
  const value = flag === -1 ? String(LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN) : args[flag + 1];
  if (value === 'calibrate') return 'calibrate';
  const slowdown = Number(value);
  if (!(slowdown >= 1))
    throw new Error('--cpu-slowdown takes a multiplier of 1 or more (Lighthouse uses 4), or "calibrate".');
  return slowdown;
}

/** The host's benchmark index (median of 15 samples over about 15 s) and the slowdown it calls for. */
async function calibratedSlowdown(): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const benchmarkIndex = await measureBenchmarkIndex(browser, 15);
    const slowdown = cpuSlowdownForBenchmarkIndex(benchmarkIndex);
    console.log(
      `Lighthouse CPU slowdown: ${slowdown}x, calibrated to this host's benchmark index of ${Math.round(benchmarkIndex)} ` +
        `(Lighthouse's calculator: 1,533 -> ${LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN}x, its default; 1,300 -> 3x; 800 -> 2x)`,
    );
    return slowdown;
  } finally {
    await browser.close();
  }
}

export async function cpuSlowdown(args: readonly string[]): Promise<number> {
  const chosen = slowdownArgument(args);
  if (chosen === 'calibrate') return calibratedSlowdown();
  console.log(
    `Lighthouse CPU slowdown: ${chosen}x` +
      (chosen === LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN ? " (Lighthouse's default)" : ' (--cpu-slowdown)'),
  );
  return chosen;
}
