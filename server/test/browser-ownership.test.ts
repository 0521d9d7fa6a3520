/** @jest-environment ./server/test/pglite-environment.ts */
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import { signBrowserId } from '../plugins/browser-cookie';
import { hashSessionToken } from '../services/sessions';
import { newPerson, signIn, signUp } from './helpers/auth-flows';
import { estimatedSurvey, visitor } from './helpers/card-surveys';
import { homeLoanVisitor, loanInput, startLoanSurvey } from './helpers/home-loans';
import { useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

describe.each(testDrivers())('a visitor’s check belongs to their browser on %s', (driver) => {
  const t = useTestApp(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  /** What a stranger's requests can see of someone's card survey, home-loan survey and postcode. */
  async function whatIsVisible(client: ReturnType<ReturnType<typeof t>['client']>) {
    const deal = (await client.post('/myCurrentDeal/', {})).json<{ survey_id?: string | null }>();
    const active = (await client.post('/checkActiveEvent/')).json<{ event: { id: string } | null }>();
    const loan = (await client.post('/getHLSurvey/', {})).json<{ survey_id: string | null }>();
    const location = (await client.post('/getUserLocation/', {})).json<{ postcode: string | null }>();
    return {
      deal: deal.survey_id ?? null,
      active: active.event?.id ?? null,
      loan: loan.survey_id,
      postcode: location.postcode,
    };
  }

  test('the browser id comes in an HttpOnly, SameSite cookie, and /main/ no longer answers with it', async () => {
    const client = t().client();
    const response = await client.main();
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('ss_browser='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(client.browserId).toMatch(/^b-[0-9a-f]{32}$/);
    expect(response.body).not.toContain(client.browserId);
  });

  test('naming another visitor’s browser id in the body reaches none of their data', async () => {
    const victim = await homeLoanVisitor(t());
    const cardSurvey = await estimatedSurvey(victim);
    const loanSurvey = await startLoanSurvey(victim, loanInput({ postcode: '3121' }));
    expect(await whatIsVisible(victim)).toEqual({
      deal: cardSurvey,
      active: expect.any(String),
      loan: loanSurvey,
      postcode: '3121',
    });

    const attacker = t().client();
    const started = await attacker.main({ browser_id: victim.browserId });
    expect(started.statusCode).toBe(200);
    expect(attacker.browserId).not.toBe(victim.browserId);
    expect(await whatIsVisible(attacker)).toEqual({ deal: null, active: null, loan: null, postcode: null });
    for (const [path, body] of [
      ['/myCurrentDeal/', { survey_id: cardSurvey }],
      ['/getHLSurvey/', { survey_id: loanSurvey }],
    ] as const) {
      const answer = await attacker.post(path, body);
      expect([404, 200]).toContain(answer.statusCode);
      expect(answer.body).not.toContain('3121');
      if (answer.statusCode === 200) expect(answer.json<{ survey_id: string | null }>().survey_id).toBeNull();
    }

    // Signed in, the attacker's account claims only its own browser's surveys.
    await signUp(t(), attacker, newPerson('Mallory', 'Intruder'));
    expect(await whatIsVisible(attacker)).toEqual({ deal: null, active: null, loan: null, postcode: null });
    const [row] = await t().db.query<{ user_id: string | null }>(
      'SELECT user_id FROM surveys WHERE id = $1',
      [cardSurvey],
    );
    expect(row?.user_id).toBeNull();
  });

  test('a forged or foreign browser cookie is replaced by a new browser', async () => {
    const victim = await visitor(t());
    await estimatedSurvey(victim);
    const forger = t().client();
    forger.cookies.set('ss_browser', `${victim.browserId}.${'A'.repeat(43)}`);
    await forger.main();
    expect(forger.browserId).not.toBe(victim.browserId);
    expect(await whatIsVisible(forger)).toMatchObject({ deal: null, active: null });

    const otherKey = t().client();
    otherKey.cookies.set('ss_browser', signBrowserId('some-other-key', victim.browserId));
    await otherKey.main();
    expect(otherKey.browserId).not.toBe(victim.browserId);
  });

  test('the same browser in a later session sees its check; a session used from another browser starts afresh', async () => {
    const owner = await visitor(t());
    const surveyId = await estimatedSurvey(owner);
    const later = t().client().sameBrowserAs(owner);
    await later.main();
    expect(later.browserId).toBe(owner.browserId);
    expect((await whatIsVisible(later)).deal).toBe(surveyId);

    // Another browser presenting the owner's session cookie gets a session of its own.
    const elsewhere = await visitor(t());
    elsewhere.cookies.set('ss_session', owner.sessionCookie as string);
    elsewhere.cookies.set('XSRF-TOKEN', owner.xsrfToken as string);
    await elsewhere.main();
    expect(elsewhere.sessionCookie).not.toBe(owner.sessionCookie);
    expect((await whatIsVisible(elsewhere)).deal).toBeNull();
  });

  test('a session from before browser cookies keeps its browser and is given the cookie', async () => {
    const owner = await visitor(t());
    const surveyId = await estimatedSurvey(owner);
    owner.cookies.delete('ss_browser');
    await owner.main();
    expect((await whatIsVisible(owner)).deal).toBe(surveyId);
    const session = await t().app.ctx.batches.sessions.read(
      hashSessionToken(owner.sessionCookie as string),
      t().clock.now(),
    );
    expect(owner.browserId).toBe(session?.browserId);
  });

  test('signing in claims the surveys of the signing-in browser only', async () => {
    const person = newPerson('Olive', 'Owner');
    const account = t().client();
    await signUp(t(), account, person);
    await account.post('/signout/');

    const mine = await visitor(t());
    const mySurvey = await estimatedSurvey(mine);
    const someoneElse = await visitor(t());
    const theirSurvey = await estimatedSurvey(someoneElse);
    await signIn(t(), mine, person.email);
    const owners = await t().db.query<{ id: string; user_id: string | null }>(
      'SELECT id, user_id FROM surveys WHERE id IN ($1, $2)',
      [mySurvey, theirSurvey],
    );
    const byId = new Map(owners.map((row) => [row.id, row.user_id]));
    expect(byId.get(mySurvey)).not.toBeNull();
    expect(byId.get(theirSurvey)).toBeNull();
  });
});
