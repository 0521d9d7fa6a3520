import { expect, test } from './support/content-security-policy';
import { newPerson, signIn, signUp, waitForStartUp } from './support/accounts';
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

    // E-mail updates off and on.
    await page.getByRole('button', { name: 'Unsubscribe from e-mails' }).click();
    await expect(page.getByText('You’re unsubscribed from StaySmart e-mails.')).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe to e-mails' }).click();
    await expect(page.getByText('You’re subscribed to StaySmart e-mails.')).toBeVisible();

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
