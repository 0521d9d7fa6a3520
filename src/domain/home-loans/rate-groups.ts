/**
 * A home loan's rates as a product page lists them: one group for each purpose and repayment
 * type, the groups in the order most borrowers look for them (living in the home before investing,
 * principal and interest before interest only), and each group's rates from variable to the
 * longest fixed term, then by LVR band (from its lower bound) and loan size.
 */
import type { RawHomeLoanRate } from '../data/raw-types';
import { groupInOrder } from '../ordered-groups';
import { RATE_GROUP_ORDER, rateGroupTitle } from './rate-group-names';
import { hasLoanSizeBand } from './rate-bands';

export interface HomeLoanRateGroup {
  /** Stable for the page: `owner-occupier-principal-and-interest` and so on. */
  key: string;
  /** What the group's rates are for, in words: "To live in, principal and interest". */
  title: string;
  rates: RawHomeLoanRate[];
  /** Whether any rate of the group is limited to a loan size, so the size needs a column. */
  hasLoanSizeBands: boolean;
}

/** An open bound sorts after every closed one. */
function bound(value: number | null | undefined): number {
  return value === null || value === undefined ? Number.POSITIVE_INFINITY : value;
}

/** Variable first, then fixed terms from shortest to longest (a fixed rate of no stated term last). */
function termOrder(rate: RawHomeLoanRate): number {
  return rate.rateType === 'variable' ? -1 : bound(rate.fixedMonths);
}

export function compareRatesForDisplay(a: RawHomeLoanRate, b: RawHomeLoanRate): number {
  return (
    termOrder(a) - termOrder(b) ||
    (a.lvrMin ?? 0) - (b.lvrMin ?? 0) ||
    bound(a.lvrMax) - bound(b.lvrMax) ||
    (a.minLoanAmount ?? 0) - (b.minLoanAmount ?? 0) ||
    bound(a.maxLoanAmount) - bound(b.maxLoanAmount) ||
    a.rate - b.rate
  );
}

const groupKey = (rate: Pick<RawHomeLoanRate, 'purpose' | 'repayment'>) =>
  `${rate.purpose}-${rate.repayment}`;

/** The loan's rates in groups; groups with no rates are left out, and every rate is in one group. */
export function groupHomeLoanRates(rates: readonly RawHomeLoanRate[]): HomeLoanRateGroup[] {
  const order = RATE_GROUP_ORDER.map(([purpose, repayment]) => groupKey({ purpose, repayment }));
  return groupInOrder(rates, order, groupKey, compareRatesForDisplay).map(({ key, items }) => ({
    key,
    title: rateGroupTitle(items[0]!),
    rates: items,
    hasLoanSizeBands: items.some(hasLoanSizeBand),
  }));
}
