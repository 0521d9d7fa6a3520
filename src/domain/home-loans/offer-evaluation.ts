/**
 * The cost of switching to one published rate over the visitor's remaining term, set against
 * staying. Every amount is whole cents, and the working lines add up exactly to the saving:
 * saving = sum over lines of (current - new), with cash back entered as a negative new cost.
 */
import type { Cents } from '../finance/money';
import { formatCents, formatRate } from '../format';
import type { NormalisedHomeLoanPackage, NormalisedHomeLoanRate } from '../normalise/types';
import { findPackage, periodicCharges, sumOf } from './ongoing-fees';
import { type StateMortgageFees, stateFeesSourceText, stateFeesYearLabel } from './state-mortgage-fees';
import type { HomeLoanRepaymentType } from './current-loan';
import { followOnRate, followOnSentence } from './follow-on-rate';
import type { EligibleRate } from './rate-eligibility';
import { type RateFees, feesForRate } from './rate-fees';
import { type RateStretch, repaymentPath } from './repayment-path';
import type { SwitchingContext } from './switching-context';

export type CostLineKey =
  | 'repayments'
  | 'ongoing-fees'
  | 'package-fees'
  | 'implied-fees'
  | 'application-fee'
  | 'discharge-fee'
  | 'government-discharge-fee'
  | 'government-registration-fee'
  | 'cash-back';

export interface CostLine {
  key: CostLineKey;
  label: string;
  /** Cost of staying over the remaining term. */
  currentCents: Cents;
  /** Cost of switching over the remaining term; cash back is negative. */
  newCents: Cents;
}

export interface HomeLoanOffer {
  productId: string;
  productName: string;
  providerId: string;
  providerName: string | null;
  rate: NormalisedHomeLoanRate;
  /** The variable rate assumed after a fixed period; null for variable rates. */
  revertRate: number | null;
  /** First month's repayment on the new loan. */
  monthlyRepaymentCents: Cents;
  /**
   * What the visitor pays less a month in the first year, fees included: the repayment plus the
   * first year's ongoing, package and implied fees spread over 12 months, now against the new loan.
   */
  monthlySavingCents: Cents;
  totalRepaidCents: Cents;
  totalInterestCents: Cents;
  /**
   * Paid at the switch: the application fee, the current lender's discharge fee and the
   * government's fees to discharge the old mortgage and register the new one.
   */
  switchingCostsCents: Cents;
  cashBackCents: Cents;
  currentTotalCostCents: Cents;
  newTotalCostCents: Cents;
  /** currentTotalCost - newTotalCost, where the new total already nets off cash back. */
  totalSavingCents: Cents;
  /** First month (0 = at the switch) where cumulative savings exceed the switching costs; null if never. */
  breakEvenMonth: number | null;
  working: CostLine[];
  /** Assumptions this offer's figures rest on. */
  assumptions: string[];
}

interface NewLoanRates {
  revert: number | null;
  stretches: RateStretch[];
  assumptions: string[];
}

/**
 * Rate and repayment type month by month: the offered rate for its fixed period, then the rate
 * the lender would charge (`follow-on-rate.ts`); interest-only for the visitor's interest-only
 * months, then principal and interest at the follow-on principal-and-interest rate.
 */
function newLoanRates(context: SwitchingContext, candidate: EligibleRate): NewLoanRates {
  const { rate, loan } = candidate;
  const { profile, months, loans } = context;
  const assumptions: string[] = [];
  const ioMonths = context.interestOnlyMonths;
  const fixedMonths = rate.rateType === 'fixed' ? Math.min(rate.fixedMonths ?? 0, months) : 0;
  const followOn = (repayment: HomeLoanRepaymentType, after: string): number => {
    const found = followOnRate(loans, loan, rate, profile, repayment, context.current.annualRate);
    const sentence = followOnSentence(found, after, rate.comparisonRate);
    if (sentence !== null && !assumptions.includes(sentence)) assumptions.push(sentence);
    return found.annualRate;
  };

  const afterFixed = fixedMonths > 0 ? followOn(profile.repayment, 'after the fixed period') : rate.rate;
  const afterInterestOnly =
    ioMonths > 0 ? followOn('principal-and-interest', 'after the interest-only period') : afterFixed;
  const rateAt = (month: number): RateStretch => {
    const interestOnly = month <= ioMonths;
    const inFixed = month <= fixedMonths;
    const annualRate = inFixed ? rate.rate : interestOnly ? afterFixed : afterInterestOnly;
    return { months: 0, annualRate, interestOnly };
  };
  const starts = [...new Set([1, fixedMonths + 1, ioMonths + 1])]
    .filter((m) => m <= months)
    .sort((a, b) => a - b);
  const stretches = starts.map((start, index) => ({
    ...rateAt(start),
    months: (starts[index + 1] ?? months + 1) - start,
  }));
  return { revert: fixedMonths > 0 ? afterFixed : null, stretches, assumptions };
}

/** The government's two fees as lines of their own, labelled with the state and the fees' year. */
function governmentFeeLines(fees: StateMortgageFees | null): CostLine[] {
  if (fees === null) return [];
  const year = stateFeesYearLabel(fees);
  return [
    {
      key: 'government-discharge-fee',
      label: `${fees.state} government fee to discharge your mortgage (${year})`,
      currentCents: 0,
      newCents: fees.dischargeCents,
    },
    {
      key: 'government-registration-fee',
      label: `${fees.state} government fee to register the new mortgage (${year})`,
      currentCents: 0,
      newCents: fees.registrationCents,
    },
  ];
}

/** Fees of the first 12 months (or the whole term, when shorter) as an even monthly amount, to the cent. */
function firstYearMonthlyFees(charges: readonly (readonly Cents[])[]): Cents {
  const months = Math.min(12, ...charges.map((list) => list.length));
  const total = charges.reduce((sum, list) => sum + sumOf(list.slice(0, months)), 0);
  return months === 0 ? 0 : Math.round(total / months);
}

/** The offset balance the new loan's interest is charged without, and what that means, said once. */
function offsetOn(context: SwitchingContext, hasOffset: boolean, assumptions: string[]): Cents {
  const offsetCents = context.current.offsetBalanceCents ?? 0;
  if (offsetCents <= 0) return 0;
  assumptions.push(
    hasOffset
      ? `This loan has an offset account: your ${formatCents(offsetCents)} in it lowers the interest as it does now.`
      : `This loan has no offset account: your ${formatCents(offsetCents)} would no longer lower the interest, which is counted in its repayments.`,
  );
  return hasOffset ? offsetCents : 0;
}

/** What the switch pays the government, or why it pays nothing, in a sentence. */
function switchFeesSentence(sameLender: boolean, stateFees: StateMortgageFees | null): string {
  if (sameLender)
    return 'A switch within your current lender: no discharge fee, no government mortgage fees and no refinance cash back.';
  if (stateFees === null)
    return 'The government’s mortgage discharge and registration fees are not included: we don’t know the property’s state.';
  return stateFeesSourceText(stateFees);
}

/** The loan's own fees for this rate, and whether its package's fee is charged too. */
function ownFees({
  loan,
  rate,
}: EligibleRate): RateFees<{ applicationFeeCents: Cents; annualFeeCents: Cents }> {
  return feesForRate({ fees: loan, feesWithoutPackage: loan.feesWithoutPackage }, rate);
}

interface OngoingCharges {
  ongoing: Cents[];
  pkg: NormalisedHomeLoanPackage | null;
  packageCharges: Cents[];
  /** Fees the lender's comparison rate implies beyond its published list; zero when none. */
  impliedCharges: Cents[];
}

/** The new loan's fees month by month: annual, package, and those its comparison rate implies. */
function ongoingCharges(
  context: SwitchingContext,
  candidate: EligibleRate,
  assumptions: string[],
): OngoingCharges {
  const { loan, rate } = candidate;
  const months = context.months;
  const own = ownFees(candidate);
  // A rate for borrowers without the product's package pays no package fee, and the fees it waives.
  const pkg = own.packageApplies ? findPackage(loan, context.providers) : null;
  if (loan.packageId !== null && pkg === null && own.packageApplies) {
    assumptions.push('The package fee for this loan is not published; no package fee is included.');
  }
  if (rate.impliedMonthlyFeeCents !== null && rate.comparisonRate !== null) {
    assumptions.push(
      `The lender's published fees do not reach its own comparison rate of ${formatRate(rate.comparisonRate)}: the fees it leaves out are costed as the ${formatCents(rate.impliedMonthlyFeeCents)} a month that makes up the difference.`,
    );
  }
  return {
    ongoing: periodicCharges(own.fees.annualFeeCents, 12, months),
    pkg,
    packageCharges: periodicCharges(pkg?.packageFeeCents ?? 0, pkg?.feeEveryMonths ?? 12, months),
    impliedCharges: periodicCharges(rate.impliedMonthlyFeeCents ?? 0, 1, months),
  };
}

/** Evaluates one eligible rate against staying with the current loan. */
export function evaluateOffer(context: SwitchingContext, candidate: EligibleRate): HomeLoanOffer {
  const { loan, rate } = candidate;
  const months = context.months;
  const provider = context.providers.find((item) => item.id === loan.providerId) ?? null;
  const sameLender = context.current.providerId != null && context.current.providerId === loan.providerId;
  const { revert, stretches, assumptions } = newLoanRates(context, candidate);

  const path = repaymentPath(
    context.current.balanceCents,
    months,
    stretches,
    offsetOn(context, loan.offset, assumptions),
  );
  const { ongoing, pkg, packageCharges, impliedCharges } = ongoingCharges(context, candidate, assumptions);
  const applicationFeeCents = ownFees(candidate).fees.applicationFeeCents;
  // Moving within the same lender is a product switch, not a refinance: nothing to discharge, no refinance cash back.
  const dischargeCents = sameLender ? 0 : context.discharge.cents;
  const cashBackCents = sameLender ? 0 : (provider?.maxCashBackRefinanceCents ?? 0);
  const stateFees = context.current.stateFees ?? null;
  // A product switch keeps the registered mortgage: the government charges nothing.
  const governmentDischargeCents = sameLender || stateFees === null ? 0 : stateFees.dischargeCents;
  const governmentRegistrationCents = sameLender || stateFees === null ? 0 : stateFees.registrationCents;
  assumptions.push(switchFeesSentence(sameLender, stateFees));
  if (cashBackCents > 0)
    assumptions.push('Cash back is the lender’s maximum for refinancers, paid at settlement.');

  const current = context.currentCosts;
  const working: CostLine[] = [
    {
      key: 'repayments',
      label: 'Repayments over the remaining term',
      currentCents: current.totalRepaidCents,
      newCents: path.totalRepaid,
    },
    {
      key: 'ongoing-fees',
      label: 'Ongoing fees',
      currentCents: current.ongoingFeesCents,
      newCents: sumOf(ongoing),
    },
    {
      key: 'package-fees',
      label: pkg === null ? 'Package fees' : `${pkg.nameLong} fees`,
      currentCents: 0,
      newCents: sumOf(packageCharges),
    },
    ...(rate.impliedMonthlyFeeCents === null
      ? []
      : [
          {
            key: 'implied-fees' as const,
            label: 'Fees its comparison rate implies',
            currentCents: 0,
            newCents: sumOf(impliedCharges),
          },
        ]),
    {
      key: 'application-fee',
      label: 'Application and upfront fees',
      currentCents: 0,
      newCents: applicationFeeCents,
    },
    {
      key: 'discharge-fee',
      label: 'Discharge fee to leave your lender',
      currentCents: 0,
      newCents: dischargeCents,
    },
    ...(sameLender ? [] : governmentFeeLines(stateFees)),
    { key: 'cash-back', label: 'Refinance cash back', currentCents: 0, newCents: -cashBackCents },
  ];
  const newTotalCostCents = sumOf(working.map((line) => line.newCents));
  const switchingCostsCents =
    applicationFeeCents + dischargeCents + governmentDischargeCents + governmentRegistrationCents;

  let net = cashBackCents - switchingCostsCents;
  let breakEvenMonth: number | null = net > 0 ? 0 : null;
  for (let month = 1; month <= months && breakEvenMonth === null; month += 1) {
    const index = month - 1;
    const newOutflow =
      (path.repayments[index] ?? 0) +
      (ongoing[index] ?? 0) +
      (packageCharges[index] ?? 0) +
      (impliedCharges[index] ?? 0);
    net += (current.monthlyOutflows[index] ?? 0) - newOutflow;
    if (net > 0) breakEvenMonth = month;
  }

  return {
    productId: loan.id,
    productName: loan.name,
    providerId: loan.providerId,
    providerName: provider?.name ?? null,
    rate,
    revertRate: revert,
    monthlyRepaymentCents: path.repayments[0] ?? 0,
    monthlySavingCents:
      current.monthlyRepaymentCents +
      firstYearMonthlyFees([current.monthlyFees]) -
      (path.repayments[0] ?? 0) -
      firstYearMonthlyFees([ongoing, packageCharges, impliedCharges]),
    totalRepaidCents: path.totalRepaid,
    totalInterestCents: path.totalInterest,
    switchingCostsCents,
    cashBackCents,
    currentTotalCostCents: current.totalCostCents,
    newTotalCostCents,
    totalSavingCents: current.totalCostCents - newTotalCostCents,
    breakEvenMonth,
    working,
    assumptions,
  };
}
