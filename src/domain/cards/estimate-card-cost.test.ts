import { normaliseCreditCard } from '../normalise/normalise-credit-cards';
import { rawCard } from '../../test/fixtures/raw-fixtures';
import type { NormalisedCreditCard, NormalisedRewardProgram } from '../normalise/types';
import { cardFacts } from './card-facts';
import { costHeldCard } from './card-cost';
import { estimateCardCost, estimateOfferCost } from './estimate-card-cost';
import { explainHeldCard } from './explain-cost';
import type { CardCostEstimate, CardUsage, WorkingKind } from './types';
import { revolverByHand } from './revolver-by-hand';
import { testCard, testProgram, usage } from '../../test/fixtures/test-cards';

const total = (cents: number[]) => cents.reduce((sum, value) => sum + value, 0);

function amounts(estimate: CardCostEstimate['ongoing']): Partial<Record<WorkingKind, number>> {
  return Object.fromEntries(estimate.working.map((item) => [item.kind, item.amountCents]));
}

function codes(estimate: CardCostEstimate): string[] {
  return estimate.notes.map((note) => note.code);
}

const plain = testCard();
const qantas = testProgram();
const highSpenderCard = testCard({
  id: '20003-CC00001',
  providerId: '20003',
  name: 'Qantas Black',
  annualFeeCents: 29_500,
  rewardsProgramFeeCents: 7_500,
  rewards: true,
  rewardProgramId: 50,
  earnRate: 0.75,
  earnCapPoints: 187_500,
});
const neo = (tier: number, monthlyFee: number): NormalisedCreditCard =>
  testCard({
    id: `20004-CC0000${tier / 1000}`,
    providerId: '20004',
    name: `No-interest card ($${tier} limit)`,
    annualFeeCents: monthlyFee * 1200,
    monthlyFeeCents: monthlyFee * 100,
    purchaseRate: null,
    noInterest: true,
    interestFreeDays: null,
    limitTier: tier,
    minCreditLimit: tier,
    maxCreditLimit: tier,
  });

const bigRevolver = revolverByHand(800_000, 50_000, 30_000, 0.2099);

/** A no-interest card's highest balance, by hand: owed today, purchases by the day, repaid on due dates. */
function noInterestPeak(opening: number, spend: number, repayment: number): number {
  let owed = opening;
  let peak = owed;
  let day = 0;
  let due = 24;
  let statement = opening;
  for (const days of [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]) {
    for (let d = 0; d < days; d += 1, day += 1) {
      if (day === due) owed -= Math.min(repayment, statement);
      owed += Math.floor(((d + 1) * spend) / days) - Math.floor((d * spend) / days);
      peak = Math.max(peak, owed);
    }
    statement = owed;
    due = day - 1 + 25;
  }
  return peak;
}

describe('estimateCardCost: the examples of the issue', () => {
  test.each<{
    name: string;
    card: NormalisedCreditCard;
    program: NormalisedRewardProgram | null;
    use: CardUsage;
    working: Partial<Record<WorkingKind, number>>;
    total: number;
    owedAfter: number;
    notes: string[];
  }>([
    {
      // Day by day, by hand (revolver-by-hand.ts): interest and what is owed after the year.
      name: 'a revolver with a large balance ($8,000 at 20.99%, $500 spent, $300 repaid)',
      card: plain,
      program: null,
      use: usage(500, 300, 8_000),
      working: { 'annual-fee': 3_000, interest: total(bigRevolver.interest) },
      total: 3_000 + total(bigRevolver.interest),
      owedAfter: bigRevolver.owedAfter,
      notes: [],
    },
    {
      name: 'a transactor who pays in full ($2,000 spent and repaid)',
      card: plain,
      program: null,
      use: usage(2_000, 2_000, 0),
      working: { 'annual-fee': 3_000, interest: 0 },
      total: 3_000,
      owedAfter: 0,
      notes: [],
    },
    {
      // $25,000 x 12 x 0.75 = 225,000 points, capped at 187,500, at 0.8c = $1,500.
      // $295 + $75 - $1,500 = -$1,130: the card pays this visitor back.
      name: 'a high spender on a points card ($25,000 a month)',
      card: highSpenderCard,
      program: qantas,
      use: usage(25_000, 25_000, 0),
      working: { 'annual-fee': 29_500, 'program-fee': 7_500, interest: 0, rewards: -150_000 },
      total: 29_500 + 7_500 - 150_000,
      owedAfter: 0,
      notes: ['earn-cap-reached'],
    },
    {
      // $20 a month x 12, no interest; $1,500 + 12 x $300 - 13 x $300 (today's statement and the
      // year's twelve) leaves $1,200 owed.
      name: 'a no-interest card ($2,000 limit tier, $1,500 owed)',
      card: neo(2_000, 20),
      program: null,
      use: usage(300, 300, 1_500),
      working: { 'annual-fee': 24_000, interest: 0 },
      total: 24_000,
      owedAfter: 120_000,
      notes: [],
    },
  ])('$name', ({ card, program, use, working, total, owedAfter, notes }) => {
    const estimate = estimateCardCost(card, program, use);
    expect(amounts(estimate.ongoing)).toEqual(working);
    expect(estimate.ongoing.totalCents).toBe(total);
    expect(estimate.firstYear).toEqual(estimate.ongoing);
    expect(estimate.debt).toEqual({
      todayCents: use.balanceRemainingCents,
      afterTypicalYearCents: owedAfter,
      afterFirstYearCents: owedAfter,
    });
    expect(codes(estimate)).toEqual(notes);
  });

  test('the revolver working names the rate and the usage', () => {
    const interest = estimateCardCost(plain, null, usage(500, 300, 8_000)).ongoing.working[1];
    expect(interest?.detail).toBe(
      "20.99% p.a. ÷ 365 on each day's balance, from your $8,000 balance and $500 a month of purchases, " +
        'less $300 a month repaid, charged on each monthly statement. We take your spending as coming ' +
        'evenly through each month and your repayment as made on the due date, 25 days after each ' +
        "statement (this card's 55 interest-free days less a 30-day statement period). Interest-free " +
        'days are lost while a statement is not paid in full',
    );
    expect(estimateCardCost(plain, null, usage(500, 300, 8_000)).months).toHaveLength(12);
  });

  test('a fee charged monthly counts 12 times, whatever the annual fee field says', () => {
    const monthly = testCard({ annualFeeCents: 0, monthlyFeeCents: 800 });
    expect(estimateCardCost(monthly, null, usage(0, 0, 0)).ongoing.working[0]).toEqual({
      kind: 'annual-fee',
      label: 'Annual fee',
      amountCents: 9_600,
      detail: '$8 a month x 12',
    });
  });

  test('a repayment under the usual minimum is used as given, and flagged', () => {
    // $8,000 at 20.99% repaying $100: the first statement is $8,000 - $100 + its interest, whose
    // 2% is over $158, so every statement of the year is flagged.
    const estimate = estimateCardCost(plain, null, usage(0, 100, 8_000));
    expect(codes(estimate)).toEqual(['below-minimum-repayment']);
    expect(estimate.months[1]).toMatchObject({ repaidCents: 10_000, belowMinimum: true });
    expect(estimate.notes[0]?.text).toContain('in 12 of 12 months');
  });
});

describe('estimateCardCost: no-interest limit tiers 1,000 / 2,000 / 3,000', () => {
  // $1,500 owed plus $300 of spending, $300 repaid on each due date: the balance peaks on the day
  // before a due date, at $1,500 and 24 or so days of purchases.
  test.each([
    [1_000, 15, 18_000, false],
    [2_000, 20, 24_000, true],
    [3_000, 25, 30_000, true],
  ])('the $%i tier at $%i a month costs %i cents a year; fits: %s', (tier, monthlyFee, yearly, fits) => {
    const estimate = estimateCardCost(neo(tier, monthlyFee), null, usage(300, 300, 1_500));
    expect(estimate.ongoing.totalCents).toBe(yearly);
    expect(estimate.ongoing.working[0]?.detail).toBe(`$${monthlyFee} a month x 12`);
    expect(estimate.peakBalanceCents).toBe(noInterestPeak(150_000, 30_000, 30_000));
    expect(estimate.limitCents).toBe(tier * 100);
    expect(estimate.fitsLimit).toBe(fits);
    expect(codes(estimate).includes('over-limit')).toBe(!fits);
  });
});

describe('a card whose bonus value is $NaN in the data', () => {
  const context = { dataset: 'credit-cards', recordId: '10001-CC00001', warnings: [] };
  const program = testProgram({ id: 2200, name: 'Card rewards', value: null, pointsName: 'Rewards points' });
  const nanBonus = normaliseCreditCard(context, {
    ...rawCard({
      bonusPoints: '80,000',
      bonusPointsValue: '$NaN',
      rewardProgramId: 2200,
      bonusSpendRequired: 1000,
    }),
  });
  const nanNoRewards = normaliseCreditCard(context, {
    ...rawCard({
      rewards: 'No',
      rewardProgramId: 0,
      bonusPoints: '0',
      bonusPointsValue: 'NaN',
      earnRate: null,
    }),
  });

  test('reads as "no value", not NaN', () => {
    expect(nanBonus.bonusPointsValueCents).toBeNull();
    expect(nanNoRewards.bonusPointsValueCents).toBeNull();
  });

  test('as an offer: the bonus counts $0 with a note, and every figure is whole cents', () => {
    const estimate = estimateOfferCost(
      { card: nanBonus, program },
      { card: plain, program: null },
      usage(2_000, 2_000, 0),
    );
    expect(estimate.firstYear.working.map((item) => item.kind)).not.toContain('bonus');
    expect(codes(estimate)).toEqual(expect.arrayContaining(['no-bonus-value', 'no-points-value']));
    // $149 fee, 24,000 points at no known value: $149 both years.
    expect([estimate.ongoing.totalCents, estimate.firstYear.totalCents]).toEqual([14_900, 14_900]);
  });

  test('as a held card without rewards: fee and interest only', () => {
    const estimate = estimateCardCost(nanNoRewards, null, usage(1_000, 1_000, 0));
    expect(amounts(estimate.ongoing)).toEqual({ 'annual-fee': 14_900, interest: 0 });
  });
});

describe('estimateOfferCost: first-year items', () => {
  // Current card: no fee, 20.99%, $4,000 owed, $300 repaid a month, no spending, day by day by hand.
  const current = testCard({ annualFeeCents: 0 });
  const onCurrent = revolverByHand(400_000, 0, 30_000, 0.2099);
  // Offer: $49 a year ($0 in the first), 12.99%, 0% balance transfers for 24 months (2% fee).
  // Typical year at 12.99%, the same way.
  const onOffer = revolverByHand(400_000, 0, 30_000, 0.1299);
  const offerTerms: Partial<NormalisedCreditCard> = {
    name: 'Low Rate',
    annualFeeCents: 4_900,
    firstYearAnnualFeeCents: 0,
    purchaseRate: 0.1299,
    balanceTransfer: { rate: 0, periodMonths: 24, feeFraction: 0.02, feeStated: true, revertRate: 0.2199 },
  };
  const use = usage(0, 300, 4_000);
  const held = { card: current, program: null };

  test('Switch: 0% on the balance for the first year, 2% fee, first-year fee waived', () => {
    const offer = testCard({ ...offerTerms, id: '20002-CC00001', providerId: '20002' });
    const estimate = estimateOfferCost({ card: offer, program: null }, held, use);
    expect(estimateCardCost(current, null, use).ongoing.totalCents).toBe(total(onCurrent.interest));
    expect(amounts(estimate.ongoing)).toEqual({ 'annual-fee': 4_900, interest: total(onOffer.interest) });
    // Year one: $0 fee + 2% of $4,000 = $80 + no interest; $4,000 - 13 x $300 = $100 still owed.
    expect(amounts(estimate.firstYear)).toEqual({
      'first-year-fee': 0,
      interest: 0,
      'balance-transfer': 8_000,
    });
    expect(estimate.firstYear.totalCents).toBe(8_000);
    expect(estimate.debt).toEqual({
      todayCents: 400_000,
      afterTypicalYearCents: onOffer.owedAfter,
      afterFirstYearCents: 10_000,
    });
    expect(codes(estimate)).toEqual(['promotion-beyond-first-year']);
  });

  test('Stay: the balance moves at the new rate; no transfer, no new-customer fee waiver', () => {
    const offer = testCard({ ...offerTerms, id: '20001-CC00002', providerId: '20001' });
    const estimate = estimateOfferCost({ card: offer, program: null }, held, use);
    expect(estimate.firstYear.totalCents).toBe(4_900 + total(onOffer.interest));
    expect(estimate.firstYear.working.map((item) => item.kind)).toEqual(['annual-fee', 'interest']);
    expect(codes(estimate)).toEqual(['new-customer-offers-not-on-transfer']);
  });

  test('Switch inside a bank group: the balance stays on the current card in year one', () => {
    const westpac = testCard({
      annualFeeCents: 0,
      id: '10105-CC00099',
      providerId: '10105',
      name: 'Westpac Card',
    });
    const stGeorge = testCard({ ...offerTerms, id: '10089-CC00099', providerId: '10089' });
    const estimate = estimateOfferCost(
      { card: stGeorge, program: null },
      { card: westpac, program: null },
      use,
    );
    // All $300 goes to the old card, so its year is the current card's year.
    expect(amounts(estimate.firstYear)).toEqual({
      'first-year-fee': 0,
      interest: 0,
      'old-card-interest': total(onCurrent.interest),
    });
    expect(estimate.debt.afterFirstYearCents).toBe(onCurrent.owedAfter);
    expect(codes(estimate)).toEqual(['transfer-blocked-same-group', 'balance-left-on-current-card']);
  });

  test('a transfer that costs more than it saves is not taken', () => {
    // $100 owed, repaid on day 25: 24 days at 20.99% is 100 x 0.2099 x 24 / 365 = $1.38, charged on
    // the next statement and repaid 25 days later: 1.38 x 0.2099 x 25 / 365 = $0.02 more. $1.40 in
    // all, where the 2% fee would be $2.
    const offer = testCard({ ...offerTerms, id: '20002-CC00001', providerId: '20002' });
    const estimate = estimateOfferCost({ card: offer, program: null }, held, usage(0, 300, 100));
    expect(amounts(estimate.firstYear)).toEqual({
      'first-year-fee': 0,
      interest: 0,
      'old-card-interest': 140,
    });
    expect(codes(estimate)).toContain('transfer-not-worth-it');
  });

  test.each([
    // name, monthly spend, offer provider, bonus line (cents, value counts against cost), note
    ['spend reaches $3,000 in 3 months', 1_000, '20002', -45_000, null],
    ['spend falls a cent short', 999.99, '20002', 0, 'bonus-spend-not-reached'],
    ['a product transfer gets no bonus', 5_000, '20001', 0, 'new-customer-offers-not-on-transfer'],
  ])('bonus points: %s', (_name, spend, providerId, bonus, note) => {
    const offer = testCard({
      id: `${providerId}-CC00005`,
      providerId,
      rewards: true,
      rewardProgramId: 600,
      earnRate: 1,
      bonusPoints: 100_000,
      bonusPointsValueCents: 45_000,
      bonusSpendRequiredCents: 300_000,
    });
    const program = testProgram({
      id: 600,
      name: 'Amplify Rewards',
      value: 0.0045,
      pointsName: 'Amplify Points',
    });
    const estimate = estimateOfferCost({ card: offer, program }, held, usage(spend, spend, 0));
    expect(amounts(estimate.firstYear).bonus ?? 0).toBe(bonus);
    expect(estimate.firstYear.totalCents - estimate.ongoing.totalCents).toBe(bonus);
    const bonusNotes = codes(estimate).filter(
      (code) => code.startsWith('bonus') || code.startsWith('new-customer'),
    );
    expect(bonusNotes).toEqual(note === null ? [] : [note]);
  });
});

describe('sign-up offers as the bank pays them', () => {
  const held = { card: plain, program: null };
  const amplify = testProgram({
    id: 600,
    name: 'Amplify Rewards',
    value: 0.0045,
    pointsName: 'Amplify Points',
  });

  test.each([
    // name, monthly spend, cash-back terms, cash-back line in cents, note
    [
      '$300 once for $1,500 in 3 months, reached',
      500,
      { amountCents: 30_000, spendRequiredCents: 150_000, spendMonths: 3, perMonth: false },
      -30_000,
      null,
    ],
    [
      '$300 once for $1,500 in 3 months, a cent short',
      499.99,
      { amountCents: 30_000, spendRequiredCents: 150_000, spendMonths: 3, perMonth: false },
      0,
      'cash-back-spend-not-reached',
    ],
    // $50 in each of the first 4 months $1,000 is spent: 4 x $50.
    [
      '$50 a month for 4 months of $1,000',
      1_000,
      { amountCents: 5_000, spendRequiredCents: 100_000, spendMonths: 4, perMonth: true },
      -20_000,
      null,
    ],
    [
      '$50 a month, spending $999 a month',
      999,
      { amountCents: 5_000, spendRequiredCents: 100_000, spendMonths: 4, perMonth: true },
      0,
      'cash-back-spend-not-reached',
    ],
  ] as const)('cash back: %s', (_name, spend, cashBack, line, note) => {
    const offer = testCard({ id: '20002-CC00006', providerId: '20002', cashBack: { ...cashBack } });
    const estimate = estimateOfferCost({ card: offer, program: null }, held, usage(spend, spend, 0));
    expect(amounts(estimate.firstYear).bonus ?? 0).toBe(line);
    expect(estimate.firstYear.totalCents - estimate.ongoing.totalCents).toBe(line);
    expect(codes(estimate).filter((code) => code.startsWith('cash-back'))).toEqual(
      note === null ? [] : [note],
    );
  });

  test('a product transfer gets no cash back', () => {
    const offer = testCard({
      id: '20001-CC00006',
      cashBack: { amountCents: 30_000, spendRequiredCents: null, spendMonths: 3, perMonth: false },
    });
    const estimate = estimateOfferCost({ card: offer, program: null }, held, usage(5_000, 5_000, 0));
    expect(amounts(estimate.firstYear).bonus).toBeUndefined();
    expect(codes(estimate)).toContain('new-customer-offers-not-on-transfer');
  });

  test('points paid after the first year count in neither year, and are said', () => {
    // Westpac Altitude Black-like: 100,000 points in year one for $6,000 in 4 months, 50,000 in year two.
    const offer = testCard({
      id: '20002-CC00007',
      providerId: '20002',
      rewards: true,
      rewardProgramId: 600,
      earnRate: 1,
      bonusPoints: 100_000,
      bonusPointsValueCents: 45_000,
      bonusSpendRequiredCents: 600_000,
      bonusSpendMonths: 4,
      laterBonusPoints: 50_000,
    });
    const reached = estimateOfferCost({ card: offer, program: amplify }, held, usage(1_500, 1_500, 0));
    // 4 months x $1,500 = $6,000 reaches it: only the first year's 100,000 points ($450) count.
    expect(amounts(reached.firstYear).bonus).toBe(-45_000);
    expect(reached.firstYear.totalCents - reached.ongoing.totalCents).toBe(-45_000);
    expect(reached.notes).toContainEqual({
      code: 'later-bonus-points',
      text: 'A further 50,000 bonus points (worth $225) come after the first year if you keep the card; they are in neither the first-year nor the later-years figure.',
    });
    // $1,499.99 a month is a cent a month short over the 4 months.
    const short = estimateOfferCost({ card: offer, program: amplify }, held, usage(1_499.99, 1_499.99, 0));
    expect(amounts(short.firstYear).bonus).toBeUndefined();
    expect(codes(short)).toContain('bonus-spend-not-reached');
  });
});

describe('guards: nothing that is not whole cents goes in or comes out', () => {
  test.each([
    ['NaN spend', { ...usage(0, 0, 0), monthlySpendCents: Number.NaN }],
    ['negative repayment', { ...usage(0, 0, 0), monthlyRepaymentCents: -1 }],
    ['a fraction of a cent', { ...usage(0, 0, 0), balanceRemainingCents: 0.5 }],
    ['Infinity', { ...usage(0, 0, 0), monthlySpendCents: Number.POSITIVE_INFINITY }],
  ])('refuses %s', (_name, use) => {
    expect(() => estimateCardCost(plain, null, use)).toThrow(RangeError);
  });

  test('an explanation that does not add up to the figures is refused', () => {
    const figures = costHeldCard(cardFacts(plain, null), usage(500, 300, 8_000));
    expect(() => explainHeldCard({ ...figures, totalCents: figures.totalCents + 1 })).toThrow(
      /working adds up/,
    );
  });
});
