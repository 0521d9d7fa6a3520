/**
 * Every page type on a phone: at 390 and 320 CSS px no page scrolls sideways and axe finds nothing.
 * Category tables are also used as a thumb would: tick two products, see the compare bar on
 * screen, and see both products side by side.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { expectAccessiblePage } from './support/axe';
import { waitForHydration } from './support/hydration';
import { expectNoSidewaysScroll } from './support/layout';

const publicDir = path.resolve(__dirname, '..', 'public');

/** The first page built `depth` folders below `/<folder>/`, e.g. a product page at depth 2. */
function firstBuiltPage(folder: string, depth: number): string {
  let relative = folder;
  for (let level = 0; level < depth; level += 1) {
    const dir = path.join(publicDir, relative);
    const next = readdirSync(dir)
      .sort()
      .find((name) => statSync(path.join(dir, name)).isDirectory());
    if (!next) throw new Error(`No page ${depth} levels below /${folder}/ in public/`);
    relative = `${relative}/${next}`;
  }
  return `/${relative}/`;
}

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
    firstBuiltPage('credit-cards', 2),
    firstBuiltPage('home-loans', 2),
    firstBuiltPage('personal-loans', 2),
    firstBuiltPage('car-loans', 2),
    firstBuiltPage('term-deposits', 2),
    firstBuiltPage('savings-accounts', 2),
    firstBuiltPage('bank-accounts', 2),
    firstBuiltPage('buy-now-pay-later', 1),
    ...categories
      .filter((address) => address !== '/buy-now-pay-later/' && address !== '/interest-free-credit-cards/')
      .map((address) => firstBuiltPage(address.slice(1, -1), 1)),
    firstBuiltPage('providers', 1),
    firstBuiltPage('news-and-guides', 1),
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
