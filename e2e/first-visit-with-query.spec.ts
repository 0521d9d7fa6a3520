/**
 * A first visit from a shared table link, a search result, an e-mail or an advertisement arrives
 * with a query string, in a browser that has never seen the site: no service worker yet. Each
 * template is opened that way, in a fresh browser context each time, with no query, with its own
 * query and with campaign parameters, at a phone's width and a desktop's. The test waits for the
 * service worker to take control (its first caching of the page's files) and for the start-up,
 * then checks that the page still shows its own heading and that nothing went wrong on the way:
 * no page error, no error on the console, no error report sent.
 *
 * Service workers run only over HTTPS or on "localhost", so the pages are opened at localhost.
 */
import { type Browser, expect, test } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8765);
const ORIGIN = `http://localhost:${PORT}`;
const CAMPAIGN = 'utm_source=newsletter&utm_medium=email&utm_campaign=spring-rates&gclid=Cj0KCQiA-test_1';

interface Template {
  name: string;
  path: string;
  /** The page's own query, as a link to it would carry. */
  query: string;
  heading: RegExp;
}

const TEMPLATES: Template[] = [
  { name: 'home', path: '/', query: 'ref=partner', heading: /^Should you stay with your bank, or switch\?$/ },
  {
    name: 'category',
    path: '/credit-cards/',
    query: 'sort=annual-fee&dir=asc',
    heading: /^Compare credit cards$/,
  },
  {
    name: 'product',
    path: '/credit-cards/anz/anz-frequent-flyer-black/',
    query: 'from=compare',
    heading: /^ANZ Frequent Flyer Black$/,
  },
  { name: 'provider', path: '/credit-cards/anz/', query: 'sort=purchase-rate&dir=desc', heading: /^ANZ/ },
  {
    name: 'guide',
    path: '/news-and-guides/balance-transfers-explained/',
    query: 'from=newsletter',
    heading: /^Balance transfers/,
  },
  { name: 'search', path: '/search/', query: 'q=anz%20rewards', heading: /^Search/ },
  {
    name: 'client-only journey',
    path: '/credit-cards/survey/',
    query: 'vid=first-visit-test-1',
    heading: /credit card/i,
  },
];

const WIDTHS = [
  { label: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { label: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

/** Opens `address` in a browser context of its own and returns what went wrong, if anything. */
async function firstVisit(
  browser: Browser,
  width: (typeof WIDTHS)[number],
  address: string,
  heading: RegExp,
): Promise<string[]> {
  const context = await browser.newContext({
    viewport: width.viewport,
    isMobile: width.isMobile,
    hasTouch: width.hasTouch,
  });
  const problems: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/errorReport/'))
        problems.push(`error report: ${request.postData() ?? ''}`);
    });
    await page.goto(`${ORIGIN}${address}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The service worker installs and takes control: the moment of its first caching.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    // Static pages start up once the visitor uses them or after a quiet few seconds; this waits for that.
    await expect(page.locator('html[data-started="true"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    // The caching goes on in idle time, a few files at a time.
    await page.waitForTimeout(1500);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    await context.close();
  }
  return problems;
}

test.describe('a first visit, with or without a query string', () => {
  for (const width of WIDTHS) {
    for (const template of TEMPLATES) {
      test(`${template.name} at ${width.viewport.width} px keeps its page`, async ({ browser }) => {
        test.setTimeout(120_000);
        const addresses = [
          template.path,
          `${template.path}?${template.query}`,
          `${template.path}?${template.query}&${CAMPAIGN}`,
        ];
        const outcomes = await Promise.all(
          addresses.map(async (address) => ({
            address,
            problems: await firstVisit(browser, width, address, template.heading),
          })),
        );
        expect(outcomes.filter((outcome) => outcome.problems.length > 0)).toEqual([]);
      });
    }
  }
});
