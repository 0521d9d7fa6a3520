/**
 * A home loan's rates as a product page lists them: one group for each purpose and repayment
 * type, the groups in the order most borrowers look for them (living in the home before investing,
 * principal and interest before interest only), and each group's rates from variable to the
 * longest fixed term, then by LVR band (from its lower bound) and loan size.
 */
import type { RawHomeLoanRate } from '../data/raw-types';
import { formatDollars, formatPercent } from '../format';
import { groupInOrder } from '../ordered-groups';
import { RATE_GROUP_ORDER, rateGroupTitle } from './rate-group-names';

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

/** The loan sizes a rate is limited to; a minimum of $0 is no limit. */
function loanSizeBand(rate: RawHomeLoanRate): { from: number | null; to: number | null } {
  const min = rate.minLoanAmount ?? null;
  return { from: min !== null && min > 0 ? min : null, to: rate.maxLoanAmount ?? null };
}

const hasLoanSizeBand = (rate: RawHomeLoanRate) => {
  const { from, to } = loanSizeBand(rate);
  return from !== null || to !== null;
};

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

type LvrBand = { kind: 'any' } | { kind: 'up-to'; to: string } | { kind: 'range'; from: string; to: string };

function lvrBand(rate: Pick<RawHomeLoanRate, 'lvrMin' | 'lvrMax'>): LvrBand {
  if (rate.lvrMax === null && rate.lvrMin === null) return { kind: 'any' };
  const to = formatPercent(rate.lvrMax ?? 1);
  if (rate.lvrMin === null || rate.lvrMin === 0) return { kind: 'up-to', to };
  return { kind: 'range', from: formatPercent(rate.lvrMin), to };
}

/** The LVR band a rate is for, as a table cell under an "LVR" heading: `Any`, `Up to 80%`, `80% to 90%`. */
export function lvrText(rate: Pick<RawHomeLoanRate, 'lvrMin' | 'lvrMax'>): string {
  const band = lvrBand(rate);
  if (band.kind === 'any') return 'Any';
  return band.kind === 'up-to' ? `Up to ${band.to}` : `${band.from} to ${band.to}`;
}

/** The same band inside a sentence: `any LVR`, `LVR up to 80%`, `LVR 80% to 90%`. */
export function lvrPhrase(rate: Pick<RawHomeLoanRate, 'lvrMin' | 'lvrMax'>): string {
  const band = lvrBand(rate);
  if (band.kind === 'any') return 'any LVR';
  return band.kind === 'up-to' ? `LVR up to ${band.to}` : `LVR ${band.from} to ${band.to}`;
}

/** The loan sizes inside a sentence: `for loans of $150,000 or more`, `for loans up to $750,000`; null for any size. */
export function loanSizePhrase(rate: RawHomeLoanRate): string | null {
  const { from, to } = loanSizeBand(rate);
  if (to === null) return from === null ? null : `for loans of ${formatDollars(from)} or more`;
  if (from === null) return `for loans up to ${formatDollars(to)}`;
  return `for loans of ${formatDollars(from)} to ${formatDollars(to)}`;
}

/** The loan sizes a rate is for: `Any`, `$150,000 or more`, `Up to $750,000`, `$150,000 to $750,000`. */
export function loanSizeText(rate: RawHomeLoanRate): string {
  const { from, to } = loanSizeBand(rate);
  if (to === null) return from === null ? 'Any' : `${formatDollars(from)} or more`;
  if (from === null) return `Up to ${formatDollars(to)}`;
  return `${formatDollars(from)} to ${formatDollars(to)}`;
}
