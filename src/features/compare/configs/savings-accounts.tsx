import * as React from 'react';
import type { RawSavingsAccount } from '../../../domain/data/raw-types';
import { formatCents, formatFee, formatRate } from '../../../domain/format';
import type { Cents } from '../../../domain/finance/money';
import { SAVINGS_DEFAULTS } from '../../../domain/finance/defaults';
import { savingsYear } from '../../calculators/savings-figures';
import { lastChangedColumn } from '../last-changed-column';
import type { RowIdentity, TableConfig } from '../table-config';
import { fixedTable, type TableConfigFactory } from '../table-kinds';

export type SavingsSourceRow = RawSavingsAccount & RowIdentity;

export interface SavingsTableRow extends SavingsSourceRow {
  /** Interest over a year on the chosen balance; null without a usable balance. */
  yearInterest: Cents | null;
}

export const savingsTableConfig: TableConfig<SavingsSourceRow, SavingsTableRow> = {
  caption: 'Savings accounts',
  pageSize: 25,
  defaultSort: { key: 'maxRate', direction: 'descending' },
  filters: [
    {
      id: 'balance',
      kind: 'number',
      label: 'Balance',
      unit: '$',
      initial: SAVINGS_DEFAULTS.amount,
      min: 0,
      max: 10_000_000,
      step: 1000,
    },
    {
      id: 'deposit',
      kind: 'number',
      label: 'Monthly deposit',
      unit: '$',
      initial: 0,
      min: 0,
      max: 1_000_000,
      step: 100,
    },
    {
      id: 'conditionsMet',
      kind: 'checkbox',
      label: 'I meet the bonus conditions each month',
      hint: 'No withdrawals, card purchases and the like; deposits are checked against each account’s minimum.',
      initial: false,
    },
    {
      id: 'noConditions',
      kind: 'checkbox',
      label: 'No conditions to meet',
      hint: 'Only accounts whose best rate needs no monthly deposit or other condition.',
      initial: false,
    },
    { id: 'noFee', kind: 'checkbox', label: 'No monthly fee', initial: false },
    { id: 'noIntro', kind: 'checkbox', label: 'Leave out introductory rates', initial: false },
  ],
  project: (row, filters) => {
    if (filters.noConditions === true && row.bonusConditions.length > 0) return null;
    if (filters.noFee === true && row.monthlyFee > 0) return null;
    if (filters.noIntro === true && row.introductoryMonths !== null) return null;
    const year = savingsYear(
      row,
      Number(filters.balance),
      Number(filters.deposit ?? 0),
      filters.conditionsMet === true,
    );
    return { ...row, yearInterest: year?.interestCents ?? null };
  },
  columns: [
    {
      key: 'maxRate',
      header: 'Maximum rate',
      numeric: true,
      sortValue: (row) => row.maxRate,
      firstSort: 'descending',
      render: (row) => <strong>{formatRate(row.maxRate)}</strong>,
    },
    {
      key: 'yearInterest',
      header: 'Interest in a year',
      numeric: true,
      sortValue: (row) => row.yearInterest,
      firstSort: 'descending',
      render: (row) => (row.yearInterest === null ? '—' : formatCents(row.yearInterest)),
    },
    {
      key: 'baseRate',
      header: 'Base rate',
      numeric: true,
      sortValue: (row) => row.baseRate,
      firstSort: 'descending',
      render: (row) => formatRate(row.baseRate),
    },
    {
      key: 'conditions',
      header: 'To earn the maximum',
      render: (row) =>
        row.bonusConditions.length === 0 ? (
          'No conditions'
        ) : (
          <ul className="legal" style={{ margin: 0, paddingLeft: '1rem' }}>
            {row.bonusConditions.map((condition) => (
              <li key={condition.summary}>{condition.summary}</li>
            ))}
          </ul>
        ),
    },
    {
      key: 'cap',
      header: 'Balance cap',
      numeric: true,
      // No cap is the largest cap there is.
      sortValue: (row) => row.maxRateBalanceCap ?? Number.POSITIVE_INFINITY,
      firstSort: 'descending',
      render: (row) => (row.maxRateBalanceCap === null ? 'No cap' : formatFee(row.maxRateBalanceCap)),
    },
    {
      key: 'monthlyFee',
      header: 'Monthly fee',
      numeric: true,
      sortValue: (row) => row.monthlyFee,
      render: (row) => formatFee(row.monthlyFee),
    },
    lastChangedColumn(),
  ],
  compareFacts: [
    {
      label: 'Introductory period',
      render: (row) => (row.introductoryMonths === null ? 'None' : `${row.introductoryMonths} months`),
    },
  ],
};

/** The table of this category's pages. */
export const savingsTable: TableConfigFactory = fixedTable(savingsTableConfig);
