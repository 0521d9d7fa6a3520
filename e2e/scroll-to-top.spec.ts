/**
 * Every page change starts at the top (spec section 2), on a phone (the `phone` project, 390 px)
 * and on a desktop (1280 px). Before each navigation the visitor has scrolled well down; the new
 * page must be at the top from its first drawn frames, not glide there from the old offset.
 * The spec's exceptions keep their position: /credit-cards/ while its filters and sort change,
 * and the offers when the visitor comes back to them (back restores an entry's position on every
 * page, as browsers do: src/features/navigation/scroll-rules.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { waitForStartUp } from './support/accounts';
import { waitForHydration } from './support/hydration';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Waits two frames: Gatsby records where the visitor is on the frame after a scroll. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Half the page's scrolling distance: a place to come back to that does not depend on its last pixels. */
const halfWayDown = (page: Page) =>
  page.evaluate(() => Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2));

/**
 * Waits until the page is back at `place`, give or take a few pixels: the browser's scroll
 * anchoring may move it slightly as the last of the page settles.
 */
async function expectNear(page: Page, place: number): Promise<void> {
  await expect.poll(async () => Math.abs((await scrollY(page)) - place)).toBeLessThanOrEqual(8);
}

/** Scrolls to `top` (default: the bottom of the page) and checks the page really is scrolled. */
async function scrollDown(page: Page, top?: number): Promise<number> {
  await page.evaluate((to) => {
    window.scrollTo({ top: to ?? document.documentElement.scrollHeight, behavior: 'instant' });
  }, top);
  await settle(page);
  const y = await scrollY(page);
  expect(y, 'the page is scrolled down before the navigation').toBeGreaterThan(100);
  return y;
}

/**
 * Follows a link or presses a button the way a visitor already scrolled down does (a plain click
 * that does not first scroll it into view), then checks that the new page is at the top: on every
 * frame that shows it (its heading, or none while a client-only screen loads, instead of the old
 * one), so it never glides up from the old offset, and once its heading shows.
 */
async function followToTop(page: Page, control: Locator, address: RegExp): Promise<void> {
  const previousHeading = (await page.locator('h1').first().textContent()) ?? '';
  await page.evaluate((oldHeading) => {
    const record = window as unknown as { scrollFrames: number[] };
    const from = location.href;
    record.scrollFrames = [];
    const sample = () => {
      const heading = document.querySelector('h1')?.textContent ?? null;
      if (location.href !== from && heading !== oldHeading)
        record.scrollFrames.push(Math.round(window.scrollY));
      if (record.scrollFrames.length < 30) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, previousHeading);
  await control.evaluate((element: HTMLElement) => element.click());
  await page.waitForURL(address);
  const heading = page.locator('h1');
  await expect(heading).toHaveCount(1);
  await expect(heading).not.toHaveText(previousHeading);
  expect(await scrollY(page), `${page.url()} opens at the top`).toBe(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { scrollFrames: number[] }).scrollFrames.length))
    .toBe(30);
  const frames = await page.evaluate(() => (window as unknown as { scrollFrames: number[] }).scrollFrames);
  expect(
    frames.filter((y) => y !== 0),
    `${page.url()}: frames drawn away from the top`,
  ).toEqual([]);
}

test.describe('every page change starts at the top', () => {
  test.beforeEach(async ({ context }) => {
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Provider</title>' }),
    );
  });

  test('the card journey: survey, estimate, offers, an offer’s details, the product transfer; back to the offers keeps their place', async ({
    page,
  }) => {
    await page.goto('/credit-cards/survey/');
    await waitForStartUp(page);
    await page.getByLabel('Search by name').fill('anz');
    await page.getByRole('radio', { name: 'ANZ', exact: true }).check();
    await page.getByRole('radio', { name: 'ANZ Frequent Flyer Black' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'How you use your card' })).toBeVisible();
    await page.getByLabel(/What you spend on it/).fill('1500');
    await page.getByRole('radio', { name: 'I pay it off in full each month' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Your cards' })).toBeVisible();
    // App pages of a production build carry no build label.
    await expect(page.getByText(/Site version/)).toHaveCount(0);

    await scrollDown(page);
    await followToTop(
      page,
      page.getByRole('button', { name: /^Work out what/ }),
      /\/credit-cards\/estimate\/$/,
    );

    const toOffers = page.getByRole('link', { name: /^See offers/ });
    await expect(toOffers).toBeVisible();
    await scrollDown(page);
    await followToTop(page, toOffers, /\/credit-cards\/offers\/$/);

    // An offer of the visitor's own bank (Stay), whose details lead to the product transfer.
    const stayDetails = page.locator('a[href*="/credit-cards/offer-details/"][href*="type=Stay"]').first();
    await expect(stayDetails).toBeAttached();
    const offersPlace = await scrollDown(page, await halfWayDown(page));
    await followToTop(page, stayDetails, /\/credit-cards\/offer-details\/\?/);

    // Back: the offers come back where the visitor left them (their position is not reset).
    await page.goBack();
    await expect(page).toHaveURL(/\/credit-cards\/offers\/$/);
    await expect(stayDetails).toBeAttached();
    await expectNear(page, offersPlace);
    await page.goForward();
    await expect(page).toHaveURL(/\/credit-cards\/offer-details\/\?/);

    const moveTo = page.getByRole('button', { name: /^Move to the / }).first();
    await expect(moveTo).toBeVisible();
    await scrollDown(page);
    await followToTop(page, moveTo, /\/credit-cards\/product-transfer\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Move to the /);
  });

  test('home, a category, a product, the guides and a guide; back returns to the product where it was left', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await scrollDown(page);
    await followToTop(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: 'Credit cards', exact: true }),
      /\/credit-cards\/$/,
    );

    await waitForHydration(page);
    await scrollDown(page, 600);
    await followToTop(
      page,
      page.getByRole('rowheader').first().getByRole('link').first(),
      /\/credit-cards\/[^/]+\/[^/]+\/$/,
    );

    const productPlace = await scrollDown(page, await halfWayDown(page));
    await followToTop(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: 'News and guides' }),
      /\/news-and-guides\/$/,
    );

    await scrollDown(page);
    await followToTop(
      page,
      page.locator('main a[href^="/news-and-guides/"]').last(),
      /\/news-and-guides\/[^/]+\/$/,
    );

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/credit-cards\/[^/]+\/[^/]+\/$/);
    await expectNear(page, productPlace);
  });

  test('the credit-card table keeps its place while its sort and filters change', async ({ page }) => {
    await page.goto('/credit-cards/');
    await waitForHydration(page);
    const place = await scrollDown(page, 500);
    await page
      .getByRole('button', { name: /^Purchase rate/ })
      .evaluate((button: HTMLElement) => button.click());
    await expect(page).toHaveURL(/[?&]sort=purchase-rate/);
    await page.getByRole('combobox', { name: 'Interest-free days' }).evaluate((select: HTMLSelectElement) => {
      select.value = '55';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(page).toHaveURL(/[?&]min-free-days=55/);
    await settle(page);
    // Not reset: the same place, give or take the browser's scroll anchoring as rows change height.
    expect(Math.abs((await scrollY(page)) - place)).toBeLessThan(100);
  });
});
