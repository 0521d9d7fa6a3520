/**
 * Card offers a visitor can trust (issue 12, points 1 to 5 and 9), at 390 px (the `phone` project)
 * and 1280 px (`desktop`), with the example: CommBank Smart Awards, $2,000 a month spent,
 * $1,800 repaid, $3,500 owed. One sponsored block and no sponsored offer in the ranked lists; no two
 * offers with the same figures; the stated sort holds; members-only cards hidden until asked for,
 * then shown with the reason; the first five offers within three phone screens; sort and filters
 * kept through a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { waitForStartUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';
import { surveySmartAwards } from './support/card-survey';

const PHONE_SCREEN = 844;

/** The survey, then its offers. */
async function smartAwardsOffers(page: Page): Promise<void> {
  await surveySmartAwards(page);
  await page.getByRole('link', { name: 'See offers that could cost you less' }).click();
  await expect(page).toHaveURL(/\/credit-cards\/offers\/$/);
}

const lists = (page: Page) => ({
  stay: page.getByRole('region', { name: 'Stay with your bank' }),
  switches: page.getByRole('region', { name: 'Switch to another bank' }),
  sponsored: page.getByRole('region', { name: 'Sponsored offer' }),
});

/** The offer ids a region shows, from each offer's link to its working (in "Details"). */
async function offerIds(region: Locator): Promise<string[]> {
  return region
    .getByRole('article')
    .locator('a[href*="offerId="]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('offerId') ?? ''),
    );
}

/** Each offer's figures as the Details disclosure holds them, whether open or not. */
async function figures(region: Locator): Promise<string[]> {
  return region
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) => article.querySelector('dl')?.textContent ?? article.textContent ?? ''),
    );
}

function cents(text: string): number {
  const match = /^\$([\d,]+\.\d\d) (less|more)/.exec(text);
  if (!match) throw new Error(`not a saving: ${text}`);
  const value = Math.round(Number(match[1]!.replace(/,/g, '')) * 100);
  return match[2] === 'less' ? value : -value;
}

/** The headline saving of each offer in a list, in the measure the list is sorted by. */
async function savings(region: Locator, measure: 'first-year' | 'ongoing'): Promise<number[]> {
  const headline =
    measure === 'first-year'
      ? /^\$[\d,.]+ (less|more) in the first year$/
      : /^\$[\d,.]+ (less|more) each year after$/;
  const texts = await region.getByRole('article').getByText(headline).allInnerTexts();
  return texts.map(cents);
}

function nonIncreasing(values: number[]): boolean {
  return values.every((value, index) => index === 0 || value <= values[index - 1]!);
}

test.describe('card offers a visitor can trust', () => {
  test.beforeEach(async ({ context }) => {
    // Nothing leaves the machine: every address that is not this server answers with a stand-in page.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Provider</title>Provider' }),
    );
  });

  test('the Smart Awards example: sponsorship apart, no duplicates, a stated sort, only what the visitor can get', async ({
    page,
  }, testInfo) => {
    await smartAwardsOffers(page);
    const { stay, switches, sponsored } = lists(page);
    await expect(switches.getByRole('article').first()).toBeVisible();
    await expectAccessiblePage(page);

    // One sponsored block, saying who pays; its card is in neither list, and nothing there is labelled sponsored.
    await expect(sponsored).toHaveCount(1);
    await expect(sponsored).toContainText('CommBank pays StaySmart to show this card here.');
    await expect(sponsored.getByRole('article')).toHaveCount(1);
    const [sponsoredId] = await offerIds(sponsored);
    const ranked = [...(await offerIds(stay)), ...(await offerIds(switches))];
    expect(ranked.length).toBeGreaterThan(5);
    expect(ranked).not.toContain(sponsoredId);
    await expect(stay.getByRole('article').getByText(/sponsored/i)).toHaveCount(0);
    await expect(switches.getByRole('article').getByText(/sponsored/i)).toHaveCount(0);
    // The visitor's own bank is the partner: said once, above the Stay list.
    await expect(page.getByText(/commercial partner of StaySmart/)).toHaveCount(1);
    await expect(stay.getByText(/CommBank, your bank, is a commercial partner/)).toBeVisible();

    // No two offers with the same figures; the same card at several lenders is one row.
    for (const list of [stay, switches]) {
      const shown = await figures(list);
      expect(new Set(shown).size).toBe(shown.length);
    }

    // The stated sort holds.
    await expect(page.getByText('Sorted by what you’d save in the first year, most first.')).toBeVisible();
    for (const list of [stay, switches]) expect(nonIncreasing(await savings(list, 'first-year'))).toBe(true);

    // Members-only cards are hidden by default and counted; "Show all" lists them with the reason.
    const bluey = switches.getByRole('heading', { name: 'QBANK Bluey Visa Credit Card' });
    await expect(bluey).toHaveCount(0);
    await expect(
      page.getByText(/^\d+ offers are hidden because they’re only for members of certain groups/),
    ).toBeVisible();
    const showAll = page.getByRole('switch', { name: 'Show all offers, including those I can’t get' });
    await showAll.check();
    await expect(bluey).toBeVisible();
    const blueyCard = switches.getByRole('article', { name: 'QBANK Bluey Visa Credit Card' });
    await expect(blueyCard.getByText(/^Members only: police/)).toBeVisible();
    await expect(page).toHaveURL(/[?&]all=yes/);
    await expectAccessiblePage(page);
    await showAll.uncheck();
    await expect(bluey).toHaveCount(0);
    // Saying they may join is enough to see it, without a reason against it.
    await page.getByText('Are you a member of, or eligible to join, any of these?').click();
    await page.getByRole('checkbox', { name: 'Police (serving or former)' }).check();
    await expect(bluey).toBeVisible();
    await expect(blueyCard.getByText(/^Members only/)).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Police (serving or former)' }).uncheck();
    await expect(bluey).toHaveCount(0);

    // Compact: on a phone the first five offers fit in three screens.
    const articles = page.getByRole('main').getByRole('article');
    const fifth = await articles.nth(4).boundingBox();
    const top = await page.evaluate(() => window.scrollY);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    testInfo.annotations.push({
      type: 'offers page',
      description: `${ranked.length + 1} offers shown; page ${height} px tall at ${page.viewportSize()?.width} px; fifth offer ends at ${Math.round((fifth?.y ?? 0) + top + (fifth?.height ?? 0))} px`,
    });
    if ((page.viewportSize()?.width ?? 0) < 500) {
      expect((fifth?.y ?? Infinity) + top + (fifth?.height ?? 0)).toBeLessThanOrEqual(3 * PHONE_SCREEN);
    }
    // Rewards read as money back, never as a negative cost.
    await switches.getByRole('button', { name: /^Details of the ANZ Frequent Flyer Black/ }).click();
    await expect(switches.getByText('Rewards back a year').first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/−\$/)).toHaveCount(0);
  });

  test('sort and filters live in the address and survive a reload', async ({ page }) => {
    await smartAwardsOffers(page);
    const { stay, switches } = lists(page);
    await expect(switches.getByRole('article').first()).toBeVisible();

    await page.getByText('Sort and filter').click();
    await page.getByRole('radio', { name: 'Each year after' }).check();
    // Year after year, low-rate cards lead; the same card at several lenders is one row.
    await expect(switches.getByText(/\d lenders offer this card/).first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'No annual fee' }).check();
    await expect(page).toHaveURL(/\/credit-cards\/offers\/\?sort=ongoing&no-fee=yes$/);
    await expect(
      page.getByText('Sorted by what you’d save each year after the first, most first.'),
    ).toBeVisible();
    await expect(page.getByText('Sort and filter (1 filter on)')).toBeVisible();
    const before = await offerIds(switches);
    expect(nonIncreasing(await savings(switches, 'ongoing'))).toBe(true);

    await page.reload();
    await waitForStartUp(page);
    await expect(page).toHaveURL(/\/credit-cards\/offers\/\?sort=ongoing&no-fee=yes$/);
    await expect(
      page.getByText('Sorted by what you’d save each year after the first, most first.'),
    ).toBeVisible();
    await expect(switches.getByRole('article').first()).toBeVisible();
    await expect.poll(() => offerIds(switches)).toEqual(before);
    for (const list of [stay, switches]) expect(nonIncreasing(await savings(list, 'ongoing'))).toBe(true);
    await page.getByText('Sort and filter (1 filter on)').click();
    await expect(page.getByRole('radio', { name: 'Each year after' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'No annual fee' })).toBeChecked();
    await expectAccessiblePage(page);
  });

  test('the card survey lists no business card as the card you have', async ({ page }) => {
    await page.goto('/credit-cards/survey/');
    await waitForStartUp(page);
    await page.getByLabel('Search by name').fill('cba');
    await page.getByRole('radio', { name: 'CommBank' }).check();
    await expect(page.getByRole('radio', { name: 'Smart Awards credit card' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Interest-Free Days/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /^Low Rate credit card/ })).toHaveCount(1);
    await expect(page.getByRole('radio', { name: /^Low Rate credit card/ })).toHaveAccessibleName(
      /personal, \$6 monthly fee, 13\.99% p\.a\./,
    );
  });

  test('a CommBank Smart Awards check offers no business card: not in Stay, Switch or the sponsored block', async ({
    page,
  }) => {
    // CommBank's business cards (their pages are under commbank.com.au/business/).
    const businessCards = ['10034-CC00005', '10034-CC00007'];
    await smartAwardsOffers(page);
    const { stay, switches, sponsored } = lists(page);
    await expect(stay.getByRole('article').first()).toBeVisible();
    const shown = [...(await offerIds(stay)), ...(await offerIds(switches)), ...(await offerIds(sponsored))];
    expect(shown.length).toBeGreaterThan(3);
    for (const id of businessCards) expect(shown).not.toContain(id);
    await expect(page.getByText('Interest-Free Days credit card')).toHaveCount(0);
    await expect(page.getByText(/Low Rate credit card \(for business/)).toHaveCount(0);

    // The business card keeps its own page, which says who it is for under its heading.
    await page.goto('/credit-cards/commbank/commbank-interest-free-days-credit-card/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Interest-Free Days credit card' }),
    ).toBeVisible();
    await expect(page.getByText('For business customers.', { exact: true })).toBeVisible();
  });
});
