/**
 * A year of savings-account interest for the table and the calculator, worked out by the same
 * rules as the savings check (`src/domain/deposits/savings-year.ts`): interest accrued daily and
 * credited as the account publishes, each bonus band only in months it is earned, any monthly fee.
 */
import type { RawSavingsAccount, RawSavingsRateBand } from '../../domain/data/raw-types';
import { toCents } from '../../domain/finance/money';
import { depositingHabits } from '../../domain/deposits/bonus-verdict';
import { type BonusCondition, type SavingTerms, termsOfAccount } from '../../domain/deposits/saving-terms';
import { savingsYear as yearAsPaid, type SavingsYear } from '../../domain/deposits/savings-year';
import { formatFee, formatRate } from '../../domain/format';

export type SavingsRates = Pick<
  RawSavingsAccount,
  'baseRate' | 'bonusRate' | 'maxRateBalanceCap' | 'introductoryMonths' | 'bonusConditions'
> & {
  /** The published rates by balance band; left out or empty, the headline rates apply to the whole balance. */
  rateBands?: readonly RawSavingsRateBand[];
  /** Months between interest credits; left out or null, monthly. */
  interestCreditedEveryMonths?: number | null;
  /** Dollars a month; left out, none. */
  monthlyFee?: number;
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

/** Conditions the table's deposit (and no withdrawals) decides; the saver says whether they meet the rest. */
const DECIDED_BY_THE_MONEY = new Set<BonusCondition['kind']>([
  'min-deposit',
  'no-withdrawals',
  'balance-growth',
]);

/**
 * The account's terms with the saver's word about its conditions: met, every bonus needs only
 * what the money decides (the deposit the table is given, and no withdrawals); not met, only a
 * bonus that asks nothing (an introductory rate for its months) is paid.
 */
function termsAsSaid(terms: SavingTerms, conditionsMet: boolean): SavingTerms {
  return {
    ...terms,
    bands: terms.bands.map((band) => {
      if (band.kind === 'base' || band.ways.length === 0) return band;
      if (conditionsMet)
        return {
          ...band,
          ways: band.ways.map((way) => way.filter((each) => DECIDED_BY_THE_MONEY.has(each.kind))),
        };
      const free = band.ways.some((way) => way.length === 0);
      return { ...band, ways: free ? [[]] : [[{ kind: 'unstated' as const }]] };
    }),
  };
}

function termsOf(account: SavingsRates): SavingTerms {
  return termsOfAccount({
    ...account,
    maxRate: account.baseRate + account.bonusRate,
    interestCreditedEveryMonths: account.interestCreditedEveryMonths ?? null,
    monthlyFeeCents: toCents(account.monthlyFee ?? 0),
    rateBands: account.rateBands ?? [],
  });
}

/**
 * A new account's year on a balance, with a deposit on the first of each month and no
 * withdrawals: an introductory rate for its months, a conditional bonus only when the saver says
 * they meet its conditions and the deposit is what it asks. Null when the amounts are not usable.
 */
export function savingsYear(
  account: SavingsRates,
  balanceDollars: number,
  monthlyDepositDollars: number,
  conditionsMet: boolean,
): SavingsYear | null {
  if (!(balanceDollars >= 0) || !(monthlyDepositDollars >= 0)) return null;
  if (!Number.isFinite(balanceDollars) || !Number.isFinite(monthlyDepositDollars)) return null;
  const terms = termsAsSaid(termsOf(account), conditionsMet);
  return yearAsPaid({
    terms,
    openingBalanceCents: toCents(balanceDollars),
    habits: depositingHabits(toCents(monthlyDepositDollars)),
    start: PROJECTION_START,
    introductoryMonthsLeft: terms.introductoryMonths ?? 0,
    months: PROJECTION_MONTHS,
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
