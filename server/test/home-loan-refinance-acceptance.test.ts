/** @jest-environment ./server/test/pglite-environment.ts */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { signUp } from './helpers/auth-flows';
import {
  ALPHA_FIXED_24,
  BRAVO_LOW_RATE,
  homeLoanVisitor,
  listedOffer,
  registerAndVerify,
  startLoanSurvey,
  webhookBody,
} from './helpers/home-loans';
import { errorOf, type TestApp, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';
import { updateFinspoAcceptedOffer } from '../../src/api/home-loan-refinance';
import { CLIENT_TIME_RANGE } from '../lib/client-time';

interface ReferralRow {
  status: string;
  attempts: number;
  accepted_at: unknown;
  accepted_recorded_at: unknown;
}

/** Refers the survey's offer to the partner as the client does; answers the referral id. */
async function referOffer(client: TestClient, surveyId: string, offerId: string): Promise<string> {
  const offer = await listedOffer(client, surveyId, offerId);
  const response = await client.post('/useFinspoWebhook/', webhookBody(surveyId, offer));
  if (response.statusCode !== 200) throw new Error(`/useFinspoWebhook/ answered ${response.statusCode}`);
  return response.json<{ referral_id: string }>().referral_id;
}

async function storedReferral(t: TestApp, referralId: string): Promise<ReferralRow | undefined> {
  const [row] = await t.db.query<ReferralRow>(
    'SELECT status, attempts, accepted_at, accepted_recorded_at FROM hl_partner_referrals WHERE id = $1',
    [referralId],
  );
  return row;
}

const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

test('the body’s description of the acceptance time names the range the server accepts', () => {
  const field = updateFinspoAcceptedOffer.request.properties.accepted_at as { description?: string };
  expect(field.description).toContain(CLIENT_TIME_RANGE);
});

describe.each(testDrivers())('/updateFinspoAcceptedOffer/ on %s', (driver) => {
  const t = useTestApp(driver);

  test('a delivered referral moves to accepted and shows in the account’s history, once', async () => {
    const client = await homeLoanVisitor(t());
    await signUp(t(), client);
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId);
    const referralId = await referOffer(client, surveyId, BRAVO_LOW_RATE);
    const referralsWritten = readdirSync(t().outboxDir).filter((file) => file.startsWith('referral-')).length;

    const response = await client.post('/updateFinspoAcceptedOffer/', {
      survey_id: surveyId,
      offer_id: BRAVO_LOW_RATE,
      referral_id: referralId,
      // The visitor's clock, in their own zone: stored as the same moment.
      accepted_at: '2025-11-03T20:15:00+11:00',
    });
    expect(response.statusCode).toBe(200);
    const accepted = {
      ok: true,
      referral_id: referralId,
      status: 'accepted',
      accepted_at: '2025-11-03T09:15:00.000Z',
    };
    expect(response.json()).toEqual(accepted);
    const row = await storedReferral(t(), referralId);
    expect(row?.status).toBe('accepted');
    expect(iso(row?.accepted_at)).toBe('2025-11-03T09:15:00.000Z');
    expect(iso(row?.accepted_recorded_at)).toBe(t().clock.now().toISOString());

    // Sent again, with another time: the first acceptance stands and nothing is added.
    t().clock.advance(60_000);
    const again = await client.post('/updateFinspoAcceptedOffer/', {
      survey_id: surveyId,
      offer_id: BRAVO_LOW_RATE,
      referral_id: referralId,
      accepted_at: Date.parse('2025-11-04T01:00:00Z'),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(accepted);

    const history = (await client.post('/getEventHistory/')).json<{
      items: { kind: string; description: string; data: Record<string, unknown> }[];
    }>();
    expect(history.items.filter((item) => item.kind === 'home_loan_refinance_accepted')).toEqual([
      expect.objectContaining({
        description:
          'Told us you accepted the loan with Bravo Credit Union through our refinance partner Stand-in Broking Pty Ltd',
        data: {
          survey_id: surveyId,
          offer_id: BRAVO_LOW_RATE,
          referral_id: referralId,
          accepted_at: '2025-11-03T09:15:00.000Z',
        },
      }),
    ]);

    // An accepted referral was delivered: asking for it again sends nothing and keeps its status.
    expect(await referOffer(client, surveyId, BRAVO_LOW_RATE)).toBe(referralId);
    expect(await storedReferral(t(), referralId)).toMatchObject({ status: 'accepted', attempts: 1 });
    expect(readdirSync(t().outboxDir).filter((file) => file.startsWith('referral-'))).toHaveLength(
      referralsWritten,
    );
  });

  test('works for a visitor who is not signed in, with no history to add to', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId);
    const referralId = await referOffer(client, surveyId, ALPHA_FIXED_24);
    const response = await client.post('/updateFinspoAcceptedOffer/', {
      survey_id: surveyId,
      offer_id: ALPHA_FIXED_24,
      referral_id: referralId,
      accepted_at: t().clock.now().toISOString(),
    });
    expect(response.statusCode).toBe(200);
    expect(await storedReferral(t(), referralId)).toMatchObject({ status: 'accepted' });
  });

  test('refuses another survey’s or an unknown referral, the wrong offer and a bad time, changing nothing', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId);
    const referralId = await referOffer(client, surveyId, BRAVO_LOW_RATE);
    const body = {
      survey_id: surveyId,
      offer_id: BRAVO_LOW_RATE,
      referral_id: referralId,
      accepted_at: '2025-11-03T09:15:00Z',
    };

    const unknown = await client.post('/updateFinspoAcceptedOffer/', { ...body, referral_id: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({
      code: 'NOT_FOUND',
      message:
        'This check has no referral like that to our refinance partner. Choose the offer again to be referred.',
    });

    // The same referral through another visitor's survey, and the survey by another browser.
    const stranger = await homeLoanVisitor(t());
    const strangerSurvey = await startLoanSurvey(stranger);
    expect(
      (await stranger.post('/updateFinspoAcceptedOffer/', { ...body, survey_id: strangerSurvey })).statusCode,
    ).toBe(404);
    expect((await stranger.post('/updateFinspoAcceptedOffer/', body)).statusCode).toBe(404);

    const otherOffer = await client.post('/updateFinspoAcceptedOffer/', {
      ...body,
      offer_id: ALPHA_FIXED_24,
    });
    expect(otherOffer.statusCode).toBe(400);
    expect(errorOf(otherOffer).message).toBe(
      '"offer_id" is not the offer this referral to our refinance partner was made for.',
    );

    const unreadable = await client.post('/updateFinspoAcceptedOffer/', {
      ...body,
      accepted_at: '3 Nov 2025',
    });
    expect(errorOf(unreadable).message).toMatch(/^"accepted_at" must be milliseconds since 1970 or an ISO/);
    const tooLate = await client.post('/updateFinspoAcceptedOffer/', {
      ...body,
      accepted_at: '2100-01-01T00:00:00Z',
    });
    expect(errorOf(tooLate).message).toBe('"accepted_at" must be a time from 2000-01-01 to 2099-12-31.');
    const { accepted_at: _acceptedAt, ...withoutTime } = body;
    expect(errorOf(await client.post('/updateFinspoAcceptedOffer/', withoutTime)).message).toBe(
      '"accepted_at" is required.',
    );
    const notAnId = await client.post('/updateFinspoAcceptedOffer/', { ...body, referral_id: 'FS-1' });
    expect(notAnId.statusCode).toBe(400);
    expect(errorOf(notAnId).message).toMatch(/^"referral_id"/);
    expect((await client.post('/updateFinspoAcceptedOffer/', body, { noCsrf: true })).statusCode).toBe(403);

    expect(await storedReferral(t(), referralId)).toMatchObject({ status: 'sent', accepted_at: null });
  });
});

describe.each(testDrivers())('/updateFinspoAcceptedOffer/ on %s with an unreachable partner', (driver) => {
  // Port 1 on loopback: nothing listens there, so every referral fails.
  const t = useTestApp(driver, { env: { REFINANCE_WEBHOOK_URL: 'http://127.0.0.1:1/referrals' } });

  test('a referral that never reached the partner cannot be accepted (409)', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId);
    await expect(referOffer(client, surveyId, BRAVO_LOW_RATE)).rejects.toThrow('answered 502');
    const [failed] = await t().db.query<{ id: string }>(
      'SELECT id FROM hl_partner_referrals WHERE survey_id = $1',
      [surveyId],
    );
    const response = await client.post('/updateFinspoAcceptedOffer/', {
      survey_id: surveyId,
      offer_id: BRAVO_LOW_RATE,
      referral_id: failed?.id,
      accepted_at: t().clock.now().toISOString(),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'CONFLICT',
      message: `Referral "${failed?.id}" has not reached our refinance partner yet: continue with the partner first.`,
    });
    expect(await storedReferral(t(), failed?.id ?? '')).toMatchObject({
      status: 'failed',
      accepted_at: null,
    });
  });
});
