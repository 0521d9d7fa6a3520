/**
 * One call turns every parsed data file into clean typed values. It throws a DataError naming the
 * dataset and record on anything it cannot interpret, and returns the repairs it made as warnings
 * so a build can print them.
 */
import type { RawDataFiles } from '../data/raw-types';
import { DataError, type DataWarning } from './data-error';
import { normaliseCreditCards } from './normalise-credit-cards';
import {
  normaliseBnpl,
  normaliseMeta,
  normaliseRewardPrograms,
  normaliseSynonyms,
} from './normalise-curated';
import {
  normaliseCreditCardRows,
  normaliseHomeLoans,
  normalisePersonalLoans,
  normaliseSavingsAccounts,
  normaliseTermDeposits,
  normaliseTransactionAccounts,
} from './normalise-products';
import {
  normaliseAccountFeeProviders,
  normaliseDepositProviders,
  normaliseHomeLoanProviders,
  normalisePersonalLoanProviders,
  normaliseProviderOverview,
  normaliseProviders,
} from './normalise-providers';
import type { NormalisedData } from './types';

/** Every product and card must belong to a provider in providers.json, and reward ids must exist. */
function checkReferences(data: Omit<NormalisedData, 'warnings'>): void {
  const providerIds = new Set(data.providers.map((provider) => provider.id));
  const programIds = new Set(data.rewardPrograms.map((program) => program.id));
  const products = [
    ...data.creditCards.cards.map((card) => ({
      dataset: 'credit-cards',
      id: card.id,
      providerId: card.providerId,
    })),
    ...Object.entries(data.products).flatMap(([code, set]) =>
      set.products.map((product: { id: string; providerId: string }) => ({
        dataset: `products-${code}`,
        id: product.id,
        providerId: product.providerId,
      })),
    ),
  ];
  for (const product of products) {
    if (!providerIds.has(product.providerId)) {
      throw new DataError(product.dataset, product.id, `provider ${product.providerId} is not in providers`);
    }
  }
  for (const card of data.creditCards.cards) {
    if (!programIds.has(card.rewardProgramId)) {
      throw new DataError(
        'credit-cards',
        card.id,
        `reward program ${card.rewardProgramId} is not in reward-programs`,
      );
    }
  }
}

export function normaliseAll(raw: RawDataFiles): NormalisedData {
  const warnings: DataWarning[] = [];
  const providers = normaliseProviders(raw.providers, warnings);
  const data: Omit<NormalisedData, 'warnings'> = {
    providers,
    providerOverview: normaliseProviderOverview(raw.providerOverview, warnings),
    creditCards: normaliseCreditCards(raw.creditCards, warnings),
    rewardPrograms: normaliseRewardPrograms(raw.rewardPrograms, warnings),
    homeLoanProviders: normaliseHomeLoanProviders(raw.homeLoanProviders, warnings),
    personalLoanProviders: normalisePersonalLoanProviders(raw.personalLoanProviders, warnings),
    savingsProviders: normaliseDepositProviders('savings-providers', raw.savingsProviders, warnings),
    termDepositProviders: normaliseDepositProviders(
      'term-deposit-providers',
      raw.termDepositProviders,
      warnings,
    ),
    transactionProviders: normaliseAccountFeeProviders(
      'transaction-providers',
      raw.transactionProviders,
      warnings,
    ),
    fxProviders: normaliseAccountFeeProviders('fx-providers', raw.fxProviders, warnings),
    synonyms: normaliseSynonyms(
      raw.synonyms,
      providers.map((provider) => provider.name),
    ),
    products: {
      cc: normaliseCreditCardRows(raw.productsCc, warnings),
      hl: normaliseHomeLoans(raw.productsHl, warnings),
      pl: normalisePersonalLoans('pl', raw.productsPl, warnings),
      cl: normalisePersonalLoans('cl', raw.productsCl, warnings),
      td: normaliseTermDeposits(raw.productsTd, warnings),
      tx: normaliseTransactionAccounts(raw.productsTx, warnings),
      sv: normaliseSavingsAccounts(raw.productsSv, warnings),
    },
    bnpl: normaliseBnpl(raw.bnpl, warnings),
    meta: normaliseMeta(raw.meta),
  };
  checkReferences(data);
  return { ...data, warnings };
}
