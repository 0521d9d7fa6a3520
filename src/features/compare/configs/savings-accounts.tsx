import * as React from 'react';
import type { RawSavingsAccount } from '../../../domain/data/raw-types';
import { formatFee, formatRate } from '../../../domain/format';
import { SAVINGS_DEFAULTS } from '../../../domain/finance/defaults';
import type { RowIdentity, TableConfig } from '../table-config';

export type SavingsTableRow = RawSavingsAccount & RowIdentity;

/** The rate this balance would earn: the maximum below the cap, only the base rate above it. */
export function rateForBalance(row: RawSavingsAccount, balance: number, conditionsMet: boolean): number {
  if (!conditionsMet) return row.baseRate;
  if (row.maxRateBalanceCap !== null && balance > row.maxRateBalanceCap) return row.baseRate;
  return row.maxRate;
}

export const savingsTableConfig: TableConfig<SavingsTableRow, SavingsTableRow> = {
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
    return row;
  },
  columns: [
    {
      key: 'maxRate',
      header: 'Maximum rate',
      numeric: true,
      sortValue: (row) => row.maxRate,
      render: (row) => <strong>{formatRate(row.maxRate)}</strong>,
    },
    {
      key: 'baseRate',
      header: 'Base rate',
      numeric: true,
      sortValue: (row) => row.baseRate,
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
      sortValue: (row) => (row.maxRateBalanceCap === null ? null : -row.maxRateBalanceCap),
      render: (row) => (row.maxRateBalanceCap === null ? 'No cap' : formatFee(row.maxRateBalanceCap)),
    },
    {
      key: 'monthlyFee',
      header: 'Monthly fee',
      numeric: true,
      sortValue: (row) => row.monthlyFee,
      render: (row) => formatFee(row.monthlyFee),
    },
  ],
  compareFacts: [
    {
      label: 'Introductory period',
      render: (row) => (row.introductoryMonths === null ? 'None' : `${row.introductoryMonths} months`),
    },
  ],
};
