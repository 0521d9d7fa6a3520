/**
 * The links in a follow-up e-mail, end to end, as an operator runs it: a reminder is booked on the
 * site and the typed address confirmed with the link e-mailed to it, the server is stopped,
 * `npm run jobs:run-due` sends it a month later, the server starts again, and the e-mail's links
 * work in a browser that has never seen the site: updating the cards without signing in, and
 * leaving the list. Its own server and embedded database (the one the other
 * journeys share must not be stopped), on the next port.
 */
import { expect, test } from './support/content-security-policy';
import { waitForStartUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';
import { surveySmartAwards } from './support/card-survey';
import { expectNoSidewaysScroll } from './support/layout';
import { ownServer } from './support/own-server';

const server = ownServer('email-links');
const { base } = server;

/** The newest e-mail to `to`. */
function lastEmailTo(to: string): string {
  const last = server.emailsTo(to).at(-1);
  if (!last) throw new Error(`No e-mail to ${to} yet.`);
  return last;
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

test('a reminder e-mail’s links update the cards without signing in, and leave the list', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Provider</title>' }),
  );
  const email = `reminded.${Date.now()}@example.com`;
  await surveySmartAwards(page);
  await page.getByRole('link', { name: 'See offers that could cost you less' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your offers: stay or switch' })).toBeVisible();
  await page.getByRole('link', { name: 'Get a reminder, or an e-mail when a better card appears' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Keep watch on your credit cards' }),
  ).toBeVisible();
  const remind = page.getByRole('region', { name: 'Remind me later' });
  await remind.getByLabel('E-mail address').fill(email);
  await remind.getByRole('radio', { name: '30 days' }).check();
  await remind.getByRole('button', { name: 'Remind me' }).click();
  // A typed address: nothing is set until the link e-mailed to it is used.
  await expect(remind.getByRole('status')).toHaveText(
    new RegExp(`^Check your inbox: click the link we sent to ${email.replace(/[.]/g, '\\.')} to start`),
  );
  // The e-mail is written just after the answer.
  let confirmLink = '';
  await expect
    .poll(() => {
      try {
        confirmLink = server.linkIn(lastEmailTo(email), '/confirm-email/?token=');
        return true;
      } catch {
        return false;
      }
    })
    .toBe(true);

  // The link, opened on a small phone: it lists what it starts and starts it with one button.
  const mail = await browser.newContext();
  const small = await mail.newPage();
  await small.setViewportSize({ width: 320, height: 700 });
  await small.goto(confirmLink);
  await waitForStartUp(small);
  await expect(small.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail');
  await expect(
    small.getByRole('listitem').filter({ hasText: /^A reminder on .* to check your credit cards again$/ }),
  ).toBeVisible();
  await expectAccessiblePage(small);
  await expectNoSidewaysScroll(small);
  await small.getByRole('button', { name: 'Start my e-mails' }).click();
  await expect(small.getByText(/^Thank you: your e-mail is confirmed\./)).toBeFocused();
  await expectNoSidewaysScroll(small);
  await mail.close();

  // A month on, with the server stopped, as the embedded database needs.
  await server.stop();
  const later = new Date(Date.now() + 32 * 24 * 60 * 60 * 1000).toISOString();
  const stdout = await server.runDueJobs(['--now', later]);
  expect(stdout).toMatch(/^reminders: 1 due, 1 sent$/m);
  const reminder = lastEmailTo(email);
  expect(reminder).toMatch(
    /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/v1\/unsubscribe\/one-click\/\?token=/m,
  );
  expect(reminder).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const updateLink = server.linkIn(reminder, '/credit-cards/update/?event=');
  const unsubscribeLink = server.linkIn(reminder, '/unsubscribe/?token=');
  await server.start();

  // Another browser, never on the site: the link alone opens the cards.
  const fresh = await browser.newContext();
  const phone = await fresh.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(updateLink);
  await waitForStartUp(phone);
  await expect(phone.getByRole('heading', { level: 1, name: 'Update your cards' })).toBeVisible();
  const card = phone.getByRole('group', { name: /Smart Awards/ });
  await expect(card.getByLabel(/What you spend on it/)).toHaveValue('2000');
  await expectAccessiblePage(phone);
  await expectNoSidewaysScroll(phone);
  await card.getByLabel(/What you owe on it today/).fill('12.345');
  await phone.getByRole('button', { name: 'Save and work out my costs' }).click();
  await expect(card.getByLabel(/What you owe on it today/)).toBeFocused();
  await card.getByLabel(/What you owe on it today/).fill('0');
  await card.getByLabel(/What you repay/).fill('2000');
  await phone.getByRole('button', { name: 'Save and work out my costs' }).click();
  await expect(
    phone.getByRole('heading', { name: /^Saved\. Your cards cost you about \$[\d,]+(\.\d\d)? a year$/ }),
  ).toBeFocused();
  await expect(phone.getByText('Best Stay')).toBeVisible();
  await phone.getByRole('button', { name: 'Check these cards against today’s offers' }).click();
  await expect(phone).toHaveURL(/\/credit-cards\/estimate\/$/);
  await expect(
    phone.getByRole('heading', { level: 1, name: 'What your credit cards cost you' }),
  ).toBeVisible();
  await expect(phone.locator('.journey-total').first()).toContainText('$');

  // The list link: one button, at once, and the way back.
  await phone.goto(unsubscribeLink);
  await phone.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(phone.getByText(/you are unsubscribed/)).toBeVisible();
  await expectAccessiblePage(phone);
  await fresh.close();
});
