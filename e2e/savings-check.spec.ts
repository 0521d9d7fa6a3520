/**
 * "Check my savings" on the built site and the real server, at 1280 px and on a phone: CommBank
 * NetBank Saver with $50,000 and $500 added a month, nothing taken out, gives what it earns a year
 * (checked against a day-by-day calculation written here), Stay and Switch ranked by dollars a
 * year, and comes back after a reload; a savings alert is set and its address asked to confirm; an
 * account we do not have is entered by hand, by keyboard.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { waitForStartUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';
import { tabTo } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/layout';
import { readMessage } from './support/outbox';

/** The first of next month in Sydney: the check's year starts there. */
function yearStart(): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/**
 * A year at one rate: the deposit on the 1st, interest each day on the day's balance at 1/365 of
 * the yearly rate, the month's interest rounded to the cent and credited on its last day.
 */
function yearOfInterestCents(balanceCents: number, depositCents: number, rate: number): number {
  let { year, month } = yearStart();
  let balance = balanceCents;
  let total = 0;
  for (let count = 0; count < 12; count += 1) {
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    balance += depositCents;
    let accrued = 0;
    for (let day = 0; day < days; day += 1) accrued += (balance * rate) / 365;
    const interest = Math.round(accrued);
    balance += interest;
    total += interest;
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return total;
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function looksRight(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectAccessiblePage(page);
}

/** Past the questions screen when the answer asks any, leaving them unanswered. */
async function pastQuestions(page: Page) {
  const result = page.getByRole('heading', { level: 1, name: 'What your savings earn' });
  const questions = page.getByRole('heading', { level: 1, name: /more question/ });
  await expect(result.or(questions)).toBeVisible();
  if (await questions.isVisible()) {
    await looksRight(page);
    await page.getByRole('button', { name: 'See what it earns' }).click();
  }
  await expect(result).toBeVisible();
  await expect(result).toBeFocused();
}

test.describe('Check my savings', () => {
  test('CommBank NetBank Saver, $50,000 and $500 a month: the year, Stay and Switch, and again after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForStartUp(page);
    await page.getByRole('link', { name: 'Check my savings' }).first().click();
    await expect(page).toHaveURL(/\/savings-accounts\/check\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your savings account' })).toBeVisible();
    await page.getByLabel('Search for your bank or account').fill('commbank netbank');
    await page.getByRole('radio', { name: 'CommBank NetBank Saver' }).check();
    await looksRight(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    const money = page.getByRole('heading', { level: 1, name: 'Your balance and a typical month' });
    await expect(money).toBeFocused();
    await page.getByLabel('Your balance today ($)').fill('50000');
    await page.getByLabel('What you add in a typical month ($)').fill('500');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await looksRight(page);
    await page.getByRole('button', { name: 'Work out what it earns' }).click();
    await pastQuestions(page);

    // Its introductory rate is taken to be over: 2.35% p.a., its base rate, all year.
    const earned = dollars(yearOfInterestCents(5_000_000, 50_000, 0.0235));
    await expect(page.locator('.savings-total')).toContainText(
      `CommBank NetBank Saver would pay you${earned}in the next 12 months`,
    );
    await expect(page.locator('.figures-date')).toContainText('Figures as');
    await expect(page.getByText('Ranked by what you would earn in the first year.')).toBeVisible();
    const stay = page.getByRole('region', { name: 'Stay with CommBank' });
    const switchList = page.getByRole('region', { name: 'Switch to another bank' });
    await expect(switchList.getByRole('article').first()).toBeVisible();
    await expect(
      switchList
        .getByRole('article')
        .first()
        .getByRole('link', { name: /^Go to site/ }),
    ).toHaveAttribute('href', /^\/redirect\/index\.html\?/);
    await page.getByText('How we worked this out').click();
    const working = page.getByRole('table', {
      name: 'What CommBank NetBank Saver would pay, month by month',
    });
    await expect(working.getByRole('row')).toHaveCount(14);
    await expect(working).toContainText('2.35% p.a.');
    await looksRight(page);
    const stayText = await stay.innerText();
    const switchText = await switchList.innerText();

    await page.reload();
    await waitForStartUp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'What your savings earn' })).toBeVisible();
    await expect(page.locator('.savings-total')).toContainText(earned);
    expect(await stay.innerText()).toBe(stayText);
    expect(await switchList.innerText()).toBe(switchText);
  });

  test('a savings alert: the amount chosen, the address confirmed by the link e-mailed to it', async ({
    page,
  }, testInfo) => {
    const since = Date.now();
    const email = `alert.${testInfo.project.name}.${since}@example.com`;
    await page.goto('/savings-accounts/check/');
    await waitForStartUp(page);
    await page.getByLabel('Search for your bank or account').fill('commbank netbank');
    await page.getByRole('radio', { name: 'CommBank NetBank Saver' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Your balance today ($)').fill('50000');
    await page.getByLabel('What you add in a typical month ($)').fill('500');
    await page.getByRole('button', { name: 'Work out what it earns' }).click();
    await pastQuestions(page);

    const alert = page.getByRole('region', { name: 'Tell me when an account pays more' });
    await alert.getByRole('radio', { name: '$250' }).check();
    await alert.getByLabel('E-mail address').fill(email);
    await looksRight(page);
    await alert.getByRole('button', { name: 'E-mail me' }).click();
    await expect(alert.getByRole('status')).toHaveText(
      `Check your inbox: click the link we sent to ${email} to start your savings alert. The link works for 7 days.`,
    );
    const { body } = await readMessage({ to: email, channel: 'email', since });
    expect(body.replace(/\s+/g, ' ')).toContain(
      'An e-mail when a savings account you can open would pay you at least $250 more a year',
    );
    await looksRight(page);
  });

  test('an account we do not have, entered by hand with the keyboard alone', async ({ page }) => {
    await page.goto('/savings-accounts/check/');
    await waitForStartUp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your savings account' })).toBeVisible();
    const notListed = page.getByRole('radio', { name: 'My account isn’t listed' });
    await tabTo(page, notListed);
    await page.keyboard.press('Space');
    await expect(notListed).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tiny Credit Union');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bonus Saver');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1.5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('200');
    await expect(page.getByLabel('Base rate (% a year)')).toHaveValue('1.5');
    await expect(page.getByLabel(/^Add at least/)).toHaveValue('200');
    await looksRight(page);
    await page.keyboard.press('Enter');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Your balance and a typical month' }),
    ).toBeFocused();
    await expect(page.getByText('In Tiny Credit Union Bonus Saver.')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.type('10000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('300');
    await page.keyboard.press('Enter');
    await pastQuestions(page);

    // $10,000, $300 on the 1st each month, base 1.50% and the 3.00% bonus every month: 4.50% p.a.
    const earned = dollars(yearOfInterestCents(1_000_000, 30_000, 0.045));
    await expect(page.locator('.savings-total')).toContainText(
      `Tiny Credit Union Bonus Saver would pay you${earned}`,
    );
    await expect(
      page.getByRole('region', { name: 'Switch to another bank' }).getByRole('article').first(),
    ).toBeVisible();
    await looksRight(page);
  });
});
