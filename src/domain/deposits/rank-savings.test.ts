import { OPEN_TO_EVERYONE } from '../eligibility/stored-eligibility';
import type { SaverHabits } from './bonus-verdict';
import { earningsOf, rankSavings, type SavingsProduct } from './rank-savings';
import type { BonusCondition, SavingTerms, TermsBand } from './saving-terms';

const habits: SaverHabits = {
  monthlyDepositCents: 50_000,
  monthlyWithdrawalCents: 0,
  cardPurchases: null,
  age: null,
  linkedAccount: null,
};
const START = { year: 2025, month: 12 };
const input = { openingBalanceCents: 1_000_000, habits, start: START };

const band = (kind: 'base' | 'bonus', rate: number): TermsBand => ({
  kind,
  rate,
  minCents: 0,
  maxCents: null,
  appliesTo: 'whole',
  includesBase: false,
  ways: [],
});

function product(
  id: string,
  base: number,
  bonus: number,
  extra: {
    conditions?: BonusCondition[];
    introductoryMonths?: number;
    sponsored?: boolean;
    minAge?: number;
  } = {},
): SavingsProduct {
  const terms: SavingTerms = {
    bands:
      bonus > 0
        ? [band('base', base), { ...band('bonus', bonus), ways: [extra.conditions ?? []] }]
        : [band('base', base)],
    ceilingRate: base + bonus,
    introductoryMonths: extra.introductoryMonths ?? null,
    monthlyFeeCents: 0,
    creditEveryMonths: 1,
    creditingPublished: true,
  };
  return {
    id,
    providerId: id.slice(0, 5),
    name: id,
    terms,
    eligibility: { ...OPEN_TO_EVERYONE, minAge: extra.minAge ?? null },
    sponsored: extra.sponsored ?? false,
  };
}

/**
 * $10,000 and $500 on each 1st for a year, from December 2025 at a flat rate, worked out as the
 * bank would by hand: each month's balance times the rate times its days over 365, rounded.
 */
function flatYear(rate: number): number {
  const days = [31, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30];
  let balance = 1_000_000;
  let total = 0;
  for (const d of days) {
    balance += 50_000;
    const credit = Math.round((balance * rate * d) / 365);
    total += credit;
    balance += credit;
  }
  return total;
}

const held = product('10001-SV00001', 0.01, 0);

function rank(
  products: SavingsProduct[],
  measure: 'first-year' | 'later-year' = 'first-year',
  age: number | null = null,
) {
  return rankSavings({
    ...input,
    current: { providerId: '10001', productId: held.id, earnings: earningsOf(held.terms, input, 0) },
    products: [held, ...products],
    visitor: { memberGroups: [], age, student: false },
    measure,
    limit: 5,
  });
}

describe('Stay and Switch for savings', () => {
  test("ranked by the dollars a year given the saver's answers; an unmet bonus ranks on the base rate", () => {
    const ranked = rank([
      product('10001-SV00002', 0.02, 0),
      product('10002-SV00001', 0.01, 0.04, { conditions: [{ kind: 'min-deposit', cents: 100_000 }] }),
      product('10003-SV00001', 0.03, 0),
      product('10004-SV00001', 0.005, 0.03, { conditions: [{ kind: 'min-deposit', cents: 20_000 }] }),
    ]);
    expect(ranked.stay.map((offer) => [offer.product.id, offer.measureCents])).toEqual([
      ['10001-SV00002', flatYear(0.02)],
    ]);
    expect(ranked.switch.map((offer) => [offer.product.id, offer.measureCents, offer.gainCents])).toEqual([
      ['10004-SV00001', flatYear(0.035), flatYear(0.035) - flatYear(0.01)],
      ['10003-SV00001', flatYear(0.03), flatYear(0.03) - flatYear(0.01)],
      // Its bonus needs $1,000 a month: worked out at its 1% base, it earns no more than the saver's account.
    ]);
    expect(ranked.compared).toBe(4);
  });

  test("a partner's account is marked where it ranks and never moved", () => {
    const ranked = rank([
      product('10002-SV00001', 0.02, 0, { sponsored: true }),
      product('10003-SV00001', 0.03, 0),
    ]);
    expect(ranked.switch.map((offer) => [offer.product.id, offer.product.sponsored])).toEqual([
      ['10003-SV00001', false],
      ['10002-SV00001', true],
    ]);
  });

  test('an introductory rate counts in the first year only', () => {
    const intro = product('10002-SV00001', 0.015, 0.06, { introductoryMonths: 4 });
    const steady = product('10003-SV00001', 0.03, 0);
    const first = rank([intro, steady], 'first-year');
    const later = rank([intro, steady], 'later-year');
    expect(first.switch.map((offer) => offer.product.id)).toEqual(['10002-SV00001', '10003-SV00001']);
    expect(later.switch.map((offer) => offer.product.id)).toEqual(['10003-SV00001', '10002-SV00001']);
    const [introOffer] = first.switch;
    expect(introOffer?.earnings.laterYear?.earnedCents).toBe(flatYear(0.015));
    expect(introOffer?.earnings.firstYear.bonusMonths).toBe(4);
  });

  test('an account the saver cannot open is set apart with the reason', () => {
    const ranked = rank([product('10002-SV00001', 0.03, 0, { minAge: 55 })], 'first-year', 40);
    expect(ranked.switch).toEqual([]);
    expect(ranked.unavailable.map((entry) => [entry.product.id, entry.reasons])).toEqual([
      ['10002-SV00001', [{ kind: 'min-age', minAge: 55 }]],
    ]);
  });
});
