/** @jest-environment ./server/test/pglite-environment.ts */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadReferenceData } from '../data/reference-data';
import { PREVIOUS_KEY_GRACE_MS } from '../lib/key-ring';
import { hmac } from '../lib/tokens';
import { verifyBrowserCookie } from '../plugins/browser-cookie';
import { createListToken } from '../services/email-lists';
import { rotateServerKey } from '../services/server-secret';
import { createSurveyLinkToken } from '../services/survey-links';
import { createUnsubscribeToken } from '../services/unsubscribe-tokens';
import { findUserByEmail } from '../services/users';
import { newPerson, signUp } from './helpers/auth-flows';
import { startSurvey, visitor } from './helpers/card-surveys';
import { errorOf, RELAXED_RATE_LIMITS, TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

/** What one API process signed with its key: e-mailed links, a browser cookie, a code on its way. */
interface Signed {
  surveyLink: string;
  listToken: string;
  memberToken: string;
  browserId: string;
  browserCookie: string;
  /** The cookies of a sign-up waiting for its e-mailed code, and the code. */
  pendingCode: { cookies: Map<string, string>; code: string; email: string };
}

/** Whether each still works on an API process: the answers' status codes, and the browser kept. */
interface Outcome {
  surveyLink: number;
  listToken: number;
  memberToken: number;
  sameBrowser: boolean;
  code: number;
}

describe.each(testDrivers())('rotating the server key on %s', (driver) => {
  const t = useTestApp(driver);
  const restarted: FastifyInstance[] = [];
  let fixture: { surveyId: string; userId: string } | null = null;

  afterAll(async () => {
    for (const app of restarted) await app.close();
  }, 60_000);

  /** A survey and an account to sign links for, made once. */
  async function surveyAndMember(): Promise<{ surveyId: string; userId: string }> {
    if (fixture) return fixture;
    const surveyId = await startSurvey(await visitor(t()));
    const person = await signUp(t(), t().client());
    const user = await findUserByEmail(t().db, person.email);
    if (!user) throw new Error('sign-up did not create the user');
    fixture = { surveyId, userId: user.id };
    return fixture;
  }

  /** Another API process on the same database, started now: it reads the keys as a restart does. */
  async function restart(): Promise<FastifyInstance> {
    const { config, db, clock } = t();
    const app = await buildApp({
      config,
      db,
      referenceData: loadReferenceData(config.referenceDataDir),
      now: clock.now,
      logger: false,
      rateLimits: RELAXED_RATE_LIMITS,
    });
    restarted.push(app);
    await app.ready();
    return app;
  }

  async function sign(app: FastifyInstance): Promise<Signed> {
    const { surveyId, userId } = await surveyAndMember();
    const key = app.ctx.secret;
    const browser = new TestClient(app);
    await browser.main();
    const signingUp = new TestClient(app);
    await signingUp.main();
    const person = newPerson('Rita', 'Rotation');
    expect((await signingUp.post('/signup/', person)).statusCode).toBe(200);
    await app.ctx.delivery.idle();
    return {
      surveyLink: createSurveyLinkToken(key, surveyId, t().clock.now()),
      listToken: createListToken(key, `rita.${surveyId}@example.com`, 'reminders'),
      memberToken: createUnsubscribeToken(key, userId),
      browserId: browser.browserId,
      browserCookie: browser.cookies.get('ss_browser') ?? '',
      pendingCode: {
        cookies: new Map(signingUp.cookies),
        code: await t().latestCode(person.email),
        email: person.email,
      },
    };
  }

  /** The browser cookie `app` sets for a browser that presents `cookie` with no session. */
  async function browserCookieFrom(app: FastifyInstance, cookie: string): Promise<TestClient> {
    const browser = new TestClient(app);
    browser.cookies.set('ss_browser', cookie);
    expect((await browser.main()).statusCode).toBe(200);
    return browser;
  }

  async function outcomeOn(app: FastifyInstance, signed: Signed): Promise<Outcome> {
    const page = new TestClient(app);
    await page.main();
    const codeClient = new TestClient(app);
    for (const [name, value] of signed.pendingCode.cookies) codeClient.cookies.set(name, value);
    const browser = await browserCookieFrom(app, signed.browserCookie);
    return {
      surveyLink: (await page.post('/getSurveyByEventId/', { event_id: signed.surveyLink })).statusCode,
      listToken: (await page.post('/emailList/', { token: signed.listToken })).statusCode,
      memberToken: (await new TestClient(app).post('/unsubscribeMember/', { token: signed.memberToken }))
        .statusCode,
      sameBrowser: browser.browserId === signed.browserId,
      code: (await codeClient.post('/signup/verify-email/', { code: signed.pendingCode.code })).statusCode,
    };
  }

  test('links, codes and cookies signed before a rotation keep working; what is signed after uses the new key', async () => {
    const before = await restart();
    const oldKey = before.ctx.secret;
    const signed = await sign(before);
    const rotation = await rotateServerKey(t().db, { revokeOld: false, now: t().clock.now() });
    expect(rotation).toMatchObject({ keptPrevious: true, expiredCodes: 0 });
    expect(rotation.graceUntil).toEqual(new Date(t().clock.now().getTime() + PREVIOUS_KEY_GRACE_MS));

    const after = await restart();
    const newKey = after.ctx.secret;
    expect(newKey).not.toBe(oldKey);
    expect(after.ctx.keys).toEqual({
      current: newKey,
      previous: { key: oldKey, retiredAt: t().clock.now() },
    });
    expect(await outcomeOn(after, signed)).toEqual({
      surveyLink: 200,
      listToken: 200,
      memberToken: 200,
      sameBrowser: true,
      code: 200,
    });

    // The old cookie is signed again with the new key on the next page load.
    const cookie = (await browserCookieFrom(after, signed.browserCookie)).cookies.get('ss_browser');
    expect(verifyBrowserCookie([newKey], cookie)).toBe(signed.browserId);
    expect(verifyBrowserCookie([oldKey], cookie)).toBeNull();
    // New codes are hashed with the new key.
    const fresh = await sign(after);
    const [row] = await t().db.query<{ id: string; code_hash: string }>(
      'SELECT id, code_hash FROM one_time_codes WHERE destination = $1',
      [fresh.pendingCode.email],
    );
    expect(row?.code_hash).toBe(hmac(newKey, `${row?.id}:${fresh.pendingCode.code}`));
    expect(verifyBrowserCookie([oldKey], fresh.browserCookie)).toBeNull();
  });

  test('after the grace period the previous key verifies only unsubscribe links', async () => {
    const signed = await sign(await restart());
    await rotateServerKey(t().db, { revokeOld: false, now: t().clock.now() });
    const after = await restart();
    t().clock.advance(PREVIOUS_KEY_GRACE_MS);
    const outcome = await outcomeOn(after, signed);
    expect(outcome).toMatchObject({ listToken: 200, memberToken: 200, sameBrowser: false });
    // The survey link has expired by then anyway (as have the code and its session).
    expect(outcome.surveyLink).toBe(400);
  });

  test('--revoke-old: nothing signed with the old key works, and codes on their way expire', async () => {
    const before = await restart();
    const signed = await sign(before);
    const rotation = await rotateServerKey(t().db, { revokeOld: true, now: t().clock.now() });
    expect(rotation).toMatchObject({ keptPrevious: false, graceUntil: null });
    expect(rotation.expiredCodes).toBeGreaterThanOrEqual(1);

    const after = await restart();
    expect(after.ctx.keys).toEqual({ current: after.ctx.secret, previous: null });
    expect(after.ctx.secret).not.toBe(before.ctx.secret);
    expect(await outcomeOn(after, signed)).toEqual({
      surveyLink: 400,
      listToken: 400,
      memberToken: 400,
      sameBrowser: false,
      code: 400,
    });
    const codeClient = new TestClient(after);
    for (const [name, value] of signed.pendingCode.cookies) codeClient.cookies.set(name, value);
    const retry = await codeClient.post('/signup/verify-email/', { code: signed.pendingCode.code });
    expect(errorOf(retry).code).toBe('CODE_EXPIRED');
  });

  test('a second rotation drops the key the first one kept, unsubscribe links included', async () => {
    const signed = await sign(await restart());
    const first = await rotateServerKey(t().db, { revokeOld: false, now: t().clock.now() });
    t().clock.advance(60_000);
    const second = await rotateServerKey(t().db, { revokeOld: false, now: t().clock.now() });
    expect(second.droppedRetiredAt).toEqual(first.rotatedAt);
    const outcome = await outcomeOn(await restart(), signed);
    expect(outcome).toMatchObject({ surveyLink: 400, listToken: 400, memberToken: 400, sameBrowser: false });
  });
});
