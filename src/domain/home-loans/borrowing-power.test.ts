import { borrowingPower, incomeTaxCents } from './borrowing-power';

/** Monthly repayment on `principal` cents, written out here: P x r / (1 - (1 + r)^-n). */
function annuity(principal: number, annualRate: number, months: number): number {
  const r = annualRate / 12;
  return Math.round((principal * r) / (1 - (1 + r) ** -months));
}

describe('incomeTaxCents (2024–25 resident rates, no offsets)', () => {
  test.each([
    // gross dollars, tax worked by hand
    [18_000, 0],
    [18_200, 0],
    [45_000, (45_000 - 18_200) * 0.16], // 4,288
    [60_000, 4_288 + (60_000 - 45_000) * 0.3], // 8,788
    [100_000, 4_288 + (100_000 - 45_000) * 0.3], // 20,788
    [135_000, 4_288 + 90_000 * 0.3], // 31,288
    [190_000, 31_288 + 55_000 * 0.37], // 51,638
    [250_000, 51_638 + 60_000 * 0.45], // 78,638
  ])('$%i a year pays $%d', (gross, tax) => {
    expect(incomeTaxCents(gross * 100)).toBe(Math.round(tax * 100));
  });
});

describe('borrowingPower', () => {
  test('one applicant: the floor replaces lower living costs, 3.8% of the card limit, tested at rate + 3 points', () => {
    const result = borrowingPower({
      grossIncomesCents: [10_000_000],
      dependants: 0,
      livingCostsCents: 150_000,
      otherDebtRepaymentsCents: 0,
      cardLimitsCents: 1_000_000,
      termYears: 30,
      annualRate: 0.06,
    });
    // $100,000 - $20,788 tax - $2,000 levy = $77,212 a year = $6,434.33 a month.
    expect(result.netMonthlyIncomeCents).toBe(643_433);
    // Says $1,500; the single floor is $2,000.
    expect(result.livingCostsCountedCents).toBe(200_000);
    // 3.8% of $10,000.
    expect(result.cardCommitmentCents).toBe(38_000);
    // $6,434.33 - $2,000 - $380.
    expect(result.surplusCents).toBe(405_433);
    expect(result.assessmentRate).toBeCloseTo(0.09, 12);
    // $4,054.33 x (1 - 1.0075^-360) / 0.0075 = $503,879.70, rounded down to $503,000.
    expect(result.exactLoanCents).toBe(50_387_970);
    expect(result.maxLoanCents).toBe(50_300_000);
    expect(result.repaymentCents).toBe(annuity(50_300_000, 0.06, 360));
    expect(result.repaymentCents).toBe(301_574);
    expect(result.assessedRepaymentCents).toBe(annuity(50_300_000, 0.09, 360));
    expect(result.assessedRepaymentCents).toBeLessThanOrEqual(result.surplusCents);
  });

  test('two applicants taxed each on their own, living costs above the couple floor, other debts', () => {
    const result = borrowingPower({
      grossIncomesCents: [9_000_000, 6_000_000],
      dependants: 2,
      livingCostsCents: 500_000,
      otherDebtRepaymentsCents: 40_000,
      cardLimitsCents: 600_000,
      termYears: 25,
      annualRate: 0.055,
    });
    // $90,000 - $17,788 - $1,800 = $70,412; $60,000 - $8,788 - $1,200 = $50,012.
    expect(result.applicants.map((applicant) => applicant.netYearCents)).toEqual([7_041_200, 5_001_200]);
    // $120,424 / 12.
    expect(result.netMonthlyIncomeCents).toBe(1_003_533);
    // The floor for a couple with two children is $3,000 + 2 x $600 = $4,200; they say $5,000.
    expect(result.livingCostsFloorCents).toBe(420_000);
    expect(result.livingCostsCountedCents).toBe(500_000);
    // $10,035.33 - $5,000 - $400 - $228.
    expect(result.surplusCents).toBe(440_733);
    // $4,407.33 x (1 - (1 + 0.085/12)^-300) / (0.085/12) = $547,340.01.
    expect(result.exactLoanCents).toBe(54_734_001);
    expect(result.maxLoanCents).toBe(54_700_000);
    expect(result.repaymentCents).toBe(annuity(54_700_000, 0.055, 300));
  });

  test.each([
    ['income under the living-costs floor', [1_800_000], 0, 0],
    ['debts taking the whole surplus', [6_000_000], 300_000, 0],
  ])('%s: nothing to lend', (_label, incomes, debts) => {
    const result = borrowingPower({
      grossIncomesCents: incomes,
      dependants: 0,
      livingCostsCents: 0,
      otherDebtRepaymentsCents: debts,
      cardLimitsCents: 0,
      termYears: 30,
      annualRate: 0.06,
    });
    expect(result.surplusCents).toBeLessThanOrEqual(0);
    expect(result.maxLoanCents).toBe(0);
    expect(result.repaymentCents).toBe(0);
  });

  test('the high bracket and the levy on the whole income', () => {
    const result = borrowingPower({
      grossIncomesCents: [25_000_000],
      dependants: 0,
      livingCostsCents: 0,
      otherDebtRepaymentsCents: 0,
      cardLimitsCents: 0,
      termYears: 30,
      annualRate: 0.06,
    });
    // $250,000 - $78,638 - $5,000 = $166,362.
    expect(result.applicants[0]?.netYearCents).toBe(16_636_200);
  });

  test.each([
    ['no applicant', { grossIncomesCents: [] }],
    ['three applicants', { grossIncomesCents: [1, 1, 1] }],
    ['a fraction of a cent', { livingCostsCents: 0.5 }],
    ['a term of 0 years', { termYears: 0 }],
    ['a negative rate', { annualRate: -0.01 }],
  ])('refuses %s', (_label, change) => {
    expect(() =>
      borrowingPower({
        grossIncomesCents: [10_000_000],
        dependants: 0,
        livingCostsCents: 0,
        otherDebtRepaymentsCents: 0,
        cardLimitsCents: 0,
        termYears: 30,
        annualRate: 0.06,
        ...change,
      }),
    ).toThrow(RangeError);
  });
});
