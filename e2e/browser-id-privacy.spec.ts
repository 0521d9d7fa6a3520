/**
 * A visitor's check is theirs alone (issue 32, point 1): the browser id the server issues is an
 * HttpOnly cookie no script on the page can read, nothing the page stores names the browser, and a
 * second browser given a copy of the first one's localStorage reaches none of its data on the server.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/content-security-policy';
import { waitForStartUp } from './support/accounts';
import { surveySmartAwards } from './support/card-survey';

/** A call to the API as the page makes it: the context's cookies and its XSRF token. */
async function ask(context: BrowserContext, path: string, data: Record<string, unknown> = {}) {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`/api/v1${path}`, { data, headers: { 'x-xsrf-token': xsrf } });
  return { status: response.status(), body: await response.text() };
}

test('the browser id is an HttpOnly cookie, and a copied localStorage reaches nothing', async ({
  page,
  context,
  browser,
}) => {
  await surveySmartAwards(page);
  await expect(page.locator('.journey-total').first()).toContainText('$');
  const browserCookie = (await context.cookies()).find((cookie) => cookie.name === 'ss_browser');
  expect(browserCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const browserId = browserCookie?.value.split('.')[0] ?? '';
  expect(browserId).not.toBe('');
  expect(await page.evaluate(() => document.cookie)).not.toContain('ss_browser');
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).not.toContain(browserId);
  const surveyId = /surveyId\\?":\\?"([0-9a-f-]{36})/.exec(stored)?.[1] ?? '';
  expect(surveyId).not.toBe('');
  expect((await ask(context, '/myCurrentDeal/', { survey_id: surveyId })).status).toBe(200);

  // Another browser with everything the first one's scripts could read.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await other.addInitScript((entries: string) => {
    for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>)) {
      window.localStorage.setItem(key, value);
    }
  }, stored);
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await waitForStartUp(otherPage);
  const otherBrowser = (await other.cookies()).find((cookie) => cookie.name === 'ss_browser');
  expect(otherBrowser?.value.split('.')[0]).not.toBe(browserId);
  const deal = await ask(other, '/myCurrentDeal/', { survey_id: surveyId });
  expect(deal.status).toBe(404);
  expect(JSON.parse((await ask(other, '/myCurrentDeal/')).body)).toMatchObject({ survey_id: null });
  expect(JSON.parse((await ask(other, '/checkActiveEvent/')).body)).toMatchObject({ event: null });
  await other.close();
});
