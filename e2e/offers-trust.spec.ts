/**
 * Card offers a visitor can trust, at 390 px (the `phone` project) and 1280 px (`desktop`), with the
 * CommBank Smart Awards example: $2,000 a month spent, $1,800 repaid, $3,500 owed. The partner's
 * cards labelled "Sponsored" where their saving ranks them, with one disclosure above the lists; no
 * two offers with the same figures; the stated horizon holds and a different one reorders the list;
 * members-only cards hidden until asked for, then every one shown with its reason; "Show more" past
 * ten; the first five offers within three phone screens; horizon and filters kept through a reload.
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

/** Each offer's saving over the years the list ranks by, checked against its two yearly figures. */
async function savings(region: Locator, years: 1 | 2 | 3): Promise<number[]> {
  const texts = await region
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) => [
        article.querySelector('.offer__saving')?.textContent ?? '',
        article.querySelector('.offer__years')?.textContent ?? '',
      ]),
    );
  return texts.map(([headline, yearly]) => {
    const over = new RegExp(
      `^(\\$[\\d,.]+ (?:less|more)) over ${years === 1 ? '1 year' : `${years} years`}$`,
    ).exec(headline!);
    const split = /^First year: (.+) · Each year after: (.+)$/.exec(yearly!);
    if (!over || !split) throw new Error(`not an offer's savings: ${headline} / ${yearly}`);
    // The headline is the first year plus (years - 1) later years, worked here from the shown figures.
    expect(cents(over[1]!)).toBe(cents(split[1]!) + (years - 1) * cents(split[2]!));
    return cents(over[1]!);
  });
}

/** Cards marked with a reason they cannot be had: a row's lenders each, or the row's own card. */
async function markedCards(page: Page): Promise<number> {
  return page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((articles) =>
      articles
        .map((article) => {
          const lenders = article.querySelector('.offer__lenders');
          return (lenders ?? article).querySelectorAll('.offer__ineligible').length;
        })
        .reduce((sum, count) => sum + count, 0),
    );
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

  test('the Smart Awards example: sponsorship in place, no duplicates, a stated horizon, only what the visitor can get', async ({
    page,
  }, testInfo) => {
    await smartAwardsOffers(page);
    const { stay, switches } = lists(page);
    await expect(switches.getByRole('article').first()).toBeVisible();
    await expectAccessiblePage(page);

    // Who pays us, said once above the lists; no block apart; the partner's cards labelled where they rank.
    await expect(page.getByText(/commercial partner/)).toHaveCount(1);
    await expect(
      page.getByText(
        'CommBank is a commercial partner: it may pay StaySmart when you take one of its cards, marked “Sponsored”. That doesn’t change the order.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /sponsored/i })).toHaveCount(0);
    const stayOffers = stay.getByRole('article');
    await expect(stayOffers.first()).toBeVisible();
    const stayCount = await stayOffers.count();
    // Every Stay offer is a CommBank card, so each is labelled, and the labels sit in saving order.
    await expect(stay.getByText('Sponsored', { exact: true })).toHaveCount(stayCount);
    await expect(switches.getByText('Sponsored', { exact: true })).toHaveCount(0);
    const ranked = [...(await offerIds(stay)), ...(await offerIds(switches))];
    expect(ranked.length).toBeGreaterThan(5);
    expect(new Set(ranked).size).toBe(ranked.length);

    // No two offers with the same figures; the same card at several lenders is one row.
    for (const list of [stay, switches]) {
      const shown = await figures(list);
      expect(new Set(shown).size).toBe(shown.length);
    }

    // The stated horizon holds, sponsored cards included.
    await expect(page.getByRole('radio', { name: '2 years' })).toBeChecked();
    await expect(page.getByText('Ranked by what you’d save over 2 years, most first.')).toBeVisible();
    for (const list of [stay, switches]) expect(nonIncreasing(await savings(list, 2))).toBe(true);
    const overTwo = await offerIds(switches);

    // One year puts the first year's bonus and 0% transfer first; the order changes, and holds.
    await page.getByRole('radio', { name: '1 year' }).check();
    await expect(page).toHaveURL(/[?&]years=1/);
    await expect(page.getByText('Ranked by what you’d save over 1 year, most first.')).toBeVisible();
    await expect.poll(async () => (await offerIds(switches)).join()).not.toBe(overTwo.join());
    for (const list of [stay, switches]) expect(nonIncreasing(await savings(list, 1))).toBe(true);
    await page.getByRole('radio', { name: '2 years' }).check();
    await expect(page.getByText('Ranked by what you’d save over 2 years, most first.')).toBeVisible();
    await expect.poll(async () => (await offerIds(switches)).join()).toBe(overTwo.join());

    // Ten Switch offers, then ten more, from the keyboard, focus on the first one added.
    await expect(switches.getByRole('article')).toHaveCount(10);
    const more = switches.getByRole('button', { name: 'Show more offers in “Switch to another bank”' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(switches.getByRole('article')).toHaveCount(20);
    await expect(switches.getByRole('article').nth(10).getByRole('heading')).toBeFocused();
    expect(nonIncreasing(await savings(switches, 2))).toBe(true);

    // Members-only cards are hidden by default and counted; "Show all" lists every one with the reason.
    const bluey = switches.getByRole('heading', { name: 'QBANK Bluey Visa Credit Card' });
    await expect(bluey).toHaveCount(0);
    const hiddenLine = page.getByText(
      /^\d+ offers are hidden because they’re only for members of certain groups/,
    );
    await expect(hiddenLine).toBeVisible();
    const hiddenCount = Number(/^(\d+)/.exec(await hiddenLine.innerText())?.[1]);
    const showAll = page.getByRole('switch', { name: 'Show all offers, including those I can’t get' });
    await showAll.check();
    await expect(bluey).toBeVisible();
    await expect(page.getByText(/They’re shown below, marked with the reason\.$/)).toBeVisible();
    // Each one is listed, in a row of its own or among a row's lenders, with its reason.
    await expect.poll(() => markedCards(page)).toBe(hiddenCount);
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
      description: `${await articles.count()} offers shown; page ${height} px tall at ${page.viewportSize()?.width} px; fifth offer ends at ${Math.round((fifth?.y ?? 0) + top + (fifth?.height ?? 0))} px`,
    });
    if ((page.viewportSize()?.width ?? 0) < 500) {
      expect((fifth?.y ?? Infinity) + top + (fifth?.height ?? 0)).toBeLessThanOrEqual(3 * PHONE_SCREEN);
    }
    // Details: the first year and each year after in their own columns; rewards read as money back.
    await switches.getByRole('button', { name: /^Details of the ANZ Frequent Flyer Black/ }).click();
    const black = switches.getByRole('article', { name: 'ANZ Frequent Flyer Black' });
    const table = black.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['First year', 'Each year after']);
    await expect(table.getByRole('rowheader', { name: 'Rewards back' })).toBeVisible();
    // Its 0% transfer: when the rate ends and the rate after, also on the card itself.
    await expect(
      black.getByText(/^Balance transfer: 0\.00% p\.a\. for \d+ months, then \d+\.\d\d% p\.a\.$/),
    ).toBeVisible();
    await expect(
      black.getByText(/^Your \$3,500\.00 balance moves to this card at 0\.00% p\.a\. for \d+ months/),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/−\$/)).toHaveCount(0);
  });

  test('the horizon and filters live in the address and survive a reload', async ({ page }) => {
    await smartAwardsOffers(page);
    const { stay, switches } = lists(page);
    await expect(switches.getByRole('article').first()).toBeVisible();

    await page.getByRole('radio', { name: '3 years' }).check();
    await expect(page.getByText('Ranked by what you’d save over 3 years, most first.')).toBeVisible();
    // Over three years, low-rate cards lead; the same card at several lenders is one row.
    await expect(switches.getByText(/\d lenders offer this card/).first()).toBeVisible();
    await page.getByText('Filter the offers').click();
    await page.getByRole('checkbox', { name: 'No annual fee' }).check();
    await expect(page).toHaveURL(/\/credit-cards\/offers\/\?years=3&no-fee=yes$/);
    await expect(page.getByText('Filter the offers (1 filter on)')).toBeVisible();
    await expect.poll(async () => nonIncreasing(await savings(switches, 3))).toBe(true);
    const before = await offerIds(switches);

    await page.reload();
    await waitForStartUp(page);
    await expect(page).toHaveURL(/\/credit-cards\/offers\/\?years=3&no-fee=yes$/);
    await expect(page.getByText('Ranked by what you’d save over 3 years, most first.')).toBeVisible();
    await expect(switches.getByRole('article').first()).toBeVisible();
    await expect.poll(() => offerIds(switches)).toEqual(before);
    for (const list of [stay, switches]) expect(nonIncreasing(await savings(list, 3))).toBe(true);
    await expect(page.getByRole('radio', { name: '3 years' })).toBeChecked();
    await page.getByText('Filter the offers (1 filter on)').click();
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

  test('a CommBank Smart Awards check offers no business card: not in Stay or Switch', async ({ page }) => {
    // CommBank's business cards (their pages are under commbank.com.au/business/).
    const businessCards = ['10034-CC00005', '10034-CC00007'];
    await smartAwardsOffers(page);
    const { stay, switches } = lists(page);
    await expect(stay.getByRole('article').first()).toBeVisible();
    const shown = [...(await offerIds(stay)), ...(await offerIds(switches))];
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
