/**
 * What the loan calculator needs from a product's data: its rates as choices, the amounts and terms
 * it lends, its fees, and where to start (the specification's defaults, kept within the product's limits).
 */
import type { RawHomeLoan, RawHomeLoanRate, RawPersonalLoan } from '../../domain/data/raw-types';
import { HOME_LOAN_DEFAULTS, PERSONAL_LOAN_DEFAULTS } from '../../domain/finance/defaults';
import { formatFee, formatRate } from '../../domain/format';
import { type FollowOnLoan, followOnRate } from '../../domain/home-loans/follow-on-rate';
import { type FeeListDollars, feesForRate } from '../../domain/home-loans/rate-fees';
import { rateGroupIndex, rateGroupTitle } from '../../domain/home-loans/rate-group-names';
import { loanSizePhrase, lvrPhrase } from '../../domain/home-loans/rate-bands';
import { rateTypeText } from '../../domain/home-loans/rate-type-text';
import { bestMatchingRate, HOME_LOAN_TERM_YEARS } from '../../domain/home-loans/rate-matching';
import { clampAmount } from './amount-input';
import type { LoanRateOption, LoanRepaymentCalculatorProps } from './loan-repayment-calculator';

/** Limits for products that publish none; the same as the comparison tables' amount filters. */
const HOME_LOAN_AMOUNTS = { min: 10_000, max: 20_000_000 };
const PERSONAL_LOAN_AMOUNTS = { min: 1_000, max: 250_000 };
const PERSONAL_LOAN_YEARS = [1, 2, 3, 4, 5, 6, 7];

function amountRange(min: number | null, max: number | null, open: { min: number; max: number }) {
  const low = min ?? open.min;
  return { min: low, max: Math.max(max ?? open.max, low) };
}

/** `6.29% p.a. fixed 1 year, LVR up to 80%, for loans of $150,000 or more`: what tells a group's rates apart. */
function rateLabel(rate: RawHomeLoanRate): string {
  const size = loanSizePhrase(rate);
  return `${formatRate(rate.rate)} ${rateTypeText(rate).toLowerCase()}, ${lvrPhrase(rate)}${size === null ? '' : `, ${size}`}`;
}

/** Options that read the same give the same figures: the first of them is kept. */
function withoutRepeats(options: LoanRateOption[]): LoanRateOption[] {
  const seen = new Set<string>();
  return options.filter((option) => {
    const key = `${option.group ?? ''}\u0000${option.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A home loan's package fee, as the product page shows it. */
export interface HomeLoanPackageFee {
  name: string;
  amount: number;
  everyMonths: number;
}

type CalculatorLoan = Pick<
  RawHomeLoan,
  'rates' | 'minAmount' | 'maxAmount' | 'maxTermYears' | 'applicationFee' | 'annualFee' | 'feesWithoutPackage'
> & { package?: HomeLoanPackageFee | null };

/** The loan as the follow-on rules read it (open bands are null, not left out); it is its own lender. */
function asFollowOnLoan(loan: CalculatorLoan): FollowOnLoan {
  return {
    providerId: 'product-page',
    minAmount: loan.minAmount,
    maxAmount: loan.maxAmount,
    maxTermYears: loan.maxTermYears,
    rates: loan.rates.map((rate) => ({
      ...rate,
      minLoanAmount: rate.minLoanAmount ?? null,
      maxLoanAmount: rate.maxLoanAmount ?? null,
    })),
  };
}

/**
 * After a fixed rate, the rate the journey costs the loan at (`follow-on-rate.ts`): the product's
 * own variable rate for the same purpose and LVR, never below what its comparison rate implies.
 * Without either, the calculator keeps the fixed rate and says so.
 */
function followOnOf(loan: FollowOnLoan, rate: RawHomeLoanRate, amount: number): LoanRateOption['followOn'] {
  if (rate.rateType !== 'fixed' || rate.fixedMonths === null) return undefined;
  const profile = {
    purpose: rate.purpose,
    repayment: rate.repayment,
    lvr: rate.lvrMax ?? rate.lvrMin ?? 1 - HOME_LOAN_DEFAULTS.depositFraction,
    balanceCents: Math.round(amount * 100),
    remainingYears: HOME_LOAN_TERM_YEARS[HOME_LOAN_TERM_YEARS.length - 1] ?? 30,
  };
  const implied = { impliedFollowOnRate: rate.impliedFollowOnRate ?? null };
  const found = followOnRate([loan], loan, implied, profile, rate.repayment, rate.rate);
  if (found.basis === 'lender' || found.basis === 'current rate') {
    return {
      afterMonths: rate.fixedMonths,
      annualRate: rate.rate,
      note: 'the product publishes no rate it moves to, so the fixed rate is kept',
    };
  }
  return {
    afterMonths: rate.fixedMonths,
    annualRate: found.annualRate,
    note:
      found.basis === 'product'
        ? 'the product’s own variable rate'
        : `the rate that with its fees gives its comparison rate${rate.comparisonRate === null ? '' : ` of ${formatRate(rate.comparisonRate)}`}`,
  };
}

/** The package fee as a monthly or yearly fee. */
function withPackage(loan: CalculatorLoan): LoanRepaymentCalculatorProps['fees'] {
  const pkg = loan.package ?? null;
  const monthly = pkg !== null && pkg.everyMonths === 1 ? pkg.amount : 0;
  const yearly = pkg !== null && pkg.everyMonths !== 1 ? Math.round((pkg.amount * 12) / pkg.everyMonths) : 0;
  return { upfront: loan.applicationFee, monthly, yearly: loan.annualFee + yearly };
}

/** A rate without the product's package pays the fees listed for that case and no package fee. */
function unpackagedFees(loan: CalculatorLoan, rate: RawHomeLoanRate): Pick<LoanRateOption, 'fees'> {
  const { fees, packageApplies } = feesForRate<FeeListDollars>(
    { fees: loan, feesWithoutPackage: loan.feesWithoutPackage },
    rate,
  );
  if (packageApplies) return {};
  return { fees: { upfront: fees.applicationFee, monthly: 0, yearly: fees.annualFee } };
}

export function homeLoanCalculatorProps(loan: CalculatorLoan): LoanRepaymentCalculatorProps {
  const range = amountRange(loan.minAmount, loan.maxAmount, HOME_LOAN_AMOUNTS);
  const initial = clampAmount(HOME_LOAN_DEFAULTS.amount, range);
  const indexed = loan.rates.map((rate, index) => ({ rate, key: String(index) }));
  const followOnLoan = asFollowOnLoan(loan);
  const listed: LoanRateOption[] = [...indexed]
    // Owner-occupier principal-and-interest rates first: the specification's default loan.
    .sort((a, b) => rateGroupIndex(a.rate) - rateGroupIndex(b.rate))
    .map(({ rate, key }) => {
      const followOn = followOnOf(followOnLoan, rate, initial);
      return {
        key,
        label: rateLabel(rate),
        group: rateGroupTitle(rate),
        rate: rate.rate,
        interestOnly: rate.repayment === 'interest-only',
        minAmount: rate.minLoanAmount ?? null,
        maxAmount: rate.maxLoanAmount ?? null,
        ...(followOn === undefined ? {} : { followOn }),
        ...unpackagedFees(loan, rate),
        ...(rate.impliedMonthlyFee ? { impliedMonthlyFee: rate.impliedMonthlyFee } : {}),
      };
    });
  const rates = withoutRepeats(listed);
  // The table's default view: a home to live in, principal and interest, 40% deposit (LVR 60%).
  const lvr = String(Math.round((1 - HOME_LOAN_DEFAULTS.depositFraction) * 100));
  const wanted = { purpose: 'owner-occupier', repayment: 'principal-and-interest', lvr, amount: initial };
  const best =
    bestMatchingRate(loan.rates, { ...wanted, rateType: 'variable' }) ??
    bestMatchingRate(loan.rates, { ...wanted, rateType: 'any' });
  const bestOption = best
    ? listed.find((option) => option.key === String(loan.rates.indexOf(best)))
    : undefined;
  // A repeated option's first twin stands for it.
  const initialRateKey =
    (
      bestOption &&
      rates.find((option) => option.group === bestOption.group && option.label === bestOption.label)
    )?.key ?? rates[0]?.key;
  const longest = loan.maxTermYears ?? 30;
  const years = HOME_LOAN_TERM_YEARS.filter((value) => value <= longest);
  const options = years.length > 0 ? years : [longest];
  return {
    rates,
    initialRateKey,
    amount: { ...range, initial },
    termYears: { options, initial: options[options.length - 1]! },
    fees: withPackage(loan),
    rateRise: true,
    ...(loan.package
      ? {
          intro: `Fees include the ${loan.package.name} fee of ${formatFee(loan.package.amount)} ${loan.package.everyMonths === 1 ? 'a month' : 'a year'}.`,
        }
      : {}),
  };
}

export function personalLoanCalculatorProps(
  loan: Pick<
    RawPersonalLoan,
    | 'minRate'
    | 'maxRate'
    | 'minAmount'
    | 'maxAmount'
    | 'minTermMonths'
    | 'maxTermMonths'
    | 'establishmentFee'
    | 'monthlyFee'
  >,
): LoanRepaymentCalculatorProps {
  const range = amountRange(loan.minAmount, loan.maxAmount, PERSONAL_LOAN_AMOUNTS);
  const shortest = loan.minTermMonths ?? 0;
  const longest = loan.maxTermMonths ?? Number.POSITIVE_INFINITY;
  const years = PERSONAL_LOAN_YEARS.filter((value) => value * 12 >= shortest && value * 12 <= longest);
  // A term range with no whole year in it falls back to the nearest whole year the loan allows.
  const options =
    years.length > 0 ? years : [Math.max(1, Math.round(Math.min(longest, shortest || 12) / 12))];
  const initial = options.includes(PERSONAL_LOAN_DEFAULTS.termYears)
    ? PERSONAL_LOAN_DEFAULTS.termYears
    : options.reduce((best, value) =>
        Math.abs(value - PERSONAL_LOAN_DEFAULTS.termYears) < Math.abs(best - PERSONAL_LOAN_DEFAULTS.termYears)
          ? value
          : best,
      );
  return {
    rates: [{ key: 'from', label: formatRate(loan.minRate), rate: loan.minRate, interestOnly: false }],
    amount: { ...range, initial: clampAmount(PERSONAL_LOAN_DEFAULTS.amount, range) },
    termYears: { options, initial },
    fees: { upfront: loan.establishmentFee, monthly: loan.monthlyFee, yearly: 0 },
    fromRate: true,
    intro:
      `Figures use the lowest rate advertised (${formatRate(loan.minRate)}). The rate you’re offered depends ` +
      `on your credit history and circumstances${loan.maxRate > loan.minRate ? `, up to ${formatRate(loan.maxRate)}` : '.'}`,
  };
}
