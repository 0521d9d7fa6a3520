import * as React from 'react';
import type { RawHomeLoan, RawHomeLoanRate } from '../../../domain/data/raw-types';
import { formatCents, formatFee } from '../../../domain/format';
import type { Cents } from '../../../domain/finance/money';
import { HOME_LOAN_DEFAULTS } from '../../../domain/finance/defaults';
import { RateWithComparison } from '../../../components/ui/rate';
import {
  bestMatchingRate,
  HOME_LOAN_TERM_YEARS,
  withinAmount,
} from '../../../domain/home-loans/rate-matching';
import { type FeeListDollars, feesForRate } from '../../../domain/home-loans/rate-fees';
import { rateTypeText } from '../../../domain/home-loans/rate-type-text';
import { monthlyRepayment } from '../../calculators/loan-figures';
import { lastChangedColumn } from '../last-changed-column';
import type { RowIdentity, TableConfig } from '../table-config';
import { fixedTable, type TableConfigFactory } from '../table-kinds';

/** A loan with its package fee a year (0 without one), which its ongoing fees include. */
export type HomeLoanSourceRow = RawHomeLoan & RowIdentity & { packageFeeYearly?: number };

export interface HomeLoanTableRow extends RowIdentity {
  rate: RawHomeLoanRate;
  applicationFee: number;
  annualFee: number;
  offset: boolean;
  redraw: boolean;
  /** Monthly repayment on the chosen amount and term at `rate`; null without a usable amount. */
  repayment: Cents | null;
}

/**
 * Fees as the journey charges them for the chosen rate: upfront, and a year the loan's own, its
 * package's (not on a rate without the package) and those its comparison rate implies beyond the
 * lender's published list.
 */
function tableFees(
  loan: HomeLoanSourceRow,
  rate: RawHomeLoanRate,
): { applicationFee: number; annualFee: number } {
  const { fees, packageApplies } = feesForRate<FeeListDollars>(
    { fees: loan, feesWithoutPackage: loan.feesWithoutPackage },
    rate,
  );
  return {
    applicationFee: fees.applicationFee,
    annualFee:
      fees.annualFee +
      (packageApplies ? (loan.packageFeeYearly ?? 0) : 0) +
      (rate.impliedMonthlyFee ?? 0) * 12,
  };
}

export const homeLoanTableConfig: TableConfig<HomeLoanSourceRow, HomeLoanTableRow> = {
  caption: 'Home loans',
  pageSize: 25,
  defaultSort: { key: 'rate', direction: 'ascending' },
  filters: [
    {
      id: 'amount',
      kind: 'number',
      label: 'Loan amount',
      unit: '$',
      initial: HOME_LOAN_DEFAULTS.amount,
      min: 10_000,
      max: 20_000_000,
      step: 10_000,
    },
    {
      id: 'termYears',
      kind: 'select',
      label: 'Loan term',
      initial: '30',
      options: HOME_LOAN_TERM_YEARS.map((years) => ({ value: String(years), label: `${years} years` })),
    },
    {
      id: 'rateType',
      kind: 'select',
      label: 'Rate type',
      initial: 'variable',
      options: [
        { value: 'variable', label: 'Variable' },
        { value: 'fixed', label: 'Any fixed term' },
        { value: '12', label: 'Fixed 1 year' },
        { value: '24', label: 'Fixed 2 years' },
        { value: '36', label: 'Fixed 3 years' },
        { value: '60', label: 'Fixed 5 years' },
        { value: 'any', label: 'Variable or fixed' },
      ],
    },
    {
      id: 'purpose',
      kind: 'select',
      label: 'Loan purpose',
      initial: 'owner-occupier',
      options: [
        { value: 'owner-occupier', label: 'To live in' },
        { value: 'investment', label: 'Investment' },
      ],
    },
    {
      id: 'repayment',
      kind: 'select',
      label: 'Repayments',
      initial: 'principal-and-interest',
      options: [
        { value: 'principal-and-interest', label: 'Principal and interest' },
        { value: 'interest-only', label: 'Interest only' },
      ],
    },
    {
      id: 'lvr',
      kind: 'select',
      label: 'Loan-to-value ratio (LVR)',
      hint: 'Your loan as a share of the property value.',
      // A 40% deposit leaves a loan of 60% of the property's value.
      initial: String(Math.round((1 - HOME_LOAN_DEFAULTS.depositFraction) * 100)),
      options: [
        { value: '60', label: '60% or less' },
        { value: '70', label: 'Up to 70%' },
        { value: '80', label: 'Up to 80%' },
        { value: '90', label: 'Up to 90%' },
        { value: '95', label: 'Up to 95%' },
      ],
    },
    { id: 'offset', kind: 'checkbox', label: 'Offset account', initial: false },
  ],
  project: (loan, filters) => {
    if (filters.offset === true && !loan.offset) return null;
    const amount = Number(filters.amount);
    const years = Number(filters.termYears);
    if (!withinAmount(amount, loan.minAmount, loan.maxAmount)) return null;
    if (loan.maxTermYears !== null && years > loan.maxTermYears) return null;
    const rate = bestMatchingRate(loan.rates, filters);
    if (!rate) return null;
    return {
      id: loan.id,
      name: loan.name,
      providerId: loan.providerId,
      providerName: loan.providerName,
      href: loan.href,
      providerHref: loan.providerHref,
      ...(loan.changedOn ? { changedOn: loan.changedOn } : {}),
      rate,
      ...tableFees(loan, rate),
      offset: loan.offset,
      redraw: loan.redraw,
      // One repayment per loan, at the rate already chosen: never one per rate of the loan.
      repayment: monthlyRepayment(amount, rate.rate, years, rate.repayment === 'interest-only'),
    };
  },
  columns: [
    {
      key: 'rate',
      header: 'Interest rate',
      numeric: true,
      sortValue: (row) => row.rate.rate,
      render: (row) => <RateWithComparison rate={row.rate.rate} comparisonRate={row.rate.comparisonRate} />,
    },
    { key: 'rateType', header: 'Rate type', render: (row) => rateTypeText(row.rate) },
    {
      key: 'repayment',
      header: 'Repayment',
      sortName: 'monthly repayment',
      numeric: true,
      sortValue: (row) => row.repayment,
      render: (row) =>
        row.repayment === null ? (
          '—'
        ) : (
          <span className="rate-pair">
            <strong>{formatCents(row.repayment)}</strong>
            <small>{row.rate.repayment === 'interest-only' ? 'a month, interest only' : 'a month'}</small>
          </span>
        ),
    },
    {
      key: 'applicationFee',
      header: 'Upfront fees',
      numeric: true,
      sortValue: (row) => row.applicationFee,
      render: (row) => formatFee(row.applicationFee),
    },
    {
      key: 'annualFee',
      header: 'Ongoing fees a year',
      sortName: 'yearly ongoing fees',
      numeric: true,
      sortValue: (row) => row.annualFee,
      render: (row) => formatFee(row.annualFee),
    },
    {
      key: 'features',
      header: 'Offset / redraw',
      render: (row) => `${row.offset ? 'Offset' : 'No offset'}, ${row.redraw ? 'redraw' : 'no redraw'}`,
    },
    lastChangedColumn(),
  ],
};

/** The table of this category's pages. */
export const homeLoanTable: TableConfigFactory = fixedTable(homeLoanTableConfig);
