/**
 * Node-only: reads the real `data/*.json` files for tests and the estimate benchmark. Pages and the
 * server get their data through their own loaders; this one exists so both checks use exactly the
 * data the site ships.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RawDataFiles } from '../data/raw-types';

export const DATA_DIR = join(__dirname, '..', '..', '..', 'data');

const FILES: Record<keyof RawDataFiles, string> = {
  providers: 'providers',
  providerOverview: 'provider-overview',
  creditCards: 'credit-cards',
  rewardPrograms: 'reward-programs',
  homeLoanProviders: 'home-loan-providers',
  personalLoanProviders: 'personal-loan-providers',
  savingsProviders: 'savings-providers',
  termDepositProviders: 'term-deposit-providers',
  transactionProviders: 'transaction-providers',
  fxProviders: 'fx-providers',
  synonyms: 'synonyms',
  productsCc: 'products-cc',
  productsHl: 'products-hl',
  productsPl: 'products-pl',
  productsCl: 'products-cl',
  productsTd: 'products-td',
  productsTx: 'products-tx',
  productsSv: 'products-sv',
  bnpl: 'bnpl',
  meta: 'meta',
};

export function dataFilesPresent(dir = DATA_DIR): boolean {
  return Object.values(FILES).every((name) => existsSync(join(dir, `${name}.json`)));
}

export function readDataFiles(dir = DATA_DIR): RawDataFiles {
  return Object.fromEntries(
    Object.entries(FILES).map(([key, name]) => [
      key,
      JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as unknown,
    ]),
  ) as unknown as RawDataFiles;
}
