import type { RawTransactionAccount } from '../../../domain/data/raw-types';
import { formatFee, formatPercent, formatRate } from '../../../domain/format';
import { lastChangedColumn } from '../last-changed-column';
import type { RowIdentity, TableConfig } from '../table-config';
import { fixedTable, type TableConfigFactory } from '../table-kinds';

export type BankAccountTableRow = RawTransactionAccount & RowIdentity;

export const bankAccountTableConfig: TableConfig<BankAccountTableRow, BankAccountTableRow> = {
  caption: 'Bank accounts',
  pageSize: 25,
  defaultSort: { key: 'monthlyFee', direction: 'ascending' },
  filters: [
    { id: 'noFee', kind: 'checkbox', label: 'No monthly fee', initial: false },
    { id: 'noFxFee', kind: 'checkbox', label: 'No foreign transaction fee', initial: false },
    { id: 'wallet', kind: 'checkbox', label: 'Works with phone wallets', initial: false },
  ],
  project: (row, filters) => {
    if (filters.noFee === true && row.monthlyFee > 0) return null;
    if (filters.noFxFee === true && row.fxFee !== 0) return null;
    if (filters.wallet === true && !row.digitalWallet) return null;
    return row;
  },
  columns: [
    {
      key: 'monthlyFee',
      header: 'Monthly fee',
      numeric: true,
      sortValue: (row) => row.monthlyFee,
      render: (row) => formatFee(row.monthlyFee),
    },
    {
      key: 'waiver',
      header: 'Fee waived with',
      render: (row) =>
        row.monthlyFee === 0
          ? 'No fee to waive'
          : row.feeWaiverDeposit === null
            ? 'No waiver published'
            : `${formatFee(row.feeWaiverDeposit)} a month deposited`,
    },
    {
      key: 'fxFee',
      header: 'Foreign transaction fee',
      numeric: true,
      sortValue: (row) => row.fxFee,
      render: (row) => (row.fxFee === null ? 'Not published' : formatPercent(row.fxFee)),
    },
    {
      key: 'atm',
      header: 'Overseas ATM fee',
      numeric: true,
      sortValue: (row) => row.overseasAtmFee,
      render: (row) => (row.overseasAtmFee === null ? 'Not published' : formatFee(row.overseasAtmFee)),
    },
    {
      key: 'rate',
      header: 'Interest',
      numeric: true,
      sortValue: (row) => row.rate,
      firstSort: 'descending',
      sortName: 'interest rate',
      render: (row) => (row.rate === 0 ? 'None' : formatRate(row.rate)),
    },
    lastChangedColumn(),
  ],
  compareFacts: [
    { label: 'Debit card', render: (row) => (row.debitCard ? 'Yes' : 'No') },
    { label: 'Phone wallets', render: (row) => (row.digitalWallet ? 'Yes' : 'No') },
  ],
};

/** The table of this category's pages. */
export const bankAccountTable: TableConfigFactory = fixedTable(bankAccountTableConfig);
