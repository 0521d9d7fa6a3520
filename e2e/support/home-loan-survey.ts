import { expect, type Page } from '@playwright/test';
import { waitForStartUp } from './accounts';

/**
 * The home-loan survey as a refinancer with a variable loan at CommBank, up to deal versus market:
 * $400,000 at 6.49% over 25 years on an $800,000 home in Sydney.
 */
export async function surveyAsRefinancer(page: Page): Promise<void> {
  await page.goto('/home-loans/survey/');
  await waitForStartUp(page);
  await page.getByLabel('Search for your lender by name').fill('cba');
  await page.getByRole('radio', { name: 'CommBank' }).check();
  await page.getByLabel(/How much you owe/).fill('400000');
  await page.getByLabel(/Your interest rate/).fill('6.49');
  await page.getByLabel(/Years left on your loan/).fill('25');
  await page.getByLabel(/What your property is worth/).fill('800000');
  await page.getByLabel(/The property’s postcode/).fill('2000');
  // The purpose starts as the API's default (/getHLParameter/): a home to live in.
  await expect(page.getByRole('radio', { name: 'Home (I live in it)' })).toBeChecked();
  await page.getByRole('button', { name: 'Compare my loan' }).click();
  await expect(page).toHaveURL(/\/home-loans\/deal-vs-market\/$/);
}
