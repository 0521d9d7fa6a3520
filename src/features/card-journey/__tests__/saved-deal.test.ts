import { draftOf, restoredDeal, surveyCardOf } from '../saved-deal';
import type { KeptCard } from '../../../api/card-journey-types';

const ours: KeptCard = {
  productId: '10004-CC00002',
  monthlySpend: 1500,
  monthlyRepayment: 1000,
  balanceRemaining: 2000.5,
  cardName: 'ANZ Frequent Flyer Black',
  providerId: '10004',
  providerName: 'ANZ',
};

const typed: KeptCard = {
  productId: null,
  enteredCard: {
    providerId: null,
    providerName: 'Credit union',
    cardName: 'Member card',
    annualFee: 49,
    purchaseRate: 0.1299,
    interestFreeDays: 55,
    rewardProgramId: 0,
  },
  earnRate: null,
  monthlySpend: 800,
  monthlyRepayment: 800,
  balanceRemaining: 0,
  cardName: 'Member card',
  providerId: null,
  providerName: 'Credit union',
};

describe('a kept card back in the survey', () => {
  it.each([
    [
      'one of ours',
      ours,
      {
        productId: '10004-CC00002',
        usage: { monthlySpend: 1500, monthlyRepayment: 1000, balanceRemaining: 2000.5 },
      },
    ],
    [
      'one typed by hand, earn rate unknown',
      typed,
      {
        productId: null,
        enteredCard: typed.enteredCard,
        earnRate: null,
        usage: { monthlySpend: 800, monthlyRepayment: 800, balanceRemaining: 0 },
      },
    ],
    [
      'a typed card whose bank the server left out',
      { ...typed, enteredCard: { ...typed.enteredCard!, providerId: undefined as unknown as null } },
      {
        productId: null,
        enteredCard: typed.enteredCard,
        earnRate: null,
        usage: { monthlySpend: 800, monthlyRepayment: 800, balanceRemaining: 0 },
      },
    ],
  ])('%s', (_name, card, expected) => {
    expect(surveyCardOf(card)).toEqual(expected);
  });

  it.each([
    [
      'a carried balance',
      ours,
      {
        paysInFull: false,
        monthlySpend: '1500',
        monthlyRepayment: '1000',
        balanceRemaining: '2000.50',
        earnRate: '',
      },
    ],
    [
      'paid in full, earn rate unknown',
      typed,
      {
        paysInFull: true,
        monthlySpend: '800',
        monthlyRepayment: '800',
        balanceRemaining: '0',
        earnRate: 'unknown',
      },
    ],
    ['an earn rate given', { ...ours, earnRate: 1.25 }, { earnRate: '1.25' }],
  ])('as the form shows it: %s', (_name, card, expected) => {
    expect(draftOf(card)).toMatchObject(expected);
  });

  it('fills the survey with the cards, the drafts and the estimate, or nothing without an estimate', () => {
    const estimate = { entries: [], totalCents: 1, debtTodayCents: 0, debtAfterYearCents: 0 };
    const restored = restoredDeal({ surveyId: 's-1', cards: [ours, typed], estimate });
    expect(restored?.surveyId).toBe('s-1');
    expect(restored?.cards).toHaveLength(2);
    expect(restored?.drafts.map((draft) => draft.productId)).toEqual(['10004-CC00002', null]);
    expect(restored?.estimateResult).toEqual({ cards: restored?.cards, estimate });
    expect(restoredDeal({ surveyId: null, cards: [], estimate: null })).toBeNull();
    expect(restoredDeal({ surveyId: 's-1', cards: [ours], estimate: null })).toBeNull();
    expect(restoredDeal({ surveyId: 's-1', cards: [], estimate })).toBeNull();
  });
});
