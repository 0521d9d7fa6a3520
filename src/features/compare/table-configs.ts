import type { ProductCategory } from '../../config/paths';
import { anyTable, type AnyTableConfig, type RewardProgramChoice } from './table-kinds';
import { creditCardTableConfig } from './configs/credit-cards';
import { homeLoanTableConfig } from './configs/home-loans';
import { personalLoanTableConfig } from './configs/personal-loans';
import { termDepositTableConfig } from './configs/term-deposits';
import { savingsTableConfig } from './configs/savings-accounts';
import { bankAccountTableConfig } from './configs/bank-accounts';
import { bnplTableConfig } from './configs/bnpl';

const personalConfig = anyTable(personalLoanTableConfig('personal'));
const carConfig = anyTable(personalLoanTableConfig('car'));

/**
 * The table for any category, for pages that may show any of them (a provider's products in one
 * category). A category's own page imports only its table (see table-kinds.ts).
 */
export function tableConfigFor(code: ProductCategory, programs: RewardProgramChoice[] = []): AnyTableConfig {
  const configs: Record<ProductCategory, () => AnyTableConfig> = {
    cc: () => anyTable(creditCardTableConfig(programs)),
    hl: () => anyTable(homeLoanTableConfig),
    pl: () => personalConfig,
    cl: () => carConfig,
    td: () => anyTable(termDepositTableConfig),
    sv: () => anyTable(savingsTableConfig),
    tx: () => anyTable(bankAccountTableConfig),
    bnpl: () => anyTable(bnplTableConfig),
  };
  return configs[code]();
}
