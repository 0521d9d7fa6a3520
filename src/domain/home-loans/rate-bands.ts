/**
 * The bands a home-loan rate is for, in words: its LVR band and its loan sizes, as a table cell
 * (`Up to 80%`, `$150,000 or more`) and inside a sentence (`LVR up to 80%`, `for loans of $150,000
 * or more`). A module of its own, so that the calculators' rate choices take these words without
 * the rates table's grouping.
 */
import type { RawHomeLoanRate } from '../data/raw-types';
import { formatDollars, formatPercent } from '../format';

/** The loan sizes a rate is limited to; a minimum of $0 is no limit. */
function loanSizeBand(rate: RawHomeLoanRate): { from: number | null; to: number | null } {
  const min = rate.minLoanAmount ?? null;
  return { from: min !== null && min > 0 ? min : null, to: rate.maxLoanAmount ?? null };
}

export const hasLoanSizeBand = (rate: RawHomeLoanRate) => {
  const { from, to } = loanSizeBand(rate);
  return from !== null || to !== null;
};

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
