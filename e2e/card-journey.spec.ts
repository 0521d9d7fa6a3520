import type { Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { waitForStartUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';
import { replaceValue, tabTo } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/layout';
import { readCode, readMessage } from './support/outbox';

/** Said once on every screen that shows the banks' figures: the data's own date. */
const FIGURES_DATE = 'Figures as published by the banks on 12 August 2024.';

/** A screen moved to: focus on its h1, and the day of its figures under it. */
async function expectScreenWithFigures(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page.getByText(FIGURES_DATE, { exact: true })).toHaveCount(1);
  await expect(page.getByText(FIGURES_DATE, { exact: true })).toBeVisible();
}

/** The survey, keyboard only: ANZ Frequent Flyer Black carrying a balance, and a CommBank card paid in full. */
async function surveyByKeyboard(page: Page): Promise<void> {
  await page.goto('/credit-cards/survey/');
  await waitForStartUp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your credit cards' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'CommBank' })).toBeVisible();
  await expectAccessiblePage(page);

  await tabTo(page, page.getByLabel('Search by name'));
  await page.keyboard.type('anz');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'ANZ', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'ANZ First' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'ANZ Frequent Flyer Black' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'How you use your card' })).toBeFocused();
  await page.keyboard.press('Tab');
  // No amount is assumed: the example is a placeholder, and an empty amount is asked for.
  const spend = page.getByLabel(/What you spend on it/);
  await expect(spend).toBeFocused();
  await expect(spend).toHaveValue('');
  await expect(spend).toHaveAttribute('placeholder', 'e.g. 1,500');
  await page.keyboard.press('Enter');
  await expect(spend).toBeFocused();
  await expect(spend).toHaveAttribute('aria-invalid', 'true');
  await expect(spend).toHaveAccessibleDescription(
    'Purchases only, in dollars. Enter what you spend on this card in a typical month, in dollars (0 if nothing).',
  );
  await page.keyboard.type('1500');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'I pay it off in full each month' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  const repayment = page.getByLabel(/What you repay/);
  await expect(repayment).toBeFocused();
  await replaceValue(page, '12.345');
  await page.keyboard.press('Enter');
  await expect(repayment).toHaveAttribute('aria-invalid', 'true');
  await expect(repayment).toHaveAccessibleDescription('Use at most 2 decimal places, like 1500.50.');
  await expect(repayment).toHaveValue('12.345');
  await replaceValue(page, '1000');
  await page.keyboard.press('Tab');
  await replaceValue(page, '2000');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Your cards' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Add another card' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Which is your second card?' })).toBeFocused();
  await tabTo(page, page.getByLabel('Search by name'));
  await page.keyboard.type('cba');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'CommBank' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Awards credit card', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');

  // Back at the list nothing is lost: the second card is there, and can be finished.
  await expect(page.getByRole('heading', { name: 'Your cards' })).toBeFocused();
  await expect(page.getByText('Card 1: ANZ Frequent Flyer Black')).toBeVisible();
  await expect(
    page.getByText('$1,500.00 a month spent, $1,000.00 repaid a month, $2,000.00 owed today.'),
  ).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /^Change card 2/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'Awards credit card', exact: true })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'How you use your second card' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('1500');
  // How it is paid off is asked, with neither answer chosen for the visitor.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'I pay it off in full each month' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'I pay it off in full each month' })).not.toBeChecked();
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your cards' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Work out what they cost' }));
  await page.keyboard.press('Enter');
}

test.describe('the stay-or-switch card journey', () => {
  test.beforeEach(async ({ context }) => {
    // Nothing leaves the machine: every address that is not this server answers with a stand-in page.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Provider</title>Provider' }),
    );
  });

  test('survey by keyboard, estimate, offers; Switch reaches the provider, Stay asks for a product transfer', async ({
    page,
    context,
  }) => {
    await surveyByKeyboard(page);

    await expect(page).toHaveURL(/\/credit-cards\/estimate\/$/);
    await expectScreenWithFigures(page, 'What your credit cards cost you');
    await expect(page.getByText(/Your cards cost you/)).toBeVisible();
    const anz = page.getByRole('region', { name: 'ANZ Frequent Flyer Black' });
    await expect(anz).toBeVisible();
    await anz.getByText('How we worked this out').click();
    await expect(anz.getByRole('rowheader', { name: /^Annual fee/ })).toBeVisible();
    await expect(anz.getByRole('rowheader', { name: /^Interest/ })).toBeVisible();
    await expect(anz.getByRole('rowheader', { name: /^Rewards \d/ })).toBeVisible();
    await expectAccessiblePage(page);

    await page.getByRole('link', { name: 'See offers that could cost you less' }).click();
    await expect(page).toHaveURL(/\/credit-cards\/offers\/$/);
    await expectScreenWithFigures(page, 'Your offers: stay or switch');
    const stay = page.getByRole('region', { name: 'Stay with your bank' });
    const switches = page.getByRole('region', { name: 'Switch to another bank' });
    await expect(stay.getByRole('article').first()).toBeVisible();
    await expect(switches.getByRole('article').first()).toBeVisible();
    // Compact offers: every figure and reason is behind "Details".
    await stay
      .getByRole('button', { name: /^Details of the / })
      .first()
      .click();
    await expect(stay.getByText('Why this offer').first()).toBeVisible();
    await expectAccessiblePage(page);

    // Switch: a link to the redirect page in a new tab, which forwards to the provider with our tracking.
    const apply = switches.getByRole('link', { name: /^Apply with / }).first();
    await expect(apply).toHaveAttribute('rel', 'sponsored noopener');
    await expect(apply).toHaveAttribute('target', '_blank');
    const href = new URL((await apply.getAttribute('href'))!, 'http://127.0.0.1');
    expect(href.pathname).toBe('/redirect/index.html');
    expect([...href.searchParams.keys()].sort()).toEqual(['o', 'pid', 'pname', 'sid', 't', 'vid', 'webpage']);
    expect(Buffer.from(href.searchParams.get('webpage')!, 'base64').toString()).toBe('/credit-cards/offers/');
    expect(href.searchParams.get('t')).toBe('Switch');
    const outcome = page.waitForResponse((response) => response.url().includes('/surveyOutcome/'));
    const [provider] = await Promise.all([context.waitForEvent('page'), apply.click()]);
    expect((await outcome).status()).toBe(200);
    await provider.waitForURL((url) => url.hostname !== '127.0.0.1', { timeout: 15_000 });
    const landed = new URL(provider.url());
    expect(landed.protocol).toBe('https:');
    expect(landed.searchParams.get('utm_source')).toBe('staysmart');
    expect(landed.searchParams.get('utm_medium')).toBe('referral');
    expect(landed.searchParams.get('utm_campaign')).toBe('switch');
    await provider.close();

    // Stay: the choice is recorded and the product-transfer form opens with the offer.
    const firstStay = stay.getByRole('article').first();
    const stayTitle = (await firstStay.getByRole('heading', { level: 3 }).textContent())!;
    await firstStay.getByRole('button', { name: /^Move to the / }).click();
    await expect(page).toHaveURL(/\/credit-cards\/product-transfer\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Move to the ${stayTitle}`);
    await expectScreenWithFigures(page, `Move to the ${stayTitle}`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    const email = `ada+${Date.now()}@example.com`;
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Mobile number').fill('0412 345 678');
    await page.getByLabel(/Last 4 digits/).fill('4321');
    await page.getByRole('button', { name: /^Send my request to / }).click();
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expectAccessiblePage(page);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    const mailedSince = Date.now() - 200;
    await page.getByRole('button', { name: /^Send my request to / }).click();

    // A typed address gets a code first; the request is sent once the code comes back.
    const codeField = page.getByLabel('6-digit code');
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByText(`We sent a code to ${email}`, { exact: false })).toBeVisible();
    await expectAccessiblePage(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoSidewaysScroll(page);
    const code = await readCode({ to: email, channel: 'email', since: mailedSince });
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect(codeField).toHaveAccessibleDescription(/That code is not right\. You have 4 tries left\./);
    await expect(codeField).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: /^Request sent to ANZ/ })).toBeVisible();
    await expect(page.locator('.journey-reference')).toHaveText(/^PT-[0-9A-Z]{6}$/);
    await expect(page.getByText(/not a new credit application/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessiblePage(page);
    const confirmation = await readMessage({ to: email, channel: 'email', since: mailedSince });
    expect(confirmation.body).toContain(await page.locator('.journey-reference').innerText());
  });

  test('the product-transfer page opened without a chosen offer explains and links back to the offers', async ({
    page,
  }) => {
    await page.goto('/credit-cards/product-transfer/');
    await waitForStartUp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a card to move to first' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your offers' })).toHaveAttribute(
      'href',
      '/credit-cards/offers/',
    );
    await expectAccessiblePage(page);
  });
});
