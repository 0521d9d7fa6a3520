/**
 * What the owner of an account sees of its security (issue 32, point 3): the devices signed in,
 * one signed out from another; a change of name e-mailed to the account's address with a link that
 * undoes it from any browser and signs every device out. (The pages at 320 and 390 px: phone-walk.)
 */
import { expect, test } from './support/content-security-policy';
import { newPerson, signIn, signUp, waitForStartUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';
import { readMessage } from './support/outbox';

test('devices are listed and one signed out from another; a changed name is undone from its e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const person = newPerson();
  await signUp(page, person);
  const baseURL = test.info().project.use.baseURL;

  // A second device signs in; the first lists both and signs it out.
  const second = await browser.newContext({ baseURL });
  const secondPage = await second.newPage();
  await signIn(secondPage, person);
  await page.reload();
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(devices.getByText('This device')).toHaveCount(1);
  await expectAccessiblePage(page);
  await expectNoSidewaysScroll(page);
  await devices.getByRole('button', { name: /^Sign out / }).click();
  await expect(devices.getByRole('status')).toContainText('is signed out.');
  await expect(devices.getByRole('heading', { level: 3 })).toHaveCount(1);
  await secondPage.goto('/user/');
  await expect(secondPage).toHaveURL(/\/user\/sign-in\/$/);

  // A new name: the owner is told at the account's address, with a link that undoes it.
  const since = Date.now() - 200;
  await page.getByRole('button', { name: 'Change name' }).click();
  await page.getByLabel('First name').fill('Mallory');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Hello Mallory.')).toBeVisible();
  const notice = await readMessage({ to: person.email, channel: 'email', since });
  expect(notice.body).toContain('The name on your StaySmart account was changed');
  expect(notice.body).not.toContain('Mallory');
  const link = /https?:\/\/[^\s]+\/account-change\/\?token=[^\s]+/.exec(notice.body)?.[0] ?? '';
  expect(link).not.toBe('');

  // Opened in the other browser, not signed in.
  await secondPage.goto(link);
  await waitForStartUp(secondPage);
  await expect(secondPage.getByRole('heading', { level: 1, name: 'A change to your account' })).toBeVisible();
  await expect(secondPage.getByText(/the name on your StaySmart account was changed\./)).toBeVisible();
  await expectAccessiblePage(secondPage);
  await expectNoSidewaysScroll(secondPage);
  await secondPage.getByRole('button', { name: 'Undo this change' }).click();
  await expect(secondPage.getByRole('status')).toHaveText(
    'Done: your earlier name is back, and one device was signed out.',
  );
  await second.close();

  // The device that made the change is signed out; signed in again, the name is the earlier one.
  await page.goto('/user/');
  await expect(page).toHaveURL(/\/user\/sign-in\/$/);
  await signIn(page, person, '');
  await expect(page.getByText(`Hello ${person.firstName}.`)).toBeVisible();
});
