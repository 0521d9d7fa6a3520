import { lastChangedColumn } from '../last-changed-column';
import type { RawTermDeposit, RawTermDepositRate } from '../../../domain/data/raw-types';
import { formatCents, formatFee, formatRate, formatTermMonths } from '../../../domain/format';
import type { Cents } from '../../../domain/finance/money';
import { DEPOSIT_DEFAULTS } from '../../../domain/finance/defaults';
import { depositInterest, paymentLabels, termLabel } from '../../calculators/deposit-figures';
import type { FilterValues, RowIdentity, TableConfig } from '../table-config';
import { fixedTable, type TableConfigFactory } from '../table-kinds';

export type TermDepositSourceRow = RawTermDeposit & RowIdentity;

export interface TermDepositTableRow extends RowIdentity {
  rate: RawTermDepositRate;
  minDeposit: number | null;
  /** All the interest the chosen amount earns over the term at `rate`; null without a usable amount. */
  interest: Cents | null;
}

/** The best rate for the chosen term, amount and payment frequency; null when none applies. */
export function bestDepositRate(
  rates: readonly RawTermDepositRate[],
  filters: FilterValues,
): RawTermDepositRate | null {
  const term = Number(filters.termMonths);
  const amount = Number(filters.amount);
  let best: RawTermDepositRate | null = null;
  for (const rate of rates) {
    if (rate.termMonths !== term) continue;
    if (rate.minAmount !== null && amount < rate.minAmount) continue;
    if (rate.maxAmount !== null && amount > rate.maxAmount) continue;
    if (filters.payment !== 'any' && rate.interestPayment !== filters.payment) continue;
    if (best === null || rate.rate > best.rate) best = rate;
  }
  return best;
}

export const termDepositTableConfig: TableConfig<TermDepositSourceRow, TermDepositTableRow> = {
  caption: 'Term deposits',
  pageSize: 25,
  defaultSort: { key: 'rate', direction: 'descending' },
  filters: [
    {
      id: 'amount',
      kind: 'number',
      label: 'Amount to invest',
      unit: '$',
      initial: DEPOSIT_DEFAULTS.amount,
      min: 1,
      max: 5_000_000,
      step: 1000,
    },
    {
      id: 'termMonths',
      kind: 'select',
      label: 'Deposit term',
      initial: String(DEPOSIT_DEFAULTS.termMonths),
      options: [1, 3, 4, 6, 9, 12, 18, 24, 36, 48, 60].map((months) => ({
        value: String(months),
        label: formatTermMonths(months),
      })),
    },
    {
      id: 'payment',
      kind: 'select',
      label: 'Interest paid',
      initial: 'any',
      options: [
        { value: 'any', label: 'Any way' },
        { value: 'maturity', label: 'At maturity' },
        { value: 'monthly', label: 'Monthly' },
        { value: 'quarterly', label: 'Quarterly' },
        { value: 'annually', label: 'Yearly' },
      ],
    },
  ],
  project: (deposit, filters) => {
    const rate = bestDepositRate(deposit.rates, filters);
    if (!rate) return null;
    return {
      id: deposit.id,
      name: deposit.name,
      providerId: deposit.providerId,
      providerName: deposit.providerName,
      href: deposit.href,
      providerHref: deposit.providerHref,
      ...(deposit.changedOn ? { changedOn: deposit.changedOn } : {}),
      rate,
      minDeposit: deposit.minDeposit,
      interest: depositInterest(Number(filters.amount), rate)?.totalInterest ?? null,
    };
  },
  columns: [
    {
      key: 'rate',
      header: 'Interest rate',
      numeric: true,
      sortValue: (row) => row.rate.rate,
      firstSort: 'descending',
      render: (row) => formatRate(row.rate.rate),
    },
    {
      key: 'interest',
      header: 'Interest earned',
      numeric: true,
      sortValue: (row) => row.interest,
      firstSort: 'descending',
      render: (row) => (row.interest === null ? '—' : formatCents(row.interest)),
    },
    { key: 'payment', header: 'Interest paid', render: (row) => paymentLabels[row.rate.interestPayment] },
    { key: 'term', header: 'Term', render: (row) => termLabel(row.rate) },
    {
      key: 'minDeposit',
      header: 'Minimum deposit',
      numeric: true,
      sortValue: (row) => row.minDeposit,
      render: (row) => (row.minDeposit === null ? 'Not published' : formatFee(row.minDeposit)),
    },
    lastChangedColumn(),
  ],
};

/** The table of this category's pages. */
export const termDepositTable: TableConfigFactory = fixedTable(termDepositTableConfig);
