/**
 * The home-loan part of the reference data, normalised the way the switching engine needs it
 * (`src/domain/home-loans/`): products with their rate rows in fractions and fees in cents, the
 * lenders' summaries (cash back, packages, the refinance partner's panel), and the state
 * governments' mortgage fees from the curated `data/curated/state-mortgage-fees.json`, which ships
 * with the code. Pure: the data files are read by reference-data.ts, which names the file when a
 * record cannot be read.
 */
import curatedStateFees from '../../data/curated/state-mortgage-fees.json';
import type { DataWarning } from '../../src/domain/normalise/data-error';
import { normaliseHomeLoans } from '../../src/domain/normalise/normalise-products';
import { normaliseHomeLoanProviders } from '../../src/domain/normalise/normalise-providers';
import type { NormalisedHomeLoan, NormalisedHomeLoanProvider } from '../../src/domain/normalise/types';
import {
  parseStateMortgageFees,
  type StateMortgageFeeTable,
} from '../../src/domain/home-loans/state-mortgage-fees';

/** Checked once when the server starts: a mistake in the curated file stops it, naming the entry. */
export const STATE_MORTGAGE_FEES: StateMortgageFeeTable = parseStateMortgageFees(curatedStateFees);

export interface HomeLoanReferenceData {
  /** Date of the product file (`dateUpdated`), or null without home-loan data. */
  dateUpdated: string | null;
  loans: NormalisedHomeLoan[];
  /** The lenders' summaries from home-loan-providers.json. */
  providers: NormalisedHomeLoanProvider[];
  /** Values the normaliser repaired or dropped, for the start-up log. */
  warnings: readonly DataWarning[];
  /** Each state's and territory's mortgage registration and discharge fees. */
  stateFees: StateMortgageFeeTable;
}

export const NO_HOME_LOAN_DATA: HomeLoanReferenceData = {
  dateUpdated: null,
  loans: [],
  providers: [],
  warnings: [],
  stateFees: STATE_MORTGAGE_FEES,
};

/** Throws the normaliser's DataError (dataset and record named) on a record it cannot read. */
export function homeLoanReferenceData(rawProducts: unknown, rawProviders: unknown): HomeLoanReferenceData {
  const warnings: DataWarning[] = [];
  const set = normaliseHomeLoans(rawProducts, warnings);
  const { providers } = normaliseHomeLoanProviders(rawProviders, warnings);
  return { dateUpdated: set.dateUpdated, loans: set.products, providers, warnings, stateFees: STATE_MORTGAGE_FEES };
}
