/** A year of savings-account interest for the table and the calculator, from `projectSavings`. */
import type { RawSavingsAccount } from '../../domain/data/raw-types';
import { toCents } from '../../domain/finance/money';
import { projectSavings, type SavingsProjection } from '../../domain/finance/deposits';

export type SavingsRates = Pick<
  RawSavingsAccount,
  'baseRate' | 'bonusRate' | 'maxRateBalanceCap' | 'introductoryMonths' | 'bonusConditions'
>;

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
 * Months of the year that earn the bonus. An introductory bonus stops after its period, whatever
 * the saver does; a conditional bonus is earned only in months the conditions are met.
 */
export function bonusMonths(account: SavingsRates, conditionsMet: boolean): number {
  if (account.bonusRate <= 0) return 0;
  if (!conditionsMet && hasMonthlyConditions(account)) return 0;
  return Math.min(PROJECTION_MONTHS, account.introductoryMonths ?? PROJECTION_MONTHS);
}

/**
 * Interest over a year on a balance, with deposits on the first of each month. The importer reads
 * a bank's rate tiers as applying to the whole balance, so `maxRateBalanceCap` means a month with
 * the balance above the cap earns the base rate on all of it (`noBonusAboveCap`), not the bonus on
 * the part below the cap. Null when the amounts are not usable.
 */
export function savingsYear(
  account: SavingsRates,
  balanceDollars: number,
  monthlyDepositDollars: number,
  conditionsMet: boolean,
): SavingsProjection | null {
  if (!(balanceDollars >= 0) || !(monthlyDepositDollars >= 0)) return null;
  if (!Number.isFinite(balanceDollars) || !Number.isFinite(monthlyDepositDollars)) return null;
  return projectSavings({
    openingBalance: toCents(balanceDollars),
    monthlyDeposit: toCents(monthlyDepositDollars),
    months: PROJECTION_MONTHS,
    start: PROJECTION_START,
    baseRate: account.baseRate,
    bonusRate: account.bonusRate,
    bonusConditionsMet: bonusMonths(account, conditionsMet),
    ...(account.maxRateBalanceCap === null
      ? {}
      : { balanceCap: toCents(account.maxRateBalanceCap), capRule: 'noBonusAboveCap' as const }),
  });
}
