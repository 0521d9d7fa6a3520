/**
 * Every page type on a phone: at 390 and 320 CSS px no page scrolls sideways and axe finds nothing.
 * Category tables are also used as a thumb would: tick two products, see the compare bar on
 * screen, and see both products side by side.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { firstBuiltPage } from '../scripts/bench/built-pages';
import { expect, test } from './support/content-security-policy';
import { expectAccessiblePage } from './support/axe';
import { waitForHydration } from './support/hydration';
import { expectNoSidewaysScroll } from './support/layout';

const publicDir = path.resolve(__dirname, '..', 'public');

const categories = [
  '/credit-cards/',
  '/interest-free-credit-cards/',
  '/home-loans/',
  '/personal-loans/',
  '/car-loans/',
  '/savings-accounts/',
  '/term-deposits/',
  '/bank-accounts/',
  '/buy-now-pay-later/',
];

const handWritten = [
  '/',
  '/about/',
  '/fsg/',
  '/help/',
  '/how-it-works/',
  '/privacy/',
  '/terms/',
  '/credit-cards-landing/',
  '/home-loans-landing/',
  '/home-loan-cash-back-offer/',
  '/cdr-sandbox-success/',
  '/news-and-guides/',
  '/providers/',
  '/search/',
  '/status/',
  '/whats-changed/',
  '/unsubscribe/',
  '/account-change/',
  '/confirm-email/',
  '/404/',
  '/user/',
  '/user/sign-in/',
  '/user/sign-up/',
  '/offer-qa/login/',
  '/credit-cards/survey/',
  '/home-loans/survey/',
  '/home-loans/register/',
];

function dataPages(): string[] {
  return [
    firstBuiltPage(publicDir, 'credit-cards', 3),
    firstBuiltPage(publicDir, 'home-loans', 3),
    firstBuiltPage(publicDir, 'personal-loans', 3),
    firstBuiltPage(publicDir, 'car-loans', 3),
    firstBuiltPage(publicDir, 'term-deposits', 3),
    firstBuiltPage(publicDir, 'savings-accounts', 3),
    firstBuiltPage(publicDir, 'bank-accounts', 3),
    firstBuiltPage(publicDir, 'buy-now-pay-later', 2),
    ...categories
      .filter((address) => address !== '/buy-now-pay-later/' && address !== '/interest-free-credit-cards/')
      .map((address) => firstBuiltPage(publicDir, address.slice(1, -1), 2)),
    firstBuiltPage(publicDir, 'providers', 2),
    firstBuiltPage(publicDir, 'news-and-guides', 2),
  ];
}

async function expectSoundOnPhone(page: Page, address: string): Promise<void> {
  await test.step(address, async () => {
    await page.goto(address);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessiblePage(page);
  });
}

for (const width of [390, 320]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });

    test('hand-written pages and the first screen of each journey', async ({ page }) => {
      test.setTimeout(180_000);
      for (const address of handWritten) await expectSoundOnPhone(page, address);
    });

    test('category pages', async ({ page }) => {
      test.setTimeout(180_000);
      for (const address of categories) await expectSoundOnPhone(page, address);
    });

    test('one page of every template: products, providers in a category, overviews, guides', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      for (const address of dataPages()) await expectSoundOnPhone(page, address);
    });

    test('a table used by thumb: tick two products, the compare bar is on screen, both side by side', async ({
      page,
    }) => {
      await page.goto('/credit-cards/');
      await waitForHydration(page);
      const table = page.getByRole('table', { name: 'Credit cards' });
      const boxes = table.getByRole('checkbox');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      const tray = page.getByRole('region', { name: 'Products to compare' });
      await expect(tray).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await tray.getByRole('button', { name: 'Compare side by side' }).click();
      const side = page.getByRole('table', { name: 'Selected products side by side' });
      const products = side.getByRole('columnheader');
      await expect(products).toHaveCount(2);
      await expect(products.nth(0)).toBeInViewport();
      await expect(products.nth(1)).toBeInViewport();

      await expectAccessiblePage(page);
    });
  });
}
