import { expect, test } from '@playwright/test';

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
});
