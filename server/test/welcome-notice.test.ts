/** @jest-environment ./server/test/pglite-environment.ts */
/** The welcome notice asks a new account only for the step it has not taken yet. */
import './helpers/host-modules';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import { signUp } from './helpers/auth-flows';
import { card, COMMBANK_AWARDS, estimatedSurvey, visitor } from './helpers/card-surveys';
import { type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const CHECK_A_CARD =
  'Your account is ready. Check your current card to see whether staying or switching saves you more.';
const SAVE_THE_CHECK =
  'Your account is ready. Save the cards from your latest check under "Your cards", and ' +
  "we'll tell you here when their figures change.";
const NOTHING_TO_ASK =
  "Your account is ready. We'll tell you here when the figures of your saved cards change.";

describe.each(testDrivers())('the welcome notice on %s', (driver) => {
  const t = useTestApp(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  async function welcomeOf(client: TestClient): Promise<string | undefined> {
    const page = (await client.post('/getUserNotifications/')).json<{
      items: { kind: string; body: string }[];
    }>();
    return page.items.find((item) => item.kind === 'welcome')?.body;
  }

  test('asks for a check, then for saving its cards, then for nothing', async () => {
    const client = await visitor(t());
    await signUp(t(), client);
    expect(await welcomeOf(client)).toBe(CHECK_A_CARD);

    await estimatedSurvey(client, [card(COMMBANK_AWARDS)]);
    expect(await welcomeOf(client)).toBe(SAVE_THE_CHECK);

    await client.post('/updateUserProducts/', { products: [card(COMMBANK_AWARDS)] });
    expect(await welcomeOf(client)).toBe(NOTHING_TO_ASK);
  });

  test('a visitor who checked a card before signing up is asked only to save it', async () => {
    const client = await visitor(t());
    await estimatedSurvey(client, [card(COMMBANK_AWARDS)]);
    await signUp(t(), client);
    expect(await welcomeOf(client)).toBe(SAVE_THE_CHECK);
  });
});
