import { revolverByHand } from './revolver-by-hand';
import { daysToDueFor, simulateYear, type YearSimulationInput } from './simulate-year';

// At 36.5% p.a. a day's interest is 0.1% of the day's balance, which keeps the hand sums short.
const TENTH_OF_A_PERCENT_A_DAY = 0.365;
const PERIODS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const revolver: YearSimulationInput = {
  monthlySpendCents: 200_000,
  monthlyRepaymentCents: 180_000,
  purchaseRate: 0.2099,
  interestFreePurchases: true,
  daysToDue: 25,
  openingBalanceCents: 350_000,
  keepMonths: true,
};

describe('daysToDueFor: the repayment is made on the due date', () => {
  test.each([
    [55, 25, '55 interest-free days less a 30-day statement period'],
    [44, 14, '44 less 30'],
    [62, 32, '62 less 30: due after the next statement'],
    [null, 25, 'none published: the usual 25 days'],
    [0, 25, 'no interest-free days: still a due date 25 days on'],
    [30, 25, 'no more than a statement period: the usual 25 days'],
  ] as [number | null, number, string][])(
    '%p interest-free days: due %i days after the statement (%s)',
    (days, due) => {
      expect(daysToDueFor(days)).toBe(due);
    },
  );
});

describe('simulateYear: its input', () => {
  test.each([0, -1, 2.5, Number.NaN])('refuses %p days to the due date', (daysToDue) => {
    expect(() => simulateYear({ ...revolver, daysToDue })).toThrow(RangeError);
  });
});

describe('simulateYear: a revolver, charged by the day', () => {
  // CommBank Smart Awards at 20.99% p.a.: $3,500 owed, $2,000 spent and $1,800 repaid a month.
  const sim = simulateYear(revolver);
  const byHand = revolverByHand(350_000, 200_000, 180_000, 0.2099);

  test('each statement charges what an independent day-by-day sum gives', () => {
    expect(sim.months.map((row) => row.interestCents)).toEqual(byHand.interest);
  });

  test('the year adds up: $1,206.96 of interest, where a month-at-a-time charge said $1,517.14', () => {
    expect(sim.interestCents).toBe(byHand.interest.reduce((sum, cents) => sum + cents, 0));
    expect(sim.interestCents).toBe(120_696);
    // Today's statement and the year's twelve are each repaid on their due date; the last, after the year.
    expect(sim.closingCents).toBe(byHand.owedAfter);
    expect(sim.peakCents).toBe(byHand.peak);
    expect(sim.repaidCents).toBe(13 * 180_000);
    expect(sim.closingCents).toBe(350_000 + 12 * 200_000 + sim.interestCents - sim.repaidCents);
    expect(sim.monthsInterestFree).toBe(0);
    expect(sim.monthsBelowMinimum).toBe(0);
  });
});

describe('simulateYear: interest-free days', () => {
  const clear = { ...revolver, openingBalanceCents: 0, purchaseRate: TENTH_OF_A_PERCENT_A_DAY };

  test('a transactor who pays each statement in full pays no interest', () => {
    const sim = simulateYear({ ...clear, monthlySpendCents: 200_000, monthlyRepaymentCents: 200_000 });
    expect(sim.interestCents).toBe(0);
    expect(sim.monthsInterestFree).toBe(12);
    // The last statement's $2,000 falls due after the year, and is repaid then too.
    expect(sim.closingCents).toBe(0);
    expect(sim.repaidCents).toBe(12 * 200_000);
  });

  test('on a 62-day card, due after the next statement, a transactor still pays no interest', () => {
    // Each statement falls due 32 days on, after the next statement, which still shows it; paid on
    // its own due date, it is not asked for twice.
    const sim = simulateYear({
      ...clear,
      daysToDue: daysToDueFor(62),
      monthlySpendCents: 200_000,
      monthlyRepaymentCents: 200_000,
    });
    expect(sim.interestCents).toBe(0);
    expect(sim.monthsInterestFree).toBe(12);
    expect(sim.repaidCents).toBe(12 * 200_000);
    expect(sim.closingCents).toBe(0);
  });

  test('a statement part paid is charged only on the part unpaid, from the statement date', () => {
    // $310 a month. Statement 1 (after the 31 days of period 1, $10 a day): $310, nothing charged.
    // Its due date, day 56: $210 paid, $100 unpaid, charged for the 25 days since the statement at
    // 0.1% = $2.50; the $210 paid is never charged. From that day every day's balance is charged,
    // purchases included, to the end of period 2 (days 56 to 59).
    const sim = simulateYear({
      ...clear,
      monthlySpendCents: 31_000,
      monthlyRepaymentCents: 21_000,
      keepMonths: true,
    });
    expect(sim.months[0]).toMatchObject({ interestCents: 0, closingCents: 31_000, repaidCents: 0 });
    // Period 2 has 28 days, so its $310 comes at $11.07 or $11.08 a day.
    const periodTwoDay = (d: number) => Math.floor(((d + 1) * 31_000) / 28) - Math.floor((d * 31_000) / 28);
    let owed = 31_000 - 21_000;
    for (let d = 0; d <= 24; d += 1) owed += periodTwoDay(d);
    let accrued = 10_000 * 0.001 * 25;
    accrued += owed * 0.001;
    for (let d = 25; d < 28; d += 1) {
      owed += periodTwoDay(d);
      accrued += owed * 0.001;
    }
    expect(sim.months[1]?.interestCents).toBe(Math.round(accrued));
    expect(sim.months[1]?.interestFree).toBe(false);
  });

  test('interest-free days come back once a statement is paid in full', () => {
    // $1,000 owed today at 0.1% a day, $310 spent a month and $1,800 repaid: today's statement is
    // paid in full on day 25. Days 1 to 24 are charged on $1,000 and that period's purchases; from
    // day 25 purchases are interest-free again, and every later statement is paid in full.
    const sim = simulateYear({ ...clear, openingBalanceCents: 100_000, monthlySpendCents: 31_000 });
    let owed = 100_000;
    let accrued = 0;
    for (let d = 0; d < 24; d += 1) {
      owed += Math.floor(((d + 1) * 31_000) / 31) - Math.floor((d * 31_000) / 31);
      accrued += owed * 0.001;
    }
    expect(sim.months[0]?.interestCents).toBe(Math.round(accrued));
    expect(sim.months.slice(1).every((row) => row.interestCents === 0)).toBe(true);
  });

  test('a card without interest-free days charges purchases from the day they are made', () => {
    // $310 over 31 days, $10 a day, at 0.1% a day: 0.01 x (1 + 2 + ... + 31) = $4.96 in period 1.
    const sim = simulateYear({
      ...clear,
      interestFreePurchases: false,
      monthlySpendCents: 31_000,
      monthlyRepaymentCents: 100_000,
    });
    expect(sim.months[0]?.interestCents).toBe(496);
    expect(sim.monthsInterestFree).toBe(0);
  });
});

describe('simulateYear: balances on other terms', () => {
  test('a transferred balance at 0% for 6 months, then charged by the day at its revert rate', () => {
    // $6,000 transferred, $500 repaid on each due date (day 25, 56, ...), no new spending.
    const sim = simulateYear({
      ...revolver,
      purchaseRate: 0.2,
      openingBalanceCents: 0,
      monthlySpendCents: 0,
      monthlyRepaymentCents: 50_000,
      transferred: {
        balanceCents: 600_000,
        introRate: 0,
        introMonths: 6,
        revertRate: TENTH_OF_A_PERCENT_A_DAY,
      },
    });
    // By hand: the statement of period p is due 25 days after it; from period 7 every day is
    // charged 0.1% of what is owed, and the interest is added at each statement.
    let owed = 600_000;
    let day = 0;
    let due = 24;
    const interest: number[] = [];
    PERIODS.forEach((days, period) => {
      let accrued = 0;
      for (let d = 0; d < days; d += 1, day += 1) {
        if (day === due) owed -= Math.min(50_000, owed);
        if (period >= 6) accrued += owed * 0.001;
      }
      due = day - 1 + 25;
      interest.push(Math.round(accrued));
      owed += Math.round(accrued);
    });
    expect(sim.months.map((row) => row.interestCents)).toEqual(interest);
    expect(sim.transferInterestCents).toBe(interest.reduce((sum, cents) => sum + cents, 0));
    expect(sim.interestCents).toBe(0);
  });

  test('repayments clear the higher-rate purchases before a 0% transferred balance', () => {
    // While the transfer is owed, no statement is paid in full, so purchases are charged by the
    // day; the repayment goes to the purchases first and the transfer keeps its 0%.
    const sim = simulateYear({
      ...revolver,
      purchaseRate: TENTH_OF_A_PERCENT_A_DAY,
      openingBalanceCents: 0,
      monthlySpendCents: 31_000,
      monthlyRepaymentCents: 50_000,
      transferred: { balanceCents: 100_000, introRate: 0, introMonths: 12, revertRate: 0.2 },
    });
    // Period 1, $10 a day, each day charged 0.1%: days 1 to 24 owe $10 to $240, 0.01 x (1 + ... +
    // 24) = $3.00. Day 25, the due date of today's statement (the $1,000 transfer): the $500 pays
    // the $240 of purchases first and $260 off the transfer; then days 25 to 31 owe $10 to $70 of
    // purchases: 0.01 + 0.02 + ... + 0.07 = $0.28. Period 1's statement: $3.28.
    expect(sim.months[0]?.interestCents).toBe(300 + 1 + 2 + 3 + 4 + 5 + 6 + 7);
    expect(sim.months[0]?.closingCents).toBe(100_000 + 31_000 + 328 - 50_000);
    expect(sim.transferInterestCents).toBe(0);
  });

  test('a balance left on the old card is repaid with what the new card’s statement leaves over', () => {
    // New card: $310 spent in period 1, paid in full each due date, so no interest on it.
    // Old card: $1,000 at 0.1% a day, repaid with the rest of $800 on each due date.
    const sim = simulateYear({
      ...revolver,
      purchaseRate: 0.2,
      openingBalanceCents: 0,
      monthlySpendCents: 31_000,
      monthlyRepaymentCents: 80_000,
      leftBehind: { balanceCents: 100_000, rate: TENTH_OF_A_PERCENT_A_DAY, monthlyFeeCents: 0 },
    });
    // Day 25 pays $800 off the old card ($0 statement on the new one): 24 days at $1,000 = $24.00,
    // then $200 for the rest of period 1 (7 days): $1.40. Period 1's statement: $25.40.
    expect(sim.months[0]?.interestCents).toBe(2_540);
    expect(sim.interestCents).toBe(0);
    expect(sim.monthsInterestFree).toBe(12);
    expect(sim.leftBehindClosingCents).toBe(0);
  });

  test('an old no-interest card charges its monthly fee at each statement while it is owed', () => {
    // $500 owed, $200 repaid on each due date: owed at the statements of periods 1 and 2 ($300,
    // $100), cleared on the due date in period 3, so two fees of $15.
    const sim = simulateYear({
      ...revolver,
      openingBalanceCents: 0,
      monthlySpendCents: 0,
      monthlyRepaymentCents: 20_000,
      leftBehind: { balanceCents: 50_000, rate: 0, monthlyFeeCents: 1_500 },
    });
    expect(sim.leftBehindFeesCents).toBe(3_000);
    expect(sim.leftBehindInterestCents).toBe(0);
  });
});

describe('simulateYear: the usual minimum repayment', () => {
  test.each([
    // opening, repayment, due dates flagged, arithmetic (no interest, no spending)
    [500_000, 2_000, 12, '$20 is under the $25 floor and under 2% of $5,000 ($100)'],
    [100_000, 2_200, 12, '$22 is above 2% of $1,000 ($20) but under the $25 floor'],
    [500_000, 10_000, 0, '$100 is 2% of $5,000, then more than 2% as the balance falls'],
    [500_000, 9_999, 0, "today's $5,000 statement is not the year's; the first is $4,900.01, 2% $98.00"],
    [500_000, 9_700, 1, 'statement 1: 2% of $4,903 is $98.06, over $97; statement 2: 2% of $4,806 is $96.12'],
    [1_000, 1_000, 0, 'a $10 balance: the minimum is the whole $10'],
    [0, 0, 0, 'nothing owed, nothing due'],
  ])('opening %i, repaying %i: %i due dates flagged (%s)', (opening, repayment, below) => {
    const sim = simulateYear({
      monthlySpendCents: 0,
      monthlyRepaymentCents: repayment,
      purchaseRate: 0,
      interestFreePurchases: true,
      daysToDue: 25,
      openingBalanceCents: opening,
    });
    expect(sim.monthsBelowMinimum).toBe(below);
  });
});

describe('simulateYear: the debt identity', () => {
  // Fees are paid as they fall due, not added to the balance, so beyond purchases the debt only
  // grows by interest: closing - opening = purchases + interest - repaid, whatever the inputs.
  let seed = 7;
  const next = (below: number): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % below;
  };
  const cases = Array.from({ length: 300 }, () => ({
    monthlySpendCents: next(500_000),
    monthlyRepaymentCents: next(500_000),
    purchaseRate: next(3_000) / 10_000,
    interestFreePurchases: next(2) === 0,
    daysToDue: 10 + next(25),
    openingBalanceCents: next(2_000_000),
    transferred:
      next(2) === 0
        ? {
            balanceCents: next(1_000_000),
            introRate: next(600) / 10_000,
            introMonths: next(30),
            revertRate: 0.2199,
          }
        : null,
    leftBehind:
      next(2) === 0
        ? { balanceCents: next(1_000_000), rate: next(3_000) / 10_000, monthlyFeeCents: 0 }
        : null,
  }));

  test('holds for 300 generated inputs, with whole non-negative cents throughout', () => {
    cases.forEach((input, i) => {
      const sim = simulateYear(input);
      const opening =
        input.openingBalanceCents +
        (input.transferred?.balanceCents ?? 0) +
        (input.leftBehind?.balanceCents ?? 0);
      const interest = sim.interestCents + sim.transferInterestCents + sim.leftBehindInterestCents;
      const growth = sim.closingCents + sim.leftBehindClosingCents - opening;
      // The case number rides along so a failure names its input.
      expect({ i, growth }).toEqual({ i, growth: 12 * input.monthlySpendCents + interest - sim.repaidCents });
      const figures = [
        sim.interestCents,
        sim.transferInterestCents,
        sim.leftBehindInterestCents,
        sim.closingCents,
        sim.leftBehindClosingCents,
      ];
      expect({ i, whole: figures.every((value) => Number.isSafeInteger(value) && value >= 0) }).toEqual({
        i,
        whole: true,
      });
    });
  });
});
