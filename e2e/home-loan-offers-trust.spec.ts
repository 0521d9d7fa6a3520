import type { Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { waitForStartUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';

/** A refinancer with a variable loan at CommBank: $400,000 at 6.49% over 25 years on an $800,000 home in Sydney. */
async function surveyAsRefinancer(page: Page): Promise<void> {
  await page.goto('/home-loans/survey/');
  await waitForStartUp(page);
  await page.getByLabel('Search for your lender by name').fill('cba');
  await page.getByRole('radio', { name: 'CommBank' }).check();
  await page.getByLabel(/How much you owe/).fill('400000');
  await page.getByLabel(/Your interest rate/).fill('6.49');
  await page.getByLabel(/Years left on your loan/).fill('25');
  await page.getByLabel(/What your property is worth/).fill('800000');
  await page.getByLabel(/The property’s postcode/).fill('2000');
  await page.getByRole('button', { name: 'Compare my loan' }).click();
  await expect(page).toHaveURL(/\/home-loans\/deal-vs-market\/$/);
}

/** Dollars in a text, as cents. */
function cents(text: string): number {
  const match = /\$([\d,]+\.\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in ${text}`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

test.describe('home-loan offers a visitor can trust', () => {
  test('no first-home-buyer loan, one row per loan with a term chooser, no two rows alike, best match first, state fees in the costs', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await surveyAsRefinancer(page);

    // Deal versus market: "best match" is the lowest total cost, and nothing also close costs less.
    await expect(page.getByRole('heading', { name: 'Your loan against the market' })).toBeVisible();
    for (const group of await page.locator('.hl-group').all()) {
      const best = cents((await group.locator('.hl-group__measure').textContent()) ?? '');
      const others = group.locator('.hl-group__others');
      if ((await others.count()) === 0) continue;
      const text = (await others.textContent()) ?? '';
      for (const [, amount] of text.matchAll(/\$([\d,]+\.\d{2}) in total/g)) {
        expect(Math.round(Number((amount ?? '').replace(/,/g, '')) * 100)).toBeGreaterThanOrEqual(best);
      }
    }
    await expectAccessiblePage(page);

    await page.getByRole('link', { name: 'See loans that could save you money' }).click();
    await expect(page).toHaveURL(/\/home-loans\/offers\/$/);
    const switches = page.getByRole('region', { name: 'Switch: loans from other lenders' });
    await expect(switches.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/^Sorted by what each loan would save you/)).toBeVisible();

    // A refinancer never sees a loan for first home buyers.
    const titles = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.filter((title) => /first home|fhb|guarantee/i.test(title))).toEqual([]);
    // One row per loan: no title twice (Up's fixed terms used to fill four places).
    expect(new Set(titles).size).toBe(titles.length);

    // No two rows with the same figures.
    const figures = await switches
      .getByRole('article')
      .evaluateAll((articles) => articles.map((article) => article.querySelector('dl')?.textContent ?? ''));
    expect(new Set(figures).size).toBe(figures.length);

    // A term chooser changes the figures shown.
    const chooser = switches.getByRole('group', { name: /^Rate and term/ }).first();
    await expect(chooser).toBeVisible();
    const row = switches.getByRole('article').filter({ has: chooser });
    const before = await row.locator('dl').textContent();
    const unchecked = chooser.getByRole('radio', { checked: false }).first();
    await unchecked.check();
    await expect(unchecked).toBeChecked();
    await expect(row.locator('dl')).not.toHaveText(before ?? '');
    await expectAccessiblePage(page);

    // The state government's fees are lines of their own in the switching costs.
    await row.getByRole('link', { name: /^See the working/ }).click();
    await expect(page).toHaveURL(/\/home-loans\/offer-details\/.+/);
    const working = page.getByRole('table', { name: /What staying and switching cost/ });
    await expect(
      working.getByRole('rowheader', { name: /NSW government fee to discharge your mortgage/ }),
    ).toBeVisible();
    await expect(
      working.getByRole('rowheader', { name: /NSW government fee to register the new mortgage/ }),
    ).toBeVisible();
    await expect(page.getByText(/NSW government fees from /)).toBeVisible();
    await expectAccessiblePage(page);
  });
});
