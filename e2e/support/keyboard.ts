import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until the element has focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Replaces the focused field's text, as a visitor selecting all and typing would. */
export async function replaceValue(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
