/**
 * Watching a deal from the account, against the real server and database: a check comes back from
 * the server on a browser that kept none, "continue where you left off" leads back to it, the
 * account's "Your cards" saves, edits and removes cards with their figures on today's data, a
 * history entry opens its result, and the name and mobile number change (the mobile by a texted
 * code). At 1280 px (`desktop`) and 390 px (`phone`).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { newPerson, signUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';
import { surveySmartAwards } from './support/card-survey';
import { surveyAsRefinancer } from './support/home-loan-survey';
import { expectNoSidewaysScroll } from './support/layout';
import { readCode } from './support/outbox';

const offersShown = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Your offers: stay or switch' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
};

test.describe('a deal watched from the account', () => {
  test.beforeEach(async ({ context }) => {
    // Nothing leaves the machine: every address that is not this server answers with a stand-in page.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Provider</title>' }),
    );
  });

  test('the server brings a check back, and "Your cards" keeps its figures', async ({ page }) => {
    const person = newPerson();
    await signUp(page, person);
    await surveySmartAwards(page);
    await page.getByRole('link', { name: 'See offers that could cost you less' }).click();
    await offersShown(page);

    // Another browser on this account: nothing kept here, the server's check comes back.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await offersShown(page);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    // A static page starts its client at the first sign of use (or when the page is quiet).
    await page.mouse.wheel(0, 40);
    const welcomeBack = page.getByRole('complementary', { name: 'Welcome back.' });
    await expect(welcomeBack).toContainText('You started a credit card check', { timeout: 15_000 });
    await welcomeBack.getByRole('link', { name: 'Continue where you left off' }).click();
    await offersShown(page);

    // Your cards: save the check's card, see its figures, edit its usage, remove it.
    await page.goto('/user/');
    const cards = page.getByRole('region', { name: 'Your cards' });
    await cards.getByRole('button', { name: 'Save this card' }).click();
    await expect(cards.getByText('Saved your card.')).toBeVisible();
    const card = cards.getByRole('listitem').filter({ hasText: 'Smart Awards' });
    await expect(card.getByText('Yearly cost on today’s figures')).toBeVisible();
    const cost = await card.locator('dd').first().innerText();
    expect(cost).toMatch(/^\$[\d,]+(\.\d\d)?$/);
    await expect(card.getByText('Best Stay')).toBeVisible();
    await expect(card.getByText('Best Switch')).toBeVisible();
    await expectAccessiblePage(page);
    await expectNoSidewaysScroll(page);

    await card.getByRole('button', { name: /^Edit usage/ }).click();
    const owed = card.getByLabel(/What you owe on it today/);
    await owed.fill('twelve');
    await card.getByRole('button', { name: 'Save usage' }).click();
    await expect(owed).toBeFocused();
    await expect(owed).toHaveValue('twelve');
    await owed.fill('0');
    await card.getByLabel(/What you repay/).fill('2000');
    await card.getByRole('button', { name: 'Save usage' }).click();
    await expect(cards.getByText(/Saved the new usage of the Smart Awards/)).toBeVisible();
    await expect(card.locator('dd').first()).not.toHaveText(cost);

    // A reload shows the saved figures: they come from the server.
    await page.reload();
    const saved = page.getByRole('region', { name: 'Your cards' }).getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved.locator('dd').first()).not.toHaveText(cost);

    // The history entry of the check opens its offers.
    const history = page.getByRole('region', { name: 'Account history' });
    await history
      .getByRole('link', { name: /^Worked out what your card costs/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/credit-cards\/offers\/\?survey=/);
    await offersShown(page);

    await page.goto('/user/');
    const again = page.getByRole('region', { name: 'Your cards' });
    await again.getByRole('button', { name: /^Remove/ }).click();
    await expect(again.getByText(/Removed the Smart Awards/)).toBeVisible();
    await expect(again.getByRole('listitem')).toHaveCount(0);
  });

  test('a home-loan check comes back from the server on a browser that kept none', async ({ page }) => {
    await signUp(page, newPerson());
    await surveyAsRefinancer(page);
    await expect(page.getByRole('heading', { name: 'Your loan against the market' })).toBeVisible();
    const verdict = await page.getByRole('main').locator('p').first().innerText();

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your loan against the market' })).toBeVisible();
    await expect(page.getByRole('main').locator('p').first()).toHaveText(verdict);
    await page.goto('/home-loans/survey/');
    await expect(page.getByLabel(/How much you owe/)).toHaveValue('400000');
    await expect(page.getByLabel(/Your interest rate/)).toHaveValue('6.49');

    // The account history opens the check.
    await page.goto('/user/');
    const history = page.getByRole('region', { name: 'Account history' });
    await history
      .getByRole('link', { name: /home loan/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/home-loans\/deal-vs-market\/\?survey=/);
    await expect(page.getByRole('heading', { name: 'Your loan against the market' })).toBeVisible();
  });

  test('the name changes, and the mobile number once the texted code comes back', async ({ page }) => {
    const person = newPerson();
    await signUp(page, person);
    const details = page.getByRole('region', { name: 'Your details' });

    await details.getByRole('button', { name: 'Change name' }).click();
    await details.getByLabel('First name').fill('Augusta');
    await details.getByLabel('Last name').fill('King');
    await details.getByRole('button', { name: 'Save name' }).click();
    await expect(details.getByText('Your name is changed.')).toBeVisible();
    await expect(details.getByText('Augusta King')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account, signed in as Augusta' })).toBeVisible();

    const next = newPerson();
    await details.getByRole('button', { name: 'Change mobile number' }).click();
    await details.getByLabel(/New mobile number/).fill(next.mobile);
    const since = Date.now();
    await details.getByRole('button', { name: 'Text me a code' }).click();
    const code = await readCode({ to: next.mobileE164, channel: 'sms', since: since - 200 });
    const field = details.getByLabel('6-digit code');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await field.fill(code === '000000' ? '111111' : '000000');
    await details.getByRole('button', { name: 'Change my mobile number' }).click();
    await expect(details.getByRole('alert').filter({ hasText: /code/i })).toBeVisible();
    await field.fill(code);
    await details.getByRole('button', { name: 'Change my mobile number' }).click();
    await expect(details.getByText('Your mobile number is changed.')).toBeVisible();
    await expect(details.getByText(next.mobile)).toBeVisible();
    await expectAccessiblePage(page);
    await expectNoSidewaysScroll(page);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Your details' }).getByText(next.mobile)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account history' })).toContainText(
      'Changed your mobile number',
    );
  });
});
