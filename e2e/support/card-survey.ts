import { expect, type Page } from '@playwright/test';
import { waitForStartUp } from './accounts';

/**
 * The card survey with issue 12's example, up to its estimate: CommBank Smart Awards, $2,000 a month
 * spent, $1,800 repaid, $3,500 owed, its earn rate not known.
 */
export async function surveySmartAwards(page: Page): Promise<void> {
  await page.goto('/credit-cards/survey/');
  await waitForStartUp(page);
  await page.getByLabel('Search by name').fill('cba');
  await page.getByRole('radio', { name: 'CommBank' }).check();
  await page.getByRole('radio', { name: 'Smart Awards credit card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'How you use your card' })).toBeVisible();
  await page.getByLabel(/What you spend on it/).fill('2000');
  await page.getByRole('radio', { name: 'I pay part of it and carry a balance' }).check();
  await page.getByLabel(/What you repay/).fill('1800');
  await page.getByLabel(/What you owe/).fill('3500');
  const earnRate = page.getByRole('group', { name: 'Awards points you earn for each dollar you spend' });
  await expect(earnRate).toBeVisible();
  await earnRate.getByRole('radio', { name: /^I don’t know/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Work out what it costs' }).click();
  await expect(page).toHaveURL(/\/credit-cards\/estimate\/$/);
}
