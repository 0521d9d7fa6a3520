import type { ProductCategory } from '../../config/paths';
import type { RowIdentity, TableConfig } from './table-config';
import { creditCardTableConfig } from './configs/credit-cards';
import { homeLoanTableConfig } from './configs/home-loans';
import { personalLoanTableConfig } from './configs/personal-loans';
import { termDepositTableConfig } from './configs/term-deposits';
import { savingsTableConfig } from './configs/savings-accounts';
import { bankAccountTableConfig } from './configs/bank-accounts';
import { bnplTableConfig } from './configs/bnpl';

export type AnyTableConfig = TableConfig<RowIdentity, RowIdentity>;

const personalConfig = personalLoanTableConfig('personal');
const carConfig = personalLoanTableConfig('car');

/** The table for each category; credit cards need the reward programs their filter offers. */
export function tableConfigFor(
  code: ProductCategory,
  programs: { id: number; name: string }[] = [],
): AnyTableConfig {
  const configs: Record<ProductCategory, () => unknown> = {
    cc: () => creditCardTableConfig(programs),
    hl: () => homeLoanTableConfig,
    pl: () => personalConfig,
    cl: () => carConfig,
    td: () => termDepositTableConfig,
    sv: () => savingsTableConfig,
    tx: () => bankAccountTableConfig,
    bnpl: () => bnplTableConfig,
  };
  return configs[code]() as AnyTableConfig;
}

export const tableNouns: Record<ProductCategory, [string, string]> = {
  cc: ['card', 'cards'],
  hl: ['loan', 'loans'],
  pl: ['loan', 'loans'],
  cl: ['loan', 'loans'],
  td: ['deposit', 'deposits'],
  sv: ['account', 'accounts'],
  tx: ['account', 'accounts'],
  bnpl: ['service', 'services'],
};
