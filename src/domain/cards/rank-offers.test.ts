import type { NormalisedCreditCard } from '../normalise/types';
import { buildCardCatalogue } from './catalogue';
import { estimateSurvey } from './estimate-survey';
import { OPEN_TO_EVERYONE } from '../eligibility/stored-eligibility';
import { NO_ANSWERS } from '../eligibility/types';
import { findOffer, rankOffers } from './rank-offers';
import { revolverByHand } from './revolver-by-hand';
import { NO_REWARDS_PROGRAM, testCard, usage } from '../../test/fixtures/test-cards';
import type { CardUsage, Offer, RankedOffers, RankOptions } from './types';

// Three banks, cards with round fees and no rewards. Every usage below is a transactor unless
// stated, so a card's yearly cost is its fee.
const card = (
  id: string,
  feeDollars: number,
  extra: Partial<NormalisedCreditCard> = {},
): NormalisedCreditCard =>
  testCard({
    id,
    providerId: id.slice(0, 5),
    name: `Card ${id}`,
    annualFeeCents: feeDollars * 100,
    ...extra,
  });

const a1 = card('30001-CC00001', 100);
const a2 = card('30001-CC00002', 0);
const b1 = card('30002-CC00001', 200);
const b2 = card('30002-CC00002', 120);
const c1 = card('30003-CC00001', 50);
const catalogue = buildCardCatalogue([a1, a2, b1, b2, c1], [NO_REWARDS_PROGRAM]);

function rank(
  entries: { card: NormalisedCreditCard; usage: CardUsage }[],
  sponsoredIds?: string[],
  limit?: number,
): RankedOffers {
  return rankOffers(estimateSurvey(entries, catalogue), catalogue, { sponsoredIds, limit });
}

const ids = (offers: Offer[]): string[] =>
  offers.map((offer) => `${offer.offerType} ${offer.offerId} for ${offer.replaces.cardId}`);

describe('rankOffers: two cards at once', () => {
  // Card A1 costs $100 a year, card B1 $200: $300 together.
  const survey = [
    { card: a1, usage: usage(1_000, 1_000, 0) },
    { card: b1, usage: usage(500, 500, 0) },
  ];
  const ranked = rank(survey);

  test('Stay offers are product transfers at the same bank, best first', () => {
    // A2 for A1 saves $100 a year ($200 over the first year + a typical year); B2 for B1 saves $80.
    expect(ids(ranked.stay)).toEqual([
      'Stay 30001-CC00002 for 30001-CC00001',
      'Stay 30002-CC00002 for 30002-CC00001',
    ]);
    expect(ranked.stay.map((offer) => offer.rankingSavingCents)).toEqual([20_000, 16_000]);
  });

  test('Switch offers pair each card with the survey card it saves most on; held cards are not offered', () => {
    // A2 saves $200 against B1 (only $100 against A1); C1 saves $150 against B1. B2 instead of A1
    // would cost $20 more, so it is left out.
    expect(ids(ranked.switch)).toEqual([
      'Switch 30001-CC00002 for 30002-CC00001',
      'Switch 30003-CC00001 for 30002-CC00001',
    ]);
  });

  test('the saving is the replaced card’s, and the other card is kept', () => {
    const c1Offer = ranked.switch[1];
    // Before: $100 + $200. After swapping B1 for C1: $100 (A1, kept) + $50 (C1).
    expect(c1Offer?.survey).toEqual({
      beforeCents: 30_000,
      afterFirstYearCents: 15_000,
      afterOngoingCents: 15_000,
    });
    expect([c1Offer?.firstYearSavingCents, c1Offer?.ongoingSavingCents]).toEqual([15_000, 15_000]);
    expect(c1Offer?.reasons).toEqual(['$150 less in annual fees']);
    expect(c1Offer?.cost.ongoing.totalCents).toBe(5_000);
  });

  test('limit keeps the best offers of each list', () => {
    const limited = rank(survey, [], 1);
    expect([limited.stay.length, limited.switch.length]).toEqual([1, 1]);
    expect(limited.switch[0]?.offerId).toBe('30001-CC00002');
  });

  test('each list has its own limit, and says how many rows it has in all', () => {
    const limited = rankOffers(estimateSurvey(survey, catalogue), catalogue, { limit: { Switch: 1 } });
    expect([limited.stay.length, limited.switch.length]).toEqual([2, 1]);
    expect(limited.rowCounts).toEqual({ Stay: 2, Switch: 2 });
  });
});

describe('rankOffers: sponsorship', () => {
  const survey = [
    { card: a1, usage: usage(1_000, 1_000, 0) },
    { card: b1, usage: usage(500, 500, 0) },
  ];
  const plain = rank(survey);
  // Bank C's only card and bank B's second card are partners' cards.
  const partnerCards = ['30002-CC00002', '30003-CC00001'];
  const sponsored = rank(survey, partnerCards);

  test.each([
    ['Stay', 'stay'],
    ['Switch', 'switch'],
  ] as const)('%s: the same offers in the same order with or without sponsorship', (_type, list) => {
    expect(ids(sponsored[list])).toEqual(ids(plain[list]));
    expect(sponsored[list].map((offer) => offer.firstYearSavingCents)).toEqual(
      plain[list].map((offer) => offer.firstYearSavingCents),
    );
  });

  test('the partners’ cards are marked where they stand, and no other card is', () => {
    const marked = [...sponsored.stay, ...sponsored.switch].map((offer) => [
      `${offer.offerType} ${offer.offerId}`,
      offer.sponsored,
    ]);
    // C1 saves $150 against B1 over a year, after A2's $200: second among the Switch offers.
    expect(marked).toEqual([
      ['Stay 30001-CC00002', false],
      ['Stay 30002-CC00002', true],
      ['Switch 30001-CC00002', false],
      ['Switch 30003-CC00001', true],
    ]);
    expect([...plain.stay, ...plain.switch].some((offer) => offer.sponsored)).toBe(false);
  });

  test('the partners are named once, for the disclosure above the lists', () => {
    expect(sponsored.partnerProviderIds).toEqual(['30002', '30003']);
    expect(plain.partnerProviderIds).toEqual([]);
  });

  test('a partner card that saves nothing is not listed', () => {
    const onlyB1 = rank(survey, ['30002-CC00001']);
    expect(ids([...onlyB1.stay, ...onlyB1.switch])).toEqual(ids([...plain.stay, ...plain.switch]));
  });
});

describe('rankOffers: the years the visitor keeps the card', () => {
  // Against B1, a $200 card: X ($100 a year, nothing in the first) saves $200, then $100 a year;
  // Y ($50 a year) saves $150 every year; Z (free the first year, then $230) saves $200, then
  // $120 more a year: it saves over one or two years, not three.
  const x = card('30003-CC00002', 100, { firstYearAnnualFeeCents: 0 });
  const y = card('30003-CC00003', 50);
  const z = card('30003-CC00004', 320, { firstYearAnnualFeeCents: 0 });
  const market = buildCardCatalogue([b1, x, y, z], [NO_REWARDS_PROGRAM]);
  const survey = estimateSurvey([{ card: b1, usage: usage(500, 500, 0) }], market);

  // Savings over n years, worked by hand: the first year's, then (n - 1) later years'.
  const X = { first: 200_00, later: 100_00 };
  const Y = { first: 150_00, later: 150_00 };
  const Z = { first: 200_00, later: -120_00 };
  const over = (s: { first: number; later: number }, years: number) => s.first + (years - 1) * s.later;

  test.each([
    // 1 year: X $200 = Z $200 (X is the better later), Y $150.
    [1, ['30003-CC00002', '30003-CC00004', '30003-CC00003'], [X, Z, Y]],
    // 2 years: Y $300 = X $300 (Y saves more each later year), Z $80.
    [undefined, ['30003-CC00003', '30003-CC00002', '30003-CC00004'], [Y, X, Z]],
    [2, ['30003-CC00003', '30003-CC00002', '30003-CC00004'], [Y, X, Z]],
    // 3 years: Y $450, X $400; Z costs $40 more, so it is not listed.
    [3, ['30003-CC00003', '30003-CC00002'], [Y, X]],
    // A later year alone: Y $150, X $100; Z costs $120 more.
    ['each-later-year', ['30003-CC00003', '30003-CC00002'], [Y, X]],
  ] as const)('over %s years', (measure, order, savings) => {
    const ranked = rankOffers(survey, market, { measure });
    expect(ranked.switch.map((offer) => offer.offerId)).toEqual(order);
    expect(ranked.measure).toBe(measure ?? 2);
    expect(ranked.switch.map((offer) => [offer.firstYearSavingCents, offer.ongoingSavingCents])).toEqual(
      savings.map((s) => [s.first, s.later]),
    );
  });

  test.each([1, 2, 3] as const)('savings over %s years never increase down the list', (years) => {
    const ranked = rankOffers(survey, market, { measure: years, includeNonSaving: true });
    const totals = ranked.switch.map((offer) =>
      over({ first: offer.firstYearSavingCents, later: offer.ongoingSavingCents }, years),
    );
    expect(totals).toEqual([...totals].sort((p, q) => q - p));
  });

  test('a card that saves over one year but costs more over three is listed for one only', () => {
    expect([over(Z, 1), over(Z, 3)]).toEqual([200_00, -40_00]);
    const listed = (years: 1 | 3) =>
      rankOffers(survey, market, { measure: years }).switch.map((o) => o.offerId);
    expect(listed(1)).toContain(z.id);
    expect(listed(3)).not.toContain(z.id);
  });

  test('cards equal in every saving: one row when the figures match, the lower id first', () => {
    const twin = card('30003-CC00001', 50);
    const tied = buildCardCatalogue([b1, twin, y], [NO_REWARDS_PROGRAM]);
    const ranked = rankOffers(estimateSurvey([{ card: b1, usage: usage(500, 500, 0) }], tied), tied);
    expect(
      ranked.switch.map((offer) => [offer.offerId, offer.sameFigures.map((same) => same.offerId)]),
    ).toEqual([['30003-CC00001', ['30003-CC00003']]]);
  });
});

describe('rankOffers: same figures are one row', () => {
  // Four banks publish one $50 card; a fifth charges $60.
  const twins = ['30004', '30005', '30006', '30007'].map((bank) => card(`${bank}-CC00001`, 50));
  const other = card('30008-CC00001', 60);
  const market = buildCardCatalogue([b1, ...twins, other], [NO_REWARDS_PROGRAM]);
  const survey = estimateSurvey([{ card: b1, usage: usage(500, 500, 0) }], market);
  const ranked = rankOffers(survey, market);

  test('collapses them, in card order, keeping the others apart', () => {
    expect(
      ranked.switch.map((row) => [row.offerId, row.sameFigures.map((offer) => offer.providerId)]),
    ).toEqual([
      ['30004-CC00001', ['30005', '30006', '30007']],
      ['30008-CC00001', []],
    ]);
  });

  test('the limit counts rows, not cards', () => {
    const limited = rankOffers(survey, market, { limit: 1 });
    expect(limited.switch.map((row) => [row.offerId, row.sameFigures.length])).toEqual([
      ['30004-CC00001', 3],
    ]);
  });

  test('different figures are never collapsed', () => {
    const keys = ranked.switch.map((row) => `${row.firstYearSavingCents}/${row.ongoingSavingCents}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('rankOffers: filters', () => {
  const rewards = card('30003-CC00005', 150, { rewards: true, rewardProgramId: 0 });
  const transfer = card('30003-CC00006', 80, {
    balanceTransfer: { rate: 0, periodMonths: 12, feeFraction: 0, feeStated: true, revertRate: 0.2199 },
  });
  const market = buildCardCatalogue([a1, a2, b1, b2, c1, rewards, transfer], [NO_REWARDS_PROGRAM]);
  const survey = estimateSurvey([{ card: b1, usage: usage(500, 500, 0) }], market);
  const everySwitch = ['30001-CC00002', '30003-CC00001', '30003-CC00006', '30001-CC00001', '30003-CC00005'];

  test.each([
    [{}, ['30002-CC00002'], everySwitch],
    [{ noAnnualFee: true }, [], ['30001-CC00002']],
    [{ rewards: true }, [], ['30003-CC00005']],
    [{ balanceTransfer: true }, [], ['30003-CC00006']],
    [{ excludeMyBank: true }, [], everySwitch],
  ] as const)('%j', (filters, stay, switches) => {
    const ranked = rankOffers(survey, market, { filters });
    expect(ranked.stay.map((offer) => offer.offerId)).toEqual(stay);
    expect(ranked.switch.map((offer) => offer.offerId)).toEqual(switches);
  });
});

describe('rankOffers: only offers the visitor can get', () => {
  const police = card('30004-CC00002', 0, {
    eligibility: {
      ...OPEN_TO_EVERYONE,
      memberGroups: ['police'],
      memberWho: 'police and their families',
      memberSource: 'curated',
    },
  });
  const staff = card('30005-CC00002', 10, { eligibility: { ...OPEN_TO_EVERYONE, staffOnly: true } });
  const market = buildCardCatalogue([b1, c1, police, staff], [NO_REWARDS_PROGRAM]);
  const survey = estimateSurvey([{ card: b1, usage: usage(500, 500, 0) }], market);

  test.each([
    ['no answers', {}, ['30003-CC00001'], 2],
    [
      'a police officer',
      { eligibility: { ...NO_ANSWERS, memberGroups: ['police'] } },
      ['30004-CC00002', '30003-CC00001'],
      1,
    ],
    ['show all', { showAll: true }, ['30004-CC00002', '30005-CC00002', '30003-CC00001'], 2],
  ] as Array<[string, RankOptions, string[], number]>)('%s', (_name, options, listed, hidden) => {
    const ranked = rankOffers(survey, market, options);
    expect(ranked.switch.map((offer) => offer.offerId)).toEqual(listed);
    expect(ranked.hidden.count).toBe(hidden);
  });

  test('marks what the visitor cannot get, says why, and asks only what matters', () => {
    const ranked = rankOffers(survey, market, { showAll: true });
    expect(ranked.switch.map((offer) => offer.ineligible.map((reason) => reason.kind))).toEqual([
      ['members-only'],
      ['staff-only'],
      [],
    ]);
    expect(ranked.hidden.byReason).toEqual([
      { kind: 'members-only', count: 1 },
      { kind: 'staff-only', count: 1 },
    ]);
    expect(ranked.questions).toEqual({ memberGroups: ['police'], age: false });
  });

  test('with "show all" a list runs past its limit to its last card the visitor cannot get', () => {
    // Police saves $200, staff $190, C1 $150: the two marked cards lead.
    const all = rankOffers(survey, market, { showAll: true, limit: 1 });
    expect(all.switch.map((offer) => offer.offerId)).toEqual(['30004-CC00002', '30005-CC00002']);
    expect(all.rowCounts.Switch).toBe(3);
    const open = rankOffers(survey, market, { limit: 1 });
    expect(open.switch.map((offer) => offer.offerId)).toEqual(['30003-CC00001']);
    expect(open.rowCounts.Switch).toBe(1);
  });

  test('a row leads with a card the visitor can get when only some of its lenders are members-only', () => {
    const open = card('30006-CC00002', 0);
    const both = buildCardCatalogue([b1, police, open], [NO_REWARDS_PROGRAM]);
    const ranked = rankOffers(estimateSurvey([{ card: b1, usage: usage(500, 500, 0) }], both), both, {
      showAll: true,
    });
    expect(ranked.switch.map((row) => [row.offerId, row.sameFigures.map((offer) => offer.offerId)])).toEqual([
      ['30006-CC00002', ['30004-CC00002']],
    ]);
  });
});

describe('findOffer', () => {
  const survey = estimateSurvey([{ card: b1, usage: usage(500, 500, 0) }], catalogue);

  test.each([
    ['a Switch offer', '30003-CC00001', 'Switch', 15_000],
    ['a Stay offer', '30002-CC00002', 'Stay', 8_000],
    ['a card that costs more', '30001-CC00001', null, 10_000],
  ] as const)('%s', (_name, id, type, saving) => {
    expect(findOffer(survey, catalogue, id, type)?.firstYearSavingCents).toBe(saving);
  });

  test.each([
    ['the held card', '30002-CC00001', null],
    ['a card not in the data', '39999-CC00001', null],
    ['the wrong type', '30003-CC00001', 'Stay'],
  ] as const)('none for %s', (_name, id, type) => {
    expect(findOffer(survey, catalogue, id, type)).toBeNull();
  });
});

describe('rankOffers: balances', () => {
  // $4,000 owed at 20.99% on a no-fee card, $300 repaid a month, worked day by day by hand.
  const onCurrent = revolverByHand(400_000, 0, 30_000, 0.2099);
  const onLowRate = revolverByHand(400_000, 0, 30_000, 0.1299);
  const interestOf = (year: { interest: number[] }) => year.interest.reduce((sum, cents) => sum + cents, 0);
  const current = card('30001-CC00009', 0);
  const lowRate = card('30003-CC00004', 49, {
    firstYearAnnualFeeCents: 0,
    purchaseRate: 0.1299,
    balanceTransfer: { rate: 0, periodMonths: 24, feeFraction: 0.02, feeStated: true, revertRate: 0.2199 },
  });
  const sameBankTransfer = card('30001-CC00010', 49, {
    purchaseRate: 0.1299,
    balanceTransfer: lowRate.balanceTransfer,
  });
  const tier1000 = card('30002-CC00009', 180, {
    monthlyFeeCents: 1_500,
    purchaseRate: null,
    noInterest: true,
    limitTier: 1_000,
  });
  const market = buildCardCatalogue([current, lowRate, sameBankTransfer, tier1000], [NO_REWARDS_PROGRAM]);
  const ranked = rankOffers(estimateSurvey([{ card: current, usage: usage(0, 300, 4_000) }], market), market);

  test('a switch explains itself from the numbers', () => {
    const offer = ranked.switch[0];
    expect(offer?.offerId).toBe('30003-CC00004');
    // Ongoing: $49 + the interest at 12.99%. Year one: $80 transfer fee only, and no interest.
    expect([offer?.ongoingSavingCents, offer?.firstYearSavingCents]).toEqual([
      interestOf(onCurrent) - 4_900 - interestOf(onLowRate),
      interestOf(onCurrent) - 8_000,
    ]);
    const lessInterest = Math.round((interestOf(onCurrent) - interestOf(onLowRate)) / 100);
    // At 0% the $4,000 less 13 repayments of $300 leaves $100 (plus the $80 fee, paid as it falls due).
    const owedLess = Math.round((onCurrent.owedAfter - 10_000) / 100);
    expect(offer?.reasons).toEqual([
      '$49 off the annual fee in the first year',
      `$${lessInterest} less interest a year on your $4,000 balance`,
      '0% on your balance for 24 months (2% transfer fee)',
      `You would owe $${owedLess} less after 12 months`,
    ]);
    expect(offer?.tradeOffs).toEqual(['$49 more in annual fees']);
  });

  test('a switch that takes the balance says its rate, when it ends, the rate after and the fee', () => {
    // 2% of $4,000 is $80; at 0% all year, no interest on the balance in the first year.
    expect(ranked.switch[0]?.transferTaken).toEqual({
      balanceCents: 400_000,
      rate: 0,
      periodMonths: 24,
      revertRate: 0.2199,
      feeCents: 8_000,
      firstYearInterestCents: 0,
    });
  });

  test('a stay never carries a balance transfer', () => {
    const stay = ranked.stay[0];
    expect(stay?.transferTaken).toBeNull();
    expect(stay?.offerId).toBe('30001-CC00010');
    expect(stay?.cost.firstYear.working.map((item) => item.kind)).toEqual(['annual-fee', 'interest']);
    expect(stay?.firstYearSavingCents).toBe(stay?.ongoingSavingCents);
  });

  test('a card whose limit cannot hold the balance is set aside, with the reason', () => {
    expect(ranked.switch.map((offer) => offer.offerId)).not.toContain('30002-CC00009');
    expect(ranked.unsuitable).toEqual([
      {
        offerId: '30002-CC00009',
        offerType: 'Switch',
        replaces: { index: 0, cardId: '30001-CC00009' },
        reason: "Your balance would reach $4,000, over this card's $1,000 limit",
      },
    ]);
  });
});
