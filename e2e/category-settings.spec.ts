/**
 * A category table's sort and filters live in the address (src/features/compare/table-address.ts):
 * a reload or a shared link shows the same rows with the same controls set, changing them adds no
 * history entries, values the table does not know are dropped, and the page's server-rendered
 * first view is the default one.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { waitForHydration } from './support/hydration';

function productNames(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Credit cards' })
    .locator('tbody th a:first-child')
    .allTextContents();
}

async function openCards(page: Page, address = '/credit-cards/'): Promise<void> {
  await page.goto(address);
  await waitForHydration(page);
}

const annualFee = (page: Page): Locator => page.getByRole('combobox', { name: 'Annual fee' });
const sortedColumn = (page: Page): Locator => page.locator('th[aria-sort]');

test.describe('category settings in the address', () => {
  test('a filter and a sort survive a reload and open the same from a shared link', async ({
    page,
    context,
  }) => {
    await openCards(page);
    const defaultRows = await productNames(page);
    const entries = await page.evaluate(() => window.history.length);

    await annualFee(page).selectOption({ label: 'Up to $100' });
    const sortByRate = page.getByRole('button', { name: /^Purchase rate/ });
    await sortByRate.click();
    await expect(sortedColumn(page)).toHaveAttribute('aria-sort', 'ascending');
    await sortByRate.click();
    await expect(sortedColumn(page)).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/\/credit-cards\/\?sort=purchase-rate&dir=desc&max-fee=100$/);
    expect(await page.evaluate(() => window.history.length), 'no history entry per change').toBe(entries);
    await expect.poll(() => productNames(page)).not.toEqual(defaultRows);
    const chosenRows = await productNames(page);
    expect(chosenRows.length).toBeGreaterThan(0);

    await page.reload();
    await waitForHydration(page);
    await expect(annualFee(page)).toHaveValue('100');
    await expect(sortedColumn(page)).toHaveText(/Purchase rate/);
    await expect(sortedColumn(page)).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => productNames(page)).toEqual(chosenRows);

    const shared = await context.newPage();
    await openCards(shared, page.url());
    await expect(annualFee(shared)).toHaveValue('100');
    await expect.poll(() => productNames(shared)).toEqual(chosenRows);
    await shared.close();

    // Back to the defaults, the address is clean again.
    await annualFee(page).selectOption({ label: 'Any fee' });
    await page.getByRole('button', { name: /^Annual fee/ }).click();
    await expect(page).toHaveURL(/\/credit-cards\/$/);
    await expect.poll(() => productNames(page)).toEqual(defaultRows);
  });

  test('values the table does not know are ignored and leave the address', async ({ page }) => {
    await openCards(page, '/credit-cards/?sort=colour&max-fee=lots&program=flybuys&balance-transfer=maybe');
    await expect(page).toHaveURL(/\/credit-cards\/\?program=flybuys$/);
    await expect(page.getByRole('combobox', { name: 'Rewards program' })).toHaveValue('flybuys');
    await expect(annualFee(page)).toHaveValue('any');
    await expect(page.getByRole('checkbox', { name: 'Balance transfer offer' })).not.toBeChecked();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Showing \d+ of \d+ cards?, sorted by annual fee, lowest first$/ }),
    ).toBeVisible();
  });

  test('without a query, the page shows the server-rendered view unchanged', async ({
    page,
    browser,
    baseURL,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const serverView = await noScript.newPage();
    await serverView.goto(`${baseURL}/credit-cards/`);
    const serverRows = await productNames(serverView);
    await noScript.close();
    expect(serverRows.length).toBeGreaterThan(0);

    await openCards(page);
    expect(await productNames(page)).toEqual(serverRows);
    await expect(page).toHaveURL(/\/credit-cards\/$/);
  });
});
