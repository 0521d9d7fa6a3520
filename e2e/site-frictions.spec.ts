/**
 * The site's small frictions, on a phone and a desktop: a header one short bar on a phone and one
 * line on a desktop, the same "Account" link everywhere, counts that say what their link shows,
 * the products picked to compare kept in the address and all shown on a phone, every control a
 * tap target of at least 24 x 24 px, and a search naming a table that links to it with rates.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { firstBuiltPage } from '../scripts/bench/built-pages';
import { expect, test } from './support/content-security-policy';
import { waitForHydration } from './support/hydration';
import { expectNoSidewaysScroll } from './support/layout';

const publicDir = path.resolve(__dirname, '..', 'public');

async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await waitForHydration(page);
}

/** Every visible link, button and form control smaller than 24 x 24 px, but for links inside a sentence. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // A visually hidden control (a skip link before focus, a box behind its label) is not tapped.
      if (box.width <= 1 || box.height <= 1 || control.closest('.visually-hidden')) continue;
      const target = control.matches('input[type="checkbox"], input[type="radio"]')
        ? (control.closest('label')?.getBoundingClientRect() ?? box)
        : box;
      if (target.width >= 24 && target.height >= 24) continue;
      // WCAG 2.5.8's inline exception: a link in a sentence is sized by the line it is in.
      const parent = control.parentElement;
      const inSentence =
        control.tagName === 'A' &&
        style.display === 'inline' &&
        parent !== null &&
        (parent.textContent ?? '').trim().length > (control.textContent ?? '').trim().length + 1;
      if (inSentence) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      small.push(
        `${control.tagName.toLowerCase()} "${name}" ${Math.round(target.width)}x${Math.round(target.height)}`,
      );
    }
    return small;
  });
}

const header = (page: Page) => page.getByRole('banner');

test.describe('the header', () => {
  test('on a 320 px phone: one bar of at most 64 px, with the menu behind its button', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const address of ['/', '/home-loans/', '/credit-cards/survey/', '/search/']) {
      await open(page, address);
      const height = await header(page).evaluate((element) => element.getBoundingClientRect().height);
      expect(height, `header of ${address}`).toBeLessThanOrEqual(64);
      await expectNoSidewaysScroll(page);
    }
    const menu = header(page).getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Products' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Products' });
    await expect(nav.getByRole('link', { name: 'Term deposits' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Search' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await nav.getByRole('link', { name: 'Term deposits' }).click();
    await expect(page).toHaveURL(/\/term-deposits\/$/);
    await expect(page.getByRole('navigation', { name: 'Products' })).toBeHidden();
  });

  test('on a desktop: the menu on one line at 1280 px, and one bar at 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Products' });
    await expect(nav).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Menu' })).toBeHidden();
    const tops = await nav
      .getByRole('listitem')
      .evaluateAll((items) =>
        items
          .filter((item) => item.getBoundingClientRect().height > 0)
          .map((item) => item.getBoundingClientRect().top),
      );
    expect(tops.length).toBe(9);
    expect(new Set(tops).size, 'every menu entry on the same line').toBe(1);
    await expectNoSidewaysScroll(page);

    await page.setViewportSize({ width: 1024, height: 800 });
    expect(
      await header(page).evaluate((element) => element.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(64);
    await expectNoSidewaysScroll(page);
  });

  test('one "Account" link to the account page on every kind of page', async ({ page }) => {
    for (const address of [
      '/',
      '/credit-cards/',
      '/credit-cards/survey/',
      '/home-loans/survey/',
      '/user/sign-in/',
    ]) {
      await open(page, address);
      const account = header(page).getByRole('link', { name: 'Account', exact: true });
      await expect(account, address).toHaveAttribute('href', '/user/');
      await expect(header(page).getByRole('link', { name: /sign in/i })).toHaveCount(0);
    }
  });
});

test('each category count on the home page says what the table a tap away shows', async ({ page }) => {
  await open(page, '/');
  const tile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Home loans' }) });
  const count = (await tile.getByText(/ compared/).textContent()) ?? '';
  const match = /^([\d,]+) compared; the table opens with the ([\d,]+) that fit its starting filters$/.exec(
    count,
  );
  expect(match, count).not.toBeNull();
  const [, products, opening] = match!;
  await tile.getByRole('link', { name: 'Home loans', exact: true }).click();
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: /^Showing / })).toHaveText(
    new RegExp(`^Showing 25 of ${opening} loans`),
  );
  await expect(page.getByText(/^The table starts with these filters:/)).toHaveText(
    new RegExp(
      `Rate type: Variable.*They show ${opening} of the ${products} loans; change the filters above to see the others\\.$`,
    ),
  );

  await page.goto('/');
  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Credit cards' }) });
  const cardCount = (await cards.getByText(/ compared/).textContent()) ?? '';
  expect(cardCount).toMatch(/^[\d,]+ compared$/);
  await cards.getByRole('link', { name: 'Credit cards', exact: true }).click();
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: /^Showing / })).toHaveText(
    new RegExp(`^Showing 25 of ${cardCount.replace(' compared', '')} cards`),
  );
});

test('the products picked to compare survive a reload, and a phone shows all four', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/credit-cards/');
  const table = page.getByRole('table', { name: 'Credit cards' });
  const names = await table.locator('tbody th a:first-child').allTextContents();
  const boxes = table.getByRole('checkbox');
  for (let index = 0; index < 4; index += 1) await boxes.nth(index).check();
  await expect(page).toHaveURL(/[?&]compare=[^&]+/);
  const compared = new URL(page.url()).searchParams.get('compare')?.split(',') ?? [];
  expect(compared).toHaveLength(4);

  await page.reload();
  await waitForHydration(page);
  const side = page.getByRole('table', { name: 'Selected products side by side' });
  const products = side.getByRole('columnheader');
  await expect(products).toHaveCount(4);
  for (let index = 0; index < 4; index += 1) {
    await expect(products.nth(index)).toContainText(names[index]!);
    await expect(products.nth(index)).toBeInViewport();
  }
  // Each product's figures are on screen beside the others': nothing cut off at the screen's edge.
  const rights = await products.evaluateAll((cells) =>
    cells.map((cell) => cell.getBoundingClientRect().right),
  );
  for (const right of rights) expect(right).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page);
  for (let index = 0; index < 4; index += 1)
    await expect(table.getByRole('checkbox').nth(index)).toBeChecked();
});

test('every link and button on the main templates is a tap target of at least 24 x 24 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const addresses = [
    '/',
    '/credit-cards/',
    '/home-loans/',
    '/term-deposits/',
    firstBuiltPage(publicDir, 'home-loans', 3),
    firstBuiltPage(publicDir, 'credit-cards', 3),
    firstBuiltPage(publicDir, 'providers', 2),
    '/search/?q=home+loan',
    '/credit-cards/survey/',
  ];
  for (const address of addresses) {
    await open(page, address);
    if (address.startsWith('/search/'))
      await expect(page.locator('.search-results li').first()).toBeVisible();
    expect(await smallTargets(page), address).toEqual([]);
    const menu = header(page).getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) {
      await menu.click();
      expect(await smallTargets(page), `${address} with the menu open`).toEqual([]);
    }
  }
});

test('a search for "term deposit 12 months" shows rates and links to the 12-month table', async ({
  page,
}) => {
  await open(page, '/search/?q=term+deposit+12+months');
  const results = page.locator('.search-results li');
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toContainText(/\d+\.\d\d% p\.a\. for 12 months|No 12-month term/);
  await expect(results.first()).toContainText(/as of \d{1,2} [A-Z][a-z]+ \d{4}/);
  const withRate = results.filter({ hasText: /\d+\.\d\d% p\.a\. for 12 months/ });
  expect(await withRate.count()).toBeGreaterThan(0);
  const tableLink = page.getByRole('link', { name: 'Compare term deposits: 12 months' });
  await expect(tableLink).toHaveAttribute('href', '/term-deposits/?term-months=12');
  await tableLink.click();
  // 12 months is the table's own starting term, which its address leaves out.
  await expect(page).toHaveURL(/\/term-deposits\/$/);
  await waitForHydration(page);
  await expect(page.getByRole('combobox', { name: 'Deposit term' })).toHaveValue('12');
});
