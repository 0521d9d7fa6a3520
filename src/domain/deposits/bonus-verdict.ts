/**
 * Whether a saver's typical month meets an account's bonus conditions, from what they told us,
 * with each unmet condition in words. An answer the saver has not given (their age, their card
 * purchases, a linked account) counts as not met, and the question that would settle it is named,
 * so the check asks it only where it changes an answer.
 */
import { formatCents } from '../format';
import type { Cents } from '../finance/money';
import type { BonusCondition, BonusWay } from './saving-terms';

/** What the saver does in a typical month, and the answers only some bonuses need. */
export interface SaverHabits {
  monthlyDepositCents: Cents;
  monthlyWithdrawalCents: Cents;
  /** Card purchases in a typical month; null when not asked or not answered. */
  cardPurchases: number | null;
  age: number | null;
  /** Whether they hold (or would open) the bank's transaction account linked to the savings account. */
  linkedAccount: boolean | null;
}

/** A saver who adds this much each month, takes nothing out and has answered no question. */
export function depositingHabits(monthlyDepositCents: Cents): SaverHabits {
  return {
    monthlyDepositCents,
    monthlyWithdrawalCents: 0,
    cardPurchases: null,
    age: null,
    linkedAccount: null,
  };
}

export type BonusQuestion = 'card_purchases' | 'age' | 'linked_account';

export interface BonusVerdict {
  met: boolean;
  /** Why not, one sentence each; empty when met. */
  unmet: string[];
  /** Questions whose answer is missing and would decide the bonus. */
  questions: BonusQuestion[];
}

function check(
  condition: BonusCondition,
  habits: SaverHabits,
): { met: boolean; why?: string; question?: BonusQuestion } {
  switch (condition.kind) {
    case 'min-deposit':
      return habits.monthlyDepositCents >= condition.cents
        ? { met: true }
        : {
            met: false,
            why: `The bonus needs at least ${formatCents(condition.cents)} deposited each month`,
          };
    case 'no-withdrawals':
      return habits.monthlyWithdrawalCents === 0
        ? { met: true }
        : { met: false, why: 'The bonus needs a month with no withdrawals' };
    case 'balance-growth': {
      const growth = habits.monthlyDepositCents - habits.monthlyWithdrawalCents;
      if (growth >= condition.cents) return { met: true };
      return {
        met: false,
        why:
          condition.cents <= 1
            ? 'The bonus needs the balance to grow each month, interest aside'
            : `The bonus needs the balance to grow by at least ${formatCents(condition.cents)} each month, interest aside`,
      };
    }
    case 'card-purchases':
      if (habits.cardPurchases === null)
        return {
          met: false,
          why: `The bonus needs ${condition.count} card purchases a month, and we have not asked how many you make`,
          question: 'card_purchases',
        };
      return habits.cardPurchases >= condition.count
        ? { met: true }
        : { met: false, why: `The bonus needs at least ${condition.count} card purchases each month` };
    case 'min-age':
    case 'under-age': {
      const wording =
        condition.kind === 'min-age' ? `aged ${condition.years} or over` : `aged under ${condition.years}`;
      if (habits.age === null)
        return { met: false, why: `The bonus is only for savers ${wording}`, question: 'age' };
      const fits =
        condition.kind === 'min-age' ? habits.age >= condition.years : habits.age < condition.years;
      return fits ? { met: true } : { met: false, why: `The bonus is only for savers ${wording}` };
    }
    case 'linked-account':
      if (habits.linkedAccount === true) return { met: true };
      return {
        met: false,
        why: 'The bonus needs a linked transaction account with the same bank',
        ...(habits.linkedAccount === null ? { question: 'linked_account' as const } : {}),
      };
    case 'unstated':
      return {
        met: false,
        why: "The bank's conditions for its bonus are not in the data it publishes in a form we can check",
      };
  }
}

export function bonusVerdict(conditions: readonly BonusCondition[], habits: SaverHabits): BonusVerdict {
  const unmet: string[] = [];
  const questions: BonusQuestion[] = [];
  for (const condition of conditions) {
    const result = check(condition, habits);
    if (result.met) continue;
    if (result.why !== undefined) unmet.push(result.why);
    if (result.question !== undefined && !questions.includes(result.question))
      questions.push(result.question);
  }
  return { met: unmet.length === 0, unmet, questions };
}

/**
 * Whether any of a bonus's ways is met: met when one is; otherwise the reasons of the way nearest to
 * being met (fewest unmet) and every question that could settle one of them. No ways: nothing to meet.
 */
export function waysVerdict(ways: readonly BonusWay[], habits: SaverHabits): BonusVerdict {
  if (ways.length === 0) return { met: true, unmet: [], questions: [] };
  const verdicts = ways.map((way) => bonusVerdict(way, habits));
  const met = verdicts.find((verdict) => verdict.met);
  if (met) return met;
  const nearest = [...verdicts].sort((a, b) => a.unmet.length - b.unmet.length)[0] ?? verdicts[0];
  const questions = [...new Set(verdicts.flatMap((verdict) => verdict.questions))];
  return { met: false, unmet: nearest?.unmet ?? [], questions };
}

/** The questions any of these accounts' bonuses depend on, whatever the answers so far. */
export function questionsFor(conditionLists: Iterable<readonly BonusCondition[]>): BonusQuestion[] {
  const found = new Set<BonusQuestion>();
  for (const conditions of conditionLists) {
    for (const condition of conditions) {
      if (condition.kind === 'card-purchases') found.add('card_purchases');
      if (condition.kind === 'min-age' || condition.kind === 'under-age') found.add('age');
      if (condition.kind === 'linked-account') found.add('linked_account');
    }
  }
  return (['card_purchases', 'age', 'linked_account'] as const).filter((question) => found.has(question));
}
