/**
 * How much a lender would likely lend, the way Australian lenders test it (serviceability): the
 * household's income after tax, less its living costs (never below a floor), its other debts'
 * repayments and 3.8% of its card limits a month, is what is left for a home loan; the loan is the
 * most that this surplus repays over the term at the rate plus APRA's 3 percentage-point buffer.
 * Money in whole cents.
 */
import { SERVICEABILITY_RATE_BUFFER } from '../finance/defaults';
import { type Cents, mulRate, roundHalfAwayFromZero } from '../finance/money';
import { principalAndInterestRepayment } from '../finance/repayments';

/** A month's repayment lenders count for each dollar of a card's limit, used or not. */
export const CARD_LIMIT_MONTHLY_FRACTION = 0.038;

/** The 2% Medicare levy, on the whole taxable income (its low-income reduction is left out). */
export const MEDICARE_LEVY = 0.02;

/** Resident income-tax brackets for 2024–25: each rate applies to the income above `fromCents`. */
export const INCOME_TAX_BRACKETS: readonly { fromCents: Cents; rate: number }[] = [
  { fromCents: 1_820_000, rate: 0.16 },
  { fromCents: 4_500_000, rate: 0.3 },
  { fromCents: 13_500_000, rate: 0.37 },
  { fromCents: 19_000_000, rate: 0.45 },
];

export const INCOME_TAX_YEAR = '2024–25';

/**
 * The least we count for a household's living costs a month, whatever it says it spends: our own
 * round figures in the manner of the Household Expenditure Measure lenders use (which is licensed,
 * not published).
 */
export const LIVING_COSTS_FLOOR: Readonly<{ single: Cents; couple: Cents; perDependant: Cents }> = {
  single: 200_000,
  couple: 300_000,
  perDependant: 60_000,
};

/** Loans are quoted rounded down to the nearest $1,000. */
const ROUND_DOWN_TO: Cents = 100_000;

export interface BorrowingPowerInput {
  /** Each applicant's yearly income before tax (one or two applicants). */
  grossIncomesCents: readonly Cents[];
  dependants: number;
  /** What the household says it spends a month on living costs. */
  livingCostsCents: Cents;
  /** Repayments a month on other loans (car, personal, student loans and the like). */
  otherDebtRepaymentsCents: Cents;
  /** The limits of every credit card, added up, used or not. */
  cardLimitsCents: Cents;
  termYears: number;
  /** The rate the loan would be charged, as a fraction. */
  annualRate: number;
}

export interface ApplicantIncome {
  grossCents: Cents;
  taxCents: Cents;
  medicareLevyCents: Cents;
  netYearCents: Cents;
}

export interface BorrowingPower {
  applicants: ApplicantIncome[];
  netMonthlyIncomeCents: Cents;
  livingCostsFloorCents: Cents;
  /** The larger of what the household says it spends and the floor. */
  livingCostsCountedCents: Cents;
  otherDebtRepaymentsCents: Cents;
  cardCommitmentCents: Cents;
  /** What is left a month for a home loan; 0 or less means no loan. */
  surplusCents: Cents;
  /** The rate the loan is tested at: the rate plus the buffer. */
  assessmentRate: number;
  /** Before rounding down: the loan whose repayment at the assessment rate is the surplus. */
  exactLoanCents: Cents;
  /** The most a lender would likely lend, rounded down to the nearest $1,000; 0 when nothing is left. */
  maxLoanCents: Cents;
  /** That loan's monthly repayment at the rate itself, and at the assessment rate. */
  repaymentCents: Cents;
  assessedRepaymentCents: Cents;
}

/** Income tax on a yearly income at the resident rates (no offsets), rounded to the cent. */
export function incomeTaxCents(grossCents: Cents): Cents {
  let tax = 0;
  INCOME_TAX_BRACKETS.forEach((bracket, index) => {
    const next = INCOME_TAX_BRACKETS[index + 1]?.fromCents ?? Number.POSITIVE_INFINITY;
    const taxed = Math.min(grossCents, next) - bracket.fromCents;
    if (taxed > 0) tax += taxed * bracket.rate;
  });
  return roundHalfAwayFromZero(tax);
}

export function applicantIncome(grossCents: Cents): ApplicantIncome {
  const taxCents = incomeTaxCents(grossCents);
  const medicareLevyCents = mulRate(grossCents, MEDICARE_LEVY);
  return { grossCents, taxCents, medicareLevyCents, netYearCents: grossCents - taxCents - medicareLevyCents };
}

export function livingCostsFloorCents(applicants: number, dependants: number): Cents {
  const household = applicants > 1 ? LIVING_COSTS_FLOOR.couple : LIVING_COSTS_FLOOR.single;
  return household + dependants * LIVING_COSTS_FLOOR.perDependant;
}

/** Present value of `payment` a month for `months` months at `monthlyRate`, unrounded cents. */
function loanRepaidBy(payment: Cents, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return payment * months;
  return (payment * (1 - (1 + monthlyRate) ** -months)) / monthlyRate;
}

function assertInput(input: BorrowingPowerInput): void {
  const count = input.grossIncomesCents.length;
  if (count < 1 || count > 2) throw new RangeError(`One or two applicants, got ${String(count)}`);
  const amounts = [
    ...input.grossIncomesCents,
    input.livingCostsCents,
    input.otherDebtRepaymentsCents,
    input.cardLimitsCents,
  ];
  if (amounts.some((amount) => !Number.isInteger(amount) || amount < 0)) {
    throw new RangeError('Amounts must be whole numbers of cents >= 0');
  }
  if (!Number.isInteger(input.dependants) || input.dependants < 0) {
    throw new RangeError(`Dependants must be a whole number >= 0, got ${String(input.dependants)}`);
  }
  if (!Number.isInteger(input.termYears) || input.termYears < 1) {
    throw new RangeError(`Term must be a whole number of years >= 1, got ${String(input.termYears)}`);
  }
  if (!Number.isFinite(input.annualRate) || input.annualRate < 0) {
    throw new RangeError(`Rate must be a finite fraction >= 0, got ${String(input.annualRate)}`);
  }
}

export function borrowingPower(input: BorrowingPowerInput): BorrowingPower {
  assertInput(input);
  const applicants = input.grossIncomesCents.map(applicantIncome);
  const netYear = applicants.reduce((sum, applicant) => sum + applicant.netYearCents, 0);
  const netMonthlyIncomeCents = roundHalfAwayFromZero(netYear / 12);
  const floor = livingCostsFloorCents(applicants.length, input.dependants);
  const livingCostsCountedCents = Math.max(input.livingCostsCents, floor);
  const cardCommitmentCents = mulRate(input.cardLimitsCents, CARD_LIMIT_MONTHLY_FRACTION);
  const surplusCents =
    netMonthlyIncomeCents - livingCostsCountedCents - input.otherDebtRepaymentsCents - cardCommitmentCents;
  const assessmentRate = input.annualRate + SERVICEABILITY_RATE_BUFFER;
  const months = input.termYears * 12;
  const exactLoanCents =
    surplusCents > 0 ? roundHalfAwayFromZero(loanRepaidBy(surplusCents, assessmentRate / 12, months)) : 0;
  const maxLoanCents = Math.floor(exactLoanCents / ROUND_DOWN_TO) * ROUND_DOWN_TO;
  const repaymentAt = (annualRate: number) =>
    maxLoanCents > 0
      ? principalAndInterestRepayment({
          principal: maxLoanCents,
          annualRate,
          years: input.termYears,
          frequency: 'monthly',
        })
      : 0;
  return {
    applicants,
    netMonthlyIncomeCents,
    livingCostsFloorCents: floor,
    livingCostsCountedCents,
    otherDebtRepaymentsCents: input.otherDebtRepaymentsCents,
    cardCommitmentCents,
    surplusCents,
    assessmentRate,
    exactLoanCents,
    maxLoanCents,
    repaymentCents: repaymentAt(input.annualRate),
    assessedRepaymentCents: repaymentAt(assessmentRate),
  };
}
