/** @jest-environment ./server/test/pglite-environment.ts */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  type RefinancePartnerStandIn,
  startRefinancePartnerStandIn,
} from '../testing/refinance-partner-stand-in';
import { e164, newPerson, signUp } from './helpers/auth-flows';
import {
  ALPHA_FIXED_24,
  BRAVO,
  BRAVO_LOW_RATE,
  homeLoanVisitor,
  listedOffer,
  registerAndVerify,
  loanInput,
  startLoanSurvey,
  webhookBody,
} from './helpers/home-loans';
import { errorOf, startTestApp, type TestApp, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const PARTNER_MESSAGE = 'An error occurred when fetching the Finspo redirect URL';
const TIMEOUT_MS = 300;

interface ReferralRow {
  id: string;
  status: string;
  destination: string | null;
  partner_status: number | null;
  partner_answer: unknown;
  error: string | null;
  attempts: number;
  payload: Record<string, unknown>;
  sent_at: unknown;
}

async function referral(t: TestApp, surveyId: string, offerId: string): Promise<ReferralRow | undefined> {
  const [row] = await t.db.query<ReferralRow>(
    `SELECT id, status, destination, partner_status, partner_answer, error, attempts, payload, sent_at
     FROM hl_partner_referrals WHERE survey_id = $1 AND offer_id = $2`,
    [surveyId, offerId],
  );
  return row;
}

describe.each(testDrivers())('/useFinspoWebhook/ on %s, against the stand-in partner', (driver) => {
  let partner: RefinancePartnerStandIn;
  let app: TestApp;
  const t = () => app;

  beforeAll(async () => {
    partner = await startRefinancePartnerStandIn({ key: 'partner-test-key-1' });
    app = await startTestApp(driver, {
      env: {
        REFINANCE_WEBHOOK_URL: partner.url,
        REFINANCE_WEBHOOK_KEY: partner.key,
        REFINANCE_WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await partner?.close();
  }, 60_000);
  beforeEach(() => partner.setMode({ failNext: 0, delayMs: 0 }));

  test('posts the referral with the bearer key and the server’s own figures; once delivered, never again', async () => {
    const client = await homeLoanVisitor(t());
    const person = newPerson('Mia', 'Nguyen');
    await signUp(t(), client, person);
    const surveyId = await startLoanSurvey(client);
    const offer = await listedOffer(client, surveyId, BRAVO_LOW_RATE);
    // Typed details are not what the partner gets: the account's, proved at sign-up, are.
    const body = webhookBody(surveyId, offer, newPerson('Eve', 'Typed'));
    // The client's figures are not what the partner gets: the server works them out again.
    body.savings.total_saving_cents = 1;
    const before = partner.received.length;

    const response = await client.post('/useFinspoWebhook/', body);
    expect(response.statusCode).toBe(200);
    const { referral_id: referralId } = response.json<{ ok: boolean; referral_id: string }>();
    // Signed in with the account's own address: the visitor's copy goes by e-mail.
    expect(response.json()).toEqual({
      ok: true,
      referral_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      partner: { legal_name: 'Stand-in Broking Pty Ltd', credit_licence: '100001' },
      contact: { method: null, best_time: null, email: person.email, mobile_number: expect.any(String) },
      confirmation: 'email',
    });

    expect(partner.received).toHaveLength(before + 1);
    const received = partner.received.at(-1);
    expect(received?.authorization).toBe('Bearer partner-test-key-1');
    expect(received?.contentType).toBe('application/json');
    expect(received?.body).toEqual({
      referral_id: referralId,
      source: 'staysmart',
      created_at: t().clock.now().toISOString(),
      consented_at: t().clock.now().toISOString(),
      survey_id: surveyId,
      consent_given_to: { legal_name: 'Stand-in Broking Pty Ltd', credit_licence: '100001' },
      contact_details: {
        first_name: 'Mia',
        last_name: 'Nguyen',
        email: person.email,
        mobile_number: e164(person.mobile_number),
      },
      // The account's details, with no registration: the visitor chose no way of contact.
      contact_preference: null,
      savings: {
        total_saving_cents: offer.total_saving_cents,
        monthly_saving_cents: offer.monthly_saving_cents,
        break_even_month: 0,
      },
      offer: {
        offer_id: BRAVO_LOW_RATE,
        offer_type: 'Switch',
        product_id: '10002-HL00001',
        product_name: 'Bravo Low Rate Home Loan',
        provider_id: BRAVO,
        provider_name: 'Bravo Credit Union',
        rate: 0.0584,
        rate_type: 'variable',
        fixed_months: null,
        comparison_rate: 0.0588,
      },
      current_situation: {
        provider_id: '10001',
        lender_name: null,
        balance: 400_000,
        rate: 0.0649,
        remaining_years: 25,
        repayment: 'principal-and-interest',
        interest_only_years_remaining: null,
        property_value: 800_000,
        purpose: 'owner-occupier',
        postcode: '2000',
        discharge_fee: null,
        annual_fees: null,
        offset_balance: null,
      },
    });

    expect(await referral(t(), surveyId, BRAVO_LOW_RATE)).toMatchObject({
      id: referralId,
      status: 'sent',
      destination: 'webhook',
      partner_status: 200,
      partner_answer: { ok: true, redirect_url: expect.stringContaining(referralId) },
      error: null,
      attempts: 1,
      sent_at: expect.anything(),
    });

    const again = await client.post('/useFinspoWebhook/', body);
    // Delivered before: the same id, and no second copy.
    expect(again.json()).toMatchObject({ ok: true, referral_id: referralId, confirmation: null });
    expect(partner.received).toHaveLength(before + 1);

    const history = (await client.post('/getEventHistory/')).json<{
      items: { kind: string; description: string; data: Record<string, unknown> }[];
    }>();
    expect(history.items.filter((item) => item.kind === 'home_loan_refinance_referred')).toEqual([
      expect.objectContaining({
        description:
          'Asked our refinance partner Stand-in Broking Pty Ltd to help you move your loan to Bravo Credit Union',
        data: { survey_id: surveyId, offer_id: BRAVO_LOW_RATE, referral_id: referralId },
      }),
    ]);
  });

  test('a failing partner: 502 with the message, the referral kept as failed, and sent again later', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId);
    const body = webhookBody(surveyId, await listedOffer(client, surveyId, BRAVO_LOW_RATE));
    partner.setMode({ failNext: 1 });

    const failed = await client.post('/useFinspoWebhook/', body);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: { code: 'PARTNER_UNAVAILABLE', message: PARTNER_MESSAGE } });
    const stored = await referral(t(), surveyId, BRAVO_LOW_RATE);
    expect(stored).toMatchObject({
      status: 'failed',
      destination: 'webhook',
      partner_status: 500,
      partner_answer: { error: 'the partner is unavailable' },
      error: 'The partner answered HTTP 500',
      attempts: 1,
      sent_at: null,
    });
    expect(stored?.payload).toMatchObject({ referral_id: stored?.id, survey_id: surveyId });

    const retried = await client.post('/useFinspoWebhook/', body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ ok: true, referral_id: stored?.id, confirmation: 'sms' });
    expect(await referral(t(), surveyId, BRAVO_LOW_RATE)).toMatchObject({
      id: stored?.id,
      status: 'sent',
      error: null,
      attempts: 2,
    });
    const posted = partner.received.filter(
      (item) => (item.body as { survey_id?: string }).survey_id === surveyId,
    );
    expect(posted.map((item) => (item.body as { referral_id: string }).referral_id)).toEqual([
      stored?.id,
      stored?.id,
    ]);
  });

  test(`a partner that does not answer within the limit (${TIMEOUT_MS} ms here, 5 s by default) is a 502 too`, async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId);
    const body = webhookBody(surveyId, await listedOffer(client, surveyId, ALPHA_FIXED_24));
    partner.setMode({ delayMs: TIMEOUT_MS * 4 });
    const started = Date.now();
    const response = await client.post('/useFinspoWebhook/', body);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toEqual({ code: 'PARTNER_UNAVAILABLE', message: PARTNER_MESSAGE });
    expect(await referral(t(), surveyId, ALPHA_FIXED_24)).toMatchObject({
      status: 'failed',
      partner_status: null,
      error: `No answer within ${TIMEOUT_MS} ms`,
      attempts: 1,
    });
  });

  test('nothing goes to the partner without proved contact details and the visitor’s consent', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    const offer = await listedOffer(client, surveyId, BRAVO_LOW_RATE);
    const before = partner.received.length;
    // Details typed into the body prove nothing: a registration confirmed by SMS code, or an account, is needed.
    const unproved = await client.post('/useFinspoWebhook/', webhookBody(surveyId, offer));
    expect(unproved.statusCode).toBe(403);
    expect(errorOf(unproved).code).toBe('NOT_VERIFIED');
    await registerAndVerify(t(), client, surveyId, newPerson('Mia', 'Nguyen'));
    const { consent: _consent, ...withoutConsent } = webhookBody(surveyId, offer);
    expect(errorOf(await client.post('/useFinspoWebhook/', withoutConsent)).message).toBe(
      '"consent" is required.',
    );
    const refused = await client.post('/useFinspoWebhook/', {
      ...webhookBody(surveyId, offer),
      consent: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(partner.received).toHaveLength(before);
    const sent = await client.post(
      '/useFinspoWebhook/',
      webhookBody(surveyId, offer, newPerson('Eve', 'Typed')),
    );
    expect(sent.statusCode).toBe(200);
    expect(partner.received.at(-1)?.body).toMatchObject({
      consented_at: t().clock.now().toISOString(),
      contact_details: { first_name: 'Mia', last_name: 'Nguyen' },
    });
  });

  test('the offer must fit the survey’s loan and be that lender’s; contact details are checked', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId);
    const offer = await listedOffer(client, surveyId, BRAVO_LOW_RATE);
    const before = partner.received.length;

    const unfit = webhookBody(surveyId, { ...offer, offer_id: '10002-HL00001:fixed-12' });
    const unfitResponse = await client.post('/useFinspoWebhook/', unfit);
    expect(unfitResponse.statusCode).toBe(400);
    expect(errorOf(unfitResponse).message).toMatch(
      /^"offer.offer_id": "10002-HL00001:fixed-12" is not an offer/,
    );

    const otherLender = webhookBody(surveyId, { ...offer, provider_id: '10001' });
    const lenderResponse = await client.post('/useFinspoWebhook/', otherLender);
    expect(lenderResponse.statusCode).toBe(400);
    expect(errorOf(lenderResponse).message).toMatch(
      /^"offer.provider_id": "10001" is not the lender of offer/,
    );

    const landline = webhookBody(surveyId, offer);
    landline.contact_details.mobile_number = '02 9999 0000';
    const mobileResponse = await client.post('/useFinspoWebhook/', landline);
    expect(errorOf(mobileResponse).message).toMatch(
      /^"contact_details.mobile_number" must be an Australian mobile/,
    );

    const { savings: _savings, ...withoutSavings } = webhookBody(surveyId, offer);
    expect(errorOf(await client.post('/useFinspoWebhook/', withoutSavings)).message).toBe(
      '"savings" is required.',
    );
    const extra = { ...webhookBody(surveyId, offer), current_situation: { ...loanInput(), deposit: 1 } };
    expect(errorOf(await client.post('/useFinspoWebhook/', extra)).message).toBe(
      '"current_situation.deposit" is not a field this request accepts.',
    );

    expect(partner.received).toHaveLength(before);
    expect(await referral(t(), surveyId, BRAVO_LOW_RATE)).toBeUndefined();
  });
});

describe.each(testDrivers())('/useFinspoWebhook/ on %s without a partner address', (driver) => {
  const t = useTestApp(driver);

  test('writes the referral to the outbox and succeeds', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId);
    const offer = await listedOffer(client, surveyId, BRAVO_LOW_RATE);
    const response = await client.post('/useFinspoWebhook/', webhookBody(surveyId, offer));
    expect(response.statusCode).toBe(200);
    const { referral_id: referralId } = response.json<{ referral_id: string }>();
    const files = readdirSync(t().outboxDir).filter((file) => /^referral-\d+-[0-9a-z]+\.json$/.test(file));
    expect(files).toHaveLength(1);
    const written = JSON.parse(readFileSync(path.join(t().outboxDir, files[0] ?? ''), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(written).toMatchObject({
      referral_id: referralId,
      survey_id: surveyId,
      offer: { offer_id: BRAVO_LOW_RATE },
    });
    expect(await referral(t(), surveyId, BRAVO_LOW_RATE)).toMatchObject({
      id: referralId,
      status: 'sent',
      destination: 'outbox',
      partner_status: null,
      partner_answer: { file: files[0] },
      attempts: 1,
    });
  });
});

describe.each(testDrivers())('/useFinspoWebhook/ on %s with an unreachable partner', (driver) => {
  // Port 1 on loopback: nothing listens there, so the connection is refused at once.
  const t = useTestApp(driver, { env: { REFINANCE_WEBHOOK_URL: 'http://127.0.0.1:1/referrals' } });

  test('502, and the connection error is stored with the referral', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId);
    const offer = await listedOffer(client, surveyId, BRAVO_LOW_RATE);
    const response = await client.post('/useFinspoWebhook/', webhookBody(surveyId, offer));
    expect(response.statusCode).toBe(502);
    expect(errorOf(response).message).toBe(PARTNER_MESSAGE);
    expect(await referral(t(), surveyId, BRAVO_LOW_RATE)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^Could not reach the partner: .*ECONNREFUSED/),
    });
  });
});

describe('the stand-in partner', () => {
  test('refuses a request without its bearer key', async () => {
    const partner = await startRefinancePartnerStandIn({ key: 'the-right-key' });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          partner.url,
          {
            method: 'POST',
            headers: { authorization: 'Bearer the-wrong-key', 'content-type': 'application/json' },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end('{}');
      });
      expect(status).toBe(401);
      expect(partner.refused).toBe(1);
      expect(partner.received).toEqual([]);
    } finally {
      await partner.close();
    }
  });
});
