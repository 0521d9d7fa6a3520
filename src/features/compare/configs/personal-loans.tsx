import { lastChangedColumn } from '../last-changed-column';
import * as React from 'react';
import type { RawPersonalLoan } from '../../../domain/data/raw-types';
import { formatCents, formatFee, formatRate, formatTermMonths } from '../../../domain/format';
import type { Cents } from '../../../domain/finance/money';
import { PERSONAL_LOAN_DEFAULTS } from '../../../domain/finance/defaults';
import { RateWithComparison } from '../../../components/ui/rate';
import { monthlyLoanCost } from '../../calculators/loan-figures';
import type { ColumnDef, FilterDef, RowIdentity, TableConfig } from '../table-config';
import { fixedTable, type TableConfigFactory } from '../table-kinds';

export type PersonalLoanSourceRow = RawPersonalLoan & RowIdentity;

export interface PersonalLoanTableRow extends PersonalLoanSourceRow {
  /** At the lowest advertised rate, monthly fee included; null without a usable amount. */
  monthlyRepayment: Cents | null;
  /** Repayments, establishment fee and monthly fees over the chosen term, at the lowest rate. */
  totalCost: Cents | null;
}

function fromAmount(cents: Cents | null, suffix?: string): React.ReactNode {
  if (cents === null) return '—';
  return (
    <span className="rate-pair">
      <span>
        <small>from </small>
        <strong>{formatCents(cents)}</strong>
      </span>
      {suffix ? <small>{suffix}</small> : null}
    </span>
  );
}

function amountRange(row: PersonalLoanSourceRow): string {
  if (row.minAmount === null && row.maxAmount === null) return 'Not published';
  const min = row.minAmount === null ? 'Any' : formatFee(row.minAmount);
  const max = row.maxAmount === null ? 'no stated maximum' : formatFee(row.maxAmount);
  return `${min} to ${max}`;
}

function termRange(row: PersonalLoanSourceRow): string {
  if (row.minTermMonths === null && row.maxTermMonths === null) return 'Not published';
  const min = row.minTermMonths === null ? '' : formatTermMonths(row.minTermMonths);
  const max = row.maxTermMonths === null ? '' : formatTermMonths(row.maxTermMonths);
  return min && max ? `${min} to ${max}` : min || `Up to ${max}`;
}

/** The personal- and car-loan table's columns, the last-changed date aside. */
const personalLoanColumns: ColumnDef<PersonalLoanTableRow>[] = [
  {
    key: 'rate',
    header: 'Interest rate from',
    sortName: 'starting rate',
    numeric: true,
    sortValue: (row) => row.minRate,
    render: (row) => <RateWithComparison rate={row.minRate} comparisonRate={row.comparisonRate} />,
  },
  {
    key: 'monthlyRepayment',
    header: 'Monthly repayment',
    numeric: true,
    sortValue: (row) => row.monthlyRepayment,
    render: (row) =>
      fromAmount(row.monthlyRepayment, row.monthlyFee > 0 ? 'monthly fee included' : undefined),
  },
  {
    key: 'totalCost',
    header: 'Total cost',
    numeric: true,
    sortValue: (row) => row.totalCost,
    render: (row) => fromAmount(row.totalCost, 'repayments and fees'),
  },
  {
    key: 'maxRate',
    header: 'Rate up to',
    sortName: 'top rate',
    numeric: true,
    sortValue: (row) => row.maxRate,
    render: (row) => formatRate(row.maxRate),
  },
  {
    key: 'establishmentFee',
    header: 'Establishment fee',
    numeric: true,
    sortValue: (row) => row.establishmentFee,
    render: (row) => formatFee(row.establishmentFee),
  },
  {
    key: 'monthlyFee',
    header: 'Monthly fee',
    numeric: true,
    sortValue: (row) => row.monthlyFee,
    render: (row) => formatFee(row.monthlyFee),
  },
];

/** Personal and car loans share one table; car loans add the secured filter. */
export function personalLoanTableConfig(
  kind: 'personal' | 'car',
): TableConfig<PersonalLoanSourceRow, PersonalLoanTableRow> {
  const filters: FilterDef[] = [
    {
      id: 'amount',
      kind: 'number',
      label: 'Loan amount',
      unit: '$',
      initial: PERSONAL_LOAN_DEFAULTS.amount,
      min: 1000,
      max: 250000,
      step: 1000,
    },
    {
      id: 'termYears',
      kind: 'select',
      label: 'Loan term',
      initial: String(PERSONAL_LOAN_DEFAULTS.termYears),
      options: [1, 2, 3, 4, 5, 6, 7].map((years) => ({
        value: String(years),
        label: `${years} ${years === 1 ? 'year' : 'years'}`,
      })),
    },
    {
      id: 'rateType',
      kind: 'select',
      label: 'Rate type',
      initial: 'any',
      options: [
        { value: 'any', label: 'Fixed or variable' },
        { value: 'fixed', label: 'Fixed' },
        { value: 'variable', label: 'Variable' },
      ],
    },
  ];
  if (kind === 'car') {
    filters.push({
      id: 'secured',
      kind: 'select',
      label: 'Security',
      initial: 'any',
      options: [
        { value: 'any', label: 'Secured or unsecured' },
        { value: 'secured', label: 'Secured by the car' },
        { value: 'unsecured', label: 'Unsecured' },
      ],
    });
  }
  return {
    caption: kind === 'car' ? 'Car loans' : 'Personal loans',
    pageSize: 25,
    defaultSort: { key: 'rate', direction: 'ascending' },
    filters,
    project: (row, values) => {
      const amount = Number(values.amount);
      const months = Number(values.termYears) * 12;
      if (row.minAmount !== null && amount < row.minAmount) return null;
      if (row.maxAmount !== null && amount > row.maxAmount) return null;
      if (row.minTermMonths !== null && months < row.minTermMonths) return null;
      if (row.maxTermMonths !== null && months > row.maxTermMonths) return null;
      if (values.rateType !== 'any' && row.rateType !== values.rateType) return null;
      if (values.secured === 'secured' && !row.secured) return null;
      if (values.secured === 'unsecured' && row.secured) return null;
      const cost = monthlyLoanCost(amount, row.minRate, months / 12, {
        upfront: row.establishmentFee,
        monthly: row.monthlyFee,
        yearly: 0,
      });
      return { ...row, monthlyRepayment: cost?.monthly ?? null, totalCost: cost?.totalCost ?? null };
    },
    columns: [...personalLoanColumns, lastChangedColumn()],
    // What a loan lends and for how long: the table's amount and term filters already leave out the
    // loans that do not take them, so these are facts of the side-by-side view, not columns.
    compareFacts: [
      { label: 'Borrow', render: amountRange },
      { label: 'Term', render: termRange },
      { label: 'Rate type', render: (row) => (row.rateType === 'fixed' ? 'Fixed' : 'Variable') },
      { label: 'Secured', render: (row) => (row.secured ? 'Yes' : 'No') },
      { label: 'Extra repayments', render: (row) => (row.extraRepayments ? 'Allowed' : 'Not stated') },
      {
        label: 'Early repayment fee',
        render: (row) =>
          row.earlyRepaymentFee === null ? 'None published' : formatFee(row.earlyRepaymentFee),
      },
    ],
  };
}

/** The tables of the personal-loan and car-loan pages. */
export const personalLoanTable: TableConfigFactory = fixedTable(personalLoanTableConfig('personal'));
export const carLoanTable: TableConfigFactory = fixedTable(personalLoanTableConfig('car'));
