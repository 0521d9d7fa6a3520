import { expect, type Page } from '@playwright/test';

/** The page is no wider than the screen: a thumb cannot drag it sideways into blank space. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const width = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    // Which elements reach past the screen is only looked for when the page is too wide.
    const widest =
      width <= viewport
        ? []
        : [...document.querySelectorAll('body *')]
            .map((element) => ({ element, right: element.getBoundingClientRect().right + window.scrollX }))
            .filter(({ right }) => right > viewport + 1)
            .slice(0, 3)
            .map(({ element, right }) => `${element.tagName.toLowerCase()}.${element.className}: ${right}`);
    return { viewport, page: width, widest };
  });
  expect(
    widths.page,
    `page ${widths.page} px wide in a ${widths.viewport} px screen; widest: ${widths.widest.join(', ')}`,
  ).toBeLessThanOrEqual(widths.viewport);
}
