import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { newPerson, waitForStartUp } from './support/accounts';
import { expectAccessiblePage } from './support/axe';
import { replaceValue, tabTo } from './support/keyboard';
import { surveyAsRefinancer } from './support/home-loan-survey';
import { readCode, readMessage } from './support/outbox';
import { E2E_OUTBOX_DIR, E2E_PARTNER_DIR } from './support/start-e2e-server';

const PARTNER_FAILURE = 'An error occurred when fetching the Finspo redirect URL';

/** Said once on every screen that shows the lenders' figures: the data's own date. */
const FIGURES_DATE = 'Figures as published by the lenders on 12 August 2024.';

/** A screen moved to: focus on its h1, and the day of its figures under it. */
async function expectScreenWithFigures(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page.getByText(FIGURES_DATE, { exact: true })).toHaveCount(1);
  await expect(page.getByText(FIGURES_DATE, { exact: true })).toBeVisible();
}

/** Types into a field reached by Tab alone, replacing what it held. */
async function typeInto(page: Page, label: string | RegExp, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await tabTo(page, field);
  await replaceValue(page, text);
}

interface PartnerReferral {
  authorization: string | null;
  body: {
    survey_id?: string;
    contact_details?: { email?: string; mobile_number?: string };
    contact_preference?: { method?: string; best_time?: string } | null;
    consent_given_to?: { legal_name?: string; credit_licence?: string };
    consented_at?: string;
    offer?: { offer_id?: string };
  };
}

async function referralsFor(surveyId: string): Promise<PartnerReferral[]> {
  const files = await readdir(E2E_PARTNER_DIR).catch(() => [] as string[]);
  const referrals = await Promise.all(
    files.map(
      async (file) => JSON.parse(await readFile(path.join(E2E_PARTNER_DIR, file), 'utf8')) as PartnerReferral,
    ),
  );
  return referrals.filter((referral) => referral.body.survey_id === surveyId);
}

test.describe('the home-loan check and refinance journey', () => {
  test.beforeEach(async ({ context }) => {
    // Nothing leaves the machine: the partner's landing pages answer with a stand-in page.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>Partner' }),
    );
  });

  test('survey by keyboard, deal versus market, offers, the working, registration with a texted code, accept, refinance', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const person = newPerson();

    // The survey, keyboard only; a property worth less than the loan is caught beside its field.
    await page.goto('/home-loans/survey/');
    await waitForStartUp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your home loan' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'CommBank' })).toBeVisible();
    await expectAccessiblePage(page);

    await tabTo(page, page.getByLabel('Search for your lender by name'));
    await page.keyboard.type('cba');
    await tabTo(page, page.getByRole('radio', { name: 'CommBank' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'CommBank' })).toBeChecked();
    await typeInto(page, /How much you owe/, '400000');
    await typeInto(page, /Your interest rate/, '6.49');
    await typeInto(page, /Years left on your loan/, '25');
    await expect(page.getByRole('radio', { name: 'Principal and interest' })).toBeChecked();
    await typeInto(page, /What your property is worth/, '300000');
    await expect(page.getByRole('radio', { name: 'Home (I live in it)' })).toBeChecked();
    await typeInto(page, /The property’s postcode/, '2000');
    await tabTo(page, page.getByRole('button', { name: 'Compare my loan' }));
    await page.keyboard.press('Enter');

    const propertyValue = page.getByLabel(/What your property is worth/);
    await expect(propertyValue).toHaveAttribute('aria-invalid', 'true');
    await expect(propertyValue).toHaveValue('300000');
    await expect(page.getByLabel(/How much you owe/)).toHaveValue('400000');
    await expectAccessiblePage(page);
    await tabTo(page, propertyValue);
    await replaceValue(page, '800000');
    await page.keyboard.press('Enter');

    // Deal versus market: the verdict and the chart, read as tables.
    await expect(page).toHaveURL(/\/home-loans\/deal-vs-market\/$/);
    await expectScreenWithFigures(page, 'Your deal versus the market');
    await expect(page.getByRole('heading', { name: 'Your loan against the market' })).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText('$');
    await expectAccessiblePage(page);
    await tabTo(page, page.getByRole('link', { name: 'See loans that could save you money' }));
    await page.keyboard.press('Enter');

    // Offers: staying and switching apart, each rate with its comparison rate and the warning.
    await expect(page).toHaveURL(/\/home-loans\/offers\/$/);
    await expectScreenWithFigures(page, 'Your home loan: stay or switch');
    const switchOffers = page.getByRole('region', { name: 'Switch: loans from other lenders' });
    await expect(switchOffers.getByRole('article').first()).toBeVisible();
    await expect(switchOffers.getByText(/comparison rate/i).first()).toBeVisible();
    await expect(page.getByText(/WARNING: This comparison rate/i).first()).toBeVisible();
    await expectAccessiblePage(page);
    await tabTo(page, switchOffers.getByRole('link', { name: /^See the working/ }).first());
    await page.keyboard.press('Enter');

    // The working adds up; choosing the loan leads to registering and accepting it.
    await expect(page).toHaveURL(/\/home-loans\/offer-details\/.+/);
    await expectScreenWithFigures(page, /./);
    await expect(page.getByRole('table', { name: /What staying and switching cost/ })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expectAccessiblePage(page);
    await tabTo(page, page.getByRole('button', { name: 'Choose this loan' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/home-loans\/refinance\/.+/);
    await expectScreenWithFigures(page, /^Switch to /);
    await typeInto(page, 'First name', person.firstName);
    await typeInto(page, 'Last name', person.lastName);
    await typeInto(page, /E-mail address/, person.email);
    await typeInto(page, /Mobile number/, person.mobile);
    await tabTo(page, page.getByRole('checkbox', { name: /I agree that StaySmart may contact me/ }));
    await page.keyboard.press('Space');
    await expectAccessiblePage(page);
    const textedSince = Date.now() - 200;
    await tabTo(page, page.getByRole('button', { name: 'Send my code' }));
    await page.keyboard.press('Enter');

    const code = await readCode({ to: person.mobileE164, channel: 'sms', since: textedSince });
    const codeField = page.getByLabel('6-digit code');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await tabTo(page, codeField);
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /code/i }).first()).toBeVisible();
    await tabTo(page, codeField);
    await replaceValue(page, code);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'How we keep in touch' })).toBeFocused();
    await expectAccessiblePage(page);
    // A radio group is one Tab stop, on its chosen option; the arrow keys change the choice.
    await tabTo(page, page.getByRole('radio', { name: 'No thanks' }));
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByRole('radio', { name: 'Yes, tell me when a loan would save me money' }),
    ).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Save and continue' }));
    await page.keyboard.press('Enter');

    const confirmationSince = Date.now() - 200;
    await tabTo(page, page.getByRole('button', { name: 'Accept this offer' }));
    await page.keyboard.press('Enter');
    const confirmation = page.getByRole('region', { name: 'Confirmation' });
    await expect(confirmation).toContainText(/HL-[0-9A-Z]{6}/);
    const reference = /HL-[0-9A-Z]{6}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
    // Not signed in: the reference is texted to the mobile number the code confirmed, not e-mailed.
    const text = await readMessage({ to: person.mobileE164, channel: 'sms', since: confirmationSince });
    expect(text.body).toContain(reference);
    await expect(confirmation).toContainText('We’ve texted your reference to');
    await expectAccessiblePage(page);

    // Refinance: the partner failing first loses nothing; trying again sends the referral and opens
    // the refinance redirect in a new tab, which forwards to the partner's landing page.
    let failPartnerOnce = true;
    await page.route('**/api/v1/useFinspoWebhook/', async (route) => {
      if (!failPartnerOnce) return route.continue();
      failPartnerOnce = false;
      return route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'PARTNER_UNAVAILABLE', message: PARTNER_FAILURE } }),
      });
    });
    // Nothing goes to the partner until the visitor agrees to it.
    await tabTo(page, page.getByRole('button', { name: /^Continue with our refinance partner/ }));
    await page.keyboard.press('Enter');
    const consent = page.getByRole('checkbox', { name: /I agree to StaySmart passing my name/ });
    await expect(consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: /^Continue with our refinance partner/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: PARTNER_FAILURE })).toBeVisible();
    await expect(confirmation).toContainText(reference);

    const newTab = context.waitForEvent('page');
    await tabTo(page, page.getByRole('button', { name: 'Try again' }));
    await page.keyboard.press('Enter');
    const partnerTab = await newTab;
    await partnerTab.waitForURL(/^https:\/\/www\.finspo\.com\.au\/refinance/);
    const landing = new URL(partnerTab.url());
    expect(landing.searchParams.get('providerId') ?? landing.searchParams.get('providerName')).toBeTruthy();
    expect(landing.searchParams.get('utm_source')).toBe('staysmart');

    const surveyId = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('staysmart:home-loan-journey') ?? '{}') as { surveyId?: string })
          .surveyId ?? null,
    );
    expect(surveyId).not.toBeNull();
    const [referral] = await referralsFor(surveyId ?? '');
    expect(referral?.authorization).toMatch(/^Bearer /);
    expect(referral?.body.contact_details?.email).toBe(person.email);
    expect(referral?.body.consented_at).toEqual(expect.any(String));

    // Back on our page, the visitor tells us they accepted the partner's offer.
    const acceptedCall = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/updateFinspoAcceptedOffer/'),
    );
    await tabTo(page, page.getByRole('button', { name: 'I’ve accepted the offer with our partner' }));
    await page.keyboard.press('Enter');
    const accepted = await acceptedCall;
    expect(accepted.status()).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: 'accepted' });
    await expect(page.getByText(/we’ve noted that you accepted your new loan/)).toBeFocused();
  });
  test('the refinance hand-over in two tabs: confirmed in one, carried on in the other without a new code', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const person = newPerson();
    await surveyAsRefinancer(page);
    await page.getByRole('link', { name: 'See loans that could save you money' }).click();
    const switchOffers = page.getByRole('region', { name: 'Switch: loans from other lenders' });
    await switchOffers
      .getByRole('link', { name: /^See the working/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Choose this loan' }).click();
    await expect(page).toHaveURL(/\/home-loans\/refinance\/.+/);
    const refinanceUrl = page.url();

    // First tab: details, the texted code, and a call in the afternoon.
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel(/E-mail address/).fill(person.email);
    await page.getByLabel(/Mobile number/).fill(person.mobile);
    await page.getByRole('checkbox', { name: /I agree that StaySmart may contact me/ }).check();
    const codeSince = Date.now() - 200;
    await page.getByRole('button', { name: 'Send my code' }).click();
    const code = await readCode({ to: person.mobileE164, channel: 'sms', since: codeSince });
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Confirm my number' }).click();
    await expect(page.getByRole('heading', { name: 'How we keep in touch' })).toBeFocused();
    await page.getByRole('radio', { name: 'Phone' }).check();
    await page.getByRole('radio', { name: 'Afternoon' }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check and accept' })).toBeVisible();

    // Second tab of the same browser: the server remembers the confirmation, so no code is asked for.
    const secondSince = Date.now();
    const second = await context.newPage();
    await second.goto(refinanceUrl);
    await waitForStartUp(second);
    await expect(second.getByRole('heading', { name: 'Check and accept' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Send my code' })).toHaveCount(0);
    await expect(second.getByText('By phone, in the afternoon')).toBeVisible();
    await expectAccessiblePage(second);
    await second.getByRole('button', { name: 'Accept this offer' }).click();
    const confirmation = second.getByRole('region', { name: 'Confirmation' });
    await expect(confirmation).toContainText(/HL-[0-9A-Z]{6}/);

    // The consent names the broker and its licence before anything is passed on.
    const consent = second.getByRole('checkbox', {
      name: /to Stand-in Broking Pty Ltd \(Australian credit licence 100001\), our refinance partner/,
    });
    await consent.check();
    const partnerTab = context.waitForEvent('page');
    await second.getByRole('button', { name: /^Continue with our refinance partner/ }).click();
    await partnerTab;
    const masked = `${person.mobile.slice(0, 2)}•• ••• ${person.mobile.slice(-3)}`;
    await expect(confirmation).toContainText(
      `We’ve asked Stand-in Broking Pty Ltd to call you on ${masked} in the afternoon. ` +
        `We’ve texted you a copy at ${masked}.`,
    );
    await expect(confirmation).not.toContainText('e-mailed');
    await expectAccessiblePage(second);

    // The broker's file has the chosen contact; the copy was texted; no second code was ever sent.
    const surveyId = await second.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('staysmart:home-loan-journey') ?? '{}') as { surveyId?: string })
          .surveyId ?? '',
    );
    const [referral] = await referralsFor(surveyId);
    expect(referral?.body.contact_preference).toEqual({ method: 'phone', best_time: 'afternoon' });
    expect(referral?.body.consent_given_to).toEqual({
      legal_name: 'Stand-in Broking Pty Ltd',
      credit_licence: '100001',
    });
    const copy = await readMessage({ to: person.mobileE164, channel: 'sms', since: secondSince });
    expect(copy.body).toContain(`call you on ${masked} in the afternoon`);
    const textsSince = (await readdir(E2E_OUTBOX_DIR)).filter(
      (file) => Number(/^sms-(\d{13})-/.exec(file)?.[1] ?? 0) >= secondSince,
    );
    const sent = await Promise.all(
      textsSince.map(
        async (file) =>
          JSON.parse(await readFile(path.join(E2E_OUTBOX_DIR, file), 'utf8')) as { to: string; body: string },
      ),
    );
    expect(sent.filter((text) => text.to === person.mobileE164 && /is your code/.test(text.body))).toEqual(
      [],
    );
  });
});
