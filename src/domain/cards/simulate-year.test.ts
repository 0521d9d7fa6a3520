import { monthInterestCents, simulateYear, type YearSimulationInput } from './simulate-year';

const revolver: YearSimulationInput = {
  monthlySpendCents: 50_000,
  monthlyRepaymentCents: 30_000,
  purchaseRate: 0.2099,
  interestFreePurchases: true,
  openingBalanceCents: 800_000,
  keepMonths: true,
};

describe('monthInterestCents', () => {
  test.each([
    // balance, rate, expected, arithmetic
    [850_000, 0.2099, 14_868, '850,000 x 0.2099 / 12 = 14,867.917'],
    [50, 0.12, 1, '50 x 0.12 / 12 = 0.5 exactly: half a cent rounds up'],
    [49, 0.12, 0, '49 x 0.12 / 12 = 0.49'],
    [100_000, 0, 0, 'no-interest card'],
    [0, 0.2099, 0, 'nothing owed'],
  ])('%i cents at %d p.a. -> %i (%s)', (balance, rate, expected) => {
    expect(monthInterestCents(balance, rate)).toBe(expected);
  });
});

describe('simulateYear: a revolver with a large balance', () => {
  // $8,000 owed at 20.99% p.a., $500 spent and $300 repaid a month. Owing from day one, so no
  // interest-free days: interest = (opening + purchases) x 0.2099 / 12, rounded to the cent.
  //  month  opening     +purchases  interest (exact)          repaid   closing
  //   1      8,000.00    8,500.00   148.68 (148.679166)       300.00    8,348.68
  //   2      8,348.68    8,848.68   154.78 (154.778161)       300.00    8,703.46
  //   3      8,703.46    9,203.46   160.98 (160.983854)       300.00    9,064.44
  //   4      9,064.44    9,564.44   167.30 (167.297996)       300.00    9,431.74
  //   5      9,431.74    9,931.74   173.72 (173.722685)       300.00    9,805.46
  //   6      9,805.46   10,305.46   180.26 (180.259671)       300.00   10,185.72
  //   7     10,185.72   10,685.72   186.91 (186.911052)       300.00   10,572.63
  //   8     10,572.63   11,072.63   193.68 (193.678753)       300.00   10,966.31
  //   9     10,966.31   11,466.31   200.56 (200.564872)       300.00   11,366.87
  //  10     11,366.87   11,866.87   207.57 (207.571334)       300.00   11,774.44
  //  11     11,774.44   12,274.44   214.70 (214.700413)       300.00   12,189.14
  //  12     12,189.14   12,689.14   221.95 (221.954207)       300.00   12,611.09
  // Interest for the year: 2,211.09. Debt: 8,000 + 12 x 500 + 2,211.09 - 12 x 300 = 12,611.09.
  const interestByMonth = [
    14_868, 15_478, 16_098, 16_730, 17_372, 18_026, 18_691, 19_368, 20_056, 20_757, 21_470, 22_195,
  ];
  const sim = simulateYear(revolver);

  test.each(interestByMonth.map((interest, i) => [i + 1, interest]))(
    'month %i interest is %i cents',
    (month, interest) => {
      expect(sim.months[month - 1]?.interestCents).toBe(interest);
    },
  );

  test('adds up to the year', () => {
    expect(sim.interestCents).toBe(221_109);
    expect(sim.closingCents).toBe(1_261_109);
    expect(sim.closingCents).toBe(800_000 + 12 * 50_000 + 221_109 - 12 * 30_000);
    expect(sim.repaidCents).toBe(360_000);
    expect(sim.peakCents).toBe(1_218_914 + 50_000 + 22_195);
    expect(sim.monthsInterestFree).toBe(0);
    // 2% of the largest statement, $12,911.09, is $258.22: $300 is above the usual minimum.
    expect(sim.monthsBelowMinimum).toBe(0);
  });
});

describe('simulateYear: interest-free days', () => {
  test('a transactor who pays in full pays no interest', () => {
    const sim = simulateYear({
      ...revolver,
      openingBalanceCents: 0,
      monthlySpendCents: 200_000,
      monthlyRepaymentCents: 200_000,
    });
    expect(sim.interestCents).toBe(0);
    expect(sim.closingCents).toBe(0);
    expect(sim.monthsInterestFree).toBe(12);
  });

  test('a first unpaid month is charged only on the part left unpaid, then loses interest-free days', () => {
    // 24% p.a. = 2% a month. Month 1 starts clear: $1,000 spent, $600 repaid, interest on the
    // unpaid $400 = $8.00, closing $408. Month 2 starts owing: interest on $408 + $1,000 = $28.16,
    // closing 408 + 1,000 + 28.16 - 600 = $836.16.
    const sim = simulateYear({
      ...revolver,
      purchaseRate: 0.24,
      openingBalanceCents: 0,
      monthlySpendCents: 100_000,
      monthlyRepaymentCents: 60_000,
    });
    expect(sim.months.slice(0, 2).map((row) => [row.interestCents, row.closingCents])).toEqual([
      [800, 40_800],
      [2_816, 83_616],
    ]);
  });

  test('a card without an interest-free period charges a month of interest on purchases paid in full', () => {
    // 24% p.a.: $1,000 of purchases cost $20 a month even though they are repaid.
    const sim = simulateYear({
      ...revolver,
      purchaseRate: 0.24,
      interestFreePurchases: false,
      openingBalanceCents: 0,
      monthlySpendCents: 100_000,
      monthlyRepaymentCents: 200_000,
    });
    expect(sim.interestCents).toBe(12 * 2_000);
    expect(sim.closingCents).toBe(0);
  });
});

describe('simulateYear: balances on other terms', () => {
  test('a transferred balance at 0% for 6 months, then 24%', () => {
    // $6,000 transferred, $500 repaid a month, no new spending. Months 1-6: no interest, $3,000
    // left. Then 2% a month: 7) 60.00 -> 2,560.00  8) 51.20 -> 2,111.20  9) 42.22 -> 1,653.42
    // 10) 33.07 -> 1,186.49  11) 23.73 -> 710.22  12) 14.20 -> 224.42. Interest 224.42.
    const sim = simulateYear({
      ...revolver,
      purchaseRate: 0.2,
      openingBalanceCents: 0,
      monthlySpendCents: 0,
      monthlyRepaymentCents: 50_000,
      transferred: { balanceCents: 600_000, introRate: 0, introMonths: 6, revertRate: 0.24 },
    });
    expect(sim.months.map((row) => row.interestCents)).toEqual([
      0, 0, 0, 0, 0, 0, 6_000, 5_120, 4_222, 3_307, 2_373, 1_420,
    ]);
    expect(sim.transferInterestCents).toBe(22_442);
    expect(sim.closingCents).toBe(22_442);
    expect(sim.interestCents).toBe(0);
  });

  test('repayments clear the higher-rate purchases before a 0% transferred balance', () => {
    // Month 1: a transfer is owed, so the $100 of purchases pay interest: 100 x 0.2 / 12 = $1.67.
    // $300 repaid: $101.67 clears the purchases, $198.33 comes off the $1,000 transfer. Month 2
    // starts with no purchases owed, so interest is again only on the new $100: $1.67.
    const sim = simulateYear({
      ...revolver,
      purchaseRate: 0.2,
      openingBalanceCents: 0,
      monthlySpendCents: 10_000,
      monthlyRepaymentCents: 30_000,
      transferred: { balanceCents: 100_000, introRate: 0, introMonths: 12, revertRate: 0.2 },
    });
    expect(sim.months[0]).toMatchObject({ interestCents: 167, closingCents: 80_167 });
    expect(sim.months[1]).toMatchObject({ interestCents: 167, closingCents: 60_334 });
  });

  test('a balance left on the old card is repaid after the new card is cleared', () => {
    // New card: $500 spent, starts clear, repaid in full each month: no interest.
    // Old card at 24% (2% a month) gets the other $300: 1) 1,000 + 20.00 - 300 = 720.00
    // 2) 720 + 14.40 - 300 = 434.40  3) 434.40 + 8.69 - 300 = 143.09  4) 143.09 + 2.86 = 145.95, all repaid.
    const sim = simulateYear({
      ...revolver,
      purchaseRate: 0.2,
      openingBalanceCents: 0,
      monthlySpendCents: 50_000,
      monthlyRepaymentCents: 80_000,
      leftBehind: { balanceCents: 100_000, rate: 0.24, monthlyFeeCents: 0 },
    });
    expect(sim.interestCents).toBe(0);
    expect(sim.leftBehindInterestCents).toBe(2_000 + 1_440 + 869 + 286);
    expect(sim.leftBehindClosingCents).toBe(0);
    expect(sim.repaidCents).toBe(12 * 50_000 + 3 * 30_000 + 14_595);
    expect(sim.monthsInterestFree).toBe(12);
  });

  test('an old no-interest card charges its monthly fee while it is owed', () => {
    // $500 owed, $200 repaid a month: owed in months 1-3 ($300, $100, $0 after), so 3 x $15.
    const sim = simulateYear({
      ...revolver,
      openingBalanceCents: 0,
      monthlySpendCents: 0,
      monthlyRepaymentCents: 20_000,
      leftBehind: { balanceCents: 50_000, rate: 0, monthlyFeeCents: 1_500 },
    });
    expect(sim.leftBehindFeesCents).toBe(4_500);
    expect(sim.leftBehindInterestCents).toBe(0);
  });
});

describe('simulateYear: the usual minimum repayment', () => {
  test.each([
    // opening, repayment, months below, arithmetic (no interest, no spending)
    [500_000, 2_000, 12, '$20 is under the $25 floor and under 2% of $5,000 ($100)'],
    [100_000, 2_200, 12, '$22 is above 2% of $1,000 ($20) but under the $25 floor'],
    [500_000, 10_000, 0, '$100 is 2% of $5,000, then more than 2% as the balance falls'],
    [500_000, 9_999, 1, '2% of $5,000 is $100; after month 1 2% of $4,900.01 is $98.00'],
    [1_000, 1_000, 0, 'a $10 balance: the minimum is the whole $10'],
    [0, 0, 0, 'nothing owed, nothing due'],
  ])('opening %i, repaying %i: %i months flagged (%s)', (opening, repayment, below) => {
    const sim = simulateYear({
      monthlySpendCents: 0,
      monthlyRepaymentCents: repayment,
      purchaseRate: 0,
      interestFreePurchases: true,
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
      ];
      expect({ i, whole: figures.every((value) => Number.isSafeInteger(value) && value >= 0) }).toEqual({
        i,
        whole: true,
      });
    });
  });
});
