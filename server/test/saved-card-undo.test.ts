/** @jest-environment ./server/test/pglite-environment.ts */
/**
 * Removing one saved card on the account page and undoing it (/removeUserProduct/,
 * /restoreUserProduct/): the card comes back exactly as stored, at its place, within the undo time.
 */
import './helpers/host-modules';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import { removeExpired } from '../services/housekeeping';
import type { StoredCard } from '../services/survey-cards';
import type { ResponseOf } from '../../src/api/contract';
import type { removeUserProduct } from '../../src/api/saved-cards';
import { signUp } from './helpers/auth-flows';
import { card, COMMBANK_AWARDS, OTHER_BANK_CARD, visitor } from './helpers/card-surveys';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const MINUTE = 60 * 1000;

type RemovedBody = ResponseOf<typeof removeUserProduct>;

describe.each(testDrivers())('undoing a removed saved card on %s', (driver) => {
  const t = useTestApp(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  async function member(): Promise<TestClient> {
    const client = await visitor(t());
    await signUp(t(), client);
    return client;
  }

  /** The saved cards exactly as the database holds them. */
  async function storedCards(client: TestClient): Promise<StoredCard[]> {
    const email = (await client.post('/getUserDetails/')).json<{ email: string }>().email;
    const [row] = await t().db.query<{ products: StoredCard[] }>(
      'SELECT products FROM user_products JOIN users ON users.id = user_products.user_id WHERE users.email = $1',
      [email],
    );
    return row?.products ?? [];
  }

  /** Two cards of ours and, between them, one that has left the data (it could not be saved again). */
  async function threeSavedCards(client: TestClient): Promise<StoredCard[]> {
    const saved = await client.post('/updateUserProducts/', {
      products: [card(COMMBANK_AWARDS, 1500, 1000, 3000), card(OTHER_BANK_CARD, 200, 200, 0)],
    });
    expect(saved.statusCode).toBe(200);
    const retired: StoredCard = {
      ...card('10034-CC99999', 640, 640, 0),
      card_name: 'Retired card',
      provider_id: '10034',
      provider_name: 'CommBank',
    };
    const [first, second] = await storedCards(client);
    await t().db.query(
      `UPDATE user_products SET products = $2::jsonb
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [
        (await client.post('/getUserDetails/')).json<{ email: string }>().email,
        JSON.stringify([first, retired, second]),
      ],
    );
    return storedCards(client);
  }

  test('a removed card comes back exactly as it was stored, at its place, with both steps in the history', async () => {
    const client = await member();
    const before = await threeSavedCards(client);
    expect(before.map((item) => item.card_name)).toEqual([
      before[0]?.card_name,
      'Retired card',
      before[2]?.card_name,
    ]);

    const removed = await client.post('/removeUserProduct/', { position: 1, card_name: 'Retired card' });
    expect(removed.statusCode).toBe(200);
    const body = removed.json<RemovedBody>();
    expect(body.removed.card_name).toBe('Retired card');
    expect(body.removed.undo_until).toBe(new Date(t().clock.now().getTime() + 15 * MINUTE).toISOString());
    expect(body.products.map((item) => item.card_name)).toEqual([before[0]?.card_name, before[2]?.card_name]);
    expect(await storedCards(client)).toEqual([before[0], before[2]]);

    t().clock.advance(14 * MINUTE);
    const restored = await client.post('/restoreUserProduct/', { removed_id: body.removed.id });
    expect(restored.statusCode).toBe(200);
    expect(await storedCards(client)).toEqual(before);
    expect(restored.json<RemovedBody>().products[1]).toMatchObject({
      card_name: 'Retired card',
      unavailable: true,
    });

    // Once back, it cannot be put back a second time.
    const again = await client.post('/restoreUserProduct/', { removed_id: body.removed.id });
    expect(again.statusCode).toBe(409);
    expect(await storedCards(client)).toEqual(before);

    const history = (await client.post('/getEventHistory?limit=2&offset=0')).json<{
      items: { kind: string; description: string }[];
    }>();
    expect(history.items.map((item) => [item.kind, item.description])).toEqual([
      ['saved_card_restored', 'Put your Retired card back in your saved cards'],
      ['saved_card_removed', 'Removed your Retired card from your saved cards'],
    ]);
  });

  test('after the undo time the card cannot come back, and housekeeping deletes what was kept', async () => {
    const client = await member();
    const before = await threeSavedCards(client);
    const removed = (
      await client.post('/removeUserProduct/', { position: 0, card_name: before[0]?.card_name })
    ).json<RemovedBody>();

    t().clock.advance(15 * MINUTE);
    const late = await client.post('/restoreUserProduct/', { removed_id: removed.removed.id });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toMatch(/too late to undo/);
    expect(await storedCards(client)).toEqual(before.slice(1));

    const housekeeping = await removeExpired(t().db, t().clock.now());
    expect(housekeeping.removedCards).toBeGreaterThanOrEqual(1);
    const kept = await t().db.query('SELECT 1 FROM removed_user_products WHERE id = $1', [
      removed.removed.id,
    ]);
    expect(kept).toEqual([]);
  });

  test('a card named differently from the one at that place is refused, and nothing changes', async () => {
    const client = await member();
    const before = await threeSavedCards(client);
    const wrong = await client.post('/removeUserProduct/', { position: 2, card_name: 'Retired card' });
    expect(wrong.statusCode).toBe(409);
    const beyond = await client.post('/removeUserProduct/', { position: 3, card_name: 'Retired card' });
    expect(beyond.statusCode).toBe(409);
    expect(await storedCards(client)).toEqual(before);
    expect(await t().db.query('SELECT 1 FROM removed_user_products')).toEqual([]);
  });

  test('one member cannot put back, or learn of, another member’s removed card', async () => {
    const owner = await member();
    const before = await threeSavedCards(owner);
    const removed = (
      await owner.post('/removeUserProduct/', { position: 1, card_name: 'Retired card' })
    ).json<RemovedBody>();
    const other = await member();
    const attempt = await other.post('/restoreUserProduct/', { removed_id: removed.removed.id });
    expect(attempt.statusCode).toBe(409);
    expect(await storedCards(other)).toEqual([]);
    expect(await storedCards(owner)).toEqual([before[0], before[2]]);

    const anonymous = await visitor(t());
    const signedOut = await anonymous.post('/restoreUserProduct/', { removed_id: removed.removed.id });
    expect(signedOut.statusCode).toBe(401);
  });
});
