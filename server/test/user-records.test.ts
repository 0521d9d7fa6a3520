/** @jest-environment ./server/test/pglite-environment.ts */
import { createUnsubscribeToken } from '../services/unsubscribe-tokens';
import { addHistory, addNotification } from '../services/user-records';
import { findUserByEmail } from '../services/users';
import { e164, newPerson, signUp } from './helpers/auth-flows';
import { errorOf, type TestApp, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

interface PageBody<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}

interface NotificationItem {
  id: number;
  title: string;
  seen: boolean;
}

async function member(t: TestApp): Promise<{ client: TestClient; userId: string; email: string }> {
  const client = t.client();
  await client.main();
  const person = await signUp(t, client);
  const user = await findUserByEmail(t.db, person.email);
  if (!user) throw new Error('sign-up did not create the user');
  return { client, userId: user.id, email: person.email };
}

describe.each(testDrivers())('account records on %s', (driver) => {
  const t = useTestApp(driver);

  describe('/getUserNotifications', () => {
    test('needs a signed-in session', async () => {
      const client = t().client();
      await client.main();
      const response = await client.post('/getUserNotifications?limit=10&offset=0', { new_only: false });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHORIZED');
    });

    test('pages newest first with total and has_more, and shows only the caller’s rows', async () => {
      const alice = await member(t());
      const bob = await member(t());
      for (let n = 1; n <= 25; n += 1) {
        t().clock.advance(1000);
        await addNotification(
          t().db,
          alice.userId,
          { kind: 'test', title: `Alice ${n}`, body: 'x' },
          t().clock.now(),
        );
      }
      await addNotification(t().db, bob.userId, { kind: 'test', title: 'Bob 1', body: 'x' }, t().clock.now());

      const first = (
        await alice.client.post('/getUserNotifications?limit=10&offset=0', { new_only: false })
      ).json<PageBody<NotificationItem>>();
      expect(first.items.map((item) => item.title)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Alice ${25 - i}`),
      );
      expect(first).toMatchObject({ total: 26, limit: 10, offset: 0, has_more: true });

      const last = (await alice.client.post('/getUserNotifications?limit=10&offset=20')).json<
        PageBody<NotificationItem>
      >();
      expect(last.items.map((item) => item.title)).toEqual([
        'Alice 5',
        'Alice 4',
        'Alice 3',
        'Alice 2',
        'Alice 1',
        'Welcome to StaySmart',
      ]);
      expect(last.has_more).toBe(false);

      const defaults = (await alice.client.post('/getUserNotifications/')).json<PageBody<NotificationItem>>();
      expect(defaults).toMatchObject({ limit: 20, offset: 0, total: 26, has_more: true });
      expect(defaults.items).toHaveLength(20);

      const beyond = (await alice.client.post('/getUserNotifications?offset=100')).json<
        PageBody<NotificationItem>
      >();
      expect(beyond).toMatchObject({ items: [], total: 26, has_more: false });

      const bobs = (await bob.client.post('/getUserNotifications/')).json<PageBody<NotificationItem>>();
      expect(bobs.items.map((item) => item.title)).toEqual(['Bob 1', 'Welcome to StaySmart']);
      expect(bobs.total).toBe(2);
    });

    test.each([
      ['limit=0', '"limit" in the address must be a whole number from 1 to 100.'],
      ['limit=101', '"limit" in the address must be a whole number from 1 to 100.'],
      ['limit=abc', '"limit" in the address must be a whole number from 1 to 100.'],
      ['offset=-1', '"offset" in the address must be a whole number, 0 or more.'],
      ['page=2', '"page" in the address is not a field this request accepts.'],
    ])('rejects ?%s with a clear 400', async (query, message) => {
      const { client } = await member(t());
      const response = await client.post(`/getUserNotifications?${query}`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
    });

    test('new_only lists unseen ones; mark_seen marks what it returned', async () => {
      const alice = await member(t());
      await addNotification(
        t().db,
        alice.userId,
        { kind: 'test', title: 'Rate change', body: 'x' },
        t().clock.now(),
      );

      const unseen = (
        await alice.client.post('/getUserNotifications/', { new_only: true, mark_seen: true })
      ).json();
      expect(unseen.items.map((item: NotificationItem) => [item.title, item.seen])).toEqual([
        ['Rate change', false],
        ['Welcome to StaySmart', false],
      ]);
      expect(unseen.unseen_count).toBe(0);

      const after = (await alice.client.post('/getUserNotifications/', { new_only: true })).json();
      // Nothing new, but two seen: the page can say so, and since when nothing has come.
      expect(after).toMatchObject({
        items: [],
        total: 0,
        unseen_count: 0,
        all_count: 2,
        latest_created_at: t().clock.now().toISOString(),
      });
      const all = (await alice.client.post('/getUserNotifications/')).json();
      expect(all.items.every((item: NotificationItem) => item.seen)).toBe(true);
    });

    test('a new-only listing pages through every new notification, though each page marks its own seen', async () => {
      const alice = await member(t());
      for (let n = 1; n <= 5; n += 1) {
        await addNotification(
          t().db,
          alice.userId,
          { kind: 'test', title: `Change ${n}`, body: 'x' },
          new Date(t().clock.now().getTime() - n * 60_000),
        );
      }
      // Six new in all, with the welcome notice: pages of two.
      const first = (
        await alice.client.post('/getUserNotifications?limit=2&offset=0', { new_only: true, mark_seen: true })
      ).json();
      expect(first.total).toBe(6);
      expect(typeof first.new_as_of).toBe('string');
      t().clock.advance(1000);
      const titles = [...first.items.map((item: NotificationItem) => item.title)];
      for (const offset of [2, 4]) {
        const page = (
          await alice.client.post(`/getUserNotifications?limit=2&offset=${offset}`, {
            new_only: true,
            mark_seen: true,
            new_as_of: first.new_as_of,
          })
        ).json();
        expect(page.total).toBe(6);
        expect(page.new_as_of).toBe(first.new_as_of);
        expect(page.items.every((item: NotificationItem) => !item.seen)).toBe(true);
        titles.push(...page.items.map((item: NotificationItem) => item.title));
        t().clock.advance(1000);
      }
      expect(titles).toEqual([
        'Welcome to StaySmart',
        'Change 1',
        'Change 2',
        'Change 3',
        'Change 4',
        'Change 5',
      ]);
      // A new listing begins: nothing is new any more.
      const fresh = (await alice.client.post('/getUserNotifications/', { new_only: true })).json();
      expect(fresh).toMatchObject({ total: 0, unseen_count: 0, all_count: 6 });
    });

    test('rejects a new_as_of that is not a time or is later than now', async () => {
      const { client } = await member(t());
      for (const value of ['yesterday', new Date(t().clock.now().getTime() + 60_000).toISOString()]) {
        const response = await client.post('/getUserNotifications/', { new_only: true, new_as_of: value });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).message).toBe(
          '"new_as_of" must be the time a new-only listing began, as its first page gave it.',
        );
      }
    });

    test('rejects a non-boolean new_only', async () => {
      const { client } = await member(t());
      const response = await client.post('/getUserNotifications/', { new_only: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('"new_only" must be true or false.');
    });
  });

  describe('/getEventHistory', () => {
    test('pages the caller’s own history only', async () => {
      const alice = await member(t());
      const bob = await member(t());
      for (let n = 1; n <= 4; n += 1) {
        t().clock.advance(1000);
        await addHistory(t().db, alice.userId, { kind: 'test', description: `Step ${n}` }, t().clock.now());
      }
      const page = (await alice.client.post('/getEventHistory?limit=2&offset=1')).json();
      expect(page.items.map((item: { description: string }) => item.description)).toEqual([
        'Step 3',
        'Step 2',
      ]);
      expect(page).toMatchObject({ total: 5, has_more: true, limit: 2, offset: 1 });
      const bobs = (await bob.client.post('/getEventHistory/')).json();
      expect(bobs.items.map((item: { kind: string }) => item.kind)).toEqual(['signed_up']);

      const anonymous = t().client();
      await anonymous.main();
      expect((await anonymous.post('/getEventHistory/')).statusCode).toBe(401);
    });
  });

  describe('properties and news by e-mail', () => {
    test('/getUserProperties/ reports no news for an account that did not ask, dates and counts', async () => {
      const alice = await member(t());
      const properties = (await alice.client.post('/getUserProperties/')).json();
      expect(properties).toEqual({
        subscribed: false,
        marketing_opt_in_at: null,
        signed_up_at: t().clock.now().toISOString(),
        last_signed_in_at: t().clock.now().toISOString(),
        notification_count: 1,
        unseen_notification_count: 1,
        event_history_count: 1,
        staff: false,
      });
    });

    test('the ticked box at sign-up is kept with the time it was ticked, and noted in the history', async () => {
      const client = t().client();
      await client.main();
      const ticked = t().clock.now().toISOString();
      const person = newPerson();
      const start = await client.post('/signup/', { ...person, marketing_opt_in: true });
      expect(start.statusCode).toBe(200);
      t().clock.advance(60_000);
      const email = await client.post('/signup/verify-email/', { code: await t().latestCode(person.email) });
      expect(email.statusCode).toBe(200);
      const mobile = await client.post('/signup/verify-mobile/', {
        code: await t().latestCode(e164(person.mobile_number)),
      });
      expect(mobile.statusCode).toBe(200);

      const properties = (await client.post('/getUserProperties/')).json();
      expect(properties).toMatchObject({ subscribed: true, marketing_opt_in_at: ticked });
      const history = (await client.post('/getEventHistory/')).json();
      expect(history.items.map((item: { description: string }) => item.description)).toEqual([
        'Agreed to occasional news about StaySmart by e-mail',
        'You created your StaySmart account.',
      ]);
    });

    test('marketing_opt_in must be true or false', async () => {
      const client = t().client();
      await client.main();
      const response = await client.post('/signup/', { ...newPerson(), marketing_opt_in: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('"marketing_opt_in" must be true or false.');
    });

    test('a signed-in member asks for news and stops it; each change is in the history once', async () => {
      const alice = await member(t());
      t().clock.advance(1000);
      const agreedAt = t().clock.now().toISOString();
      expect((await alice.client.post('/resubscribeMember/', {})).json()).toEqual({
        list: 'newsletter',
        subscribed: true,
        marketing_opt_in_at: agreedAt,
      });
      // Asking again keeps the first agreement's time and notes nothing more.
      t().clock.advance(1000);
      expect((await alice.client.post('/resubscribeMember/', {})).json().marketing_opt_in_at).toBe(agreedAt);
      expect((await alice.client.post('/getUserProperties/')).json()).toMatchObject({
        subscribed: true,
        marketing_opt_in_at: agreedAt,
      });

      expect((await alice.client.post('/unsubscribeMember/')).json()).toEqual({
        list: 'newsletter',
        subscribed: false,
        marketing_opt_in_at: null,
      });
      const [row] = await t().db.query<{ marketing_opt_in_at: unknown }>(
        'SELECT marketing_opt_in_at FROM users WHERE id = $1',
        [alice.userId],
      );
      expect(row?.marketing_opt_in_at).toBeNull();
      const history = (await alice.client.post('/getEventHistory/')).json();
      expect(history.items.map((item: { kind: string }) => item.kind)).toEqual([
        'news_stopped',
        'news_agreed',
        'signed_up',
      ]);
    });

    test('the token from an e-mail works without signing in, as a raw body or JSON', async () => {
      const alice = await member(t());
      const token = createUnsubscribeToken(t().app.ctx.secret, alice.userId);

      const stranger = t().client();
      const json = await stranger.post('/resubscribeMember/', { token });
      expect(json.json()).toMatchObject({ list: 'newsletter', subscribed: true });
      const raw = await stranger.post('/unsubscribeMember/', undefined, {
        raw: token,
        contentType: 'text/plain',
      });
      expect(raw.statusCode).toBe(200);
      expect(raw.json()).toEqual({ list: 'newsletter', subscribed: false, marketing_opt_in_at: null });
      expect((await alice.client.post('/getUserProperties/')).json().subscribed).toBe(false);
    });

    test('a forged token is refused; no token and no sign-in is 401', async () => {
      const alice = await member(t());
      const forged = `${Buffer.from(alice.userId).toString('base64url')}.${'A'.repeat(43)}`;
      const stranger = t().client();
      const bad = await stranger.post('/unsubscribeMember/', { token: forged });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toBe(
        'This unsubscribe link is not valid. Sign in to change your e-mail settings.',
      );
      const none = await stranger.post('/unsubscribeMember/', {});
      expect(none.statusCode).toBe(401);
    });
  });
});
