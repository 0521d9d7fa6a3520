/**
 * Every card comparable (issue 12, point 8), at 390 px and 1280 px: American Express publishes
 * nothing through the Consumer Data Right, so searching "amex" says so and leads to the card
 * check, where the card's figures are entered by hand; it then gets an estimate and offers like
 * any other card. Same-named cards are told apart in search.
 */
import { expect, test } from './support/content-security-policy';
import { waitForStartUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';

test.describe('a card that is not in our data', () => {
  test('"amex" in search leads to entering the card by hand, which gets an estimate and offers', async ({
    page,
  }) => {
    await page.goto('/search/?q=amex');
    await waitForStartUp(page);
    await expect(page.getByText('No results for “amex”: American Express isn’t in our data.')).toBeVisible();
    const note = page.getByRole('note');
    await expect(note).toContainText('does not publish them through the Consumer Data Right');
    await expectAccessiblePage(page);
    await note.getByRole('link', { name: /enter your American Express card’s figures/ }).click();

    await expect(page).toHaveURL(/\/credit-cards\/survey\/\?enter=american-express$/);
    await expect(page.getByLabel('Bank or card provider')).toHaveValue('American Express');
    await page.getByLabel('Card name').fill('Explorer');
    await page.getByLabel('Annual fee ($)').fill('395');
    await page.getByLabel('Purchase rate (% a year)').fill('23.99');
    await page.getByLabel('Interest-free days on purchases (up to)').fill('44');
    await page.getByLabel('Rewards program').selectOption({ label: 'Qantas Frequent Flyer' });
    await page
      .getByRole('group', { name: 'Qantas Points you earn for each dollar you spend' })
      .getByRole('radio', { name: '2 Qantas Points a dollar' })
      .check();
    await expectAccessiblePage(page);
    await page.getByRole('button', { name: 'Use this card' }).click();

    await expect(page.getByRole('heading', { name: 'How you use your card' })).toBeVisible();
    await expect(page.getByText(/About American Express Explorer\./)).toBeVisible();
    await page.getByLabel(/What you spend on it/).fill('1500');
    await page.getByRole('radio', { name: 'I pay part of it and carry a balance' }).check();
    await page.getByLabel(/What you repay/).fill('1000');
    await page.getByLabel(/What you owe/).fill('3000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Card 1: American Express Explorer' })).toBeVisible();
    await page.getByRole('button', { name: 'Work out what it costs' }).click();

    await expect(page).toHaveURL(/\/credit-cards\/estimate\/$/);
    const card = page.getByRole('region', { name: 'American Express Explorer' });
    await expect(card).toBeVisible();
    await card.getByText('How we worked this out').click();
    await expect(card.getByRole('rowheader', { name: /^Annual fee/ })).toBeVisible();
    await expect(card.getByRole('rowheader', { name: /^Rewards/ })).toBeVisible();
    await expect(card.getByText(/We don’t have this card in our data/)).toBeVisible();
    await expect(card.getByText(/Qantas Points at 2 a dollar, as you told us/)).toBeVisible();
    await expectAccessiblePage(page);

    await page.getByRole('link', { name: 'See offers that could cost you less' }).click();
    await expect(page).toHaveURL(/\/credit-cards\/offers\/$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    // Its issuer is not one of ours, so every offer is a switch: nothing is a product transfer.
    await expect(page.getByRole('button', { name: /^Move to the / })).toHaveCount(0);
    await expectAccessiblePage(page);
  });

  test('the survey names an issuer missing from our data, and the same-named CommBank cards apart by who they are for', async ({
    page,
  }) => {
    await page.goto('/credit-cards/survey/');
    await waitForStartUp(page);
    await page.getByLabel('Search by name').fill('28 degrees');
    await expect(page.getByRole('note')).toContainText('Latitude isn’t in our data');
    await page.getByRole('button', { name: 'Enter your Latitude card by hand' }).click();
    await expect(page.getByLabel('Bank or card provider')).toHaveValue('Latitude');
    await expect(page.getByLabel('Card name')).toBeFocused();
    await expectAccessiblePage(page);

    // The picker offers the personal Low Rate card, named with what tells it from the business one.
    await page.getByLabel('Search by name').fill('cba');
    await page.getByRole('radio', { name: 'CommBank' }).check();
    await expect(
      page.getByRole('radio', { name: 'Low Rate credit card (personal, $6 monthly fee, 13.99% p.a.)' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Low Rate credit card/ })).toHaveCount(1);

    // Search finds both, each saying who it is for.
    await page.goto('/search/?q=commbank%20low%20rate');
    await expect(
      page.getByRole('link', { name: 'Low Rate credit card (personal, $6 monthly fee, 13.99% p.a.)' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Low Rate credit card (for business, no annual fee, 14.55% p.a.)' }),
    ).toBeVisible();
  });
});
