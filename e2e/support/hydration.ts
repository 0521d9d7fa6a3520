import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has taken over the server-rendered page. Input before that would change the
 * HTML without React seeing it, which no visitor fast enough to notice would do on purpose.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}
