import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  RawAccountFeeProvider,
  RawBnplProvider,
  RawCreditCardDataset,
  RawCreditCardRow,
  RawDataMeta,
  RawDepositProvider,
  RawHomeLoan,
  RawHomeLoanProviderSummary,
  RawPersonalLoan,
  RawPersonalLoanProviderSummaries,
  RawProductSet,
  RawProvider,
  RawProviderOverview,
  RawRewardProgram,
  RawSavingsAccount,
  RawSynonyms,
  RawTermDeposit,
  RawTransactionAccount,
} from '../src/domain/data/raw-types';

/** Every reference data file, parsed but not yet checked. */
export interface RawData {
  meta: RawDataMeta;
  providers: RawProvider[];
  providerOverview: RawProviderOverview[];
  creditCards: RawCreditCardDataset;
  rewardPrograms: RawRewardProgram[];
  homeLoanProviders: RawHomeLoanProviderSummary;
  personalLoanProviders: RawPersonalLoanProviderSummaries;
  savingsProviders: RawDepositProvider[];
  termDepositProviders: RawDepositProvider[];
  transactionProviders: RawAccountFeeProvider[];
  fxProviders: RawAccountFeeProvider[];
  synonyms: RawSynonyms;
  bnpl: RawBnplProvider[];
  products: {
    cc: RawProductSet<RawCreditCardRow>;
    hl: RawProductSet<RawHomeLoan>;
    pl: RawProductSet<RawPersonalLoan>;
    cl: RawProductSet<RawPersonalLoan>;
    td: RawProductSet<RawTermDeposit>;
    sv: RawProductSet<RawSavingsAccount>;
    tx: RawProductSet<RawTransactionAccount>;
  };
}

export const dataFiles = {
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
} as const;

const productCodes = ['cc', 'hl', 'pl', 'cl', 'td', 'sv', 'tx'] as const;

function readJson(dir: string, file: string): unknown {
  const full = path.join(dir, file);
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw new Error(`Reference data ${full} could not be read: ${(error as Error).message}`);
  }
}

/** Reads `data/`. Fails naming the file when one is missing or is not JSON. */
export function loadRawData(dir: string): RawData {
  const entries = Object.entries(dataFiles).map(([key, file]) => [key, readJson(dir, file)]);
  const products = Object.fromEntries(
    productCodes.map((code) => [code, readJson(dir, `products-${code}.json`)]),
  );
  return { ...Object.fromEntries(entries), products } as RawData;
}
