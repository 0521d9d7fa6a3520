/**
 * The calculators hub and its five calculators, used by keyboard alone on the built site, and the
 * "Go to site" links of a category table and its side-by-side view, which leave through the
 * redirect page and /productRedirect/ for the bank's own page. Expected figures are worked out in
 * the comments, not by the site's code.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { expectAccessiblePage } from './support/axe';
import { waitForHydration } from './support/hydration';
import { replaceValue, tabTo } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/layout';

function figure(region: Locator, label: string): Locator {
  const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return region.locator('dt', { hasText: exactly }).locator('xpath=following-sibling::dd[1]');
}

/** Tabs to a field and types into it, as a keyboard user would. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await replaceValue(page, text);
}

/** Opens the working with the keyboard and answers the calculator's region. */
async function openWorking(page: Page, region: Locator): Promise<void> {
  const summary = region.getByText('How we worked this out');
  await tabTo(page, summary);
  await page.keyboard.press('Enter');
  await expect(region.locator('details')).toHaveAttribute('open', '');
}

async function openCalculator(page: Page, title: string): Promise<Locator> {
  await page.goto('/calculators/');
  await waitForHydration(page);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  return page
    .getByRole('region')
    .filter({ has: page.locator('form') })
    .first();
}

test.describe('calculators', () => {
  test('the hub lists the five calculators, linked from the footer and the category pages', async ({
    page,
  }) => {
    await page.goto('/home-loans/');
    await expect(page.getByRole('link', { name: 'Borrowing power calculator' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Calculators' }).click();
    await expect(page).toHaveURL(/\/calculators\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculators');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Borrowing power calculator',
      'Extra repayments and offset calculator',
      'Credit card payoff calculator',
      'Savings goal calculator',
      'Term deposit calculator',
    ]);
    await expectAccessiblePage(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoSidewaysScroll(page);
  });

  test('borrowing power, by keyboard: $503,000 for $100,000 a year at 6%', async ({ page }) => {
    const calculator = await openCalculator(page, 'Borrowing power calculator');
    const income = page.getByLabel('Your yearly income before tax ($)');
    await expect(income).toHaveValue('');
    await expect(income).toHaveAttribute('placeholder', 'e.g. 95,000');
    await expect(
      page.getByText(/the median of [\d,]+ home loans’ .* published on 12 August 2024/),
    ).toBeVisible();
    await typeInto(page, 'Your yearly income before tax ($)', '100k');
    await expect(income).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Use digits only, like 300000.')).toBeVisible();
    await typeInto(page, 'Your yearly income before tax ($)', '100000');
    await typeInto(page, 'Living costs a month ($)', '1500');
    await typeInto(page, 'Credit card limits, added up ($)', '10000');
    await typeInto(page, 'Interest rate (% p.a.)', '6');
    // $100,000 - $20,788 tax - $2,000 levy = $6,434.33 a month; - $2,000 floor - $380 (3.8% of
    // $10,000) = $4,054.33, which repays $503,879.70 at 9% over 30 years.
    await expect(figure(calculator, 'You could likely borrow')).toHaveText('$503,000');
    await expect(figure(calculator, 'Left each month for the loan')).toHaveText('$4,054.33');
    await openWorking(page, calculator);
    await expect(figure(calculator, 'Rate tested at')).toHaveText(
      '6.00% + 3.0 percentage points = 9.00% p.a.',
    );
    await expectAccessiblePage(page);
  });

  test('extra repayments and offset, by keyboard: 6 years 4 months sooner', async ({ page }) => {
    const calculator = await openCalculator(page, 'Extra repayments and offset calculator');
    await typeInto(page, 'Loan amount ($)', '500000');
    await typeInto(page, 'Interest rate (% p.a.)', '6.09');
    await typeInto(page, 'Extra repayment a month ($)', '200');
    await typeInto(page, 'Offset account balance ($)', '20000');
    // Month by month at 6.09% / 12: 360 repayments of $3,026.75 against 284 with $200 more and
    // interest on $480,000.
    await expect(figure(calculator, 'Paid off sooner by')).toHaveText('6 years 4 months');
    await expect(figure(calculator, 'Interest saved')).toHaveText('$173,245.12');
    await openWorking(page, calculator);
    await expect(figure(calculator, 'First month’s interest')).toContainText('= $2,436.00 with the offset');
    await expectAccessiblePage(page);
  });

  test('card payoff, by keyboard: $300 at 18.25% paying $200 takes 2 months', async ({ page }) => {
    const calculator = await openCalculator(page, 'Credit card payoff calculator');
    await typeInto(page, 'Balance owed ($)', '300');
    await typeInto(page, 'Purchase rate (% p.a.)', '18.25');
    await typeInto(page, 'Monthly repayment ($)', '200');
    // 0.05% a day: 24 days at $300 and 7 at $100 charge $3.95; then 24 days at $103.95, $1.25.
    await expect(figure(calculator, 'Paid off in')).toHaveText('2 months');
    await expect(figure(calculator, 'Interest')).toHaveText('$5.20');
    await tabTo(page, page.getByLabel('Each month I pay'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Monthly repayment ($)')).toHaveCount(0);
    await expectAccessiblePage(page);
  });

  test('savings goal, by keyboard: $12,100 reached in 3 months', async ({ page }) => {
    const calculator = await openCalculator(page, 'Savings goal calculator');
    await typeInto(page, 'Savings goal ($)', '12100');
    await typeInto(page, 'Saved so far ($)', '10000');
    await typeInto(page, 'Monthly deposit ($)', '1000');
    await typeInto(page, 'Interest rate (% p.a.)', '3.65');
    // 0.01% a day: $34.10 in January, $33.70 in February, $40.51 in March.
    await expect(figure(calculator, 'Goal reached in')).toHaveText('3 months');
    await expect(figure(calculator, 'Balance then')).toHaveText('$13,108.31');
    await expectAccessiblePage(page);
  });

  test('term deposit, by keyboard: $50,000 at 5.00% for a year earns $2,500.00', async ({ page }) => {
    const calculator = await openCalculator(page, 'Term deposit calculator');
    await expect(page.getByLabel('Deposit term')).toHaveValue('12m');
    await typeInto(page, 'Amount to invest ($)', '50000');
    await typeInto(page, 'Interest rate (% p.a.)', '5');
    await expect(figure(calculator, 'Interest earned')).toHaveText('$2,500.00');
    await expect(figure(calculator, 'Total you get back')).toHaveText('$52,500.00');
    await openWorking(page, calculator);
    await expect(figure(calculator, 'Interest paid')).toHaveText('1 payment of $2,500.00');
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoSidewaysScroll(page);
  });
});

test.describe('go to site', () => {
  async function expectRedirectLink(link: Locator, webpage: string): Promise<void> {
    await expect(link).toHaveAttribute('target', '_blank');
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    const href = new URL((await link.getAttribute('href'))!, 'http://127.0.0.1');
    expect(href.pathname).toBe('/redirect/index.html');
    expect(href.searchParams.get('t')).toBe('Switch');
    expect(Buffer.from(href.searchParams.get('webpage')!, 'base64').toString()).toBe(webpage);
  }

  async function followToBank(page: Page, link: Locator): Promise<void> {
    // The bank's page stands in for the bank, which the test machine may not reach.
    await page.context().route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>The bank</title>' }),
    );
    const [bank] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    const answer = await bank.waitForResponse((response) => response.url().includes('/productRedirect/'));
    expect(answer.status()).toBe(200);
    await bank.waitForURL((url) => url.hostname !== '127.0.0.1', { timeout: 15_000 });
    const landed = new URL(bank.url());
    expect(landed.protocol).toBe('https:');
    expect(landed.searchParams.get('utm_source')).toBe('staysmart');
    expect(landed.searchParams.get('utm_campaign')).toBe('switch');
    await bank.close();
  }

  test('a table row and the side-by-side view leave for the bank through /productRedirect/', async ({
    page,
  }) => {
    await page.goto('/credit-cards/');
    await waitForHydration(page);
    const table = page.getByRole('table', { name: 'Credit cards' });
    const first = table
      .getByRole('link', { name: /^Go to site, opens .+’s website for .+ in a new tab$/ })
      .first();
    await expectRedirectLink(first, '/credit-cards/');
    await followToBank(page, first);

    const boxes = table.getByRole('checkbox', { name: /^Compare / });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Compare side by side' }).click();
    const side = page.getByRole('table', { name: 'Selected products side by side' });
    const inView = side.getByRole('link', { name: /^Go to site, opens / }).first();
    await expectRedirectLink(inView, '/credit-cards/');
    await followToBank(page, inView);
  });
});
