/**
 * Turns the figures of `card-cost.ts` into an estimate the screen can show: working lines that add
 * up to each total ("how we worked this out") and notes for every assumption that moved a number.
 * Totals are re-added from the lines and checked against the figures, so a line can never be left
 * out of the explanation or counted twice.
 */
import { type Cents, sumCents } from '../finance/money';
import type { CardFacts } from './card-facts';
import type { HeldCardFigures, OfferFigures } from './card-cost';
import { MINIMUM_REPAYMENT_FLOOR_CENTS, MINIMUM_REPAYMENT_FRACTION } from './minimum-repayment';
import type { RewardsEarned } from './rewards';
import { MONTHS_IN_YEAR, type YearSimulation } from './simulate-year';
import type {
  CardCostEstimate,
  CardUsage,
  CostBreakdown,
  EstimateNote,
  TransferTaken,
  WorkingItem,
} from './types';
import { centsPerPoint, count, money, months, percent, rate } from './wording';

function breakdown(working: WorkingItem[], expectedCents: Cents, what: string): CostBreakdown {
  const totalCents = sumCents(working.map((item) => item.amountCents));
  if (totalCents !== expectedCents) {
    throw new RangeError(`${what}: working adds up to ${totalCents}, figures say ${expectedCents}`);
  }
  return { totalCents, working };
}

function feeItem(facts: CardFacts): WorkingItem {
  const card = facts.card;
  const detail =
    card.monthlyFeeCents !== null
      ? `${money(card.monthlyFeeCents)} a month x 12`
      : facts.yearlyFeeCents === 0
        ? 'No annual fee'
        : `${money(facts.yearlyFeeCents)} a year`;
  return { kind: 'annual-fee', label: 'Annual fee', amountCents: facts.yearlyFeeCents, detail };
}

function programFeeItem(facts: CardFacts): WorkingItem[] {
  if (facts.programFeeCents === 0) return [];
  const program = facts.program?.name ?? 'the rewards program';
  return [
    {
      kind: 'program-fee',
      label: 'Rewards program fee',
      amountCents: facts.programFeeCents,
      detail: `${money(facts.programFeeCents)} a year for ${program}, on top of the card fee`,
    },
  ];
}

function usagePhrase(usage: CardUsage, balanceCents: Cents): string {
  const parts: string[] = [];
  if (balanceCents > 0) parts.push(`your ${money(balanceCents)} balance`);
  if (usage.monthlySpendCents > 0) parts.push(`${money(usage.monthlySpendCents)} a month of purchases`);
  const carried = parts.length > 0 ? parts.join(' and ') : 'your balance';
  return `${carried}, less ${money(usage.monthlyRepaymentCents)} a month repaid`;
}

function interestDetail(
  facts: CardFacts,
  usage: CardUsage,
  sim: YearSimulation,
  balanceCents: Cents,
): string {
  if (facts.card.noInterest) return 'No interest on this card';
  if (sim.interestCents === 0) {
    return usage.monthlySpendCents > 0
      ? 'None: you pay the card off each month, so purchases stay interest-free'
      : 'None: nothing is owed on this card';
  }
  return (
    `${rate(facts.purchaseRate)} ÷ 365 on each day's balance, from ${usagePhrase(usage, balanceCents)}, ` +
    `charged on each monthly statement. ${dueDateAssumption(facts)} ` +
    'Interest-free days are lost while a statement is not paid in full'
  );
}

/** The assumption the daily working rests on, in a sentence (simulate-year.ts). */
function dueDateAssumption(facts: CardFacts): string {
  const days = facts.card.interestFreeDays;
  const why =
    days !== null && days > 30
      ? `this card's ${days} interest-free days less a 30-day statement period`
      : 'the usual time, as the bank publishes no interest-free period for it';
  return (
    'We take your spending as coming evenly through each month and your repayment as made on the due ' +
    `date, ${facts.daysToDue} days after each statement (${why}).`
  );
}

function rewardsItem(facts: CardFacts, rewards: RewardsEarned, usage: CardUsage): WorkingItem[] {
  if (facts.program === null) return [];
  const card = facts.card;
  const label = 'Rewards';
  if (card.earnRate === null) {
    return [{ kind: 'rewards', label, amountCents: 0, detail: 'Earn rate not published, so we count none' }];
  }
  const yearlySpend = money(usage.monthlySpendCents * MONTHS_IN_YEAR);
  const cap =
    rewards.capReached && card.earnCapPoints !== null ? `, capped at ${count(card.earnCapPoints)}` : '';
  const earned = `${count(rewards.points)} ${facts.program.pointsName} (${card.earnRate} a dollar on ${yearlySpend} a year${cap})`;
  const value =
    facts.points.dollarsPerPoint === null
      ? 'we have no dollar value for these points, so we count none'
      : `at ${centsPerPoint(facts.points.dollarsPerPoint)} a point`;
  return [{ kind: 'rewards', label, amountCents: -rewards.valueCents, detail: `${earned}, ${value}` }];
}

function minimumNote(sim: YearSimulation, usage: CardUsage): EstimateNote[] {
  if (sim.monthsBelowMinimum === 0) return [];
  const rule = `${percent(MINIMUM_REPAYMENT_FRACTION)} of the balance or ${money(MINIMUM_REPAYMENT_FLOOR_CENTS)}`;
  return [
    {
      code: 'below-minimum-repayment',
      text:
        `Your repayment of ${money(usage.monthlyRepaymentCents)} is below the usual minimum (${rule}) in ` +
        `${sim.monthsBelowMinimum} of 12 months. We used your figure; the bank would ask for more.`,
    },
  ];
}

function cardNotes(
  facts: CardFacts,
  rewards: RewardsEarned,
  sim: YearSimulation,
  fitsLimit: boolean,
  peakCents: Cents,
): EstimateNote[] {
  const card = facts.card;
  const notes: EstimateNote[] = [];
  if (card.interestFreeDays === null && !card.noInterest && sim.monthsInterestFree > 0) {
    notes.push({
      code: 'interest-free-days-unknown',
      text: 'The bank does not publish the interest-free days; we assumed the usual interest-free period.',
    });
  }
  if (facts.program !== null) {
    const points = facts.program.pointsName;
    if (card.earnRate === null) {
      notes.push({
        code: 'no-earn-rate',
        text: `The bank does not publish how many ${points} this card earns.`,
      });
    } else if (facts.points.dollarsPerPoint === null) {
      notes.push({ code: 'no-points-value', text: `We have no value for ${points}, so they count as $0.` });
    }
    if (facts.points.cashBack) {
      notes.push({ code: 'cash-back-points', text: `${points} are paid as cash back, at 1 cent a point.` });
    }
    if (rewards.capReached && card.earnCapPoints !== null) {
      notes.push({
        code: 'earn-cap-reached',
        text: `Your spending would earn ${count(rewards.uncappedPoints)} points, but the card caps them at ${count(card.earnCapPoints)} a year.`,
      });
    }
  }
  if (!fitsLimit && facts.limitCents !== null) {
    notes.push({
      code: 'over-limit',
      text: `Your balance would reach ${money(peakCents)}, more than this card's ${money(facts.limitCents)} limit.`,
    });
  }
  return notes;
}

function ongoingWorking(
  facts: CardFacts,
  usage: CardUsage,
  sim: YearSimulation,
  rewards: RewardsEarned,
): WorkingItem[] {
  return [
    feeItem(facts),
    ...programFeeItem(facts),
    {
      kind: 'interest',
      label: 'Interest',
      amountCents: sim.interestCents,
      detail: interestDetail(facts, usage, sim, usage.balanceRemainingCents),
    },
    ...rewardsItem(facts, rewards, usage),
  ];
}

export function explainHeldCard(figures: HeldCardFigures): CardCostEstimate {
  const { facts, usage, sim, rewards } = figures;
  const ongoing = breakdown(ongoingWorking(facts, usage, sim, rewards), figures.totalCents, facts.card.id);
  return {
    cardId: facts.card.id,
    providerId: facts.card.providerId,
    cardName: facts.card.name,
    usage,
    ongoing,
    firstYear: ongoing,
    debt: {
      todayCents: usage.balanceRemainingCents,
      afterTypicalYearCents: sim.closingCents,
      afterFirstYearCents: sim.closingCents,
    },
    peakBalanceCents: sim.peakCents,
    limitCents: facts.limitCents,
    fitsLimit: figures.fitsLimit,
    notes: [...minimumNote(sim, usage), ...cardNotes(facts, rewards, sim, figures.fitsLimit, sim.peakCents)],
    months: sim.months,
  };
}

function firstYearFeeItem(figures: OfferFigures): WorkingItem {
  const facts = figures.facts;
  if (figures.firstYearFeeCents === facts.yearlyFeeCents) return feeItem(facts);
  return {
    kind: 'first-year-fee',
    label: 'Annual fee in the first year',
    amountCents: figures.firstYearFeeCents,
    detail: `${money(figures.firstYearFeeCents)} in the first year, then ${money(facts.yearlyFeeCents)} a year`,
  };
}

function firstYearInterestItems(figures: OfferFigures): WorkingItem[] {
  const { facts, usage, current } = figures;
  const sim = figures.firstYearSim;
  const balance = usage.balanceRemainingCents;
  const outcome = figures.transferOutcome;
  if (outcome === 'no-balance' || outcome === 'stay') {
    return [
      {
        kind: 'interest',
        label: 'Interest',
        amountCents: sim.interestCents,
        detail: interestDetail(facts, usage, sim, balance),
      },
    ];
  }
  const items: WorkingItem[] = [
    {
      kind: 'interest',
      label: 'Interest on purchases',
      amountCents: sim.interestCents,
      detail: interestDetail(facts, usage, sim, 0),
    },
  ];
  const terms = facts.card.balanceTransfer;
  if (outcome === 'taken' && terms !== null) {
    const revert = terms.revertRate ?? facts.purchaseRate;
    const fee =
      figures.transferFeeCents > 0
        ? `one-off fee ${percent(terms.feeFraction)} (${money(figures.transferFeeCents)})`
        : terms.feeStated
          ? 'no transfer fee'
          : 'no transfer fee published';
    items.push({
      kind: 'balance-transfer',
      label: 'Balance transfer',
      amountCents: sim.transferInterestCents + figures.transferFeeCents,
      detail:
        `${rate(terms.rate)} for ${months(terms.periodMonths)} on your ${money(balance)}, then ${rate(revert)}; ` +
        `${fee}; interest in the first year ${money(sim.transferInterestCents)}`,
    });
    return items;
  }
  const why =
    outcome === 'blocked-same-group'
      ? `${facts.card.name} cannot take a balance from a card of the same banking group`
      : outcome === 'not-worth-it'
        ? 'a balance transfer would cost more than it saves'
        : 'this card has no balance-transfer offer';
  const oldFees = sim.leftBehindFeesCents > 0 ? ` and ${money(sim.leftBehindFeesCents)} of monthly fees` : '';
  const stillOwed =
    sim.leftBehindClosingCents > 0
      ? `; ${money(sim.leftBehindClosingCents)} still owed on it after a year`
      : '';
  items.push({
    kind: 'old-card-interest',
    label: `Your balance left on ${current.facts.card.name}`,
    amountCents: sim.leftBehindInterestCents + sim.leftBehindFeesCents,
    detail:
      `${why}, so your ${money(balance)} stays at ${rate(current.facts.purchaseRate)} while you pay it off ` +
      `(${money(sim.leftBehindInterestCents)} interest${oldFees})${stillOwed}`,
  });
  return items;
}

function bonusItem(figures: OfferFigures): WorkingItem[] {
  const card = figures.facts.card;
  const items: WorkingItem[] = [];
  if (figures.bonusOutcome === 'granted') {
    const condition =
      card.bonusSpendRequiredCents === null
        ? ' in the first year'
        : `, for spending ${money(card.bonusSpendRequiredCents)} in the first ${months(card.bonusSpendMonths)}`;
    items.push({
      kind: 'bonus',
      label: 'Bonus points',
      amountCents: -figures.bonusValueCents,
      detail: `${count(card.bonusPoints)} bonus points worth ${money(figures.bonusValueCents)}${condition}`,
    });
  }
  const cash = card.cashBack;
  if (figures.cashBackOutcome === 'granted' && cash !== null) {
    const spend = cash.spendRequiredCents === null ? null : money(cash.spendRequiredCents);
    items.push({
      kind: 'bonus',
      label: 'Cash back',
      amountCents: -figures.cashBackCents,
      detail: cash.perMonth
        ? `${money(cash.amountCents)} back in each of the first ${months(cash.spendMonths)}${spend === null ? '' : ` you spend ${spend} or more`}`
        : `${money(cash.amountCents)} back to the card${spend === null ? '' : `, for spending ${spend} in the first ${months(cash.spendMonths)}`}`,
    });
  }
  return items;
}

function bonusNotes(figures: OfferFigures): EstimateNote[] {
  const card = figures.facts.card;
  const notes: EstimateNote[] = [];
  if (figures.bonusOutcome === 'no-value') {
    notes.push({
      code: 'no-bonus-value',
      text: 'We have no dollar value for the bonus points, so they count as $0.',
    });
  }
  if (figures.bonusOutcome === 'spend-not-reached' && card.bonusSpendRequiredCents !== null) {
    notes.push({
      code: 'bonus-spend-not-reached',
      text: `The bonus points need ${money(card.bonusSpendRequiredCents)} of spending in ${months(card.bonusSpendMonths)}; at your spending that is not reached.`,
    });
  }
  if (figures.bonusOutcome === 'granted' && card.bonusSpendRequiredCents === null) {
    notes.push({
      code: 'bonus-spend-unknown',
      text: 'The bank does not publish the spend needed for the bonus points; check the conditions.',
    });
  }
  if (figures.bonusOutcome === 'granted' && figures.laterBonusValueCents > 0) {
    notes.push({
      code: 'later-bonus-points',
      text: `A further ${count(card.laterBonusPoints)} bonus points (worth ${money(figures.laterBonusValueCents)}) come after the first year if you keep the card; they are in neither the first-year nor the later-years figure.`,
    });
  }
  const cash = card.cashBack;
  if (figures.cashBackOutcome === 'spend-not-reached' && cash !== null && cash.spendRequiredCents !== null) {
    notes.push({
      code: 'cash-back-spend-not-reached',
      text: cash.perMonth
        ? `The cash back needs ${money(cash.spendRequiredCents)} of spending a month; at your spending that is not reached.`
        : `The cash back needs ${money(cash.spendRequiredCents)} of spending in ${months(cash.spendMonths)}; at your spending that is not reached.`,
    });
  }
  return notes;
}

function offerNotes(figures: OfferFigures): EstimateNote[] {
  const card = figures.facts.card;
  const notes: EstimateNote[] = [];
  const fyFeeDiffers =
    card.firstYearAnnualFeeCents !== null && card.firstYearAnnualFeeCents !== card.annualFeeCents;
  if (
    figures.bonusOutcome === 'stay' ||
    figures.cashBackOutcome === 'stay' ||
    (figures.offerType === 'Stay' && fyFeeDiffers)
  ) {
    notes.push({
      code: 'new-customer-offers-not-on-transfer',
      text: 'Bonus points, cash back and first-year fee offers are usually for new customers, so we did not count them for a product transfer.',
    });
  }
  notes.push(...bonusNotes(figures));
  const outcome = figures.transferOutcome;
  if (outcome === 'blocked-same-group') {
    notes.push({
      code: 'transfer-blocked-same-group',
      text: 'Banks do not take balance transfers from cards of their own banking group.',
    });
  }
  if (outcome === 'not-worth-it') {
    notes.push({
      code: 'transfer-not-worth-it',
      text: 'A balance transfer would cost more than it saves at your repayments.',
    });
  }
  if (outcome === 'blocked-same-group' || outcome === 'not-worth-it' || outcome === 'not-offered') {
    notes.push({
      code: 'balance-left-on-current-card',
      text: 'In the first year we assume you close your current card and keep repaying its balance there.',
    });
  }
  const terms = card.balanceTransfer;
  if (outcome === 'taken' && terms !== null) {
    if (!terms.feeStated) {
      notes.push({
        code: 'transfer-fee-not-published',
        text: 'The bank publishes no balance-transfer fee; we counted none.',
      });
    }
    if (terms.periodMonths > MONTHS_IN_YEAR) {
      notes.push({
        code: 'promotion-beyond-first-year',
        text: `The transfer rate lasts ${months(terms.periodMonths)}; we count only the first 12.`,
      });
    }
  }
  return notes;
}

/** The balance transfer the first year takes, as figures; null when it takes none. */
export function transferTaken(figures: OfferFigures): TransferTaken | null {
  const terms = figures.facts.card.balanceTransfer;
  if (figures.transferOutcome !== 'taken' || terms === null) return null;
  return {
    balanceCents: figures.usage.balanceRemainingCents,
    rate: terms.rate,
    periodMonths: terms.periodMonths,
    revertRate: terms.revertRate ?? figures.facts.purchaseRate,
    feeCents: figures.transferFeeCents,
    firstYearInterestCents: figures.firstYearSim.transferInterestCents,
  };
}

export function explainOffer(figures: OfferFigures): CardCostEstimate {
  const { facts, usage, rewards } = figures;
  const id = facts.card.id;
  const ongoing = breakdown(
    ongoingWorking(facts, usage, figures.ongoingSim, rewards),
    figures.ongoingTotalCents,
    `${id} ongoing`,
  );
  const firstYear = breakdown(
    [
      firstYearFeeItem(figures),
      ...programFeeItem(facts),
      ...firstYearInterestItems(figures),
      ...rewardsItem(facts, rewards, usage),
      ...bonusItem(figures),
    ],
    figures.firstYearTotalCents,
    `${id} first year`,
  );
  const fySim = figures.firstYearSim;
  const worstMinimum =
    fySim.monthsBelowMinimum > figures.ongoingSim.monthsBelowMinimum ? fySim : figures.ongoingSim;
  const peakBalanceCents = Math.max(figures.ongoingSim.peakCents, fySim.peakCents);
  return {
    cardId: id,
    providerId: facts.card.providerId,
    cardName: facts.card.name,
    usage,
    ongoing,
    firstYear,
    debt: {
      todayCents: usage.balanceRemainingCents,
      afterTypicalYearCents: figures.ongoingSim.closingCents,
      afterFirstYearCents: fySim.closingCents + fySim.leftBehindClosingCents,
    },
    peakBalanceCents,
    limitCents: facts.limitCents,
    fitsLimit: figures.fitsLimit,
    notes: [
      ...minimumNote(worstMinimum, usage),
      ...cardNotes(facts, rewards, figures.ongoingSim, figures.fitsLimit, peakBalanceCents),
      ...offerNotes(figures),
    ],
    months: fySim.months,
  };
}
