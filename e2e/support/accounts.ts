/** Making and signing in test accounts through the real screens, with codes from the outbox. */
import { expect, type Page } from '@playwright/test';
import { readCode, readMessage } from './outbox';

export interface TestPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed: 04xx xxx xxx. */
  mobile: string;
  /** As the server stores it. */
  mobileE164: string;
}

let counter = 0;

export function newPerson(email?: string): TestPerson {
  counter += 1;
  // 041x xxx xxx: every 041 number is a mobile, not every 04xx one (0443 is not), so the number is
  // valid whatever the clock says. The e2e database starts empty each run.
  const digits = `1${String((Date.now() % 10_000_000) + counter)
    .padStart(7, '0')
    .slice(-7)}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: email ?? `ada.${Date.now()}.${counter}@example.com`,
    mobile: `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    mobileE164: `+614${digits}`,
  };
}

/** Waits until start-up has made the session (the sign-up and sign-in calls need it). */
export async function waitForStartUp(page: Page): Promise<void> {
  await expect(page.locator('#app-loading-overlay')).toHaveCount(0);
}

export async function signUp(page: Page, person: TestPerson): Promise<void> {
  await page.goto('/user/sign-up/');
  await waitForStartUp(page);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel(/E-mail address/).fill(person.email);
  await page.getByLabel(/Mobile number/).fill(person.mobile);
  const emailSince = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  const email = await readMessage({ to: person.email, channel: 'email', since: emailSince - 200 });
  if (!email.code) {
    // The address already has an account (a fixed address such as the staff one, in a repeated run):
    // the server e-mailed "sign in instead", so do that.
    await signIn(page, person);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    return;
  }
  const emailCode = email.code;
  await page.getByLabel('6-digit code from the e-mail').fill(emailCode);
  const smsSince = Date.now();
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  const smsCode = await readCode({ to: person.mobileE164, channel: 'sms', since: smsSince - 200 });
  await page.getByLabel('6-digit code from the text message').fill(smsCode);
  await page.getByRole('button', { name: 'Confirm mobile and create account' }).click();
  await expect(page).toHaveURL(/\/user\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
}

export async function signIn(page: Page, person: TestPerson, path = '/user/sign-in/'): Promise<void> {
  if (path) await page.goto(path);
  await waitForStartUp(page);
  await page.getByLabel('E-mail address').fill(person.email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readCode({ to: person.email, channel: 'email', since: since - 200 });
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
