import type { NormalisedCreditCard } from '../normalise/types';
import { buildCardCatalogue } from './catalogue';
import { estimateSurvey } from './estimate-survey';
import { rankOffers } from './rank-offers';
import { NO_REWARDS_PROGRAM, testCard, usage } from './test-cards';
import type { CardUsage, Offer, RankedOffers } from './types';

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
});

describe('rankOffers: sponsored offers', () => {
  const survey = [
    { card: a1, usage: usage(1_000, 1_000, 0) },
    { card: b1, usage: usage(500, 500, 0) },
  ];
  const plain = rank(survey);
  const sponsored = rank(survey, ['30002-CC00002', '30003-CC00001']);

  test('never change the order or the content of the ranked lists', () => {
    expect(ids(sponsored.stay)).toEqual(ids(plain.stay));
    expect(ids(sponsored.switch)).toEqual(ids(plain.switch));
    expect(sponsored.switch.map((offer) => offer.rankingSavingCents)).toEqual(
      plain.switch.map((offer) => offer.rankingSavingCents),
    );
  });

  test('are labelled where they appear, and listed in their own place with honest figures', () => {
    expect(sponsored.switch.map((offer) => offer.sponsored)).toEqual([false, true]);
    expect(plain.switch.map((offer) => offer.sponsored)).toEqual([false, false]);
    // Ordered by the same rule; B2 as a switch for A1 would cost $20 a year more and still shows.
    expect(ids(sponsored.sponsored)).toEqual([
      'Switch 30003-CC00001 for 30002-CC00001',
      'Stay 30002-CC00002 for 30002-CC00001',
      'Switch 30002-CC00002 for 30001-CC00001',
    ]);
    expect(sponsored.sponsored.map((offer) => offer.rankingSavingCents)).toEqual([30_000, 16_000, -4_000]);
    expect(sponsored.sponsored.every((offer) => offer.sponsored)).toBe(true);
  });
});

describe('rankOffers: ties', () => {
  // Against a $200 card: X ($100 a year, $0 in the first) saves $200 + $100; Y ($50 a year) saves
  // $150 + $150. Equal over two years, so the lower ongoing cost (Y) goes first.
  const x = card('30003-CC00002', 100, { firstYearAnnualFeeCents: 0 });
  const y = card('30003-CC00003', 50);
  const tied = buildCardCatalogue([b1, x, y], [NO_REWARDS_PROGRAM]);

  test('are broken by the lower ongoing cost', () => {
    const ranked = rankOffers(estimateSurvey([{ card: b1, usage: usage(500, 500, 0) }], tied), tied);
    expect(
      ranked.switch.map((offer) => [offer.offerId, offer.rankingSavingCents, offer.survey.afterOngoingCents]),
    ).toEqual([
      ['30003-CC00003', 30_000, 5_000],
      ['30003-CC00002', 30_000, 10_000],
    ]);
  });
});

describe('rankOffers: balances', () => {
  // $4,000 owed at 20.99% on a no-fee card, $300 repaid a month (worked month by month in
  // estimate-card-cost.test.ts): $557.91 a year, $957.91 owed after it.
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
    // Ongoing: $49 + $329.41 interest at 12.99%. Year one: $80 transfer fee only.
    expect([offer?.ongoingSavingCents, offer?.firstYearSavingCents]).toEqual([
      55_791 - 37_841,
      55_791 - 8_000,
    ]);
    expect(offer?.reasons).toEqual([
      '$49 off the annual fee in the first year',
      '$229 less interest a year on your $4,000 balance',
      '0% on your balance for 24 months (2% transfer fee)',
      'You would owe $558 less after 12 months',
    ]);
    expect(offer?.tradeOffs).toEqual(['$49 more in annual fees']);
  });

  test('a stay never carries a balance transfer', () => {
    const stay = ranked.stay[0];
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
