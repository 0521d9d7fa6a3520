import { expect, test } from './support/content-security-policy';
import { newPerson, signIn, signUp, waitForStartUp } from './support/accounts';
import { surveySmartAwards } from './support/card-survey';
import { expectAccessiblePage } from './support/axe';
import { readCode } from './support/outbox';

test.describe('accounts', () => {
  test('sign up with e-mail and SMS codes, sign out, sign in again with an e-mail code', async ({ page }) => {
    const person = newPerson();
    await signUp(page, person);

    // Signed in: the account page and the header know the visitor.
    await expect(page.getByText(person.email)).toBeVisible();
    await expect(page.getByRole('link', { name: `Account, signed in as ${person.firstName}` })).toBeVisible();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByRole('heading', { name: /Welcome to StaySmart/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account history' })).toContainText(
      'You created your StaySmart account.',
    );
    await expectAccessiblePage(page);

    // No box ticked at sign-up: no news by e-mail, until asked for here, and stopped again.
    const news = page.getByRole('region', { name: 'News by e-mail' });
    await expect(news.getByText('We don’t send you news about StaySmart.')).toBeVisible();
    await news.getByRole('button', { name: 'Send me occasional news about StaySmart' }).click();
    await expect(
      news.getByText(/^You get occasional news about StaySmart by e-mail: you asked for it on/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account history' })).toContainText(
      'Agreed to occasional news about StaySmart by e-mail',
    );
    await news.getByRole('button', { name: 'Stop news e-mails' }).click();
    await expect(news.getByText('We don’t send you news about StaySmart.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/user\/sign-in\/$/);
    await expect(page.getByText('You’ve signed out.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();

    await signIn(page, person, '');
    await expect(page).toHaveURL(/\/user\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account history' })).toContainText(
      'You signed in with an e-mail code.',
    );

    // Still signed in after a reload: the session cookie carries it.
    await page.reload();
    await expect(page.getByText(person.email)).toBeVisible();
  });

  test('sign in with an SMS code; a wrong code shows the server’s message and keeps the field', async ({
    page,
  }) => {
    const person = newPerson();
    await signUp(page, person);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/user\/sign-in\/$/);
    await waitForStartUp(page);

    await page.getByRole('radio', { name: 'Text message (SMS)' }).check();
    await page.getByLabel(/Mobile number/).fill(person.mobile);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await readCode({ to: person.mobileE164, channel: 'sms', since: since - 200 });
    const field = page.getByLabel('6-digit code');
    await expect(field).toBeFocused();
    await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

    const wrong = code === '000000' ? '111111' : '000000';
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not right.' })).toBeVisible();
    await expect(field).toHaveValue(wrong);
    await expectAccessiblePage(page);

    // A code entered as "123 456" (as it is often pasted) is accepted.
    await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(field).toHaveValue(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });

  test('sign up using the keyboard only, with no accessibility violations on each step', async ({ page }) => {
    const person = newPerson();
    await page.goto('/user/sign-up/');
    await waitForStartUp(page);
    await expectAccessiblePage(page);

    const firstName = page.getByLabel('First name');
    await firstName.focus();
    await page.keyboard.type(person.firstName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.lastName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.mobile);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('checkbox', { name: 'Send me occasional news about StaySmart' }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    const emailSince = Date.now();
    await page.keyboard.press('Enter');

    const emailField = page.getByLabel('6-digit code from the e-mail');
    await expect(emailField).toBeFocused();
    await expectAccessiblePage(page);
    await page.keyboard.type(await readCode({ to: person.email, channel: 'email', since: emailSince - 200 }));
    const smsSince = Date.now();
    await page.keyboard.press('Enter');

    await expect(page.getByLabel('6-digit code from the text message')).toBeFocused();
    await page.keyboard.type(
      await readCode({ to: person.mobileE164, channel: 'sms', since: smsSince - 200 }),
    );
    await page.keyboard.press('Enter');
    // The account page is a new screen: focus starts on its heading, not on the page.
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeFocused();
  });

  test('news by e-mail is an unticked box at sign-up, kept with its time when ticked', async ({ page }) => {
    const person = newPerson();
    await page.goto('/user/sign-up/');
    await waitForStartUp(page);
    const news = page.getByRole('checkbox', { name: 'Send me occasional news about StaySmart' });
    await expect(news).not.toBeChecked();
    await expect(news).toHaveAccessibleDescription(/Every news e-mail has a link to stop them/);
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel(/E-mail address/).fill(person.email);
    await page.getByLabel(/Mobile number/).fill(person.mobile);
    await news.check();
    const emailSince = Date.now();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByLabel('6-digit code from the e-mail')
      .fill(await readCode({ to: person.email, channel: 'email', since: emailSince - 200 }));
    const smsSince = Date.now();
    await page.getByRole('button', { name: 'Confirm e-mail' }).click();
    await page
      .getByLabel('6-digit code from the text message')
      .fill(await readCode({ to: person.mobileE164, channel: 'sms', since: smsSince - 200 }));
    await page.getByRole('button', { name: 'Confirm mobile and create account' }).click();

    const settings = page.getByRole('region', { name: 'News by e-mail' });
    await expect(
      settings.getByText(/^You get occasional news about StaySmart by e-mail: you asked for it on/),
    ).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Stop news e-mails' })).toBeVisible();
  });

  test('a removed saved card comes back with Undo, and the history follows without a reload', async ({
    page,
    context,
  }) => {
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Provider</title>' }),
    );
    await signUp(page, newPerson());
    await surveySmartAwards(page);
    // The estimate is on the server once the screen offers its offers.
    await expect(page.getByRole('link', { name: 'See offers that could cost you less' })).toBeVisible();
    await page.goto('/user/');
    const cards = page.getByRole('region', { name: 'Your cards' });
    await cards.getByRole('button', { name: 'Save this card' }).click();
    await expect(cards.getByText('Saved your card.')).toBeVisible();
    const history = page.getByRole('region', { name: 'Account history' });
    await expect(history).toContainText(/Saved your .*Smart Awards/);
    // The welcome notice no longer asks for a card: one is saved.
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications).toContainText(
      /We.ll tell you here when the figures of your saved cards change\./,
    );

    await cards.getByRole('button', { name: /^Remove/ }).click();
    await expect(cards.getByText(/Removed the .*Smart Awards.* from your cards\./)).toBeVisible();
    await expect(cards.getByRole('listitem')).toHaveCount(0);
    const undo = cards.getByRole('button', { name: /^Undo removing the .*Smart Awards/ });
    await expect(undo).toBeFocused();
    await expect(history).toContainText(/Removed your .*Smart Awards.* from your saved cards/);
    await expectAccessiblePage(page);

    await page.keyboard.press('Enter');
    await expect(cards.getByText(/Put the .*Smart Awards.* back in your cards\./)).toBeVisible();
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText(/Put your .*Smart Awards.* back in your saved cards/);

    // It is back on the server, not only on this page.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your cards' }).getByRole('listitem')).toHaveCount(1);
  });

  test('inline errors are announced with their fields, and the sign-in screen passes axe', async ({
    page,
  }) => {
    await page.goto('/user/sign-in/');
    await waitForStartUp(page);
    await expectAccessiblePage(page);
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Send code' }).click();
    const email = page.getByLabel('E-mail address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    await expect(email).toHaveValue('not-an-address');
    await expectAccessiblePage(page);
  });
});
