/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import {
  type RefinancePartnerStandIn,
  startRefinancePartnerStandIn,
} from '../testing/refinance-partner-stand-in';
import {
  card,
  COMMBANK_ULTIMATE_AWARDS,
  estimatedSurvey,
  offersFor,
  surveyOfUpdateLink,
  visitor,
} from './helpers/card-surveys';
import {
  BRAVO_LOW_RATE,
  homeLoanVisitor,
  listedOffer,
  registerAndVerify,
  startLoanSurvey,
  webhookBody,
} from './helpers/home-loans';
import { e164 } from './helpers/auth-flows';
import { reportFor, useAppWithJobs } from './helpers/jobs';
import type { TestClient } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const STAFF = 'staff@staysmart.example.com';

describe.each(testDrivers())('check-ins on %s', (driver) => {
  const { t, run, after } = useAppWithJobs(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  async function requestTransfer(client: TestClient, surveyId: string, email: string) {
    const offer = (await offersFor(client, surveyId)).stay[0]!;
    const answer = await client.post('/productTransfer/', {
      survey_id: surveyId,
      offer_id: offer.offer_id,
      email,
      first_name: 'Jane',
      last_name: 'Citizen',
      mobile_number: '0412 345 678',
      preferred_contact: 'phone',
      consent: true,
    });
    expect(answer.json<{ status: string }>().status).toBe('verify_email');
    return offer;
  }

  test('a confirmed product-transfer request gets one check-in, 14 days after it was confirmed', async () => {
    const client = await visitor(t());
    const surveyId = await estimatedSurvey(client, [card(COMMBANK_ULTIMATE_AWARDS)]);
    const email = `check.${driver}@example.com`;
    const offer = await requestTransfer(client, surveyId, email);
    // Confirmed 9 minutes later (the code lasts 10): the two weeks count from then.
    t().clock.advance(9 * MINUTE_MS);
    const verified = await client.post('/productTransfer/verify/', {
      survey_id: surveyId,
      offer_id: offer.offer_id,
      code: await t().latestCode(email),
    });
    const { reference } = verified.json<{ reference: string }>();

    const early = await run(after(14 * DAY_MS - 5 * MINUTE_MS));
    expect(reportFor(early, 'check-ins')).toMatchObject({ queued: 0, sent: 0 });
    const due = await run(after(14 * DAY_MS + MINUTE_MS));
    expect(reportFor(due, 'check-ins')).toMatchObject({ queued: 1, sent: 1 });
    const again = await run(after(20 * DAY_MS));
    expect(reportFor(again, 'check-ins')).toMatchObject({ queued: 0, sent: 0 });

    const messages = (await t().messagesTo(email)).filter((text) => text.includes('Two weeks ago'));
    expect(messages).toHaveLength(1);
    const text = messages[0]!.replace(/\s+/g, ' ');
    expect(text).toContain(
      `Two weeks ago you asked us to arrange a move from your Ultimate Awards credit card to the ${offer.card_name} at CommBank (reference ${reference}).`,
    );
    expect(text).toContain('https://staysmart.example/unsubscribe/?token=');
    // The link opens the survey's cards to update, without signing in.
    expect(await surveyOfUpdateLink(t(), text)).toBe(surveyId);
  }, 60_000);

  test('a request whose address was never proved gets no check-in', async () => {
    const client = await visitor(t());
    const surveyId = await estimatedSurvey(client, [card(COMMBANK_ULTIMATE_AWARDS)]);
    const email = `unproved.${driver}@example.com`;
    await requestTransfer(client, surveyId, email);
    const due = await run(after(15 * DAY_MS));
    expect(reportFor(due, 'check-ins')).toMatchObject({ queued: 0, sent: 0 });
    expect(await t().messagesTo(email)).toHaveLength(1);
  }, 60_000);

  test('a card entered by hand is named in quotes, or not at all when its name holds a link', async () => {
    const client = await visitor(t());
    const entered = (cardName: string) => ({
      entered_card: {
        provider_id: '10034',
        provider_name: null,
        card_name: cardName,
        annual_fee: 395,
        purchase_rate: 0.2399,
        interest_free_days: 44,
        reward_program_id: 0,
      },
      monthly_spend: 2000,
      monthly_repayment: 1800,
      balance_remaining: 3500,
    });
    const quoted = await estimatedSurvey(client, [entered('Old "Gold" card') as never]);
    const linked = await estimatedSurvey(client, [entered('Gold, see www.evil.example') as never]);
    for (const [surveyId, email] of [
      [quoted, `quoted.${driver}@example.com`],
      [linked, `linked.${driver}@example.com`],
    ] as const) {
      const offer = await requestTransfer(client, surveyId, email);
      await client.post('/productTransfer/verify/', {
        survey_id: surveyId,
        offer_id: offer.offer_id,
        code: await t().latestCode(email),
      });
    }
    await run(after(14 * DAY_MS + MINUTE_MS));
    const checkIn = async (email: string) =>
      (await t().messagesTo(email)).find((text) => text.includes('Two weeks ago'))?.replace(/\s+/g, ' ');
    expect(await checkIn(`quoted.${driver}@example.com`)).toContain(
      "Two weeks ago you asked us to arrange a move from “Old 'Gold' card” to the",
    );
    const linkedText = await checkIn(`linked.${driver}@example.com`);
    expect(linkedText).toContain(
      'Two weeks ago you asked us to arrange a move from the card you entered to the',
    );
    expect(linkedText).not.toContain('evil');
  }, 60_000);
});

describe.each(testDrivers())('refinance referral retries on %s', (driver) => {
  let partner: RefinancePartnerStandIn;
  beforeAll(async () => {
    partner = await startRefinancePartnerStandIn({ key: 'partner-test-key-1' });
  });
  afterAll(async () => partner?.close());
  const { t, run, after } = useAppWithJobs(driver, () => ({
    env: { REFINANCE_WEBHOOK_URL: partner.url, REFINANCE_WEBHOOK_KEY: partner.key },
  }));

  test('a failed referral is retried with back-off until it goes through, and then the visitor gets a copy', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    const person = await registerAndVerify(t(), client, surveyId);
    const texts = async () => t().messagesTo(e164(person.mobile_number));
    const textsBefore = (await texts()).length;
    const body = webhookBody(surveyId, await listedOffer(client, surveyId, BRAVO_LOW_RATE));
    partner.setMode({ failNext: 2 });
    expect((await client.post('/useFinspoWebhook/', body)).statusCode).toBe(502);
    const received = () =>
      partner.received.filter((item) => (item.body as { survey_id?: string }).survey_id === surveyId).length;

    // The first retry waits 5 minutes after the failed try, the second 10 minutes after that.
    expect(reportFor(await run(after(4 * MINUTE_MS)), 'refinance referral retries')).toMatchObject({
      queued: 0,
    });
    expect(reportFor(await run(after(5 * MINUTE_MS)), 'refinance referral retries')).toMatchObject({
      queued: 1,
      sent: 0,
      failed: 1,
    });
    expect(reportFor(await run(after(14 * MINUTE_MS)), 'refinance referral retries')).toMatchObject({
      queued: 0,
    });
    expect(reportFor(await run(after(15 * MINUTE_MS)), 'refinance referral retries')).toMatchObject({
      queued: 1,
      sent: 1,
    });
    expect(reportFor(await run(after(DAY_MS)), 'refinance referral retries')).toMatchObject({ queued: 0 });
    expect(received()).toBe(3);
    const [row] = await t().db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM hl_partner_referrals WHERE survey_id = $1',
      [surveyId],
    );
    expect(row).toEqual({ status: 'sent', attempts: 3 });

    // Only once it went through: one copy, to the number the code confirmed (the typed address was
    // never proved), naming the partner with its licence.
    const copies = (await texts()).slice(textsBefore);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toContain('Stand-in Broking Pty Ltd (Australian credit licence 100001)');
    expect(copies[0]).toContain('Bravo Low Rate Home Loan');
  }, 60_000);

  test('after six failed tries, staff get one e-mail and the retries stop', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId);
    const body = webhookBody(surveyId, await listedOffer(client, surveyId, BRAVO_LOW_RATE));
    partner.setMode({ failNext: 100 });
    expect((await client.post('/useFinspoWebhook/', body)).statusCode).toBe(502);
    for (let hour = 1; hour <= 12; hour += 1) await run(after(hour * 60 * MINUTE_MS));
    const [row] = await t().db.query<{ status: string; attempts: number; id: string }>(
      'SELECT id, status, attempts FROM hl_partner_referrals WHERE survey_id = $1',
      [surveyId],
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 6 });
    const last = await run(after(2 * DAY_MS));
    expect(reportFor(last, 'refinance referral retries')).toMatchObject({ queued: 0 });
    const toStaff = (await t().messagesTo(STAFF)).filter((text) => text.includes(row!.id));
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]!.replace(/\s+/g, ' ')).toContain('could not be delivered to the partner after 6 tries');
    expect(toStaff[0]).not.toContain('Unsubscribe');
    partner.setMode({ failNext: 0 });
  }, 120_000);
});
