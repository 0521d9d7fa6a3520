import { scriptsAddedAfterFirstPaint } from '../gatsby/scripts-after-first-paint';
import { expect, test } from './support/content-security-policy';
import { expectAccessiblePage } from './support/axe';

test.describe('framework behaviour', () => {
  test('static pages win over the client-only apps, and only app pages carry the loading overlay', async ({
    page,
    request,
  }) => {
    const table = await request.get('/credit-cards/');
    expect(table.status()).toBe(200);
    const tableHtml = await table.text();
    expect(tableHtml).toContain('Compare credit cards');
    expect(tableHtml).not.toContain('app-loading-overlay');

    const appHtml = await (await request.get('/user/sign-in/')).text();
    expect(appHtml).toContain('id="app-loading-overlay"');

    await page.goto('/credit-cards/');
    await expect(page.getByRole('heading', { level: 1, name: 'Compare credit cards' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Credit cards' })).toBeVisible();

    // A sub-app address with no screen yet gets the section's not-found screen.
    await page.goto('/credit-cards/survey/no-such-step/');
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to credit cards' })).toHaveAttribute(
      'href',
      '/credit-cards/',
    );
    await expectAccessiblePage(page);
  });

  test('trailing slashes are added, except on file addresses', async ({ page, request }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about\/$/);
    await page.goto('/user/sign-in');
    await expect(page).toHaveURL(/\/user\/sign-in\/$/);
    const file = await request.get('/redirect/index.html', { maxRedirects: 0 });
    expect(file.status()).toBe(200);
  });

  test('old addresses follow the redirect rules in the browser', async ({ page }) => {
    await page.goto('/no-interest-credit-cards/?from=old#top');
    await expect(page).toHaveURL(/\/interest-free-credit-cards\/\?from=old#top$/);
  });

  test('the canonical link follows path, query and hash; the announcer names the new page; page changes scroll to the top', async ({
    page,
  }) => {
    await page.goto('/about/?ref=test#team');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', 'https://www.staysmart.com.au/about/?ref=test#team');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help', exact: true }).click();
    await expect(page).toHaveURL(/\/help\/$/);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page.locator('#gatsby-announcer')).toHaveText(`Navigated to ${heading ?? ''}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(canonical).toHaveAttribute('href', 'https://www.staysmart.com.au/help/');
    // The language is the page's own, and a page change leaves it alone.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
  });

  test('a missing page shows the 404 page, and the 500 page exists for server failures', async ({
    page,
    request,
  }) => {
    const missing = await page.goto('/no-such-page/');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible();
    const serverError = await request.get('/500.html');
    expect(serverError.status()).toBe(200);
    expect(await serverError.text()).toContain('Something went wrong on our side');
  });

  test('a page’s own code loads without Gatsby adding it after the page data, and links on screen prefetch their pages’ code', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    // The page's component arrives through the page's own loader, in the order it names them.
    const named = scriptsAddedAfterFirstPaint(await page.content());
    expect(named.some((file) => file.startsWith('/component---src-pages-index-tsx-'))).toBe(true);
    expect(named.at(-1)).toMatch(/^\/app-[0-9a-f]+\.js$/);
    await expect.poll(() => scripts.slice(0, named.length)).toEqual(named);
    // Gatsby's loader finds the build's chunk map, so a prefetched page brings its code.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const mapping = (window as { ___chunkMapping?: unknown }).___chunkMapping;
          return typeof mapping === 'object' && mapping !== null
            ? ((mapping as Record<string, unknown>)['component---src-pages-credit-cards-tsx'] ?? null)
            : null;
        }),
      )
      .toEqual([expect.stringMatching(/^\/component---src-pages-credit-cards-tsx-[0-9a-f]+\.js$/)]);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('link[rel="prefetch"]')].some((link) =>
            /^\/component---src-pages-credit-cards-tsx-[0-9a-f]+\.js$/.test(link.getAttribute('href') ?? ''),
          ),
        ),
      )
      .toBe(true);
    // Neither Gatsby nor webpack asked for any of them again.
    expect(scripts.filter((file, index) => scripts.indexOf(file) !== index)).toEqual([]);
  });
});
