import { normaliseAll } from '../normalise/normalise-all';
import { sameBankGroup } from './bank-groups';
import { buildCardCatalogue } from './catalogue';
import { estimateCardCost } from './estimate-card-cost';
import { estimateSurvey } from './estimate-survey';
import { rankOffers } from './rank-offers';
import { dataFilesPresent, readDataFiles } from '../../test/fixtures/read-data-files';
import { usage } from '../../test/fixtures/test-cards';
import type { CardCostEstimate } from './types';

/** Every number anywhere in `value`, with where it was found. */
function numbersIn(value: unknown, path = '$'): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => numbersIn(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => numbersIn(item, `${path}.${key}`));
  }
  return [];
}

/** Every number but a rate (a fraction a year, such as a balance transfer's `rate` and `revertRate`). */
function notWholeCents(value: unknown): [string, number][] {
  return numbersIn(value).filter(
    ([path, number]) => !/[.]([a-z]+R|r)ate$/.test(path) && !Number.isSafeInteger(number),
  );
}

function workingAddsUp(estimate: CardCostEstimate): boolean {
  return [estimate.ongoing, estimate.firstYear].every(
    (part) => part.working.reduce((sum, item) => sum + item.amountCents, 0) === part.totalCents,
  );
}

const PROFILES = {
  transactor: usage(2_000, 2_000, 0),
  revolver: usage(500, 300, 8_000),
  'high spender': usage(15_000, 15_000, 0),
};

(dataFilesPresent() ? describe : describe.skip)('the engine on the real data in data/', () => {
  const data = normaliseAll(readDataFiles());
  const catalogue = buildCardCatalogue(data.creditCards.cards, data.rewardPrograms);
  const programs = catalogue.programs;

  test('has every card of the data', () => {
    expect(catalogue.cards).toHaveLength(data.creditCards.cards.length);
    expect(catalogue.cards.length).toBeGreaterThan(100);
  });

  test.each(Object.entries(PROFILES))(
    'every card, %s: whole cents everywhere, working adds up',
    (_name, use) => {
      const broken = data.creditCards.cards.flatMap((card) => {
        const program = card.rewards ? (programs.get(card.rewardProgramId) ?? null) : null;
        const estimate = estimateCardCost(card, program, use);
        const bad = notWholeCents(estimate).map(([path, value]) => `${card.id} ${path} = ${value}`);
        return workingAddsUp(estimate) ? bad : [...bad, `${card.id}: working does not add up`];
      });
      expect(broken).toEqual([]);
    },
  );

  test('cards priced by the month cost 12 x the monthly fee, as their annual fee says', () => {
    const monthly = data.creditCards.cards.filter((card) => card.monthlyFeeCents !== null);
    expect(monthly.length).toBeGreaterThan(10);
    for (const card of monthly) {
      const fee = estimateCardCost(card, null, PROFILES.transactor).ongoing.working[0];
      expect([card.id, fee?.amountCents]).toEqual([card.id, card.annualFeeCents]);
    }
  });

  describe('a five-card survey against the whole market', () => {
    const pick = (id: string) => {
      const facts = catalogue.byId.get(id);
      if (facts === undefined) throw new Error(`${id} is not in the data`);
      return facts.card;
    };
    const survey = estimateSurvey(
      [
        { card: pick('10004-CC00001'), usage: usage(500, 300, 8_000) },
        { card: pick('10034-CC00003'), usage: usage(300, 300, 1_500) },
        { card: pick('10105-CC00002'), usage: usage(6_000, 6_000, 0) },
        { card: pick('10069-CC00006'), usage: usage(1_500, 1_000, 2_500) },
        { card: pick('10031-CC00006'), usage: usage(2_000, 2_000, 0) },
      ],
      catalogue,
    );
    const ranked = rankOffers(survey, catalogue, {
      limit: 1_000,
      includeNonSaving: true,
      sponsoredIds: ['10034-CC00008'],
    });
    const offers = [...ranked.stay, ...ranked.switch];

    test('ranks the market with whole cents everywhere', () => {
      expect(offers.length).toBeGreaterThan(150);
      expect(notWholeCents(ranked)).toEqual([]);
      expect(offers.every((offer) => workingAddsUp(offer.cost))).toBe(true);
      // A CommBank card is in the survey: the partner's card is a Stay offer for it, a Switch for the others.
      const marked = offers.filter((offer) => offer.sponsored);
      expect(marked.map((offer) => `${offer.offerType} ${offer.offerId}`)).toEqual([
        'Stay 10034-CC00008',
        'Switch 10034-CC00008',
      ]);
      // CommBank's business cards (Interest-Free Days, the no-fee Low Rate) are no offer at all.
      expect(offers.map((offer) => offer.offerId)).not.toContain('10034-CC00005');
      expect(offers.map((offer) => offer.offerId)).not.toContain('10034-CC00007');
    });

    test('each list is in order of the saving over two years', () => {
      for (const list of [ranked.stay, ranked.switch]) {
        const savings = list.map((offer) => offer.firstYearSavingCents + offer.ongoingSavingCents);
        expect(savings).toEqual([...savings].sort((a, b) => b - a));
      }
    });

    test('stays are at the replaced card’s bank and never transfer a balance', () => {
      for (const offer of ranked.stay) {
        const replaced = survey.entries[offer.replaces.index]?.estimate;
        expect(offer.providerId).toBe(replaced?.providerId);
        expect(offer.cost.firstYear.working.map((item) => item.kind)).not.toContain('balance-transfer');
      }
    });

    test('balance transfers only cross bank groups', () => {
      const transfers = ranked.switch.filter((offer) =>
        offer.cost.firstYear.working.some((item) => item.kind === 'balance-transfer'),
      );
      expect(transfers.length).toBeGreaterThan(0);
      for (const offer of transfers) {
        const replaced = survey.entries[offer.replaces.index]?.estimate;
        expect(sameBankGroup(offer.providerId, replaced?.providerId ?? offer.providerId)).toBe(false);
      }
    });

    test('an offer changes the survey total by its own saving only', () => {
      for (const offer of offers) {
        expect(offer.survey.beforeCents - offer.survey.afterOngoingCents).toBe(offer.ongoingSavingCents);
        expect(offer.survey.beforeCents - offer.survey.afterFirstYearCents).toBe(offer.firstYearSavingCents);
      }
    });
  });
});
