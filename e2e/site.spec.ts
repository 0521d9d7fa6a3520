import { expect, test } from './support/content-security-policy';
import { expectAccessiblePage } from './support/axe';
import { waitForHydration } from './support/hydration';

test.describe('browsing the comparison site', () => {
  test('home, a category table with filters, sort and compare, a product, a provider, and search by synonym', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Should you stay with your bank, or switch?',
    );
    await expect(page).toHaveTitle(/StaySmart/);

    await page
      .getByRole('navigation', { name: 'Products' })
      .getByRole('link', { name: 'Credit cards' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compare credit cards' })).toBeVisible();
    // The figures' date is said once above the table: the old-figures warning or the grey line.
    await expect(page.locator('main p', { hasText: '12 August 2024' })).toHaveCount(1);
    await waitForHydration(page);
    const table = page.getByRole('table', { name: 'Credit cards' });
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    const totalText = await status.textContent();
    const total = Number(/of ([\d,]+)/.exec(totalText ?? '')?.[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThan(50);
    await expectAccessiblePage(page);

    // Filter: no annual fee only.
    await page.getByRole('combobox', { name: 'Annual fee' }).selectOption({ label: 'No annual fee' });
    await expect(status).not.toHaveText(totalText ?? '');
    await expect(status).toContainText('Showing');
    const feeCells = table.locator('tbody tr td:nth-child(2)');
    const fees = await feeCells.allTextContents();
    expect(fees.length).toBeGreaterThan(0);
    expect(new Set(fees)).toEqual(new Set(['$0']));

    // Sort by purchase rate, lowest first, then highest first.
    await page.getByRole('combobox', { name: 'Annual fee' }).selectOption({ label: 'Any fee' });
    await table.getByRole('button', { name: /purchase rate/i }).click();
    await expect(table.getByRole('columnheader', { name: /purchase rate/i })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const rates = (await table.locator('tbody tr td:nth-child(3)').allTextContents())
      .filter((text) => text.endsWith('p.a.'))
      .map((text) => Number.parseFloat(text));
    expect(rates).toEqual([...rates].sort((a, b) => a - b));

    // Compare two cards side by side.
    const compareBoxes = table.getByRole('checkbox');
    await compareBoxes.nth(0).check();
    await compareBoxes.nth(1).check();
    await page.getByRole('button', { name: 'Compare side by side' }).click();
    const side = page.getByRole('table', { name: 'Selected products side by side' });
    await expect(side.getByRole('columnheader')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Side-by-side comparison' })).toBeFocused();

    // Open a product page, then its provider's page.
    const firstCard = table.getByRole('rowheader').first().getByRole('link').first();
    const cardName = (await firstCard.textContent()) ?? '';
    await firstCard.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardName);
    await expect(page.getByText('Annual fee', { exact: true })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/NaN|Infinity|e\+308|e-324/);
    await expectAccessiblePage(page);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByRole('link').nth(2).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('credit cards');
    await expect(page.getByRole('table', { name: 'Credit cards' })).toBeVisible();

    // Search by a synonym: "cba" finds CommBank.
    await page.getByRole('link', { name: 'Search' }).first().click();
    await waitForHydration(page);
    await page.getByLabel('Search banks, cards, loans and accounts').fill('cba');
    const results = page.getByRole('list').filter({ has: page.getByRole('link', { name: /CommBank/ }) });
    await expect(results.getByRole('link', { name: /CommBank/ }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'searching for' })).toContainText('commbank');
  });

  test('a home-loan table filters by rate type and shows comparison rates with the warning', async ({
    page,
  }) => {
    await page.goto('/home-loans/');
    await expect(page.getByRole('heading', { level: 1, name: 'Compare home loans' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Rate type' }).selectOption({ label: 'Fixed 2 years' });
    // The full table loads on the first interaction; the count says when it has.
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Home loans' });
    const types = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Fixed 2 years']));
    await expect(table.getByText(/comparison rate/).first()).toBeVisible();
    await expect(page.locator('#comparison-rate-warning')).toContainText(
      'WARNING: This comparison rate is true only for the examples given',
    );
  });

  test('old addresses redirect and unknown ones get the 404 page', async ({ page }) => {
    const response = await page.goto('/no-interest-credit-cards/');
    expect(page.url()).toMatch(/\/interest-free-credit-cards\/$/);
    expect(response?.ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interest-free credit cards');

    const missing = await page.goto('/this-page-does-not-exist/');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
  });
});
