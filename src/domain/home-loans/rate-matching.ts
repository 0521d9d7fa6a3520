/**
 * Which of a home loan's published rates a borrower gets: the one rule behind the comparison
 * table's rate column and the product page's loan calculator.
 */
import type { RawHomeLoanRate } from '../data/raw-types';

/** Loan terms offered, in years; 30 is what most lenders quote. */
export const HOME_LOAN_TERM_YEARS = [10, 15, 20, 25, 30] as const;

/**
 * What the borrower wants, as the table's filters hold it: `purpose` and `repayment` as the data
 * names them, `rateType` as 'variable', 'fixed', 'any' or a fixed term in months, `lvr` in per
 * cent, and `amount` in dollars when known.
 */
export type WantedRate = Readonly<Record<string, string | boolean | number | null>>;

/** Whether a loan (or one of its rates) lends `amount`; a missing limit is no limit. */
export function withinAmount(
  amount: number,
  min: number | null | undefined,
  max: number | null | undefined,
): boolean {
  return (
    (min === null || min === undefined || amount >= min) &&
    (max === null || max === undefined || amount <= max)
  );
}

/** Picks the lowest rate of a loan that fits the visitor's filters; a loan with none drops out. */
export function bestMatchingRate(
  rates: readonly RawHomeLoanRate[],
  filters: WantedRate,
): RawHomeLoanRate | null {
  const lvr = Number(filters.lvr) / 100;
  // Without an amount (callers that only match rates) loan-size bands are not a reason to skip a rate.
  const amount = typeof filters.amount === 'number' ? filters.amount : null;
  let best: RawHomeLoanRate | null = null;
  for (const rate of rates) {
    if (rate.purpose !== filters.purpose) continue;
    if (rate.repayment !== filters.repayment) continue;
    if (filters.rateType === 'variable' && rate.rateType !== 'variable') continue;
    if (filters.rateType !== 'variable' && filters.rateType !== 'any') {
      if (rate.rateType !== 'fixed') continue;
      if (filters.rateType !== 'fixed' && rate.fixedMonths !== Number(filters.rateType)) continue;
    }
    if (rate.lvrMax !== null && rate.lvrMax + 1e-9 < lvr) continue;
    if (rate.lvrMin !== null && rate.lvrMin - 1e-9 > lvr) continue;
    if (amount !== null && !withinAmount(amount, rate.minLoanAmount, rate.maxLoanAmount)) continue;
    if (best === null || rate.rate < best.rate) best = rate;
  }
  return best;
}
