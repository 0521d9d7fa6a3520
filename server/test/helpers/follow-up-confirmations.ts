/** The e-mails that ask to confirm an address for reminders and alerts, and using their links as the page does. */
import type { LightMyRequestResponse } from 'fastify';
import { emailBody } from './outbox';
import type { TestApp } from './test-app';

export const CONFIRMATION_SUBJECT = 'Confirm your e-mail to start your StaySmart reminders';

/** The e-mails to this address asking to confirm it, bodies decoded, oldest first. */
export async function confirmationEmailsTo(t: TestApp, email: string): Promise<string[]> {
  return (await t.emailsTo(email))
    .filter((raw) => raw.includes(`Subject: ${CONFIRMATION_SUBJECT}`))
    .map(emailBody);
}

/** The token of the only link to the confirmation page in an e-mail's text. */
export function confirmationTokenIn(text: string): string {
  const links = text.match(/https?:\/\/\S+\/confirm-email\/\?token=\S+/g) ?? [];
  if (links.length !== 1) throw new Error(`Expected one confirmation link, found ${links.length}:\n${text}`);
  return new URL(links[0]!).searchParams.get('token') ?? '';
}

/** The token in the newest confirmation e-mail to this address. */
export async function latestConfirmationToken(t: TestApp, email: string): Promise<string> {
  const last = (await confirmationEmailsTo(t, email)).at(-1);
  if (!last) throw new Error(`No confirmation e-mail was sent to ${email}.`);
  return confirmationTokenIn(last);
}

/** Opens the confirmation page in a browser that has never been on the site, and presses the button. */
export async function openConfirmationLink(t: TestApp, token: string): Promise<LightMyRequestResponse> {
  const page = t.client();
  const main = await page.main();
  if (main.statusCode !== 200) throw new Error(`/main/ failed: ${main.body}`);
  return page.post('/confirmFollowUps/', { token });
}

/** Confirms the address with the link in the newest confirmation e-mail to it; throws unless that works. */
export async function confirmAddress(t: TestApp, email: string): Promise<void> {
  const response = await openConfirmationLink(t, await latestConfirmationToken(t, email));
  if (response.statusCode !== 200) throw new Error(`/confirmFollowUps/ failed: ${response.body}`);
}
