import type { SaverHabits } from './bonus-verdict';
import type { BonusCondition, BonusWay, SavingTerms, TermsBand } from './saving-terms';
import { savingsYear } from './savings-year';

const NO_ANSWERS: SaverHabits = {
  monthlyDepositCents: 0,
  monthlyWithdrawalCents: 0,
  cardPurchases: null,
  age: null,
  linkedAccount: null,
};

const whole = (
  kind: 'base' | 'bonus',
  rate: number,
  minCents = 0,
  maxCents: number | null = null,
  ways: BonusWay[] = kind === 'bonus' ? [[]] : [],
): TermsBand => ({
  kind,
  rate,
  minCents,
  maxCents,
  appliesTo: 'whole',
  includesBase: false,
  ways,
});

/** `conditions`: the one way to every bonus band, when given. */
function terms(
  bands: TermsBand[],
  { conditions, ...extra }: Partial<SavingTerms> & { conditions?: BonusCondition[] } = {},
): SavingTerms {
  const withWays =
    conditions === undefined
      ? bands
      : bands.map((band) => (band.kind === 'bonus' ? { ...band, ways: [conditions] } : band));
  return {
    bands: withWays,
    ceilingRate: null,
    introductoryMonths: null,
    monthlyFeeCents: 0,
    creditEveryMonths: 1,
    creditingPublished: true,
    ...extra,
  };
}

/** December 2025 to November 2026, written out: no calendar code from the module under test. */
const DAYS_DEC_2025_TO_NOV_2026 = [31, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30];

/**
 * The year worked out day by day with plain arithmetic: each day's closing balance times the day's
 * rate over 365, summed for the month and rounded to the cent when credited on the last day.
 * `rateOn(balance, monthIndex)` is the yearly rate the test says applies to a balance that month.
 */
function dayByDay(
  openingCents: number,
  depositCents: number,
  withdrawalCents: number,
  interestOn: (balanceCents: number, monthIndex: number) => number,
): number[] {
  const credits: number[] = [];
  let balance = openingCents;
  DAYS_DEC_2025_TO_NOV_2026.forEach((days, monthIndex) => {
    let accrued = 0;
    for (let day = 1; day <= days; day += 1) {
      if (day === 1) balance += depositCents;
      if (day === 15) balance -= withdrawalCents;
      accrued += interestOn(balance, monthIndex) / 365;
    }
    const credit = Math.round(accrued);
    credits.push(credit);
    balance += credit;
  });
  return credits;
}

const START = { year: 2025, month: 12 };
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

describe('a year of daily interest against an independent day-by-day calculation', () => {
  test('$50,000, $500 a month, 2.35% base and a 2.75% introductory bonus for 5 months', () => {
    const account = terms([whole('base', 0.0235), whole('bonus', 0.0275)], {
      introductoryMonths: 5,
      ceilingRate: 0.051,
    });
    const year = savingsYear({
      terms: account,
      openingBalanceCents: 5_000_000,
      habits: { ...NO_ANSWERS, monthlyDepositCents: 50_000 },
      start: START,
      introductoryMonthsLeft: 5,
    });
    const expected = dayByDay(
      5_000_000,
      50_000,
      0,
      (balance, month) => balance * (month < 5 ? 0.051 : 0.0235),
    );
    expect(year.months.map((month) => month.baseInterestCents + month.bonusInterestCents)).toEqual(expected);
    const total = expected.reduce((sum, credit) => sum + credit, 0);
    expect(year.interestCents).toBe(total);
    expect(year.closingBalanceCents).toBe(5_000_000 + 12 * 50_000 + total);
    expect(year.bonusMonths).toBe(5);
    expect(year.months[5]?.why).toBe('2.35% p.a.: base rate only, the introductory rate is over');
  });

  test('tiers paid on the portion of the balance in each, with $2,000 out on the 15th', () => {
    // 0.50% on the first $10,000, 3.00% on $10,000.01 to $60,000, 4.00% above.
    const bands: TermsBand[] = [
      { ...whole('base', 0.005, 0, 1_000_000), appliesTo: 'portion' },
      { ...whole('base', 0.03, 1_000_001, 6_000_000), appliesTo: 'portion' },
      { ...whole('base', 0.04, 6_000_001, null), appliesTo: 'portion' },
    ];
    const year = savingsYear({
      terms: terms(bands),
      openingBalanceCents: 5_500_000,
      habits: { ...NO_ANSWERS, monthlyDepositCents: 100_000, monthlyWithdrawalCents: 200_000 },
      start: START,
      introductoryMonthsLeft: 0,
    });
    const tiered = (balance: number): number =>
      Math.min(balance, 1_000_000) * 0.005 +
      Math.max(0, Math.min(balance, 6_000_000) - 1_000_000) * 0.03 +
      Math.max(0, balance - 6_000_000) * 0.04;
    const expected = dayByDay(5_500_000, 100_000, 200_000, tiered);
    expect(year.months.map((month) => month.baseInterestCents)).toEqual(expected);
    expect(year.withdrawalsCents).toBe(12 * 200_000);
  });

  test('a whole-balance band pays its rate on all of a balance inside it, and the bonus stops above its cap', () => {
    // Base 1.00% under $50,000 and 2.00% on the whole balance from $50,000; bonus 3.00% up to $50,000.
    const account = terms([
      whole('base', 0.01, 0, 4_999_999),
      whole('base', 0.02, 5_000_000, null),
      whole('bonus', 0.03, 0, 4_999_999),
    ]);
    const year = savingsYear({
      terms: account,
      openingBalanceCents: 4_800_000,
      habits: { ...NO_ANSWERS, monthlyDepositCents: 100_000 },
      start: START,
      introductoryMonthsLeft: 0,
    });
    const rate = (balance: number): number => (balance < 5_000_000 ? 0.04 : 0.02);
    expect(year.months.map((month) => month.baseInterestCents + month.bonusInterestCents)).toEqual(
      dayByDay(4_800_000, 100_000, 0, (balance) => balance * rate(balance)),
    );
    expect(year.months[0]?.bonus).toBe('earned');
    expect(year.months[0]?.bonusInterestCents).toBeGreaterThan(0);
    expect(year.months[1]?.bonusInterestCents).toBe(0);
    expect(year.months[1]?.why).toBe(
      '2.00% p.a.: base 2.00% p.a. plus the bonus, as the month meets its conditions; the bonus is paid only on balances up to $49,999.99',
    );
  });

  /**
   * Interest credited every `every` months, worked out day by day: each day's interest is added to
   * the period's sum, unrounded, and the sum is rounded once and added to the balance when credited.
   */
  function creditedEvery(
    every: number,
    openingCents: number,
    depositCents: number,
    rateOf: (b: number) => number,
  ) {
    const credits: number[] = [];
    let balance = openingCents;
    let accrued = 0;
    DAYS_DEC_2025_TO_NOV_2026.forEach((days, monthIndex) => {
      for (let day = 1; day <= days; day += 1) {
        if (day === 1) balance += depositCents;
        accrued += (balance * rateOf(balance)) / 365;
      }
      if ((monthIndex + 1) % every === 0) {
        credits.push(Math.round(accrued));
        balance += Math.round(accrued);
        accrued = 0;
      } else credits.push(0);
    });
    return { credits, balance };
  }

  test.each([
    ['every 6 months', 6, 5_000_000, 50_000, (): number => 0.045],
    [
      'every 3 months, on the portion in each tier',
      3,
      900_000,
      20_000,
      (b: number): number => (b <= 1_000_000 ? 0.05 : 0),
    ],
    ['once a year', 12, 2_000_000, 0, (): number => 0.04],
    ['monthly', 1, 2_000_000, 10_000, (): number => 0.04],
  ])(
    'interest credited %s earns interest only once it is credited',
    (_name, every, opening, deposit, rateOf) => {
      const bands: TermsBand[] =
        every === 3
          ? [
              { ...whole('base', 0.05, 0, 1_000_000), appliesTo: 'portion' },
              { ...whole('base', 0, 1_000_001, null), appliesTo: 'portion' },
            ]
          : [whole('base', rateOf(0))];
      const year = savingsYear({
        terms: terms(bands, { creditEveryMonths: every }),
        openingBalanceCents: opening,
        habits: { ...NO_ANSWERS, monthlyDepositCents: deposit },
        start: START,
        introductoryMonthsLeft: 0,
      });
      // The tiered case pays 5% on the part up to $10,000: rate times that part, over the balance.
      const expected = creditedEvery(every, opening, deposit, (balance) =>
        every === 3 ? (Math.min(balance, 1_000_000) * 0.05) / balance : rateOf(balance),
      );
      expect(year.months.map((month) => month.creditedCents)).toEqual(expected.credits);
      expect(year.interestCents).toBe(sum(expected.credits));
      expect(year.closingBalanceCents).toBe(expected.balance);
      // Each month shows the interest it earned; a period's months add up to its credit.
      for (let end = every; end <= 12; end += every) {
        const period = year.months.slice(end - every, end);
        expect(sum(period.map((month) => month.baseInterestCents + month.bonusInterestCents))).toBe(
          expected.credits[end - 1],
        );
      }
    },
  );
});

describe('the bonus month by month', () => {
  const bonusAccount = (conditions: BonusCondition[]): SavingTerms =>
    terms([whole('base', 0.01), whole('bonus', 0.04)], { conditions });

  test.each([
    {
      name: 'deposit at least $200: met by $500',
      conditions: [{ kind: 'min-deposit', cents: 20_000 }],
      habits: { monthlyDepositCents: 50_000 },
      bonusMonths: 12,
      why: '5.00% p.a.: base 1.00% p.a. plus the bonus, as the month meets its conditions',
    },
    {
      name: 'deposit at least $1,000: not met by $500',
      conditions: [{ kind: 'min-deposit', cents: 100_000 }],
      habits: { monthlyDepositCents: 50_000 },
      bonusMonths: 0,
      why: '1.00% p.a.: base rate only. The bonus needs at least $1,000.00 deposited each month',
    },
    {
      name: 'no withdrawals: not met with $100 out',
      conditions: [{ kind: 'no-withdrawals' }],
      habits: { monthlyDepositCents: 50_000, monthlyWithdrawalCents: 10_000 },
      bonusMonths: 0,
      why: '1.00% p.a.: base rate only. The bonus needs a month with no withdrawals',
    },
    {
      name: 'balance growth of any amount: met when deposits beat withdrawals',
      conditions: [{ kind: 'balance-growth', cents: 1 }],
      habits: { monthlyDepositCents: 50_000, monthlyWithdrawalCents: 10_000 },
      bonusMonths: 12,
      why: '5.00% p.a.: base 1.00% p.a. plus the bonus, as the month meets its conditions',
    },
    {
      name: '5 card purchases, not asked: base only, and the question named',
      conditions: [{ kind: 'card-purchases', count: 5 }],
      habits: {},
      bonusMonths: 0,
      why: '1.00% p.a.: base rate only. The bonus needs 5 card purchases a month, and we have not asked how many you make',
      questions: ['card_purchases'],
    },
    {
      name: '5 card purchases, 6 made',
      conditions: [{ kind: 'card-purchases', count: 5 }],
      habits: { cardPurchases: 6 },
      bonusMonths: 12,
      why: '5.00% p.a.: base 1.00% p.a. plus the bonus, as the month meets its conditions',
    },
    {
      name: 'under 30, aged 34',
      conditions: [{ kind: 'under-age', years: 30 }],
      habits: { age: 34 },
      bonusMonths: 0,
      why: '1.00% p.a.: base rate only. The bonus is only for savers aged under 30',
    },
    {
      name: 'linked account held',
      conditions: [{ kind: 'linked-account' }],
      habits: { linkedAccount: true },
      bonusMonths: 12,
      why: '5.00% p.a.: base 1.00% p.a. plus the bonus, as the month meets its conditions',
    },
    {
      name: 'conditions the data does not spell out',
      conditions: [{ kind: 'unstated' }],
      habits: { monthlyDepositCents: 50_000 },
      bonusMonths: 0,
      why: "1.00% p.a.: base rate only. The bank's conditions for its bonus are not in the data it publishes in a form we can check",
    },
  ] as const)('$name', ({ conditions, habits, bonusMonths, why, ...rest }) => {
    const year = savingsYear({
      terms: bonusAccount([...conditions]),
      openingBalanceCents: 1_000_000,
      habits: { ...NO_ANSWERS, ...habits },
      start: START,
      introductoryMonthsLeft: 0,
    });
    expect(year.bonusMonths).toBe(bonusMonths);
    expect(year.months[0]?.why).toBe(why);
    expect(year.questions).toEqual('questions' in rest ? rest.questions : []);
    expect(year.bonusInterestCents === 0).toBe(bonusMonths === 0);
  });

  test('an introductory rate counts only in its months left, and only with the other conditions met', () => {
    const account = terms([whole('base', 0.01), whole('bonus', 0.04)], {
      introductoryMonths: 4,
      conditions: [{ kind: 'min-deposit', cents: 10_000 }],
    });
    const run = (deposit: number, left: number) =>
      savingsYear({
        terms: account,
        openingBalanceCents: 1_000_000,
        habits: { ...NO_ANSWERS, monthlyDepositCents: deposit },
        start: START,
        introductoryMonthsLeft: left,
      });
    expect(run(10_000, 4).months.map((month) => month.bonus)).toEqual([
      ...Array<string>(4).fill('introductory'),
      ...Array<string>(8).fill('introductory-over'),
    ]);
    expect(run(10_000, 2).bonusMonths).toBe(2);
    expect(run(5_000, 4).bonusMonths).toBe(0);
  });

  test('an introductory rate of months not published is not counted, and says so', () => {
    const year = savingsYear({
      terms: terms([whole('base', 0.04), whole('bonus', 0.0135)], { introductoryMonths: 0 }),
      openingBalanceCents: 1_000_000,
      habits: NO_ANSWERS,
      start: START,
      introductoryMonthsLeft: 0,
    });
    expect(year.bonusMonths).toBe(0);
    expect(year.bonusUnmet).toEqual([
      'The bank does not publish how many months its introductory rate lasts, so it is not counted',
    ]);
    expect(year.months[0]?.why).toBe(
      '4.00% p.a.: base rate only. The bank does not publish how many months its introductory rate lasts, so it is not counted',
    );
  });

  test('a monthly fee is taken from the interest earned', () => {
    const year = savingsYear({
      terms: terms([whole('base', 0.02)], { monthlyFeeCents: 500 }),
      openingBalanceCents: 1_000_000,
      habits: NO_ANSWERS,
      start: START,
      introductoryMonthsLeft: 0,
    });
    expect(year.feesCents).toBe(6_000);
    expect(year.earnedCents).toBe(year.interestCents - 6_000);
  });

  test.each([
    { what: 'opening balance', openingBalanceCents: -1, habits: NO_ANSWERS },
    { what: 'monthly deposit', openingBalanceCents: 0, habits: { ...NO_ANSWERS, monthlyDepositCents: 0.5 } },
  ])('refuses a $what that is not whole cents', ({ openingBalanceCents, habits }) => {
    expect(() =>
      savingsYear({
        terms: terms([whole('base', 0.01)]),
        openingBalanceCents,
        habits,
        start: START,
        introductoryMonthsLeft: 0,
      }),
    ).toThrow(RangeError);
  });
});

describe('each bonus band by its own ways', () => {
  // Westpac Life's shape: 2.00% base, 3.00% for a deposit and a higher balance, 0.20% more on up to
  // $30,000 for 5 card purchases at 18 to 29.
  const westpacLife = terms(
    [
      whole('base', 0.02),
      whole('bonus', 0.03, 0, null, [
        [
          { kind: 'min-deposit', cents: 1 },
          { kind: 'balance-growth', cents: 1 },
        ],
      ]),
      whole('bonus', 0.002, 100, 3_000_000, [
        [
          { kind: 'card-purchases', count: 5 },
          { kind: 'min-age', years: 18 },
          { kind: 'under-age', years: 30 },
        ],
      ]),
    ],
    { ceilingRate: 0.052 },
  );
  const run = (habits: Partial<SaverHabits>) =>
    savingsYear({
      terms: westpacLife,
      openingBalanceCents: 2_000_000,
      habits: { ...NO_ANSWERS, monthlyDepositCents: 50_000, ...habits },
      start: START,
      introductoryMonthsLeft: 0,
    });

  test('the main bonus for a deposit and growth, without the card purchases of the small one', () => {
    const year = run({});
    expect(year.interestCents).toBe(sum(dayByDay(2_000_000, 50_000, 0, (balance) => balance * 0.05)));
    expect(year.bonusMonths).toBe(12);
    expect(year.questions).toEqual(['card_purchases', 'age']);
  });

  test('both bonuses for a 25-year-old making 5 purchases a month', () => {
    const year = run({ cardPurchases: 5, age: 25 });
    expect(year.interestCents).toBe(
      sum(dayByDay(2_000_000, 50_000, 0, (balance) => balance * (balance <= 3_000_000 ? 0.052 : 0.05))),
    );
  });

  test("no deposit: only the base, and the reason is the main bonus's", () => {
    const year = run({ monthlyDepositCents: 0, cardPurchases: 5, age: 25 });
    expect(year.bonusUnmet[0]).toBe('The bonus needs at least $0.01 deposited each month');
  });

  test('alternatives by age: an under-18 needs nothing, an adult the deposit', () => {
    const boost = terms([
      whole('base', 0.0005),
      whole('bonus', 0.05, 0, 25_000_000, [
        [
          { kind: 'min-deposit', cents: 100_000 },
          { kind: 'min-age', years: 18 },
        ],
        [{ kind: 'under-age', years: 18 }],
      ]),
    ]);
    const months = (age: number | null, deposit: number) =>
      savingsYear({
        terms: boost,
        openingBalanceCents: 1_000_000,
        habits: { ...NO_ANSWERS, age, monthlyDepositCents: deposit },
        start: START,
        introductoryMonthsLeft: 0,
      }).bonusMonths;
    expect([months(16, 0), months(40, 0), months(40, 100_000), months(null, 100_000)]).toEqual([
      12, 0, 12, 0,
    ]);
  });
});
