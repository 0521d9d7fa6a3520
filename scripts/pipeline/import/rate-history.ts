/**
 * The real home-loan rate history that comes with the 2024 snapshot
 * (`history/home-loan-rate-history.json`: each product's rates as a crawler saw them from May 2022
 * to August 2024) turned into change entries, so that rate history is real from the first import.
 *
 * A series carries a rate's type, fixed period, repayment and purpose, but no LVR band, so it is
 * matched to one of the loan's rates only when exactly one rate of that description has the
 * series' last rate today; series that match none or several, or that hold two different rates at
 * one moment (two rates merged by the crawler), are left out and counted.
 */
import { rateField, type ChangeEntry } from '../../../src/domain/changes/change-entry';
import { homeLoanRateKeys } from '../../../src/domain/changes/rate-keys';
import type { RawHomeLoan, RawHomeLoanRate } from '../../../src/domain/data/raw-types';
import { sydneyDate } from './sydney-time';

export interface RateHistoryFile {
  products: {
    dataHolderBrandId: string;
    productId: string;
    series: {
      lendingRateType?: string;
      repaymentType?: string;
      purpose?: string;
      period?: unknown;
      points: { on: number; rate: number }[];
    }[];
  }[];
}

export interface RateHistoryResult {
  changes: ChangeEntry[];
  matchedSeries: number;
  leftOut: { noProduct: number; noMatch: number; ambiguous: number; merged: number; noChange: number };
}

const RATE_TYPES: Record<string, RawHomeLoanRate['rateType']> = { VARIABLE: 'variable', FIXED: 'fixed' };
const REPAYMENTS: Record<string, RawHomeLoanRate['repayment']> = {
  PRINCIPAL_AND_INTEREST: 'principal-and-interest',
  INTEREST_ONLY: 'interest-only',
};
const PURPOSES: Record<string, RawHomeLoanRate['purpose']> = {
  OWNER_OCCUPIED: 'owner-occupier',
  INVESTMENT: 'investment',
};

/** A percentage as a fraction, rounded to the six places rates are published to. */
function fraction(percent: number): number {
  return Math.round(percent * 10_000) / 1_000_000;
}

type Series = RateHistoryFile['products'][number]['series'][number];

function describes(series: Series, rate: RawHomeLoanRate): boolean {
  const rateType = RATE_TYPES[series.lendingRateType ?? ''];
  if (rateType !== rate.rateType) return false;
  if (rateType === 'fixed' && (typeof series.period !== 'number' || series.period !== rate.fixedMonths))
    return false;
  const repayment = series.repaymentType ? REPAYMENTS[series.repaymentType] : undefined;
  if (series.repaymentType && repayment !== rate.repayment) return false;
  const purpose = series.purpose ? PURPOSES[series.purpose] : undefined;
  if (series.purpose && purpose !== rate.purpose) return false;
  return true;
}

/** The series' points in time order, one per moment; null when one moment holds two rates. */
function orderedPoints(series: Series): { on: number; rate: number }[] | null {
  const byTime = new Map<number, number>();
  for (const point of series.points) {
    const seen = byTime.get(point.on);
    if (seen !== undefined && seen !== point.rate) return null;
    byTime.set(point.on, point.rate);
  }
  return [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([on, rate]) => ({ on, rate }));
}

export function changesFromRateHistory(
  history: RateHistoryFile,
  homeLoans: readonly RawHomeLoan[],
  productIds: Readonly<Record<string, string>>,
): RateHistoryResult {
  const loans = new Map(homeLoans.map((loan) => [loan.id, loan]));
  const leftOut = { noProduct: 0, noMatch: 0, ambiguous: 0, merged: 0, noChange: 0 };
  const changes: ChangeEntry[] = [];
  let matchedSeries = 0;
  for (const product of history.products) {
    const loan = loans.get(productIds[`${product.dataHolderBrandId}:${product.productId}`] ?? '');
    if (loan === undefined) {
      leftOut.noProduct += product.series.length;
      continue;
    }
    const keys = homeLoanRateKeys(loan.rates);
    const taken = new Set<string>();
    for (const series of product.series) {
      const points = orderedPoints(series);
      if (points === null || points.length === 0) {
        leftOut.merged += 1;
        continue;
      }
      const last = fraction((points.at(-1) as { rate: number }).rate);
      const matches = loan.rates.flatMap((rate, i) =>
        describes(series, rate) && Math.abs(rate.rate - last) < 1e-7 ? [keys[i] as string] : [],
      );
      if (matches.length === 0) {
        leftOut.noMatch += 1;
        continue;
      }
      const [key] = matches;
      if (matches.length > 1 || taken.has(key as string)) {
        leftOut.ambiguous += 1;
        continue;
      }
      taken.add(key as string);
      const found: ChangeEntry[] = [];
      for (let i = 1; i < points.length; i += 1) {
        const from = fraction((points[i - 1] as { rate: number }).rate);
        const to = fraction((points[i] as { rate: number }).rate);
        if (from === to) continue;
        found.push({
          on: sydneyDate((points[i] as { on: number }).on * 1000),
          providerId: loan.providerId,
          productId: loan.id,
          cdrProductId: loan.cdrProductId,
          field: rateField('rate', key as string),
          from,
          to,
        });
      }
      matchedSeries += 1;
      if (found.length === 0) leftOut.noChange += 1;
      changes.push(...found);
    }
  }
  return { changes, matchedSeries, leftOut };
}
