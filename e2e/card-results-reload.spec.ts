/**
 * Card results survive a reload and a return visit (issue 12, point 6), at 390 px (the `phone`
 * project) and 1280 px (`desktop`): the survey, its estimate and offers are kept in the browser,
 * so reloading the offers, an offer's working or the product-transfer form shows the same
 * results without asking again, and a new tab finds them. A damaged stored value is ignored, and
 * the visitor can start again.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { waitForStartUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';
import { surveySmartAwards } from './support/card-survey';

const SURVEY_KEY = 'staysmart:card-survey';

/** What the screen shows once its results are in: the main content's text. */
async function shownOnce(page: Page, ready: () => Promise<void>): Promise<string> {
  await ready();
  return page.getByRole('main').innerText();
}

const offersReady = (page: Page) => async () => {
  await expect(page.getByRole('heading', { level: 1, name: /Your offers/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
};

/** Calls that would mean the visitor's survey was asked again or started afresh. */
function surveyCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (/\/api\/v1\/survey\/(start|estimate)\/$/.test(path)) calls.push(path);
  });
  return calls;
}

test.describe('card results kept in the browser', () => {
  test.beforeEach(async ({ context }) => {
    // Nothing leaves the machine: every address that is not this server answers with a stand-in page.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Provider</title>' }),
    );
  });

  test('offers, an offer’s working and the product transfer survive a reload; a new tab finds them', async ({
    page,
    context,
  }) => {
    await surveySmartAwards(page);
    const total = page.locator('.journey-total').first();
    await expect(total).toContainText('$');
    const estimateText = await total.innerText();

    await page.getByRole('link', { name: 'See offers that could cost you less' }).click();
    await expect(page).toHaveURL(/\/credit-cards\/offers\/$/);
    const offers = await shownOnce(page, offersReady(page));
    await expectAccessiblePage(page);

    const calls = surveyCalls(page);
    await page.reload();
    expect(await shownOnce(page, offersReady(page))).toBe(offers);

    // An offer's full working, reloaded.
    const first = page.getByRole('article').first();
    await first.getByRole('button', { name: /^Details/ }).click();
    await first.getByRole('link', { name: /^How we worked this out/ }).click();
    await expect(page).toHaveURL(/\/credit-cards\/offer-details\/\?offerId=/);
    const detailsReady = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Offer details' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How we worked this out' })).toBeVisible();
    };
    const details = await shownOnce(page, detailsReady);
    await page.reload();
    expect(await shownOnce(page, detailsReady)).toBe(details);
    await expectAccessiblePage(page);

    // The product-transfer form for a Stay offer (the offer travels in the page's history entry).
    await page.goto('/credit-cards/offers/');
    await offersReady(page)();
    const stay = page.getByRole('button', { name: /^Move to the / }).first();
    const chosen = ((await stay.textContent()) ?? '').replace(/^Move to the /, '');
    await stay.click();
    await expect(page).toHaveURL(/\/credit-cards\/product-transfer\/$/);
    const transferHeading = page.getByRole('heading', { level: 1 });
    await expect(transferHeading).toContainText(chosen);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen);
    await expect(page.getByLabel('First name')).toBeVisible();
    expect(calls).toEqual([]);

    // A return visit: a new tab of the same browser finds the estimate and the offers.
    const again = await context.newPage();
    const againCalls = surveyCalls(again);
    await again.goto('/credit-cards/estimate/');
    await waitForStartUp(again);
    await expect.poll(() => again.locator('.journey-total').first().innerText()).toBe(estimateText);
    await again.goto('/credit-cards/offers/');
    expect(await shownOnce(again, offersReady(again))).toBe(offers);
    expect(againCalls).toEqual([]);
    // Nothing personal is kept across visits: the survey holds no contact details.
    const kept = await again.evaluate((key) => localStorage.getItem(key) ?? '', SURVEY_KEY);
    expect(kept).toContain('10034-CC00009');
    expect(kept).not.toMatch(/@|First name/);
  });

  test('a damaged kept survey is ignored, and Start again clears what is kept', async ({ page }) => {
    await page.goto('/credit-cards/survey/');
    await waitForStartUp(page);
    await page.evaluate(
      (key) => localStorage.setItem(key, '{"version":1,"drafts":[{"productId":'),
      SURVEY_KEY,
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Which is your card?' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'CommBank' })).not.toBeChecked();
    expect(errors).toEqual([]);

    await surveySmartAwards(page);
    await expect(page.locator('.journey-total').first()).toContainText('$');
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page).toHaveURL(/\/credit-cards\/survey\/$/);
    await expect(page.getByRole('heading', { name: 'Which is your card?' })).toBeVisible();
    await page.goto('/credit-cards/offers/');
    await expect(page.getByRole('link', { name: 'Tell us about your cards' })).toBeVisible();
    await expectAccessiblePage(page);
  });
});
