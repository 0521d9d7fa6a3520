/** Figures the visitor gives us: an earn rate the bank does not publish, and a card entered by hand. */
import { normaliseAll } from '../normalise/normalise-all';
import { buildCardCatalogue } from './catalogue';
import {
  ENTERED_PROVIDER_ID,
  enteredCard,
  enteredCardProblems,
  type EnteredCardFigures,
  OTHER_REWARDS_PROGRAM_ID,
} from './entered-card';
import { estimateSurvey } from './estimate-survey';
import { rankOffers } from './rank-offers';
import { dataFilesPresent, readDataFiles } from '../../test/fixtures/read-data-files';
import { asksEarnRate, visitorEarnRateProblem } from './rewards';
import { NO_REWARDS_PROGRAM, testCard, testProgram, usage } from '../../test/fixtures/test-cards';

const awards = testProgram({ id: 400, name: 'CommBank Awards', pointsName: 'Awards points', value: 0.005 });
const unvalued = testProgram({ id: 2200, name: 'Card rewards', pointsName: 'Rewards points', value: null });
const programs = [NO_REWARDS_PROGRAM, awards, unvalued];
const smartAwards = testCard({
  id: '10034-CC00009',
  providerId: '10034',
  name: 'Smart Awards credit card',
  annualFeeCents: 6_000,
  rewards: true,
  rewardProgramId: 400,
  earnRate: null,
});
const plain = testCard({ id: '10034-CC00001', providerId: '10034', name: 'Low Rate', annualFeeCents: 0 });
const elsewhere = testCard({
  id: '10069-CC00001',
  providerId: '10069',
  name: 'NAB Low Fee',
  annualFeeCents: 3_000,
});
const catalogue = buildCardCatalogue([smartAwards, plain, elsewhere], programs);
const transactor = usage(2_000, 2_000, 0);

function rewardsCents(entries: Parameters<typeof estimateSurvey>[0]): number {
  const estimate = estimateSurvey(entries, catalogue).entries[0]!.estimate;
  return estimate.ongoing.working
    .filter((item) => item.kind === 'rewards')
    .reduce((sum, item) => sum + item.amountCents, 0);
}

describe('a card whose earn rate is not published', () => {
  it.each([
    ['rewards of a known value and no earn rate', true, smartAwards, awards],
    ['a published earn rate', false, { ...smartAwards, earnRate: 1 }, awards],
    ['no rewards', false, plain, NO_REWARDS_PROGRAM],
    [
      'points of no known value (the answer could not count)',
      false,
      { ...smartAwards, rewardProgramId: 2200 },
      unvalued,
    ],
  ])('a card with %s: asked %p', (_what, asked, card, program) => {
    expect(asksEarnRate(card, program)).toBe(asked);
  });

  it.each([
    ['smart awards', 1.25, null, smartAwards],
    ['smart awards', 0, 'an earn rate is more than 0 and at most 10 points a dollar', smartAwards],
    ['smart awards', 11, 'an earn rate is more than 0 and at most 10 points a dollar', smartAwards],
    ['smart awards', Number.NaN, 'an earn rate is more than 0 and at most 10 points a dollar', smartAwards],
    ['a card without points', 1, 'this card earns no points, so it has no earn rate', plain],
    [
      'a card with a published rate',
      2,
      "the bank publishes this card's earn rate (1 points a dollar), which is used",
      { ...smartAwards, earnRate: 1 },
    ],
  ])('for %s, %p points a dollar: %p', (_what, rate, problem, card) => {
    expect(visitorEarnRateProblem(card, rate)).toBe(problem);
  });

  it('counts the rate the visitor gives, and says it came from them', () => {
    // $2,000 x 12 x 1.25 = 30,000 points at half a cent: $150 a year back.
    expect(rewardsCents([{ card: smartAwards, usage: transactor, visitorEarnRate: 1.25 }])).toBe(-15_000);
    const notes = estimateSurvey([{ card: smartAwards, usage: transactor, visitorEarnRate: 1.25 }], catalogue)
      .entries[0]!.estimate.notes;
    expect(notes).toContainEqual({
      code: 'earn-rate-from-you',
      text: 'Awards points at 1.25 a dollar, as you told us: the bank does not publish this card’s earn rate.',
    });
    expect(notes.map((note) => note.code)).not.toContain('no-earn-rate');
  });

  it('counts nothing when the visitor does not know, as before, and says why', () => {
    expect(rewardsCents([{ card: smartAwards, usage: transactor, visitorEarnRate: 'unknown' }])).toBe(0);
    expect(rewardsCents([{ card: smartAwards, usage: transactor }])).toBe(0);
    const notes = estimateSurvey(
      [{ card: smartAwards, usage: transactor, visitorEarnRate: 'unknown' }],
      catalogue,
    ).entries[0]!.estimate.notes;
    expect(notes).toContainEqual({
      code: 'no-earn-rate',
      text: 'You don’t know how many Awards points this card earns and the bank does not publish it, so they count as $0 here.',
    });
  });

  it('refuses a rate for a card that earns no points', () => {
    expect(() => estimateSurvey([{ card: plain, usage: transactor, visitorEarnRate: 1 }], catalogue)).toThrow(
      'this card earns no points',
    );
  });

  it('ranks offers against the card as the visitor earns on it', () => {
    // Not knowing, Smart Awards costs its $60 fee: CommBank's fee-free Low Rate and NAB's $30 card
    // save money. Counting $150 of points a year, it costs $90 less than nothing: neither does.
    const ranked = (visitorEarnRate: number | 'unknown') =>
      rankOffers(
        estimateSurvey([{ card: smartAwards, usage: transactor, visitorEarnRate }], catalogue),
        catalogue,
      );
    expect(ranked('unknown').stay.map((offer) => offer.ongoingSavingCents)).toEqual([6_000]);
    expect(ranked('unknown').switch.map((offer) => offer.ongoingSavingCents)).toEqual([3_000]);
    expect(ranked(1.25).stay).toEqual([]);
    expect(ranked(1.25).switch).toEqual([]);
  });
});

describe('a card entered by hand', () => {
  const amex: EnteredCardFigures = {
    providerId: null,
    providerName: 'American Express',
    cardName: 'Explorer',
    annualFeeCents: 39_500,
    purchaseRate: 0.2399,
    interestFreeDays: 44,
    rewardProgramId: 400,
  };
  const byId = new Map(programs.map((program) => [program.id, program]));

  it.each<[string, Partial<EnteredCardFigures>, string[]]>([
    ['real figures', {}, []],
    ['a fee in cents typed as dollars', { annualFeeCents: 3_950_000 }, ['annualFeeCents']],
    ['a fee with a fraction of a cent', { annualFeeCents: 10.5 }, ['annualFeeCents']],
    ['a rate as a percentage', { purchaseRate: 23.99 }, ['purchaseRate']],
    ['a negative rate', { purchaseRate: -0.01 }, ['purchaseRate']],
    ['days past any card', { interestFreeDays: 365 }, ['interestFreeDays']],
    ['part of a day', { interestFreeDays: 44.5 }, ['interestFreeDays']],
    ['a program we do not have', { rewardProgramId: 9999 }, ['rewardProgramId']],
  ])('checks %s', (_what, change, fields) => {
    expect(enteredCardProblems({ ...amex, ...change }, byId).map((problem) => problem.field)).toEqual(fields);
  });

  it('is costed like any card, from what was entered, and every card of ours is a Switch offer', () => {
    const card = enteredCard(amex, 'entered-1');
    expect(card).toMatchObject({
      id: 'entered-1',
      providerId: ENTERED_PROVIDER_ID,
      name: 'American Express Explorer',
      annualFeeCents: 39_500,
      purchaseRate: 0.2399,
      interestFreeDays: 44,
      rewards: true,
      earnRate: null,
    });
    const survey = estimateSurvey(
      [{ card, usage: transactor, visitorEarnRate: 2, enteredByHand: true }],
      catalogue,
    );
    const estimate = survey.entries[0]!.estimate;
    // $395 fee, less $2,000 x 12 x 2 = 48,000 points at half a cent ($240).
    expect(estimate.ongoing.totalCents).toBe(39_500 - 24_000);
    expect(estimate.notes.map((note) => note.code)).toEqual(
      expect.arrayContaining(['entered-by-you', 'earn-rate-from-you']),
    );
    // Against its $155 a year: Low Rate saves $155, NAB's card $125, Smart Awards (points uncounted) $95.
    const ranked = rankOffers(survey, catalogue);
    expect(ranked.stay).toEqual([]);
    expect(ranked.switch.map((offer) => [offer.offerId, offer.ongoingSavingCents])).toEqual([
      [plain.id, 15_500],
      [elsewhere.id, 12_500],
      [smartAwards.id, 9_500],
    ]);
  });

  it('at one of our banks, that bank’s cards are Stay offers', () => {
    const card = enteredCard({ ...amex, providerId: '10034', providerName: 'CommBank' }, 'entered-1');
    const ranked = rankOffers(
      estimateSurvey([{ card, usage: transactor, enteredByHand: true }], catalogue),
      catalogue,
    );
    expect(ranked.stay.map((offer) => offer.offerId)).toEqual([plain.id, smartAwards.id]);
    expect(ranked.switch.map((offer) => offer.offerId)).toEqual([elsewhere.id]);
  });
});

(dataFilesPresent() ? describe : describe.skip)('the reward programs of the real data', () => {
  it('hold the program for points of another program, with no value', () => {
    const { rewardPrograms } = normaliseAll(readDataFiles());
    expect(rewardPrograms.find((program) => program.id === OTHER_REWARDS_PROGRAM_ID)).toMatchObject({
      value: null,
      rewardsCategory: 'general_rewards',
    });
  });
});
