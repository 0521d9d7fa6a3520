import type { ProductCategory } from '../../config/paths';
import type { AnyTableConfig, RewardProgramChoice, TableConfigFactory } from './table-kinds';
import { creditCardTable } from './configs/credit-cards';
import { homeLoanTable } from './configs/home-loans';
import { carLoanTable, personalLoanTable } from './configs/personal-loans';
import { termDepositTable } from './configs/term-deposits';
import { savingsTable } from './configs/savings-accounts';
import { bankAccountTable } from './configs/bank-accounts';
import { bnplTable } from './configs/bnpl';

const tables: Record<ProductCategory, TableConfigFactory> = {
  cc: creditCardTable,
  hl: homeLoanTable,
  pl: personalLoanTable,
  cl: carLoanTable,
  td: termDepositTable,
  sv: savingsTable,
  tx: bankAccountTable,
  bnpl: bnplTable,
};

/**
 * The table of any category, for the build (gatsby/table-files.ts), which works on every category
 * at once. Pages import only their own category's table (see table-kinds.ts).
 */
export function tableConfigFor(code: ProductCategory, programs: RewardProgramChoice[] = []): AnyTableConfig {
  return tables[code](programs);
}
