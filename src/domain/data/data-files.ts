/**
 * The files of the reference data folder (`data/`), one per part of `RawDataFiles`: the one list
 * the build, the server's loader, the tests and the benchmarks read.
 */
import type { RawDataFiles } from './raw-types';

export const DATA_FILES = {
  meta: 'meta.json',
  providers: 'providers.json',
  providerOverview: 'provider-overview.json',
  creditCards: 'credit-cards.json',
  rewardPrograms: 'reward-programs.json',
  homeLoanProviders: 'home-loan-providers.json',
  personalLoanProviders: 'personal-loan-providers.json',
  savingsProviders: 'savings-providers.json',
  termDepositProviders: 'term-deposit-providers.json',
  transactionProviders: 'transaction-providers.json',
  fxProviders: 'fx-providers.json',
  synonyms: 'synonyms.json',
  bnpl: 'bnpl.json',
  productsCc: 'products-cc.json',
  productsHl: 'products-hl.json',
  productsPl: 'products-pl.json',
  productsCl: 'products-cl.json',
  productsTd: 'products-td.json',
  productsSv: 'products-sv.json',
  productsTx: 'products-tx.json',
} as const satisfies Record<keyof RawDataFiles, string>;
