import type { Request } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { waitForHydration } from './support/hydration';

test.describe('errors in the page', () => {
  test('an error before the app is stable replaces the page with a reference the server has stored', async ({
    page,
  }) => {
    // Hold /main/ so that start-up cannot finish: the app is not stable yet.
    let releaseMain: () => void = () => undefined;
    const mainHeld = new Promise<void>((resolve) => (releaseMain = resolve));
    await page.route('**/api/v1/main/', async (route) => {
      await mainHeld;
      await route.continue();
    });
    const reportRequest = page.waitForRequest((request: Request) =>
      request.url().endsWith('/api/v1/errorReport/'),
    );
    const reportResponse = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/errorReport/'),
    );

    await page.goto('/user/');
    // The error listeners are installed before React renders; the server-rendered page is there earlier.
    await waitForHydration(page);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('A failure during start-up');
      });
    });

    const report = (await reportRequest).postDataJSON() as {
      error_id: string;
      message: string;
      name: string;
      stack: string;
    };
    expect(report).toMatchObject({ message: 'A failure during start-up', name: 'Error' });
    expect(report.stack).toContain('A failure during start-up');
    expect((await reportResponse).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Something went wrong, ref number: ${report.error_id}`,
    );
    expect(report.error_id).toMatch(/^[0-9A-Z]+-[0-9A-Z]{6}$/);
    releaseMain();
  });

  test('when the report cannot be sent, the page asks the visitor to check their connection', async ({
    page,
  }) => {
    await page.route('**/api/v1/main/', () => undefined);
    await page.route('**/api/v1/errorReport/', (route) => route.abort('internetdisconnected'));
    await page.goto('/about/');
    // The error listeners are installed before React renders; the server-rendered page is there earlier.
    await waitForHydration(page);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Another failure');
      });
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Something went wrong. Please check your internet connection.',
    );
  });

  test('once the app is stable, an error is only reported and the page stays', async ({ page }) => {
    await page.goto('/user/sign-in/');
    await expect(page.locator('#app-loading-overlay')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const reportRequest = page.waitForRequest((request) => request.url().endsWith('/api/v1/errorReport/'));
    await page.evaluate(() => {
      void Promise.reject(new Error('A rejection after start-up'));
    });
    expect((await reportRequest).postDataJSON()).toMatchObject({ message: 'A rejection after start-up' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});
