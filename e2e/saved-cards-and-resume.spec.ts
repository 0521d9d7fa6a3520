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

/** Counts every layout shift not caused by the visitor, from the start of each page load. */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The page's layout shifts so far, once the page has had a moment to settle. */
const layoutShiftTotal = async (page: Page) => {
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
};

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
    // A returning visitor types the address: the offer to continue shows without a tap or a scroll,
    // long before the page's client starts, and moves nothing as it arrives.
    await watchLayoutShifts(page);
    await page.goto('/');
    const welcomeBack = page.getByRole('complementary', { name: 'Welcome back.' });
    await expect(welcomeBack).toContainText('You started a credit card check', { timeout: 10_000 });
    expect(await layoutShiftTotal(page)).toBe(0);
    await welcomeBack.getByRole('link', { name: 'Continue where you left off' }).click();
    await offersShown(page);

    // Your cards: save the check's card, see its figures, edit its usage, remove it.
    await page.goto('/user/');
    const cards = page.getByRole('region', { name: 'Your cards' });
    await cards.getByRole('button', { name: 'Save this card' }).click();
    await expect(cards.getByText('Saved your card.')).toBeVisible();
    const card = cards.getByRole('listitem').filter({ hasText: 'Smart Awards' });
    await expect(card.getByText('Yearly cost', { exact: true })).toBeVisible();
    await expect(cards.getByText(/^Figures as published by the banks on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
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

  test('signing out leaves no check behind: the journey starts afresh, and a check kept elsewhere says it is gone', async ({
    page,
  }) => {
    await signUp(page, newPerson());
    await surveySmartAwards(page);
    await expect(page.getByRole('link', { name: 'See offers that could cost you less' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/Smart Awards/)
        .first(),
    ).toBeVisible();
    const kept = await page.evaluate(() => localStorage.getItem('staysmart:card-survey'));
    expect(kept).not.toBeNull();

    await page.goto('/user/');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/user\/sign-in\/$/);
    expect(await page.evaluate(() => localStorage.getItem('staysmart:card-survey'))).toBeNull();
    await page.goto('/credit-cards/estimate/');
    await expect(page.getByText(/We need your cards first/)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Smart Awards');
    await page.goto('/credit-cards/offers/');
    await expect(page.getByText(/We need your cards first/)).toBeVisible();
    // Nor does the home page offer to continue the account's check.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: 'Welcome back.' })).toHaveCount(0);

    // The check as another tab or an older copy of the page kept it: the offers say it is gone here.
    await page.evaluate((value) => localStorage.setItem('staysmart:card-survey', value), kept!);
    const surveyId = (JSON.parse(kept!) as { surveyId: string }).surveyId;
    await page.goto('/credit-cards/offers/');
    const gone = page.getByRole('alert');
    await expect(gone).toContainText('This credit card check is no longer available on this browser.');
    await expect(page.getByRole('main')).not.toContainText(surveyId);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectAccessiblePage(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Start a new check' }).click();
    await expect(page).toHaveURL(/\/credit-cards\/survey\/$/);
    await expect(page.getByRole('heading', { name: 'Your cards' })).toBeVisible();
    await page.getByRole('button', { name: 'Work out what it costs' }).click();
    await expect(page.getByRole('link', { name: 'See offers that could cost you less' })).toBeVisible();
    await page.getByRole('link', { name: 'See offers that could cost you less' }).click();
    await offersShown(page);
  });

  test('a direct load of a landing page offers to continue its own kind of check, moving nothing', async ({
    page,
  }) => {
    await surveySmartAwards(page);
    await expect(page.getByRole('link', { name: 'See offers that could cost you less' })).toBeVisible();
    await watchLayoutShifts(page);
    await page.goto('/credit-cards-landing/');
    const welcomeBack = page.getByRole('complementary', { name: 'Welcome back.' });
    await expect(welcomeBack).toContainText('You started a credit card check', { timeout: 10_000 });
    expect(await layoutShiftTotal(page)).toBe(0);
    await expectNoSidewaysScroll(page);
    await page.goto('/home-loans-landing/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: 'Welcome back.' })).toHaveCount(0);
    expect(await layoutShiftTotal(page)).toBe(0);
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
