import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { amortisationSchedule, interestOnlyRepayment } from '../finance/repayments';
import { normaliseHomeLoans } from '../normalise/normalise-products';
import { normaliseHomeLoanProviders } from '../normalise/normalise-providers';
import type { NormalisedHomeLoanProvider } from '../normalise/types';
import {
  fixtureCurrentLoan,
  fixtureLoan,
  fixtureProvider,
  fixtureRate,
} from '../../test/fixtures/home-loan-fixtures';
import type { HomeLoanOffer } from './offer-evaluation';
import { compareOffers, rankHomeLoanOffers } from './rank-home-loan-offers';

const lender = fixtureProvider('20001');
const currentLender = fixtureProvider('20009');
const providers = [lender, currentLender];

/** The one offer a single-product market yields, saving or not. */
function onlyOffer(
  loan: ReturnType<typeof fixtureLoan>,
  current = fixtureCurrentLoan(),
  summaries: readonly NormalisedHomeLoanProvider[] = providers,
) {
  const { offers } = rankHomeLoanOffers(current, [loan], summaries, { includeNonSaving: true });
  expect(offers).toHaveLength(1);
  return offers[0] as (typeof offers)[number];
}

describe('rankHomeLoanOffers: switching a $400,000 loan at 6.50% with 25 years left', () => {
  // Annuity M = P*r / (1 - (1+r)^-n), r = rate/12, n = 300.
  // 6.50%: r = 0.00541667, (1+r)^300 = 5.05620, M = 2,166.67 / (1 - 0.197777) = $2,700.83.
  // 5.99%: r = 0.00499167, (1+r)^300 = 4.45388, M = 1,996.67 / (1 - 0.224524) = $2,574.76.
  // (A figure of $2,574.46 for 5.99% does not satisfy the formula.)
  // Each month saves 2,700.83 - 2,574.76 = $126.07. The final repayments clear the rounding:
  // $2,699.59 (1.24 less) on the current loan and $2,575.65 (0.89 more) on the new one, so
  // repayments save 300 * 126.07 - 1.24 - 0.89 = $37,818.87 over the term.
  const plainSwitch = fixtureLoan('A', [fixtureRate({ rate: 0.0599 })], { applicationFeeCents: 60_000 });

  it('prices the current loan and the new one with the annuity formula', () => {
    const offer = onlyOffer(plainSwitch);
    expect(offer.monthlyRepaymentCents).toBe(257_476);
    expect(offer.working[0]).toMatchObject({
      key: 'repayments',
      currentCents: 81_024_776,
      newCents: 77_242_889,
    });
    expect(offer.working[0]?.currentCents).toBe(
      amortisationSchedule({ principal: 40_000_000, annualRate: 0.065, years: 25, frequency: 'monthly' })
        .totalRepaid,
    );
  });

  test.each([
    // label, upfront, discharge, package, expected saving, expected break-even month
    // $600 + $350 = $950 to switch: 37,818.87 - 950 = $36,868.87. After 7 months 7 * 126.07 =
    // 882.49 < 950; after 8 months 1,008.56 > 950, so month 8.
    ['$600 upfront and $350 discharge', 60_000, 35_000, null, 3_686_887, 8],
    // No fees: every month is ahead from month 1.
    ['no switching costs', 0, 0, null, 3_781_887, 1],
    // $395 a year charged 25 times = $9,875: 37,818.87 - 350 - 9,875 = $27,593.87.
    // Month k in the first year: -350 - 395 + 126.07k > 0 from k = 6 (756.42 > 745).
    ['$395 P1Y package fee and $350 discharge', 0, 35_000, { fee: 39_500, every: 12 }, 2_759_387, 6],
    // $10 every month for 300 months = $3,000: 37,818.87 - 350 - 3,000 = $34,468.87.
    // Month k: -350 + 116.07k > 0 from k = 4 (464.28 > 350).
    ['$10 P1M package fee and $350 discharge', 0, 35_000, { fee: 1_000, every: 1 }, 3_446_887, 4],
  ])('%s', (_label, upfront, discharge, pkg, saving, breakEven) => {
    const summaries = [
      fixtureProvider('20001', {
        packages:
          pkg === null
            ? []
            : [
                {
                  packageId: 'P',
                  name: 'Package',
                  nameLong: 'Lender Package',
                  urlSlug: 'package',
                  packageFeeCents: pkg.fee,
                  feeEveryMonths: pkg.every,
                  description: null,
                },
              ],
      }),
    ];
    const loan = fixtureLoan('A', [fixtureRate({ rate: 0.0599 })], {
      applicationFeeCents: upfront,
      packageId: pkg === null ? null : 'P',
    });
    const offer = onlyOffer(loan, fixtureCurrentLoan({ dischargeFeeCents: discharge }), summaries);
    expect(offer.totalSavingCents).toBe(saving);
    expect(offer.breakEvenMonth).toBe(breakEven);
    // The working explains the saving to the cent.
    const lines = offer.working.reduce((sum, line) => sum + line.currentCents - line.newCents, 0);
    expect(lines).toBe(offer.totalSavingCents);
    expect(offer.switchingCostsCents).toBe(upfront + discharge);
  });

  it('explains the offer from its numbers', () => {
    const offer = onlyOffer(plainSwitch);
    expect(offer.reasons).toEqual([
      '5.99% p.a. is 0.51 percentage points below your current 6.50% p.a.',
      'Monthly repayment falls by $126.07 to $2,574.76.',
      'Saves $36,868.87 over the remaining 25 years, after every fee.',
      'Switching costs of $950 are recovered by month 8.',
    ]);
  });
});

/**
 * Total repaid by the plain schedule: 24 months at 5.49% on $400,000 over 25 years, then the
 * balance over 23 years at `after`.
 */
function repaidThen(after: number): number {
  const first = amortisationSchedule({
    principal: 40_000_000,
    annualRate: 0.0549,
    years: 25,
    frequency: 'monthly',
  });
  const fixedRows = first.rows.slice(0, 24);
  const rest = amortisationSchedule({
    principal: fixedRows[23]?.closingBalance ?? 0,
    annualRate: after,
    years: 23,
    frequency: 'monthly',
  });
  return fixedRows.reduce((sum, row) => sum + row.repayment, 0) + rest.totalRepaid;
}

describe('rankHomeLoanOffers: fixed rates', () => {
  const fixed = fixtureRate({ rateType: 'fixed', fixedMonths: 24, rate: 0.0549 });

  it('runs the fixed period, then resets repayments at the product variable rate', () => {
    const loan = fixtureLoan('F', [
      fixed,
      fixtureRate({ rate: 0.0629 }),
      fixtureRate({ rate: 0.0699, lvrMax: 0.9 }),
    ]);
    const { offers } = rankHomeLoanOffers(fixtureCurrentLoan(), [loan], providers, {
      includeNonSaving: true,
    });
    const offer = offers.find((item) => item.rate.rateType === 'fixed');
    // 5.49%: r = 0.004575, (1+r)^300 = 3.93287, M = 1,830 / (1 - 0.254267) = $2,453.96.
    expect(offer?.monthlyRepaymentCents).toBe(245_396);
    // The lowest variable rate for a 50% LVR, not the 90% one.
    expect(offer?.revertRate).toBe(0.0629);
    // Cross-check with the plain schedule: 24 months at 5.49%, then the balance over 23 years at 6.29%.
    expect(offer?.totalRepaidCents).toBe(repaidThen(0.0629));
    expect(offer?.reasons).toContain('Fixed for 2 years, then 6.29% p.a. variable.');
  });

  it('states the assumption when neither the product nor its lender publishes a variable rate', () => {
    const offer = onlyOffer(fixtureLoan('F', [fixed]));
    expect(offer.revertRate).toBe(0.065);
    expect(offer.assumptions[0]).toMatch(/assumed to match your current 6\.50% p\.a\.$/);
    // 24 months at 5.49%, then the lower balance over 23 years at the current 6.50%: the saving
    // outlasts the fixed period because more principal was repaid during it.
    expect(offer.totalSavingCents).toBe(81_024_776 - repaidThen(0.065) - 35_000);
    expect(offer.totalSavingCents).toBeGreaterThan(24 * (270_083 - 245_396) - 35_000);
  });
});

describe('rankHomeLoanOffers: the rate after a fixed or interest-only period', () => {
  const fixed = fixtureRate({ rateType: 'fixed', fixedMonths: 24, rate: 0.0549 });
  const fixedOffer = (loans: ReturnType<typeof fixtureLoan>[]) => {
    const { offers } = rankHomeLoanOffers(fixtureCurrentLoan(), loans, providers, { includeNonSaving: true });
    const offer = offers.find((item) => item.productId === 'F' && item.rate.rateType === 'fixed');
    if (offer === undefined) throw new Error('no fixed offer');
    return offer;
  };

  it.each([
    {
      case: "the product's own variable rate when its comparison rate implies no more",
      loan: fixtureLoan('F', [{ ...fixed, impliedFollowOnRate: 0.0611 }, fixtureRate({ rate: 0.0612 })]),
      after: 0.0612,
      says: null,
    },
    {
      case: 'the rate its comparison rate implies when the product variable rate is lower',
      loan: fixtureLoan('F', [
        { ...fixed, comparisonRate: 0.0746, impliedFollowOnRate: 0.0807 },
        fixtureRate({ rate: 0.0609 }),
      ]),
      after: 0.0807,
      says: /costed at 8\.07% p\.a\., the rate that with its fees gives the lender's published comparison rate of 7\.46% p\.a\./,
    },
    {
      case: 'the implied rate when the product publishes no variable rate',
      loan: fixtureLoan('F', [{ ...fixed, comparisonRate: 0.0746, impliedFollowOnRate: 0.0807 }]),
      after: 0.0807,
      says: /costed at 8\.07% p\.a\./,
    },
    {
      case: "the middle of the lender's variable rates when neither is published",
      loan: fixtureLoan('F', [fixed]),
      others: [
        fixtureLoan('V1', [fixtureRate({ rate: 0.0601 })]),
        fixtureLoan('V2', [fixtureRate({ rate: 0.0688 })]),
        fixtureLoan('V3', [fixtureRate({ rate: 0.0911 })]),
        fixtureLoan('OTHER', [fixtureRate({ rate: 0.0501 })], { providerId: '20002' }),
      ],
      after: 0.0688,
      says: /middle of the lender's current variable rates for your loan, 6\.88% p\.a\.(?!\.)/,
    },
  ])('after the fixed period: $case', ({ loan, others, after, says }) => {
    const offer = fixedOffer([loan, ...(others ?? [])]);
    expect(offer.revertRate).toBe(after);
    expect(offer.totalRepaidCents).toBe(repaidThen(after));
    if (says === null) expect(offer.assumptions.join(' ')).not.toMatch(/after the fixed period/i);
    else expect(offer.assumptions.join(' ')).toMatch(says);
  });

  it('never shows a saving where the rate its comparison rate implies makes the loan dearer', () => {
    // Fixed 5.49% for two years looks cheaper than staying at 6.50% if it moved to 6.09% afterwards,
    // but its comparison rate says it moves to 8.07%: 23 years at 8.07% outweigh two cheaper years.
    const understated = fixedOffer([fixtureLoan('F', [fixed, fixtureRate({ rate: 0.0609 })])]);
    const stated = fixedOffer([
      fixtureLoan('F', [
        { ...fixed, comparisonRate: 0.0746, impliedFollowOnRate: 0.0807 },
        fixtureRate({ rate: 0.0609 }),
      ]),
    ]);
    expect(understated.totalSavingCents).toBeGreaterThan(0);
    expect(stated.totalSavingCents).toBeLessThan(0);
    expect(stated.totalSavingCents).toBe(81_024_776 - repaidThen(0.0807) - 35_000);
  });

  it('moves an interest-only loan to the principal-and-interest rate its comparison rate implies', () => {
    const current = fixtureCurrentLoan({ repayment: 'interest-only', interestOnlyYearsRemaining: 5 });
    const loan = fixtureLoan('IO', [
      fixtureRate({
        repayment: 'interest-only',
        rate: 0.0599,
        comparisonRate: 0.0676,
        impliedFollowOnRate: 0.0687,
      }),
    ]);
    const { offers } = rankHomeLoanOffers(current, [loan], providers, { includeNonSaving: true });
    const [offer] = offers;
    // 60 months of interest on $400,000 at 5.99%, then 20 years of principal and interest at 6.87%.
    const interestOnly = 60 * Math.round((40_000_000 * 0.0599) / 12);
    const rest = amortisationSchedule({
      principal: 40_000_000,
      annualRate: 0.0687,
      years: 20,
      frequency: 'monthly',
    });
    expect(offer?.totalRepaidCents).toBe(interestOnly + rest.totalRepaid);
    expect(offer?.assumptions[0]).toMatch(/^After the interest-only period it is costed at 6\.87% p\.a\./);
  });
});

describe('rankHomeLoanOffers: fees a month and fees the lender leaves off its list', () => {
  it("nets the monthly saving of the first year's fees, and costs the fees its comparison rate implies", () => {
    // Now: $2,700.83 a month at 6.50% and a $240 yearly fee. New: $2,574.76 at 5.99%, a $120 yearly
    // fee and $10 a month of fees its 6.30% comparison rate implies but its list leaves out.
    const current = fixtureCurrentLoan({ annualFeeCents: 24_000 });
    const loan = fixtureLoan(
      'M',
      [
        fixtureRate({
          rate: 0.0599,
          comparisonRate: 0.063,
          feesIncomplete: true,
          impliedMonthlyFeeCents: 1_000,
        }),
      ],
      { annualFeeCents: 12_000 },
    );
    const [offer] = rankHomeLoanOffers(current, [loan], providers, { includeNonSaving: true }).offers;
    // (2,700.83 + 240 / 12) - (2,574.76 + 120 / 12 + 10) = 2,720.83 - 2,594.76 = $126.07.
    expect(offer?.monthlySavingCents).toBe(270_083 + 2_000 - (257_476 + 1_000 + 1_000));
    expect(offer?.working.find((line) => line.key === 'implied-fees')).toEqual({
      key: 'implied-fees',
      label: 'Fees its comparison rate implies',
      currentCents: 0,
      newCents: 300 * 1_000,
    });
    expect(offer?.assumptions).toContain(
      "The lender's published fees do not reach its own comparison rate of 6.30% p.a.: the fees it leaves out are costed as the $10.00 a month that makes up the difference.",
    );
    const total = (offer?.working ?? []).reduce((sum, line) => sum + line.currentCents - line.newCents, 0);
    expect(offer?.totalSavingCents).toBe(total);
  });
});

describe('rankHomeLoanOffers: a packaged product with rates for borrowers without the package', () => {
  const packaged = fixtureProvider('20001', {
    packages: [
      {
        packageId: 'P',
        name: 'Wealth Package',
        nameLong: 'Example Wealth Package',
        urlSlug: 'example-wealth-package',
        packageFeeCents: 39_500,
        feeEveryMonths: 12,
        description: null,
      },
    ],
  });
  const loan = fixtureLoan(
    'W',
    [fixtureRate({ rate: 0.0649 }), fixtureRate({ rate: 0.088, withoutPackage: true, lvrMax: null })],
    {
      packageId: 'P',
      applicationFeeCents: 0,
      annualFeeCents: 0,
      feesWithoutPackage: { applicationFeeCents: 0, annualFeeCents: 9_600, dischargeFeeCents: 0 },
    },
  );

  it.each([
    { rate: 0.0649, packageFees: 25 * 39_500, ongoingFees: 0 },
    // Without the package: no package fee, but the $8 a month it would waive ($96 a year, in advance).
    { rate: 0.088, packageFees: 0, ongoingFees: 25 * 9_600 },
  ])('costs the $rate rate with its own fees', ({ rate, packageFees, ongoingFees }) => {
    const { offers } = rankHomeLoanOffers(
      fixtureCurrentLoan(),
      [{ ...loan, rates: loan.rates.filter((each) => each.rate === rate) }],
      [packaged, currentLender],
      {
        includeNonSaving: true,
      },
    );
    const [offer] = offers;
    expect(offer?.working.find((line) => line.key === 'package-fees')?.newCents).toBe(packageFees);
    expect(offer?.working.find((line) => line.key === 'ongoing-fees')?.newCents).toBe(ongoingFees);
    expect(offer?.assumptions.join(' ')).not.toMatch(/package fee for this loan is not published/);
  });
});

describe('rankHomeLoanOffers: money in an offset account', () => {
  /** Repaid by hand: interest on the balance less the offset each month, the repayment kept, the loan ending early. */
  function repaidWithOffset(annualRate: number, offset: number): number {
    const r = annualRate / 12;
    const repayment = Math.round((40_000_000 * r) / (1 - (1 + r) ** -300));
    let balance = 40_000_000;
    let repaid = 0;
    for (let month = 1; month <= 300 && balance > 0; month += 1) {
      const interest = Math.round(Math.max(0, balance - offset) * r);
      const paid = month === 300 ? balance + interest : Math.min(repayment, balance + interest);
      balance += interest - paid;
      repaid += paid;
    }
    return repaid;
  }
  const current = fixtureCurrentLoan({ offsetBalanceCents: 5_000_000 });

  it.each([
    {
      has: true,
      says: 'This loan has an offset account: your $50,000.00 in it lowers the interest as it does now.',
    },
    {
      has: false,
      says: 'This loan has no offset account: your $50,000.00 would no longer lower the interest, which is counted in its repayments.',
    },
  ])('a loan with an offset account: $has', ({ has, says }) => {
    const loan = fixtureLoan('O', [fixtureRate({ rate: 0.0599 })], { offset: has });
    const { offers, notes } = rankHomeLoanOffers(current, [loan], providers, { includeNonSaving: true });
    const [offer] = offers;
    expect(offer?.totalRepaidCents).toBe(repaidWithOffset(0.0599, has ? 5_000_000 : 0));
    expect(offer?.assumptions).toContain(says);
    // Staying, the offset keeps lowering the current loan's interest.
    expect(offer?.working[0]?.currentCents).toBe(repaidWithOffset(0.065, 5_000_000));
    expect(notes).toContain(
      'Your $50,000.00 in offset is assumed to stay there for the rest of the loan, taking that much off the balance interest is charged on.',
    );
  });
});

describe('rankHomeLoanOffers: eligibility', () => {
  const capped80 = fixtureLoan('C80', [fixtureRate({ rate: 0.0549, lvrMax: 0.8 })]);
  const capped90 = fixtureLoan('C90', [fixtureRate({ rate: 0.0589, lvrMax: 0.9 })]);
  const investor = fixtureLoan('INV', [fixtureRate({ rate: 0.05, purpose: 'investment', lvrMax: null })]);
  const interestOnly = fixtureLoan('IO', [
    fixtureRate({ rate: 0.05, repayment: 'interest-only', lvrMax: null }),
  ]);
  const bigLoans = fixtureLoan('BIG', [fixtureRate({ rate: 0.05, lvrMax: null, minLoanAmount: 500_000 })]);
  const shortTerm = fixtureLoan('SHORT', [fixtureRate({ rate: 0.05, lvrMax: null })], { maxTermYears: 20 });
  const market = [capped80, capped90, investor, interestOnly, bigLoans, shortTerm];

  test.each([
    // label, balance, property value, expected product ids in rank order
    ['50% LVR takes both LVR caps', 40_000_000, 80_000_000, ['C80', 'C90']],
    ['exactly 80% still fits the 80% cap', 40_000_000, 50_000_000, ['C80', 'C90']],
    ['90% LVR excludes loans capped at 80%', 45_000_000, 50_000_000, ['C90']],
    ['95% LVR fits neither', 47_500_000, 50_000_000, []],
    ['$500,000 reaches the loan-size band', 50_000_000, 100_000_000, ['BIG', 'C80', 'C90']],
  ])('%s', (_label, balance, value, ids) => {
    const current = fixtureCurrentLoan({ balanceCents: balance, propertyValueCents: value });
    const { offers } = rankHomeLoanOffers(current, market, providers);
    expect(offers.map((offer) => offer.productId)).toEqual(ids);
  });

  it('keeps the lowest of overlapping LVR bands for one product', () => {
    const loan = fixtureLoan('BANDS', [
      fixtureRate({ rate: 0.0619, lvrMax: 0.9 }),
      fixtureRate({ rate: 0.0599, lvrMax: 0.8 }),
      fixtureRate({ rate: 0.0639, lvrMax: null }),
    ]);
    const { offers, eligibleCount } = rankHomeLoanOffers(fixtureCurrentLoan(), [loan], providers);
    expect(eligibleCount).toBe(1);
    expect(offers[0]?.rate.rate).toBe(0.0599);
  });
});

describe('rankHomeLoanOffers: interest-only', () => {
  it('charges interest only for the interest-only years, then principal and interest', () => {
    const loan = fixtureLoan('IO', [
      fixtureRate({ rate: 0.0599, repayment: 'interest-only' }),
      fixtureRate({ rate: 0.0579 }),
    ]);
    const current = fixtureCurrentLoan({ repayment: 'interest-only', interestOnlyYearsRemaining: 5 });
    const { offers, notes } = rankHomeLoanOffers(current, [loan], providers);
    // Interest only: 400,000 * 0.0599 / 12 = $1,996.67 against 400,000 * 0.065 / 12 = $2,166.67.
    expect(offers[0]?.monthlyRepaymentCents).toBe(199_667);
    expect(offers[0]?.reasons).toContain('Monthly repayment falls by $170.00 to $1,996.67.');
    expect(notes[0]).toMatch(/Interest-only for 60 more months/);
    // After 60 months the whole $400,000 is repaid over 20 years at the product's 5.79% P&I rate.
    const after = amortisationSchedule({
      principal: 40_000_000,
      annualRate: 0.0579,
      years: 20,
      frequency: 'monthly',
    });
    const interestOnlyMonths = interestOnlyRepayment({
      principal: 40_000_000,
      annualRate: 0.0599,
      frequency: 'monthly',
    });
    expect(offers[0]?.totalRepaidCents).toBe(60 * interestOnlyMonths + after.totalRepaid);
  });
});

describe('rankHomeLoanOffers: cash back and lender', () => {
  const loan = fixtureLoan('CB', [fixtureRate({ rate: 0.0599 })], { applicationFeeCents: 60_000 });
  const cashBack = [fixtureProvider('20001', { maxCashBackRefinanceCents: 200_000 }), currentLender];

  it('adds refinance cash back at month 0', () => {
    const offer = onlyOffer(loan, fixtureCurrentLoan(), cashBack);
    // $36,868.87 plus $2,000; the cash back already covers the $950 switching costs at settlement.
    expect(offer.totalSavingCents).toBe(3_686_887 + 200_000);
    expect(offer.cashBackCents).toBe(200_000);
    expect(offer.breakEvenMonth).toBe(0);
    expect(offer.reasons).toContain('Includes $2,000 cash back for refinancers.');
  });

  it('treats a product of the current lender as a switch without discharge fee or cash back', () => {
    const offer = onlyOffer(loan, fixtureCurrentLoan({ providerId: '20001' }), cashBack);
    expect(offer.totalSavingCents).toBe(3_781_887 - 60_000);
    expect(offer.cashBackCents).toBe(0);
  });

  test.each([
    // label, discharge given, current lender, expected discharge cents
    ['the visitor’s own figure', 12_300, '20001', 12_300],
    ['the current lender’s most common published fee', null, '20001', 39_000],
    ['a typical $350 when the lender is unknown', null, null, 35_000],
  ])('discharge fee from %s', (_label, given, providerId, expected) => {
    const market = [
      loan,
      fixtureLoan('L1', [fixtureRate({ rate: 0.07 })], { providerId: '20002', dischargeFeeCents: 39_000 }),
      fixtureLoan('L2', [fixtureRate({ rate: 0.07 })], { providerId: '20002', dischargeFeeCents: 39_000 }),
      fixtureLoan('L3', [fixtureRate({ rate: 0.07 })], { providerId: '20002', dischargeFeeCents: 15_000 }),
    ];
    const current = fixtureCurrentLoan({
      dischargeFeeCents: given,
      providerId: providerId === null ? null : '20002',
    });
    const { offers, notes } = rankHomeLoanOffers(current, market, providers);
    expect(offers[0]?.working.find((line) => line.key === 'discharge-fee')?.newCents).toBe(expected);
    expect(notes.some((note) => note.includes('$350'))).toBe(given === null && providerId === null);
  });
});

describe('rankHomeLoanOffers: filtering, order and limit', () => {
  const market = ['0.0559', '0.0589', '0.0579', '0.0650', '0.0699'].map((rate, index) =>
    fixtureLoan(`R${index}`, [fixtureRate({ rate: Number(rate) })]),
  );

  test.each([
    // label, options, expected ids
    ['savings only by default, best first', {}, ['R0', 'R2', 'R1']],
    ['limit', { limit: 2 }, ['R0', 'R2']],
    ['non-saving offers on request', { includeNonSaving: true }, ['R0', 'R2', 'R1', 'R3', 'R4']],
  ])('%s', (_label, options, ids) => {
    const { offers } = rankHomeLoanOffers(fixtureCurrentLoan(), market, providers, options);
    expect(offers.map((offer) => offer.productId)).toEqual(ids);
  });

  test.each([
    // label, saving a, repayment a, saving b, repayment b, expected sign
    ['higher saving first', 100, 2_000, 90, 1_000, -1],
    ['equal saving: lower repayment first', 100, 1_000, 100, 2_000, -1],
    ['equal saving: higher repayment later', 100, 2_000, 100, 1_000, 1],
  ])('compareOffers: %s', (_label, savingA, repaymentA, savingB, repaymentB, sign) => {
    const offer = (saving: number, repayment: number, id: string) =>
      ({
        totalSavingCents: saving,
        monthlyRepaymentCents: repayment,
        productId: id,
        rate: fixtureRate(),
      }) as HomeLoanOffer;
    expect(Math.sign(compareOffers(offer(savingA, repaymentA, 'a'), offer(savingB, repaymentB, 'b')))).toBe(
      sign,
    );
  });

  test.each([
    ['a zero balance', { balanceCents: 0 }],
    ['a remaining term of 31 years', { remainingYears: 31 }],
    ['a term that is not whole months', { remainingYears: 10.01 }],
    ['a negative rate', { annualRate: -0.01 }],
  ])('rejects %s', (_label, overrides) => {
    expect(() => rankHomeLoanOffers(fixtureCurrentLoan(overrides), market, providers)).toThrow(RangeError);
  });
});

describe('rankHomeLoanOffers on the published data', () => {
  const dataDir = join(__dirname, '../../../data');
  const read = (name: string): unknown => JSON.parse(readFileSync(join(dataDir, name), 'utf8')) as unknown;
  const loans = normaliseHomeLoans(read('products-hl.json'), []).products;
  const summaries = normaliseHomeLoanProviders(read('home-loan-providers.json'), []).providers;

  it('ranks a $500,000 owner-occupier P&I loan at 6.50% and 60% LVR', () => {
    const current = fixtureCurrentLoan({
      providerId: null,
      dischargeFeeCents: null,
      balanceCents: 50_000_000,
      propertyValueCents: 83_333_334,
      remainingYears: 30,
    });
    const { offers, eligibleCount } = rankHomeLoanOffers(current, loans, summaries);
    expect(eligibleCount).toBeGreaterThan(offers.length);
    expect(offers.length).toBeGreaterThanOrEqual(5);
    expect(offers.length).toBeLessThanOrEqual(10);
    for (const offer of offers) {
      for (const value of [
        offer.totalSavingCents,
        offer.monthlyRepaymentCents,
        offer.totalInterestCents,
        ...offer.working.flatMap((line) => [line.currentCents, line.newCents]),
      ]) {
        expect(Number.isSafeInteger(value)).toBe(true);
      }
      expect(offer.totalSavingCents).toBeGreaterThan(0);
      expect(offer.rate.purpose).toBe('owner-occupier');
      expect(offer.rate.repayment).toBe('principal-and-interest');
    }
    const savings = offers.map((offer) => offer.totalSavingCents);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
  });
});

describe('rankHomeLoanOffers: who the loan is for', () => {
  it('offers no loan for business customers, however much it would save', () => {
    const personal = fixtureLoan('P', [fixtureRate({ rate: 0.0599 })]);
    const business = fixtureLoan('B', [fixtureRate({ rate: 0.0499 })], { forBusiness: true });
    const { offers } = rankHomeLoanOffers(fixtureCurrentLoan(), [personal, business], providers, {
      includeNonSaving: true,
    });
    expect(offers.map((offer) => offer.productId)).toEqual([personal.id]);
  });
});
