/**
 * A savings account as the earning rules read it: its rates by balance band, the most it pays, the
 * monthly conditions of its bonus, how many months an introductory rate lasts and its monthly fee.
 * Built from an imported account (`termsOfAccount`) or from one the visitor enters by hand
 * (`termsOfEnteredAccount`), so both are worked out by the same rules.
 */
import type { Cents } from '../finance/money';
import { toCents } from '../finance/money';
import type { SavingsBand } from '../finance/savings-bands';
import type {
  NormalisedBonusCondition,
  NormalisedSavingsAccount,
  NormalisedSavingsRateBand,
} from '../normalise/types';

/**
 * A savings account as published, whatever read it: the normalised record, or the data file's own
 * record on a page (its bands' conditions may be left out: the account's then apply).
 */
export type PublishedSavingsAccount = Pick<
  NormalisedSavingsAccount,
  | 'baseRate'
  | 'bonusRate'
  | 'maxRate'
  | 'maxRateBalanceCap'
  | 'introductoryMonths'
  | 'interestCreditedEveryMonths'
  | 'bonusConditions'
  | 'monthlyFeeCents'
> & {
  rateBands: readonly (Omit<NormalisedSavingsRateBand, 'conditionSets'> & {
    conditionSets?: readonly (readonly NormalisedBonusCondition[])[] | null;
  })[];
};

/** A condition a month must meet for the bonus to be paid that month. */
export type BonusCondition =
  | { kind: 'min-deposit'; cents: Cents }
  | { kind: 'no-withdrawals' }
  /** Deposits less withdrawals in the month, interest left out; 1 cent when the bank says only "higher". */
  | { kind: 'balance-growth'; cents: Cents }
  | { kind: 'card-purchases'; count: number }
  | { kind: 'min-age'; years: number }
  | { kind: 'under-age'; years: number }
  | { kind: 'linked-account' }
  /** The bank publishes conditions the data does not spell out: the bonus cannot be counted on. */
  | { kind: 'unstated' };

/** One way to earn a bonus: all its conditions met in the month (none: it is paid whatever the saver does). */
export type BonusWay = readonly BonusCondition[];

/**
 * A rate band with, for a bonus band, its ways to be earned: any one of them met in a month pays
 * the band that month. Conditions belong to the rate they come from, so one account's bonuses can
 * need different things (a main bonus for a deposit, a small one for card purchases).
 */
export interface TermsBand extends SavingsBand {
  ways: readonly BonusWay[];
}

export interface SavingTerms {
  bands: readonly TermsBand[];
  /** The most the account pays, base and bonus together (see `bonusInterestAYear`); null when not known. */
  ceilingRate: number | null;
  /**
   * Months a new account's introductory rate lasts, null when it has none, 0 when the bank does
   * not say. The bonus bands are then the introductory rate: paid only in those months (and only
   * when the other conditions are met).
   */
  introductoryMonths: number | null;
  monthlyFeeCents: Cents;
  /** Months between interest credits (1, 2, 3, 4, 6 or 12). */
  creditEveryMonths: number;
  /** Whether the bank publishes how often it credits interest (otherwise monthly is assumed). */
  creditingPublished: boolean;
}

const AGE_UNDER = /\bunder\b/i;

function conditionsOf(conditions: readonly NormalisedBonusCondition[]): BonusCondition[] {
  return conditions.flatMap((condition): BonusCondition[] => {
    const amount = condition.amount;
    switch (condition.kind) {
      case 'min-deposit':
        return [{ kind: 'min-deposit', cents: toCents(amount ?? 0) }];
      case 'no-withdrawals':
        return [{ kind: 'no-withdrawals' }];
      case 'balance-growth':
        return [{ kind: 'balance-growth', cents: Math.max(1, toCents(amount ?? 0)) }];
      case 'transactions':
        return [{ kind: 'card-purchases', count: amount ?? 1 }];
      case 'linked-account':
        return [{ kind: 'linked-account' }];
      case 'age':
        if (amount === null) return [{ kind: 'unstated' }];
        return [
          AGE_UNDER.test(condition.summary)
            ? { kind: 'under-age', years: amount }
            : { kind: 'min-age', years: amount },
        ];
      case 'introductory':
        return [];
      case 'other':
        return [{ kind: 'unstated' }];
    }
  });
}

function bandsOf(account: PublishedSavingsAccount): TermsBand[] {
  const accountWays: BonusWay[] = [conditionsOf(account.bonusConditions)];
  if (account.rateBands.length === 0) {
    // Only the headline rates are known: they apply to the whole balance, the bonus up to its cap.
    const cap = account.maxRateBalanceCap === null ? null : toCents(account.maxRateBalanceCap);
    return [
      {
        kind: 'base',
        rate: account.baseRate,
        minCents: 0,
        maxCents: null,
        appliesTo: 'whole',
        includesBase: false,
        ways: [],
      },
      ...(account.bonusRate > 0
        ? [
            {
              kind: 'bonus' as const,
              rate: account.bonusRate,
              minCents: 0,
              maxCents: cap,
              appliesTo: 'portion' as const,
              includesBase: false,
              ways: accountWays,
            },
          ]
        : []),
    ];
  }
  return account.rateBands.map((band) => ({
    kind: band.kind,
    rate: band.rate,
    minCents: toCents(band.minBalance),
    maxCents: band.maxBalance === null ? null : toCents(band.maxBalance),
    appliesTo: band.appliesTo,
    includesBase: band.includesBase,
    ways: band.kind === 'base' ? [] : (band.conditionSets?.map(conditionsOf) ?? accountWays),
  }));
}

/** Every way to earn any of the account's bonuses. */
export function waysOf(terms: SavingTerms): BonusWay[] {
  return terms.bands.filter((band) => band.kind === 'bonus').flatMap((band) => band.ways);
}

/** The imported account's terms. */
export function termsOfAccount(account: PublishedSavingsAccount): SavingTerms {
  const hasIntroductory = account.bonusConditions.some((condition) => condition.kind === 'introductory');
  return {
    bands: bandsOf(account),
    ceilingRate: account.maxRate,
    // An introductory rate whose months the bank does not state counts for none of them.
    introductoryMonths: hasIntroductory ? (account.introductoryMonths ?? 0) : null,
    monthlyFeeCents: account.monthlyFeeCents,
    creditEveryMonths: account.interestCreditedEveryMonths ?? 1,
    creditingPublished: account.interestCreditedEveryMonths !== null,
  };
}

/** An account the visitor enters by hand: rates as fractions, money in cents. */
export interface EnteredSavingsAccount {
  baseRate: number;
  bonusRate: number;
  /** The bonus is paid on the balance up to this amount, the rest earning the base rate; null: no cap. */
  bonusBalanceCapCents: Cents | null;
  conditions: readonly BonusCondition[];
}

export function termsOfEnteredAccount(account: EnteredSavingsAccount): SavingTerms {
  const bands: TermsBand[] = [
    {
      kind: 'base',
      rate: account.baseRate,
      minCents: 0,
      maxCents: null,
      appliesTo: 'whole',
      includesBase: false,
      ways: [],
    },
  ];
  if (account.bonusRate > 0) {
    bands.push({
      kind: 'bonus',
      rate: account.bonusRate,
      minCents: 0,
      maxCents: account.bonusBalanceCapCents,
      appliesTo: 'portion',
      includesBase: false,
      ways: [account.conditions],
    });
  }
  return {
    bands,
    ceilingRate: account.baseRate + account.bonusRate,
    introductoryMonths: null,
    monthlyFeeCents: 0,
    creditEveryMonths: 1,
    creditingPublished: false,
  };
}
