/**
 * Every kind of page works under its Content-Security-Policy: it loads, React takes over, the
 * visitor's first interaction fetches what it needs, and no violation is logged or raised
 * (support/content-security-policy.ts fails a test on any). A violation, when there is one, is
 * reported to the server.
 */
import { expect, test } from './support/content-security-policy';
import { waitForStartUp } from './support/accounts';
import { waitForHydration } from './support/hydration';

const PAGES: { path: string; heading: RegExp; appPage?: boolean }[] = [
  { path: '/', heading: /stay with your bank, or switch/ },
  { path: '/credit-cards/', heading: /Compare credit cards/ },
  { path: '/home-loans/', heading: /Compare home loans/ },
  { path: '/credit-cards/survey/', heading: /Check your credit cards/, appPage: true },
  { path: '/home-loans/survey/', heading: /./, appPage: true },
  { path: '/user/sign-in/', heading: /Sign in/, appPage: true },
  { path: '/search/', heading: /Search/ },
  { path: '/redirect/', heading: /couldn’t open that offer/ },
  { path: '/refinance-redirect/', heading: /couldn’t open the refinance page/ },
  { path: '/this-page-does-not-exist/', heading: /can’t find that page/ },
];

test.describe('the Content-Security-Policy', () => {
  test('pages carry a policy that allows no inline script but their own, and frames none', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    const api = await page.request.post('/api/v1/status/', { data: {} });
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  for (const { path, heading, appPage } of PAGES) {
    test(`${path} loads and starts without a violation`, async ({ page }) => {
      await page.goto(path);
      if (appPage) await waitForStartUp(page);
      else await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    });
  }

  test('a table, a product and the search work through their first interactions', async ({ page }) => {
    await page.goto('/credit-cards/');
    await waitForHydration(page);
    const table = page.getByRole('table', { name: 'Credit cards' });
    // The first interaction fetches every row from the table's data file.
    await page.getByRole('combobox', { name: 'Annual fee' }).selectOption({ label: 'No annual fee' });
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toBeVisible();
    const product = table.getByRole('rowheader').first().getByRole('link').first();
    const name = (await product.textContent()) ?? '';
    await product.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    await page.goto('/search/');
    await waitForHydration(page);
    await page.getByLabel('Search banks, cards, loans and accounts').fill('cba');
    await expect(page.getByRole('link', { name: /CommBank/ }).first()).toBeVisible();
  });

  test('the service worker installs and takes over the page under the policy', async ({ page, baseURL }) => {
    // Service workers run only over HTTPS or on "localhost".
    const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await waitForHydration(page);
  });

  test('a violation is seen, and reported to the server', async ({ page, cspViolations }) => {
    await page.goto('/about/');
    await waitForHydration(page);
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/v1/cspReport/'));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect((await reported).status()).toBe(200);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect.poll(() => cspViolations.join('\n')).toContain('script-src');
    // This one was made on purpose: the fixture checks for any others.
    cspViolations.length = 0;
  });
});
