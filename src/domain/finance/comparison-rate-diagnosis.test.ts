import { type ComparisonRateExampleKind, solvedComparisonRate } from './comparison-rate';
import type { CdrLendingRate } from './comparison-rate-cdr';
import {
  brandVariableRates,
  diagnose,
  type DiagnosisContext,
  loanFor,
  MISMATCH_CAUSES,
  publishes,
  revertRateThatPublishes,
} from './comparison-rate-diagnosis';
import { type ExampleFee, exampleFeesOf } from './comparison-rate-fees';
import { productRates, rateFacts } from './comparison-rate-revert';
import { ASSUMPTIONS, type Schedule } from './comparison-rate-schedule';

/*
 * Published figures below were computed independently with exact decimal arithmetic (the method
 * of comparison-rate.test.ts), e.g. 6.79% with $8 a month and $350 at discharge: 6.8788%.
 */

const upfront = (name: string, amountDollars: number): ExampleFee => ({
  name,
  amountDollars,
  timing: { kind: 'upfront' },
});
const atEnd = (name: string, amountDollars: number): ExampleFee => ({
  name,
  amountDollars,
  timing: { kind: 'end' },
});
const every = (
  name: string,
  amountDollars: number,
  everyMonths: number,
  firstDueMonth: number,
): ExampleFee => ({
  name,
  amountDollars,
  timing: { kind: 'periodic', everyMonths, firstDueMonth },
});

const variable = (rate: string, extra: Partial<CdrLendingRate> = {}): CdrLendingRate => ({
  lendingRateType: 'VARIABLE',
  repaymentType: 'PRINCIPAL_AND_INTEREST',
  loanPurpose: 'OWNER_OCCUPIED',
  rate,
  ...extra,
});

function schedule(rates: Schedule['rates'], extra: Partial<Schedule> = {}): Schedule {
  return {
    rates,
    interestOnlyMonths: 0,
    note: '',
    assumptions: [],
    revertMonths: null,
    interestOnlyAssumed: false,
    ...extra,
  };
}

function context(
  published: number,
  plan: Schedule,
  items: ExampleFee[],
  leftOut: ExampleFee[] = [],
  kind: ComparisonRateExampleKind = 'homeLoan',
  brand: DiagnosisContext['brand'] = [],
): DiagnosisContext {
  const fees = exampleFeesOf(items, leftOut);
  return {
    kind,
    published,
    computed: solvedComparisonRate(loanFor(kind, plan, fees)) ?? Number.NaN,
    schedule: plan,
    fees,
    facts: rateFacts(variable('0.05'), 'Home Loan'),
    brand,
  };
}

describe('publishes', () => {
  test('compares the comparison rate as lenders round it', () => {
    const fees = exampleFeesOf([every('Service', 8, 1, 1), atEnd('Discharge', 350)]);
    const loan = loanFor('homeLoan', schedule([{ annualRate: 0.0679 }]), fees);
    expect(publishes(loan, 0.0688)).toBe(true);
    expect(publishes(loan, 0.0687)).toBe(false);
  });
});

describe('diagnose', () => {
  const heritageFees = [
    upfront('Application', 600),
    upfront('Settlement', 210),
    atEnd('Finalisation', 345),
    every('Administration', 8, 1, 1),
  ];
  const heritageBrand = [
    productRates({
      dataHolderBrandId: 'b',
      detail: { productId: 'f', name: 'Fixed', lendingRates: [variable('0.0629')] },
    }),
    productRates({
      dataHolderBrandId: 'b',
      detail: { productId: 's', name: 'Standard Variable', lendingRates: [variable('0.0874')] },
    }),
  ];

  test.each([
    {
      // 6.83% with $150 at discharge is 6.8320%; a published 6.58% is below any rate the loan runs at.
      name: 'published below every rate',
      context: context(0.0658, schedule([{ annualRate: 0.0683 }]), [atEnd('Discharge', 150)]),
      expected: { cause: MISMATCH_CAUSES.belowEveryRate, detail: 'lowest rate 6.83%' },
    },
    {
      // With all three fees 6.9230%; without the $600 application fee 6.8788%, published 6.88%.
      name: 'the bank leaves out a fee it publishes',
      context: context(0.0688, schedule([{ annualRate: 0.0679 }]), [
        upfront('Application fee', 600),
        every('Monthly service fee', 8, 1, 1),
        atEnd('Mortgage Discharge Fee', 350),
      ]),
      expected: { cause: MISMATCH_CAUSES.leavesOutFee, detail: 'without Application fee $600' },
    },
    {
      // $610.50 upfront and $294 at discharge: 6.3881%; with the $315 top-up fee: 6.4107%.
      name: 'the bank counts a fee read as optional',
      context: context(
        0.0641,
        schedule([{ annualRate: 0.0634 }]),
        [upfront('Establishment', 600), upfront('RTGS Transfer', 10.5), atEnd('Discharge', 294)],
        [upfront('Top-Up Fee', 315)],
      ),
      expected: { cause: MISMATCH_CAUSES.countsOptionalFee, detail: 'with Top-Up Fee $315' },
    },
    {
      // 6.18%, $375 at discharge, $399 a year: 6.5549% from settlement, 6.5317% from the first anniversary.
      name: 'the bank times a yearly fee the other way',
      context: context(0.0653, schedule([{ annualRate: 0.0618 }]), [
        atEnd('Discharge', 375),
        every('Package', 399, 12, 0),
      ]),
      expected: { cause: MISMATCH_CAUSES.yearlyFeeTiming, detail: 'Package first charged at month 12' },
    },
    {
      // $30,000 over 5 years at 6.99% with $15 a month: 8.0420%; $10,000 over 3 years: 10.2241%.
      name: 'a personal loan published for $10,000 over 3 years',
      context: context(
        0.1022,
        schedule([{ annualRate: 0.0699 }]),
        [every('Loan service fee', 15, 1, 1)],
        [],
        'personalLoan',
      ),
      expected: { cause: MISMATCH_CAUSES.otherExample, detail: '' },
    },
    {
      // Interest only at 7%, then 6.5%, $600 upfront: 5 years 6.7572%, 1 year 6.5945%.
      name: 'another interest-only term than the one assumed',
      context: context(
        0.0659,
        schedule([{ annualRate: 0.07, months: 60 }, { annualRate: 0.065 }], {
          interestOnlyMonths: 60,
          revertMonths: 60,
          interestOnlyAssumed: true,
          assumptions: [ASSUMPTIONS.interestOnlyTerm],
        }),
        [upfront('Establishment', 600)],
      ),
      expected: { cause: MISMATCH_CAUSES.interestOnlyTerm, detail: '12 months interest only' },
    },
    {
      // 3 years at 5.99% with Heritage's fees: reverting to 6.29% 6.3537%, to 8.74% 8.0522%.
      name: 'another variable rate of the brand as revert rate',
      context: context(
        0.0805,
        schedule([{ annualRate: 0.0599, months: 36 }, { annualRate: 0.0629 }], { revertMonths: 36 }),
        heritageFees,
        [],
        'homeLoan',
        heritageBrand,
      ),
      expected: {
        cause: MISMATCH_CAUSES.otherRevertRate,
        detail: 'matches reverting to 8.74% (Standard Variable)',
      },
    },
    {
      name: 'a mismatch on an assumption nothing else explains',
      context: context(
        0.07,
        schedule([{ annualRate: 0.0599, months: 36 }, { annualRate: 0.0629 }], {
          revertMonths: 36,
          assumptions: [ASSUMPTIONS.revertRate],
        }),
        heritageFees,
      ),
      expected: { cause: MISMATCH_CAUSES.onAssumption, detail: '' },
    },
    {
      name: 'published higher than the fees explain',
      context: context(0.0729, schedule([{ annualRate: 0.0724 }]), []),
      expected: { cause: MISMATCH_CAUSES.higherUnexplained, detail: '' },
    },
    {
      // 8.00% with $835 upfront and $500 at discharge is 8.0704%.
      name: 'published lower than the fees explain',
      context: context(0.0805, schedule([{ annualRate: 0.08 }]), [
        upfront('Establishment', 835),
        atEnd('Discharge', 500),
      ]),
      expected: { cause: MISMATCH_CAUSES.lowerUnexplained, detail: '' },
    },
  ])('$name', ({ context: input, expected }) => {
    expect(diagnose(input)).toEqual(expected);
  });
});

describe('brandVariableRates and revertRateThatPublishes', () => {
  const brand = [
    productRates({
      dataHolderBrandId: 'b',
      detail: {
        productId: 'a',
        name: 'Basic',
        lendingRates: [
          variable('0.0629'),
          variable('0.0689', { loanPurpose: 'INVESTMENT' }),
          variable('0.0700', { repaymentType: 'INTEREST_ONLY' }),
        ],
      },
    }),
    productRates({
      dataHolderBrandId: 'b',
      detail: {
        productId: 's',
        name: 'Standard Variable',
        lendingRates: [variable('0.0874'), variable('0.0629')],
      },
    }),
  ];
  const facts = rateFacts(variable('0.0599', { lendingRateType: 'FIXED' }), 'Fixed');

  test("the brand's distinct variable P&I rates for the purpose", () => {
    expect(brandVariableRates(facts, brand)).toEqual([
      [0.0629, 'Basic'],
      [0.0874, 'Standard Variable'],
    ]);
  });

  test('the revert rate that reproduces a published figure, if any', () => {
    const fees = exampleFeesOf([
      upfront('Application', 600),
      upfront('Settlement', 210),
      atEnd('Finalisation', 345),
      every('Administration', 8, 1, 1),
    ]);
    const held = { rate: 0.0599, months: 36 };
    expect(revertRateThatPublishes('homeLoan', facts, held, fees, 0.0805, brand)).toBe(
      'matches reverting to 8.74% (Standard Variable)',
    );
    expect(revertRateThatPublishes('homeLoan', facts, held, fees, 0.0777, brand)).toBeNull();
  });
});
