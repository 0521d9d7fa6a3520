import {
  checkImportedHomeLoans,
  checkImportedPersonalLoans,
  fallsShortOfPublished,
  homeLoanComparisonRate,
  type ImportedHomeLoan,
  type ImportedHomeLoanFees,
  type ImportedHomeLoanRate,
  NOT_COMPUTED,
  personalLoanComparisonRate,
  revertRateFor,
  summariseImportedChecks,
} from './imported-comparison-check';

/**
 * The statutory example worked by hand, month by month: the advance less the upfront fees; each
 * month's interest at a twelfth of the yearly rate; the repayment worked afresh over the months
 * left whenever the rate changes or interest-only months end; the last month clears the balance;
 * yearly fees at settlement and each anniversary, monthly fees with each repayment, the discharge
 * fee with the last. The comparison rate is the monthly rate that discounts the payments back to
 * the advance (found by halving), times 12.
 */
function byHand(loan: {
  amount: number;
  months: number;
  rate: number;
  heldMonths?: number;
  revert?: number;
  interestOnly?: boolean;
  upfront?: number;
  yearly?: number;
  monthly?: number;
  discharge?: number;
}): number {
  const held = loan.heldMonths ?? 0;
  const payments: number[] = Array.from({ length: loan.months + 1 }, () => 0);
  let balance = loan.amount;
  let repayment = 0;
  for (let month = 1; month <= loan.months; month += 1) {
    const yearly = month <= held || held === 0 ? loan.rate : (loan.revert ?? loan.rate);
    const monthly = yearly / 12;
    const interest = balance * monthly;
    if (month <= held && loan.interestOnly) repayment = interest;
    else if (month === 1 || month === held + 1) {
      const left = loan.months - month + 1;
      repayment = (balance * monthly) / (1 - (1 + monthly) ** -left);
    }
    const paid = month === loan.months ? balance + interest : repayment;
    payments[month] = (payments[month] ?? 0) + paid + (loan.monthly ?? 0);
    balance += interest - paid;
  }
  for (let month = 0; month < loan.months; month += 12)
    payments[month] = (payments[month] ?? 0) + (loan.yearly ?? 0);
  payments[loan.months] = (payments[loan.months] ?? 0) + (loan.discharge ?? 0);
  const advance = loan.amount - (loan.upfront ?? 0);
  const presentValue = (rate: number): number =>
    payments.reduce((sum, paid, month) => sum + paid / (1 + rate) ** month, 0);
  let low = 0;
  let high = 0.05;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > advance) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 12;
}

const rate = (overrides: Partial<ImportedHomeLoanRate> = {}): ImportedHomeLoanRate => ({
  rateType: 'variable',
  fixedMonths: null,
  repayment: 'principal-and-interest',
  purpose: 'owner-occupier',
  rate: 0.0629,
  comparisonRate: null,
  lvrMin: null,
  lvrMax: 0.8,
  ...overrides,
});

const noFees: ImportedHomeLoanFees = {
  upfrontDollars: 0,
  annualDollars: 0,
  package: null,
  dischargeDollars: 0,
};

const variable80 = rate({ rate: 0.0619, lvrMax: 0.8 });
const variable90 = rate({ rate: 0.0649, lvrMin: 0.8, lvrMax: 0.9 });
const investorVariable = rate({ purpose: 'investment', rate: 0.0669 });
const siblings = [variable80, variable90, investorVariable];

describe('homeLoanComparisonRate', () => {
  test.each([
    {
      name: 'a fee-free variable rate is its own comparison rate',
      loan: rate({ rate: 0.0629 }),
      fees: noFees,
      hand: { rate: 0.0629 },
    },
    {
      name: 'CommBank Standard Variable with the Wealth Package: $200 settlement, $395 a year, $350 discharge',
      loan: rate({ rate: 0.0649 }),
      fees: {
        upfrontDollars: 200,
        annualDollars: 0,
        package: { amountDollars: 395, everyMonths: 12 },
        dischargeDollars: 350,
      },
      hand: { rate: 0.0649, upfront: 200, yearly: 395, discharge: 350 },
    },
    {
      name: 'a yearly fee and the package fee both charged in advance',
      loan: rate({ rate: 0.0649 }),
      fees: {
        upfrontDollars: 200,
        annualDollars: 96,
        package: { amountDollars: 395, everyMonths: 12 },
        dischargeDollars: 350,
      },
      hand: { rate: 0.0649, upfront: 200, yearly: 96 + 395, discharge: 350 },
    },
    {
      name: 'a 3-year fixed rate reverts to the variable rate of its own LVR band',
      loan: rate({ rateType: 'fixed', fixedMonths: 36, rate: 0.0589, lvrMax: 0.8 }),
      fees: { upfrontDollars: 600, annualDollars: 0, package: null, dischargeDollars: 0 },
      hand: { rate: 0.0589, heldMonths: 36, revert: 0.0619, upfront: 600 },
    },
    {
      name: 'a 2-year fixed interest-only rate of the 80-90% band',
      loan: rate({
        rateType: 'fixed',
        fixedMonths: 24,
        repayment: 'interest-only',
        rate: 0.0679,
        lvrMin: 0.8,
        lvrMax: 0.9,
      }),
      fees: { upfrontDollars: 0, annualDollars: 120, package: null, dischargeDollars: 350 },
      hand: { rate: 0.0679, heldMonths: 24, interestOnly: true, revert: 0.0649, yearly: 120, discharge: 350 },
    },
    {
      name: 'a variable interest-only rate: five years interest only, then principal and interest',
      loan: rate({ repayment: 'interest-only', rate: 0.0699, lvrMax: 0.8 }),
      fees: { upfrontDollars: 395, annualDollars: 0, package: null, dischargeDollars: 0 },
      hand: { rate: 0.0699, heldMonths: 60, interestOnly: true, revert: 0.0619, upfront: 395 },
    },
    {
      name: 'a fixed term as long as the loan runs at the fixed rate throughout',
      loan: rate({ rateType: 'fixed', fixedMonths: 300, rate: 0.0749 }),
      fees: { upfrontDollars: 0, annualDollars: 0, package: null, dischargeDollars: 0 },
      hand: { rate: 0.0749 },
    },
  ])('$name', ({ loan, fees, hand }) => {
    const expected = byHand({ amount: 150_000, months: 300, ...hand });
    const result = homeLoanComparisonRate(loan, siblings, fees);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.comparisonRate).toBeCloseTo(expected, 9);
  });
});

describe('revertRateFor', () => {
  test.each([
    {
      name: 'the same purpose and LVR band',
      loan: rate({ rateType: 'fixed', fixedMonths: 12, lvrMin: 0.8, lvrMax: 0.9 }),
      own: siblings,
      expected: { ok: true, rate: 0.0649 },
    },
    {
      name: 'a variable rate whose band covers the fixed rate’s',
      loan: rate({ rateType: 'fixed', fixedMonths: 12, lvrMax: 0.6 }),
      own: [rate({ rate: 0.0619, lvrMax: 0.8 })],
      expected: { ok: true, rate: 0.0619 },
    },
    {
      name: 'another purpose only: not published',
      loan: rate({ rateType: 'fixed', fixedMonths: 12, purpose: 'investment', lvrMax: 0.8 }),
      own: [variable80],
      expected: { ok: false, reason: NOT_COMPUTED.revertNotPublished },
    },
    {
      name: 'a fixed-rate product without a variable rate: not published',
      loan: rate({ rateType: 'fixed', fixedMonths: 24 }),
      own: [rate({ rateType: 'fixed', fixedMonths: 36 })],
      expected: { ok: false, reason: NOT_COMPUTED.revertNotPublished },
    },
    {
      name: 'an interest-only variable rate is no revert rate',
      loan: rate({ rateType: 'fixed', fixedMonths: 24 }),
      own: [rate({ repayment: 'interest-only' })],
      expected: { ok: false, reason: NOT_COMPUTED.revertNotPublished },
    },
    {
      name: 'a fixed rate without an LVR band and variable rates per band: ambiguous',
      loan: rate({ rateType: 'fixed', fixedMonths: 24, lvrMax: null }),
      own: [rate({ rate: 0.0619, lvrMax: null }), rate({ rate: 0.0639, lvrMax: null })],
      expected: { ok: false, reason: NOT_COMPUTED.revertAmbiguous },
    },
    {
      name: 'a variable rate for loans from $250,000 is not the example’s',
      loan: rate({ rateType: 'fixed', fixedMonths: 24 }),
      own: [rate({ rate: 0.0599, minLoanAmount: 250_000 }), rate({ rate: 0.0629 })],
      expected: { ok: true, rate: 0.0629 },
    },
  ])('$name', ({ loan, own, expected }) => {
    expect(revertRateFor(loan, own)).toEqual(expected);
  });
});

describe('personalLoanComparisonRate', () => {
  test.each([
    { name: 'no fees', loan: { minRate: 0.1199, establishmentFee: 0, monthlyFee: 0 } },
    {
      name: 'Australian Military Bank Green Loan',
      loan: { minRate: 0.0715, establishmentFee: 150, monthlyFee: 10 },
    },
    {
      name: 'BHCCU L27 with its standard fee',
      loan: { minRate: 0.1075, establishmentFee: 230, monthlyFee: 0 },
    },
  ])('$name', ({ loan }) => {
    const expected = byHand({
      amount: 30_000,
      months: 60,
      rate: loan.minRate,
      upfront: loan.establishmentFee,
      monthly: loan.monthlyFee,
    });
    const result = personalLoanComparisonRate({
      id: 'x',
      providerId: 'p',
      name: 'x',
      comparisonRate: null,
      ...loan,
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.comparisonRate).toBeCloseTo(expected, 9);
  });
});

describe('fallsShortOfPublished', () => {
  test.each([
    [null, false],
    [0, false],
    [-0.05, false],
    [-0.06, true],
    [0.3, false],
  ])('%p points: %p', (difference, expected) => {
    expect(fallsShortOfPublished(difference)).toBe(expected);
  });
});

describe('checking imported products', () => {
  const published = (hand: Parameters<typeof byHand>[0], offset: number): number =>
    Math.round(byHand(hand) * 10_000) / 10_000 + offset;
  const loan: ImportedHomeLoan = {
    id: '1-HL1',
    providerId: '1',
    name: 'Basic Home Loan',
    applicationFee: 600,
    annualFee: 0,
    dischargeFee: 0,
    packageId: '1-pkg',
    rates: [
      // Reproduced exactly.
      rate({
        rate: 0.0619,
        comparisonRate: published(
          { amount: 150_000, months: 300, rate: 0.0619, upfront: 600, yearly: 395 },
          0,
        ),
      }),
      // The lender's comparison rate is 0.20 points above what the imported fees give.
      rate({
        rateType: 'fixed',
        fixedMonths: 36,
        rate: 0.0589,
        comparisonRate: published(
          {
            amount: 150_000,
            months: 300,
            rate: 0.0589,
            heldMonths: 36,
            revert: 0.0619,
            upfront: 600,
            yearly: 395,
          },
          0.002,
        ),
      }),
      // No variable rate for investors.
      rate({
        rateType: 'fixed',
        fixedMonths: 36,
        purpose: 'investment',
        rate: 0.0619,
        comparisonRate: 0.0699,
      }),
      rate({ rate: 0.07, comparisonRate: null, lvrMin: 0.8, lvrMax: 0.9 }),
    ],
  };
  const checks = checkImportedHomeLoans([loan], [{ packageId: '1-pkg', packageFee: 395, pfFreq: 'P1Y' }]);

  test('every rate with a published comparison rate, and only those', () => {
    expect(checks.map((check) => [check.differencePercentagePoints, check.notComputedReason])).toEqual([
      [0, null],
      [-0.2, null],
      [null, NOT_COMPUTED.revertNotPublished],
    ]);
    expect(checks[1]?.revertRate).toBe(0.0619);
  });

  test('the summary counts per category and names the lenders furthest off', () => {
    const personal = checkImportedPersonalLoans(
      [
        {
          id: '2-PL1',
          providerId: '2',
          name: 'Personal Loan',
          minRate: 0.1075,
          comparisonRate: published({ amount: 30_000, months: 60, rate: 0.1075, upfront: 230 }, 0.0003),
          establishmentFee: 230,
          monthlyFee: 0,
        },
      ],
      'personalLoan',
    );
    expect(personal[0]?.differencePercentagePoints).toBe(-0.03);
    const summary = summariseImportedChecks([...checks, ...personal]);
    expect(summary).toMatchObject({
      total: 4,
      computed: 3,
      within001: 1,
      within005: 2,
      belowBy005: 1,
      aboveBy005: 0,
      notComputed: { [NOT_COMPUTED.revertNotPublished]: 1 },
    });
    expect(summary.worstLenders.map((row) => [row.providerId, row.computed, row.within005])).toEqual([
      ['1', 2, 1],
    ]);
  });
});
