import type { RawBnplProvider } from '../../../domain/data/raw-types';
import { licenceText, repaymentsText } from '../../../domain/bnpl-words';
import { formatFee } from '../../../domain/format';
import type { RowIdentity, TableConfig } from '../table-config';
import { fixedTable, type TableConfigFactory } from '../table-kinds';

export type BnplTableRow = RawBnplProvider & RowIdentity;

export const bnplTableConfig: TableConfig<BnplTableRow, BnplTableRow> = {
  caption: 'Buy now pay later services',
  pageSize: 25,
  defaultSort: { key: 'fees', direction: 'ascending' },
  filters: [
    { id: 'noAccountFee', kind: 'checkbox', label: 'No account fee', initial: false },
    { id: 'noInterest', kind: 'checkbox', label: 'No interest', initial: false },
  ],
  project: (row, filters) => {
    if (filters.noAccountFee === true && row.accountFeeMonthly > 0) return null;
    if (filters.noInterest === true && row.interestRate > 0) return null;
    return row;
  },
  columns: [
    {
      key: 'limit',
      header: 'Spending limit',
      numeric: true,
      sortValue: (row) => row.maxLimit,
      firstSort: 'descending',
      sortName: 'top spending limit',
      render: (row) => `${formatFee(row.minLimit)} to ${formatFee(row.maxLimit)}`,
    },
    {
      key: 'plan',
      header: 'Repayments',
      render: (row) => repaymentsText(row),
    },
    {
      key: 'fees',
      header: 'Account fee a month',
      sortName: 'monthly account fee',
      numeric: true,
      sortValue: (row) => row.accountFeeMonthly,
      render: (row) => formatFee(row.accountFeeMonthly),
    },
    {
      key: 'late',
      header: 'Late fee',
      numeric: true,
      sortValue: (row) => row.latePaymentFee,
      render: (row) =>
        row.latePaymentFee === 0
          ? 'None'
          : `${formatFee(row.latePaymentFee)}${row.maxLateFees === null ? '' : `, at most ${formatFee(row.maxLateFees)}`}`,
    },
    {
      key: 'licensed',
      header: 'Credit licence',
      render: (row) => licenceText(row, { yes: 'Licensed', no: 'Not licensed' }),
    },
  ],
};

/** The table of this category's pages. */
export const bnplTable: TableConfigFactory = fixedTable(bnplTableConfig);
