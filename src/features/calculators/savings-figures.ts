/** A year of savings-account interest for the table and the calculator, from `projectSavings`. */
import type { RawSavingsAccount, RawSavingsRateBand } from '../../domain/data/raw-types';
import { toCents } from '../../domain/finance/money';
import { projectSavings, type SavingsProjection } from '../../domain/finance/deposits';
import type { SavingsBand } from '../../domain/finance/savings-bands';
import { formatFee, formatRate } from '../../domain/format';

export type SavingsRates = Pick<
  RawSavingsAccount,
  'baseRate' | 'bonusRate' | 'maxRateBalanceCap' | 'introductoryMonths' | 'bonusConditions'
> & {
  /** The published rates by balance band; left out or empty, the headline rates apply to the whole balance. */
  rateBands?: readonly RawSavingsRateBand[];
};

/**
 * A fixed, non-leap calendar year (365 days), so the figure is the same on the server and in every
 * browser, and does not change with the day someone happens to visit.
 */
export const PROJECTION_START = { year: 2025, month: 1 } as const;

export const PROJECTION_MONTHS = 12;

/** Whether the bonus depends on something the saver does each month, not just on an introductory period. */
export function hasMonthlyConditions(account: SavingsRates): boolean {
  return account.bonusConditions.some((condition) => condition.kind !== 'introductory');
}

/**
 * The monthly deposit the bonus needs: the larger of a minimum deposit and a balance growth the
 * account asks for (with no withdrawals, the balance grows by the deposit and the interest); zero
 * when it asks for neither.
 */
export function depositTheBonusNeeds(account: SavingsRates): number {
  return Math.max(
    0,
    ...account.bonusConditions
      .filter((condition) => condition.kind === 'min-deposit' || condition.kind === 'balance-growth')
      .map((condition) => condition.amount ?? 0),
  );
}

/**
 * Months of the year that earn the bonus. An introductory bonus stops after its period, whatever
 * the saver does; a conditional bonus is earned only in months the conditions are met: the saver
 * says they meet them, and deposits at least what the account asks for each month.
 */
export function bonusMonths(
  account: SavingsRates,
  conditionsMet: boolean,
  monthlyDepositDollars = 0,
): number {
  if (account.bonusRate <= 0) return 0;
  if (hasMonthlyConditions(account)) {
    if (!conditionsMet || monthlyDepositDollars < depositTheBonusNeeds(account)) return 0;
  }
  return Math.min(PROJECTION_MONTHS, account.introductoryMonths ?? PROJECTION_MONTHS);
}

function bandsInCents(bands: readonly RawSavingsRateBand[]): SavingsBand[] {
  return bands.map((band) => ({
    kind: band.kind,
    rate: band.rate,
    minCents: toCents(band.minBalance),
    maxCents: band.maxBalance === null ? null : toCents(band.maxBalance),
    appliesTo: band.appliesTo,
    includesBase: band.includesBase,
  }));
}

/**
 * Interest over a year on a balance, with deposits on the first of each month, at the account's
 * published rates by balance band (a balance above a whole-balance bonus band earns no bonus; a
 * portion band pays only on the part inside it). An account known only by its headline rates
 * pays the bonus on the whole balance up to `maxRateBalanceCap` and none above it. Null when the
 * amounts are not usable.
 */
export function savingsYear(
  account: SavingsRates,
  balanceDollars: number,
  monthlyDepositDollars: number,
  conditionsMet: boolean,
): SavingsProjection | null {
  if (!(balanceDollars >= 0) || !(monthlyDepositDollars >= 0)) return null;
  if (!Number.isFinite(balanceDollars) || !Number.isFinite(monthlyDepositDollars)) return null;
  const bands = account.rateBands ?? [];
  return projectSavings({
    openingBalance: toCents(balanceDollars),
    monthlyDeposit: toCents(monthlyDepositDollars),
    months: PROJECTION_MONTHS,
    start: PROJECTION_START,
    baseRate: account.baseRate,
    bonusRate: account.bonusRate,
    bonusConditionsMet: bonusMonths(account, conditionsMet, monthlyDepositDollars),
    ...(bands.length > 0
      ? { bands: bandsInCents(bands), ceilingRate: account.baseRate + account.bonusRate }
      : account.maxRateBalanceCap === null
        ? {}
        : { balanceCap: toCents(account.maxRateBalanceCap), capRule: 'noBonusAboveCap' as const }),
  });
}

function bandRange(band: RawSavingsRateBand): string {
  const from = band.minBalance > 0.01 ? formatFee(band.minBalance) : null;
  const to = band.maxBalance === null ? null : formatFee(band.maxBalance);
  if (from === null) return to === null ? 'at any balance' : `up to ${to}`;
  return to === null ? `from ${from}` : `from ${from} to ${to}`;
}

/**
 * The account's bonus rates by balance, one sentence each, as the bank applies them; empty when
 * the bonus is one rate on any balance.
 */
export function bonusBandSentences(account: SavingsRates): string[] {
  const bonus = (account.rateBands ?? []).filter((band) => band.kind === 'bonus');
  const plain = bonus.every(
    (band) => band.minBalance <= 0.01 && band.maxBalance === null && band.appliesTo === 'whole',
  );
  if (bonus.length === 0 || plain) return [];
  return [...bonus]
    .sort((a, b) => a.minBalance - b.minBalance)
    .map((band) => {
      const rate = `${formatRate(band.rate)}${band.includesBase ? ' (base rate included)' : ' on top of the base rate'}`;
      return band.appliesTo === 'whole'
        ? `${rate} on the whole balance while it is ${bandRange(band)}.`
        : `${rate} on the part of the balance ${bandRange(band)}.`;
    });
}
