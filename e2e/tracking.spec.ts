import type { Page } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { startFailingProxy } from './support/failing-proxy';

interface SentBatch {
  actions: { action: string; sequence_id: number }[];
  dc_id: string;
}

test.describe('tracking', () => {
  test('every action reaches the server exactly once when half the uploads are lost', async ({ page }) => {
    let attempt = 0;
    const sentIds = new Set<number>();
    const storedIds = new Set<number>();
    const actionNames = new Set<string>();
    let stored = 0;
    let duplicates = 0;
    let lostAfterStoring = 0;
    const dcIds = new Set<string>();

    await page.route('**/api/v1/updateEvents/', async (route) => {
      attempt += 1;
      const batch = route.request().postDataJSON() as SentBatch;
      dcIds.add(batch.dc_id);
      for (const action of batch.actions) {
        sentIds.add(action.sequence_id);
        actionNames.add(action.action);
      }
      // Attempts 1, 5, 9 ... never reach the server; 3, 7, 11 ... reach it but the answer is lost.
      if (attempt % 4 === 1) return route.abort('connectionreset');
      const response = await route.fetch();
      const body = (await response.json()) as { stored: number; duplicates: number };
      stored += body.stored;
      duplicates += body.duplicates;
      for (const action of batch.actions) storedIds.add(action.sequence_id);
      if (attempt % 4 === 3) {
        lostAfterStoring += 1;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    });

    await page.goto('/');
    await page.waitForResponse((response) => response.url().endsWith('/api/v1/main/'));
    const products = page.getByRole('navigation', { name: 'Products' });
    await products.getByRole('link', { name: 'Credit cards' }).click();
    await expect(page).toHaveURL(/\/credit-cards\/$/);
    await products.getByRole('link', { name: 'Home loans' }).click();
    await expect(page).toHaveURL(/\/home-loans\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/credit-cards\/$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/home-loans\/$/);

    // Keep browsing until uploads have been dropped both ways, then check that everything the page
    // ever sent has been stored, each action once.
    const everythingStored = () =>
      attempt >= 5 && lostAfterStoring >= 1 && [...sentIds].every((id) => storedIds.has(id));
    const deadline = Date.now() + 45_000;
    for (let step = 0; !everythingStored() && Date.now() < deadline; step += 1) {
      if (attempt < 5) {
        await products.getByRole('link', { name: step % 2 === 0 ? 'Credit cards' : 'Home loans' }).click();
      }
      await page.waitForTimeout(1500);
    }
    expect(everythingStored()).toBe(true);
    const maxId = Math.max(...sentIds);
    expect([...storedIds].sort((a, b) => a - b)).toEqual(
      Array.from({ length: maxId + 1 }, (_, index) => index),
    );
    expect(stored).toBe(storedIds.size);
    expect(duplicates).toBeGreaterThan(0);
    expect(dcIds.size).toBe(1);
    for (const name of [
      'initial',
      'navbar-use',
      'content-browsing',
      'back-navigation',
      'forward-navigation',
      'delayed-route',
    ]) {
      expect(actionNames).toContain(name);
    }
  });

  test('browsing and reloading through a proxy that fails half the uploads loses nothing and stores nothing twice', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const proxy = await startFailingProxy(baseURL!);
    try {
      const at = (path: string) => `${proxy.url}${path}`;
      // Static pages start tracking at the first key, tap or scroll: press a key on each.
      const settle = async (target: Page) => {
        await target.waitForLoadState('load');
        await target.keyboard.press('Shift');
        await target.waitForTimeout(1200);
      };
      let documents = 0;
      page.on('load', () => {
        documents += 1;
      });
      const products = page.getByRole('navigation', { name: 'Products' });
      await page.goto(at('/'));
      await settle(page);
      for (const [link, path] of [
        ['Credit cards', /\/credit-cards\/$/],
        ['Home loans', /\/home-loans\/$/],
        ['Personal loans', /\/personal-loans\/$/],
        ['Term deposits', /\/term-deposits\/$/],
      ] as const) {
        await products.getByRole('link', { name: link }).click();
        await expect(page).toHaveURL(path);
        await settle(page);
        await page.reload();
        await settle(page);
      }
      await page.goBack();
      await settle(page);
      await page.reload();
      await settle(page);
      expect(proxy.ledger.failedBeforeServer).toBeGreaterThan(0);
      expect(proxy.ledger.failedAfterServer).toBeGreaterThan(0);

      // The network heals; one more page load takes over whatever is still unsent.
      proxy.heal();
      await page.goto(at('/about/'));
      await settle(page);
      const unsent = () =>
        page.evaluate(
          () =>
            Object.keys(window.localStorage).filter((key) => key.startsWith('staysmart.unsent-actions.'))
              .length,
        );
      await expect
        .poll(
          async () =>
            [...proxy.ledger.sent].filter((key) => !proxy.ledger.reachedServer.has(key)).length +
            (await unsent()),
          { timeout: 60_000, intervals: [1000] },
        )
        .toBe(0);

      const { sent, reachedServer, stored } = proxy.ledger;
      const lost = [...sent].filter((key) => !reachedServer.has(key));
      expect(lost).toEqual([]);
      // Every page load's actions are numbered from 0 with no gaps: none was lost before sending.
      const byLoad = new Map<string, number[]>();
      for (const key of reachedServer) {
        const [dcId, sequenceId] = key.split(':');
        byLoad.set(dcId!, [...(byLoad.get(dcId!) ?? []), Number(sequenceId)]);
      }
      expect(byLoad.size).toBe(documents);
      for (const ids of byLoad.values()) {
        expect(ids.sort((a, b) => a - b)).toEqual(ids.map((_, index) => index));
      }
      // The server inserted each action once: its stored counts add up to the distinct actions.
      expect(stored).toBe(reachedServer.size);
      const summary = `${reachedServer.size} actions from ${byLoad.size} page loads, ${proxy.ledger.attempts} uploads (${proxy.ledger.failedBeforeServer} failed before the server, ${proxy.ledger.failedAfterServer} after it): ${lost.length} lost, ${stored - reachedServer.size} stored twice`;
      test.info().annotations.push({ type: 'tracked actions', description: summary });
      console.log(`Tracked actions through the failing proxy: ${summary}`);
    } finally {
      await proxy.close();
    }
  });
});
