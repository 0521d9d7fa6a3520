import type { RawCreditCardRow } from '../../../domain/data/raw-types';
import { formatFee, formatRate } from '../../../domain/format';
import { lastChangedColumn } from '../last-changed-column';
import type { ColumnDef, RowIdentity, TableConfig } from '../table-config';
import { anyTable, type TableConfigFactory } from '../table-kinds';

export interface CreditCardTableRow extends RawCreditCardRow, RowIdentity {
  rewardProgramName: string | null;
}

/** The credit-card table's columns, the last-changed date aside. */
const creditCardColumns: ColumnDef<CreditCardTableRow>[] = [
  {
    key: 'annualFee',
    header: 'Annual fee',
    numeric: true,
    sortValue: (row) => row.annualFee,
    render: (row) => formatFee(row.annualFee),
  },
  {
    key: 'purchaseRate',
    header: 'Purchase rate',
    numeric: true,
    sortValue: (row) => row.purchaseRate ?? 0,
    render: (row) => (row.purchaseRate === null ? 'No interest' : formatRate(row.purchaseRate)),
  },
  {
    key: 'interestFreeDays',
    header: 'Interest-free days',
    numeric: true,
    sortValue: (row) => row.interestFreeDays,
    firstSort: 'descending',
    sortWords: { ascending: 'fewest first', descending: 'most first' },
    render: (row) => (row.interestFreeDays === null ? 'None' : `Up to ${row.interestFreeDays}`),
  },
  {
    key: 'balanceTransfer',
    header: 'Balance transfer',
    // The rate, and among equal rates the longer period first (a period is under 1,000 months).
    sortValue: (row) =>
      row.balanceTransferRate === null
        ? null
        : Math.round(row.balanceTransferRate * 10_000) * 1000 - (row.balanceTransferMonths ?? 0),
    sortName: 'balance transfer rate',
    render: (row) =>
      row.balanceTransferRate === null
        ? 'No offer'
        : `${formatRate(row.balanceTransferRate)}${row.balanceTransferMonths === null ? '' : ` for ${row.balanceTransferMonths} months`}`,
  },
  {
    key: 'rewards',
    header: 'Rewards',
    sortValue: (row) => row.earnRate,
    firstSort: 'descending',
    sortName: 'points per $1',
    sortWords: { ascending: 'fewest first', descending: 'most first' },
    render: (row) =>
      row.rewardProgramName === null
        ? 'None'
        : `${row.rewardProgramName}${row.earnRate === null ? '' : `, ${row.earnRate} ${row.earnRate === 1 ? 'pt' : 'pts'} per $1`}`,
  },
];

/** A program's name as it reads in the address (`?program=qantas-frequent-flyer`). */
function programSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const feeLimits: Record<string, number> = { any: Infinity, '0': 0, '100': 100, '200': 200, '400': 400 };
const rateLimits: Record<string, number> = { any: Infinity, '0.15': 0.15, '0.2': 0.2 };

export function creditCardTableConfig(
  programs: { id: number; name: string }[],
): TableConfig<CreditCardTableRow, CreditCardTableRow> {
  const programIds = new Map(programs.map((program) => [programSlug(program.name), program.id]));
  return {
    caption: 'Credit cards',
    pageSize: 25,
    defaultSort: { key: 'annualFee', direction: 'ascending' },
    filters: [
      {
        id: 'maxFee',
        kind: 'select',
        label: 'Annual fee',
        initial: 'any',
        options: [
          { value: 'any', label: 'Any fee' },
          { value: '0', label: 'No annual fee' },
          { value: '100', label: 'Up to $100' },
          { value: '200', label: 'Up to $200' },
          { value: '400', label: 'Up to $400' },
        ],
      },
      {
        id: 'maxRate',
        kind: 'select',
        label: 'Purchase rate',
        initial: 'any',
        options: [
          { value: 'any', label: 'Any rate' },
          { value: '0.15', label: 'Under 15% p.a.' },
          { value: '0.2', label: 'Under 20% p.a.' },
        ],
      },
      {
        id: 'program',
        kind: 'select',
        label: 'Rewards program',
        initial: 'any',
        options: [
          { value: 'any', label: 'Any program' },
          { value: 'rewards', label: 'Any rewards program' },
          { value: 'none', label: 'No rewards' },
          ...programs.map((program) => ({ value: programSlug(program.name), label: program.name })),
        ],
      },
      {
        id: 'minFreeDays',
        kind: 'select',
        label: 'Interest-free days',
        initial: 'any',
        options: [
          { value: 'any', label: 'Any' },
          { value: '44', label: 'At least 44 days' },
          { value: '55', label: 'At least 55 days' },
        ],
      },
      { id: 'balanceTransfer', kind: 'checkbox', label: 'Balance transfer offer', initial: false },
    ],
    project: (row, filters) => {
      if (row.annualFee > (feeLimits[String(filters.maxFee)] ?? Infinity)) return null;
      const rateLimit = rateLimits[String(filters.maxRate)] ?? Infinity;
      if (rateLimit !== Infinity && (row.purchaseRate ?? 0) >= rateLimit) return null;
      const program = String(filters.program);
      if (program === 'rewards' && row.rewardProgramId === 0) return null;
      if (program === 'none' && row.rewardProgramId !== 0) return null;
      if (programIds.has(program) && row.rewardProgramId !== programIds.get(program)) return null;
      if (filters.minFreeDays !== 'any' && (row.interestFreeDays ?? 0) < Number(filters.minFreeDays))
        return null;
      if (filters.balanceTransfer === true && row.balanceTransferRate === null) return null;
      return row;
    },
    columns: [...creditCardColumns, lastChangedColumn()],
    compareFacts: [
      {
        label: 'Minimum credit limit',
        render: (row) => (row.minCreditLimit === null ? 'Not published' : formatFee(row.minCreditLimit)),
      },
    ],
  };
}

/** The table of this category's pages. */
export const creditCardTable: TableConfigFactory = (programs) => anyTable(creditCardTableConfig(programs));

const yearlyCostLimits: Record<string, number> = { any: Infinity, '150': 150, '250': 250 };

/**
 * Cards that charge no purchase interest: what they cost is a fee (usually monthly, set by the
 * credit limit), so the table is of that cost and the limit, not of rates and interest-free days.
 */
export function noInterestCardTableConfig(): TableConfig<CreditCardTableRow, CreditCardTableRow> {
  return {
    caption: 'Credit cards with no purchase interest',
    pageSize: 25,
    defaultSort: { key: 'annualFee', direction: 'ascending' },
    filters: [
      {
        id: 'maxCost',
        kind: 'select',
        label: 'Cost a year',
        initial: 'any',
        options: [
          { value: 'any', label: 'Any cost' },
          { value: '150', label: 'Up to $150' },
          { value: '250', label: 'Up to $250' },
        ],
      },
    ],
    project: (row, filters) =>
      row.annualFee <= (yearlyCostLimits[String(filters.maxCost)] ?? Infinity) ? row : null,
    columns: [
      {
        key: 'annualFee',
        header: 'Cost a year',
        numeric: true,
        sortValue: (row) => row.annualFee,
        render: (row) => formatFee(row.annualFee),
      },
      {
        key: 'monthlyCost',
        header: 'Cost a month',
        numeric: true,
        render: (row) => formatFee(Math.round((row.annualFee / 12) * 100) / 100),
      },
      {
        key: 'creditLimit',
        header: 'Credit limit from',
        numeric: true,
        sortValue: (row) => row.minCreditLimit,
        sortName: 'credit limit',
        render: (row) => (row.minCreditLimit === null ? 'Not published' : formatFee(row.minCreditLimit)),
      },
      lastChangedColumn(),
    ],
  };
}

/** The table of the page of cards with no purchase interest. */
export const noInterestCardTable: TableConfigFactory = () => anyTable(noInterestCardTableConfig());
