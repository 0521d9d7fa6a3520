/**
 * Interaction to Next Paint of the journeys' busiest interactions, measured in a phone-sized page
 * with the CPU slowed 4x (`Emulation.setCPUThrottlingRate`) from the browser's event timing
 * entries (`PerformanceObserver` of type `event`, 16 ms threshold): for each interaction, the
 * longest entry of its interaction id; for a scenario, its slowest interaction.
 */
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { waitForStartUp } from '../../../e2e/support/accounts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../dev/chromium';

export const INP_CPU_SLOWDOWN = 4;

export const INP_SCENARIOS = [
  'choosing a card (card survey)',
  'typing an amount (card survey)',
  'changing the horizon (card offers)',
] as const;
export type InpScenario = (typeof INP_SCENARIOS)[number];

declare global {
  interface Window {
    __interactionDurations?: Map<number, number>;
  }
}

function observeInteractions() {
  const durations = new Map<number, number>();
  window.__interactionDurations = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** The slowest interaction of what `act` does, in ms (0 when every one answered within 16 ms). */
async function slowestInteraction(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => window.__interactionDurations?.clear());
  await act();
  // Event timing entries arrive after the next paint: give them two frames and a moment.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  return page.evaluate(() => Math.max(0, ...(window.__interactionDurations?.values() ?? [])));
}

async function oneRun(browser: Browser, baseURL: string): Promise<Record<InpScenario, number>> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(page);
    const throttle = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

    await page.goto('/credit-cards/survey/');
    await waitForStartUp(page);
    await page.getByLabel('Search by name').fill('cba');
    await throttle(INP_CPU_SLOWDOWN);
    const choosing = await slowestInteraction(page, async () => {
      await page.getByRole('radio', { name: 'CommBank' }).check();
      await page.getByRole('radio', { name: 'Smart Awards credit card' }).check();
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'How you use your card' })).toBeVisible();
    const typing = await slowestInteraction(page, () =>
      page.getByLabel(/What you spend on it/).pressSequentially('2000'),
    );
    await throttle(1);
    await page.getByRole('radio', { name: 'I pay part of it and carry a balance' }).check();
    await page.getByLabel(/What you repay/).fill('1800');
    await page.getByLabel(/What you owe/).fill('3500');
    await page
      .getByRole('group', { name: 'Awards points you earn for each dollar you spend' })
      .getByRole('radio', { name: /^I don’t know/ })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Work out what it costs' }).click();
    await page.getByRole('link', { name: 'See offers that could cost you less' }).click();
    const switches = page.getByRole('region', { name: 'Switch to another bank' });
    await expect(switches.getByRole('article').first()).toBeVisible();
    await throttle(INP_CPU_SLOWDOWN);
    const horizon = await slowestInteraction(page, async () => {
      await page.getByRole('radio', { name: '1 year' }).check();
      await expect(page.getByText('Ranked by what you’d save over 1 year, most first.')).toBeVisible();
      await page.getByRole('radio', { name: '3 years' }).check();
      await expect(page.getByText('Ranked by what you’d save over 3 years, most first.')).toBeVisible();
    });
    return {
      'choosing a card (card survey)': choosing,
      'typing an amount (card survey)': typing,
      'changing the horizon (card offers)': horizon,
    };
  } finally {
    await context.close();
  }
}

/** Each scenario's slowest interaction in each of `runs` runs, each in a new browser context. */
export async function measureInp(baseURL: string, runs: number): Promise<Record<InpScenario, number[]>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = Object.fromEntries(INP_SCENARIOS.map((name) => [name, [] as number[]])) as Record<
    InpScenario,
    number[]
  >;
  try {
    for (let run = 0; run < runs; run += 1) {
      const figures = await oneRun(browser, baseURL);
      for (const name of INP_SCENARIOS) results[name].push(figures[name]);
    }
  } finally {
    await browser.close();
  }
  return results;
}
