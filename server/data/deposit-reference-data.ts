/**
 * The savings-account and term-deposit part of the reference data, normalised for the deposit
 * checks (`src/domain/deposits/`). Either file may be missing: that kind of check then has no
 * products. Pure: reference-data.ts reads the files and names the file when a record cannot be read.
 */
import { labelledName } from '../../src/domain/cards/labelled-name';
import type { DataWarning } from '../../src/domain/normalise/data-error';
import { normaliseSavingsAccounts, normaliseTermDeposits } from '../../src/domain/normalise/normalise-products';
import type { NormalisedSavingsAccount, NormalisedTermDeposit } from '../../src/domain/normalise/types';

export interface DepositReferenceData {
  /** Date of each product file (`dateUpdated`), or null without it. */
  savingsDate: string | null;
  termDepositsDate: string | null;
  savingsAccounts: NormalisedSavingsAccount[];
  termDeposits: NormalisedTermDeposit[];
  warnings: readonly DataWarning[];
}

/** Throws the normaliser's DataError (dataset and record named) on a record it cannot read. */
export function depositReferenceData(
  rawSavings: unknown,
  rawTermDeposits: unknown,
  /** What tells apart a provider's products of one name, by id (`src/domain/product-labels.ts`). */
  labels: ReadonlyMap<string, string> = new Map(),
): DepositReferenceData {
  const warnings: DataWarning[] = [];
  const savings = rawSavings === null ? null : normaliseSavingsAccounts(rawSavings, warnings);
  const termDeposits = rawTermDeposits === null ? null : normaliseTermDeposits(rawTermDeposits, warnings);
  const named = <P extends { id: string; name: string }>(product: P): P => ({
    ...product,
    name: labelledName(product.name, labels.get(product.id)),
  });
  return {
    savingsDate: savings?.dateUpdated ?? null,
    termDepositsDate: termDeposits?.dateUpdated ?? null,
    savingsAccounts: (savings?.products ?? []).map(named),
    termDeposits: (termDeposits?.products ?? []).map(named),
    warnings,
  };
}
