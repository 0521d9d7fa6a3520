/**
 * "Check my term deposit" on the built site and the real server: ANZ Advance Notice Term Deposit,
 * $50,000 for 6 months at 4.50% p.a., maturing in 20 days. Its answer (what it earns, its
 * rollover at the bank's published rate, the best rates elsewhere, the grace period), a reminder
 * by e-mail to a typed address confirmed with the link e-mailed to it, then, with the server
 * stopped, `npm run jobs:run-due` at 14 days before maturity sends the reminder, whose signed link
 * opens the check with today's figures in a browser that has never seen the site. Every screen is
 * checked with axe and for sideways scroll at 320, 390 and 1280 px. Its own server and embedded
 * database (the one the other journeys share must not be stopped), on the next port.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { waitForStartUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';
import { ownServer } from './support/own-server';

const server = ownServer('term-deposit');
const { base } = server;

/** Today in Sydney plus `days`, `YYYY-MM-DD`. */
function sydneyDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `18 December 2026`. */
function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** One h1, axe clean and nothing sideways at 320, 390 and 1280 px; the page is left at `back` px wide. */
async function looksRightAtEveryWidth(page: Page, back: number) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoSidewaysScroll(page);
    await expectAccessiblePage(page);
  }
  await page.setViewportSize({ width: back, height: 844 });
}

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});

test.afterAll(async () => {
  await server.remove();
});

test('a deposit maturing in 20 days: its answer, a reminder e-mailed 14 days before, and the reminder’s link', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const width = page.viewportSize()?.width ?? 1280;
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Provider</title>' }),
  );
  const maturity = sydneyDay(20);
  const email = `deposit.${Date.now()}@example.com`;

  await page.goto('/');
  await waitForStartUp(page);
  await page.getByRole('link', { name: 'Check my term deposit' }).first().click();
  await expect(page).toHaveURL(/\/savings-accounts\/check\/term-deposit\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your term deposit' })).toBeVisible();
  await page.getByLabel('Search for your bank').fill('anz');
  await page.getByRole('radio', { name: 'ANZ Advance Notice Term Deposit' }).check();
  await page.getByLabel('Amount ($)').fill('50000');
  await page.getByLabel('Term', { exact: true }).fill('6');
  await expect(page.getByRole('radio', { name: 'Months' })).toBeChecked();
  await page.getByLabel('Rate (% p.a.)').fill('4.5');
  await page.getByLabel('It matures on').fill(maturity);
  await expect(page.getByLabel('How interest is paid')).toHaveValue('maturity');
  await looksRightAtEveryWidth(page, width);
  await page.getByRole('button', { name: 'Work out what it earns' }).click();

  const heading = page.getByRole('heading', { level: 1, name: 'What your term deposit earns' });
  await expect(heading).toBeFocused();
  // $50,000 × 4.50% × 6/12.
  const earns = 5_000_000 * 0.045 * 0.5;
  await expect(page.locator('.savings-total').first()).toContainText(
    `$50,000.00 with ANZ at 4.50% p.a. for 6 months earns${dollars(earns)}over its term.`,
  );
  await expect(page.getByText(`It matures on ${longDate(maturity)}, in 20 days.`)).toBeVisible();
  const rollover = page.getByRole('region', { name: 'If it rolls over' });
  const rolloverRate = Number(
    /At ANZ’s published rate, (\d+\.\d\d)% p\.a\./.exec(await rollover.innerText())?.[1],
  );
  expect(rolloverRate).toBeGreaterThan(0);
  const rolledOver = Math.round((5_000_000 * rolloverRate * 0.5) / 100);
  const difference =
    rolledOver < earns
      ? `${dollars(earns - rolledOver)} less than it earns now.`
      : `${dollars(rolledOver - earns)} more than it earns now.`;
  await expect(rollover).toContainText(
    `it would earn${dollars(rolledOver)}over another 6 months: ${difference}`,
  );
  await expect(rollover).toContainText(/Data as of \d+ \w+ \d{4}/);
  await expect(page.getByRole('region', { name: 'Your time to act' })).toContainText('grace period');

  const elsewhere = page.getByRole('region', { name: 'Best rates elsewhere for 6 months' });
  const best = elsewhere.getByRole('article').first();
  const bestText = await best.innerText();
  const bestRate = Number(/(\d+\.\d\d)% p\.a\. for 6 months/.exec(bestText)?.[1]);
  expect(bestRate).toBeGreaterThan(4);
  // Each rate in its own term: 6 months of a 6-month rate, or 6 months' days over 365 for a rate in days.
  expect(bestText).toMatch(/\$[\d,]+\.\d\d on \$50,000\.00 over (6 months|\d+ days)/);
  await expect(best).toContainText(/Data as of \d+ \w+ \d{4}/);
  await expect(
    page.getByRole('table', { name: 'At ANZ, for other terms' }).getByRole('row').nth(1),
  ).toContainText(/% p\.a\.\$[\d,]+\.\d\d/);
  await looksRightAtEveryWidth(page, width);

  // The reminder, to a typed address: nothing is set until the link e-mailed to it is used.
  const reminder = page.getByRole('region', { name: 'Remind me before it matures' });
  await reminder.getByLabel('Your e-mail').fill(email);
  await reminder.getByRole('button', { name: 'Remind me' }).click();
  await expect(reminder.getByRole('status')).toHaveText(
    /^Check your inbox: use the link we sent to d\*\*\*@example\.com/,
  );
  let confirmLink = '';
  await expect
    .poll(() => {
      const last = server.emailsTo(email).at(-1);
      if (!last?.includes('/confirm-email/?token=')) return false;
      confirmLink = server.linkIn(last, '/confirm-email/?token=');
      return true;
    })
    .toBe(true);
  const mail = await browser.newContext();
  const small = await mail.newPage();
  await small.setViewportSize({ width: 320, height: 700 });
  await small.goto(confirmLink);
  await waitForStartUp(small);
  await expect(
    small.getByRole('listitem').filter({
      hasText: `Reminders 14 and 2 days before your term deposit matures on ${longDate(maturity)}`,
    }),
  ).toBeVisible();
  await small.getByRole('button', { name: 'Start my e-mails' }).click();
  await expect(small.getByText(/^Thank you: your e-mail is confirmed\./)).toBeFocused();
  await mail.close();

  // Back on the check: the reminder is set, with its days.
  await page.reload();
  await waitForStartUp(page);
  await expect(heading).toBeVisible();
  await expect(reminder.getByRole('status')).toHaveText(
    `We’ll e-mail d***@example.com on ${longDate(sydneyDay(6))} and ${longDate(sydneyDay(18))}, before your deposit matures.`,
  );

  // 14 days before maturity, in the morning in Sydney, with the server stopped, as the embedded database needs.
  await server.stop();
  const stdout = await server.runDueJobs(['--now', `${sydneyDay(6)}T00:30:00Z`]);
  expect(stdout).toMatch(/^maturity reminders: 1 due, 1 sent$/m);
  const sent = server.emailsTo(email).at(-1)!;
  expect(sent).toMatch(/^Subject: Your term deposit matures on /m);
  expect(sent).toMatch(
    /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/v1\/unsubscribe\/one-click\/\?token=/m,
  );
  expect(sent).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(sent.replace(/\s+/g, ' ')).toContain(
    `Your $50,000.00 term deposit with ANZ matures on ${longDate(maturity)}, in 14 days.`,
  );
  server.linkIn(sent, '/unsubscribe/?token=');
  const checkLink = server.linkIn(sent, '/savings-accounts/check/term-deposit/?event=');
  await server.start();

  // Another browser, never on the site: the link alone opens the check, with today's figures.
  const fresh = await browser.newContext();
  const phone = await fresh.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(checkLink);
  await waitForStartUp(phone);
  await expect(phone.getByRole('heading', { level: 1, name: 'What your term deposit earns' })).toBeVisible();
  await expect(phone.locator('.savings-total').first()).toContainText(dollars(earns));
  await expect(phone.getByText(`It matures on ${longDate(maturity)}, in 20 days.`)).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Remind me before it matures' })).toHaveCount(0);
  await looksRightAtEveryWidth(phone, 390);
  await fresh.close();
});
