import { expect, test } from './support/content-security-policy';
import { newPerson, signIn, signUp, waitForStartUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';
import { E2E_STAFF_EMAIL } from './support/start-e2e-server';

test.describe('offer review (offer-qa)', () => {
  test('a visitor who is not signed in is sent to /offer-qa/login, with or without the trailing slash', async ({
    page,
  }) => {
    for (const path of ['/offer-qa', '/offer-qa/offers', '/offer-qa/offer-details/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/offer-qa\/login\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to offer review' })).toBeVisible();
    }
    await waitForStartUp(page);
    await expectAccessiblePage(page);
  });

  test('staff sign in at /offer-qa/login and come back to the page they asked for', async ({ page }) => {
    const staff = newPerson(E2E_STAFF_EMAIL);
    await signUp(page, staff);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/user\/sign-in\/$/);

    await page.goto('/offer-qa/offers/');
    await expect(page).toHaveURL(/\/offer-qa\/login\/$/);
    await signIn(page, staff, '');
    await expect(page).toHaveURL(/\/offer-qa\/offers\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offers to review' })).toBeVisible();
    // Every card with its yearly cost for the standard profiles, then one card's working.
    const table = page.getByRole('table', { name: /yearly cost for the standard profiles/ });
    await expect(table.getByRole('rowheader')).toHaveCount(25);
    await expect(page.getByRole('status').filter({ hasText: /Cards 1 to 25 of \d+/ })).toBeVisible();
    await expectAccessiblePage(page);
    const first = table.getByRole('rowheader').first().getByRole('link');
    const cardName = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 2, name: cardName })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /Pays in full.*a year$/ })).toBeVisible();
    // The working never shows NaN; only the record as imported may hold the source's own "$NaN".
    for (const section of await page.locator('main section').all()) {
      await expect(section).not.toContainText(/NaN|Infinity/);
    }
    await expectAccessiblePage(page);

    await page.getByRole('link', { name: 'Back to offer review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Offer review' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Offers to review' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Offer details' })).toBeVisible();
    await expectAccessiblePage(page);
  });

  test('staff see the follow-up queues, the jobs that failed every try and the messages sent', async ({
    page,
  }) => {
    // The staff address may have its account already: signUp then signs in instead.
    await signUp(page, newPerson(E2E_STAFF_EMAIL));
    await page.goto('/offer-qa/');
    await page.getByRole('link', { name: 'Jobs and messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs and messages' })).toBeVisible();
    const queues = page.getByRole('table', { name: 'Jobs in each follow-up queue, by state' });
    for (const label of ['reminders', 'savings alerts', 'home-loan rate alerts', 'check-ins']) {
      await expect(queues.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Failed every try' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Messages sent' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/NaN|undefined/);
    await expectNoSidewaysScroll(page);
    await expectAccessiblePage(page);
  });

  test('a signed-in visitor who is not staff is told the area is for staff only', async ({ page }) => {
    await signUp(page, newPerson());
    await page.goto('/offer-qa/');
    await expect(page.getByRole('alert')).toContainText('Offer review is for StaySmart staff only.');
    await expectAccessiblePage(page);
  });
});
