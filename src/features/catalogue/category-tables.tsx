import * as React from 'react';
import type { ProductCategory } from '../../config/paths';
import { ComparisonTable } from '../compare/comparison-table';
import type { RowIdentity } from '../compare/table-config';
import { creditCardTableConfig, type CreditCardTableRow } from '../compare/configs/credit-cards';
import { homeLoanTableConfig, type HomeLoanSourceRow } from '../compare/configs/home-loans';
import { personalLoanTableConfig, type PersonalLoanTableRow } from '../compare/configs/personal-loans';
import { termDepositTableConfig, type TermDepositSourceRow } from '../compare/configs/term-deposits';
import { savingsTableConfig, type SavingsTableRow } from '../compare/configs/savings-accounts';
import { bankAccountTableConfig, type BankAccountTableRow } from '../compare/configs/bank-accounts';
import { bnplTableConfig, type BnplTableRow } from '../compare/configs/bnpl';

const personalConfig = personalLoanTableConfig('personal');
const carConfig = personalLoanTableConfig('car');

/** The right comparison table for a category, from rows in page context. */
export function CategoryTable({
  code,
  rows,
  programs = [],
}: {
  code: ProductCategory;
  rows: RowIdentity[];
  programs?: { id: number; name: string }[];
}) {
  const cardConfig = React.useMemo(() => creditCardTableConfig(programs), [programs]);
  switch (code) {
    case 'cc':
      return (
        <ComparisonTable config={cardConfig} rows={rows as CreditCardTableRow[]} noun={['card', 'cards']} />
      );
    case 'hl':
      return (
        <ComparisonTable
          config={homeLoanTableConfig}
          rows={rows as HomeLoanSourceRow[]}
          noun={['loan', 'loans']}
        />
      );
    case 'pl':
      return (
        <ComparisonTable
          config={personalConfig}
          rows={rows as PersonalLoanTableRow[]}
          noun={['loan', 'loans']}
        />
      );
    case 'cl':
      return (
        <ComparisonTable config={carConfig} rows={rows as PersonalLoanTableRow[]} noun={['loan', 'loans']} />
      );
    case 'td':
      return (
        <ComparisonTable
          config={termDepositTableConfig}
          rows={rows as TermDepositSourceRow[]}
          noun={['deposit', 'deposits']}
        />
      );
    case 'sv':
      return (
        <ComparisonTable
          config={savingsTableConfig}
          rows={rows as SavingsTableRow[]}
          noun={['account', 'accounts']}
        />
      );
    case 'tx':
      return (
        <ComparisonTable
          config={bankAccountTableConfig}
          rows={rows as BankAccountTableRow[]}
          noun={['account', 'accounts']}
        />
      );
    case 'bnpl':
      return (
        <ComparisonTable
          config={bnplTableConfig}
          rows={rows as BnplTableRow[]}
          noun={['service', 'services']}
        />
      );
  }
}

export const categoriesWithComparisonRates: ReadonlySet<ProductCategory> = new Set(['hl', 'pl', 'cl']);
