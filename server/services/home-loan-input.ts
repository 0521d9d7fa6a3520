/**
 * The visitor's current home loan as the survey sends it (`current`, dollars and a rate fraction,
 * snake_case), checked field by field. `/validateCurrentProperties/` shows the messages beside the
 * form's fields; `/updateHLSurveyInput/` refuses the first one with a 400. The checked value is
 * what a survey stores and answers as `current`, with the defaults filled in.
 */
import {
  CURRENT_LOAN_LIMITS,
  type CurrentHomeLoan,
  DEFAULT_INTEREST_ONLY_YEARS,
  type HomeLoanPurpose,
  type HomeLoanRepaymentType,
} from '../../src/domain/home-loans/current-loan';
import {
  type CurrentLoanInput,
  LOAN_PURPOSES,
  REPAYMENT_TYPES,
  type StoredCurrentLoan,
} from '../../src/api/home-loan-fields';
import { formatDollars, formatRate } from '../../src/domain/format';
import { type AustralianState, stateForPostcode } from '../lib/postcode-state';
import { findInvisibleCharacterInTypedText } from '../lib/text';

/**
 * `current` as a request may send it (any field may be missing or null), and as a survey stores
 * and answers it (every field present, defaults filled in): the contracts' shapes.
 */
export type { CurrentLoanInput, StoredCurrentLoan };

export interface FieldMessage {
  field: keyof CurrentLoanInput;
  message: string;
}

export interface CurrentLoanCheck {
  errors: FieldMessage[];
  warnings: FieldMessage[];
  /** The loan as stored, when there are no errors. */
  current: StoredCurrentLoan | null;
}

/** The survey's order of questions: errors are listed in it. */
export const CURRENT_LOAN_FIELDS: readonly (keyof CurrentLoanInput)[] = [
  'provider_id',
  'lender_name',
  'balance',
  'rate',
  'remaining_years',
  'repayment',
  'interest_only_years_remaining',
  'property_value',
  'purpose',
  'postcode',
  'discharge_fee',
  'annual_fees',
  'offset_balance',
];

const LIMITS = CURRENT_LOAN_LIMITS;

/** Rates are kept to six decimals (0.061234 is 6.1234%), which also clears binary noise. */
const RATE_DECIMALS = 1_000_000;
const LVR_LMI = 0.8;
const LVR_FEW_LENDERS = 0.95;
const UNUSUAL_RATE = { below: 0.03, above: 0.12 } as const;

const REPAYMENTS: readonly HomeLoanRepaymentType[] = REPAYMENT_TYPES;
const PURPOSES: readonly HomeLoanPurpose[] = LOAN_PURPOSES;

const dollarsText = (dollars: number) => formatDollars(dollars);

/** Whole cents: an amount with at most two decimals. */
function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) <= 1e-6;
}

function roundDollars(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

function dollarsInRange(
  value: number,
  range: { readonly min: number; readonly max: number },
): 'range' | 'cents' | null {
  if (!Number.isFinite(value) || value < range.min || value > range.max) return 'range';
  return isWholeCents(value) ? null : 'cents';
}

/** Where a field's check puts what it finds: an error (the value is refused) or a warning. */
interface Findings {
  fail(field: keyof CurrentLoanInput, message: string): void;
  warn(field: keyof CurrentLoanInput, message: string): void;
}

/** provider_id: required, but null says "my lender is not listed"; then lender_name may name it. */
function checkLender(
  input: CurrentLoanInput,
  isHomeLoanProvider: (providerId: string) => boolean,
  { fail }: Findings,
): { providerId: string | null; lenderName: string | null } {
  let providerId: string | null = null;
  if (input.provider_id === undefined) {
    fail('provider_id', 'Choose your lender, or say that it is not listed.');
  } else if (input.provider_id !== null) {
    if (isHomeLoanProvider(input.provider_id)) providerId = input.provider_id;
    else fail('provider_id', 'Choose a lender from our list, or say that yours is not listed.');
  }

  // lender_name: only kept when the lender is not one of ours.
  let lenderName: string | null = null;
  if (input.provider_id === null && typeof input.lender_name === 'string') {
    const name = input.lender_name.trim().replace(/\s+/g, ' ');
    // The name goes to the refinance partner with the loan; invisible characters would travel too.
    const invisible = findInvisibleCharacterInTypedText(input.lender_name.trim());
    if (name.length > LIMITS.lenderName.max) {
      fail('lender_name', `Enter your lender's name in at most ${LIMITS.lenderName.max} characters.`);
    } else if (invisible) {
      fail(
        'lender_name',
        `Enter your lender's name without invisible or control characters (it has ${invisible}).`,
      );
    } else if (name !== '') {
      lenderName = name;
    }
  }
  return { providerId, lenderName };
}

function checkBalance(input: CurrentLoanInput, { fail }: Findings): number | null {
  if (input.balance == null) {
    fail('balance', 'Enter how much you still owe on the loan.');
    return null;
  }
  const problem = dollarsInRange(input.balance, LIMITS.balance);
  if (problem === 'range') {
    fail(
      'balance',
      `Enter how much you still owe, from ${dollarsText(LIMITS.balance.min)} to ${dollarsText(LIMITS.balance.max)}.`,
    );
  } else if (problem === 'cents') {
    fail('balance', 'Enter the balance in dollars and cents, like 412345.67.');
  }
  return problem === null ? roundDollars(input.balance) : null;
}

function checkRate(input: CurrentLoanInput, { fail, warn }: Findings): number | null {
  if (input.rate == null) {
    fail('rate', 'Enter the interest rate you pay now.');
    return null;
  }
  if (!Number.isFinite(input.rate) || input.rate < LIMITS.rate.min || input.rate > LIMITS.rate.max) {
    fail('rate', 'Enter a yearly rate from 1% to 20% (as a fraction, 0.01 to 0.2).');
    return null;
  }
  if (Math.abs(input.rate * RATE_DECIMALS - Math.round(input.rate * RATE_DECIMALS)) > 1e-6) {
    fail('rate', 'Enter the rate with at most four decimals of a percent, like 6.1234%.');
    return null;
  }
  const rate = Math.round(input.rate * RATE_DECIMALS) / RATE_DECIMALS;
  if (rate < UNUSUAL_RATE.below || rate > UNUSUAL_RATE.above) {
    warn('rate', `${formatRate(rate)} is unusual for a home loan: check the rate on your latest statement.`);
  }
  return rate;
}

function checkRemainingYears(input: CurrentLoanInput, { fail }: Findings): number | null {
  const years = LIMITS.remainingYears;
  const value = input.remaining_years;
  if (value == null) {
    fail('remaining_years', 'Enter how many years are left on the loan.');
    return null;
  }
  if (!Number.isInteger(value) || value < years.min || value > years.max) {
    fail(
      'remaining_years',
      `Enter the years left on the loan: a whole number from ${years.min} to ${years.max}.`,
    );
    return null;
  }
  return value;
}

function checkRepayment(input: CurrentLoanInput, { fail }: Findings): HomeLoanRepaymentType | null {
  if (input.repayment == null || !REPAYMENTS.includes(input.repayment as HomeLoanRepaymentType)) {
    fail('repayment', 'Choose principal and interest, or interest only.');
    return null;
  }
  return input.repayment as HomeLoanRepaymentType;
}

/** Interest-only years: for interest-only loans (default 5); ignored for principal and interest. */
function checkInterestOnlyYears(
  input: CurrentLoanInput,
  repayment: HomeLoanRepaymentType | null,
  { fail }: Findings,
): number | null {
  if (repayment !== 'interest-only') return null;
  const io = LIMITS.interestOnlyYears;
  const value = input.interest_only_years_remaining;
  if (value == null) return DEFAULT_INTEREST_ONLY_YEARS;
  if (!Number.isInteger(value) || value < io.min || value > io.max) {
    fail(
      'interest_only_years_remaining',
      `Enter the interest-only years left: a whole number from ${io.min} to ${io.max}.`,
    );
    return null;
  }
  return value;
}

function checkPropertyValue(
  input: CurrentLoanInput,
  balance: number | null,
  { fail }: Findings,
): number | null {
  if (input.property_value == null) {
    fail('property_value', 'Enter roughly what the property is worth today.');
    return null;
  }
  const problem = dollarsInRange(input.property_value, LIMITS.propertyValue);
  if (problem === 'range') {
    fail(
      'property_value',
      `Enter what the property is worth, from ${dollarsText(LIMITS.propertyValue.min)} to ${dollarsText(LIMITS.propertyValue.max)}.`,
    );
  } else if (problem === 'cents') {
    fail('property_value', 'Enter the property value in dollars and cents, like 850000.');
  } else if (balance !== null && roundDollars(input.property_value) < balance) {
    fail('property_value', 'The property value must be at least what you still owe on the loan.');
  } else {
    return roundDollars(input.property_value);
  }
  return null;
}

/** What the share of the property owed means for a new loan. */
function warnAboutLoanToValue(
  balance: number | null,
  propertyValue: number | null,
  { warn }: Findings,
): void {
  if (balance === null || propertyValue === null) return;
  const lvr = Math.round(balance * 100) / Math.round(propertyValue * 100);
  if (lvr > LVR_LMI + 1e-9) {
    warn(
      'property_value',
      'You owe more than 80% of the property value: a new lender would usually charge lenders mortgage ' +
        'insurance, which our figures do not include.',
    );
  }
  if (lvr > LVR_FEW_LENDERS + 1e-9) {
    warn(
      'property_value',
      'You owe more than 95% of the property value: few lenders refinance a loan like this.',
    );
  }
}

function checkPurpose(input: CurrentLoanInput, { fail }: Findings): HomeLoanPurpose {
  if (input.purpose == null) return 'owner-occupier';
  if (PURPOSES.includes(input.purpose as HomeLoanPurpose)) return input.purpose as HomeLoanPurpose;
  fail('purpose', 'Choose whether the property is your home or an investment.');
  return 'owner-occupier';
}

function checkPostcode(input: CurrentLoanInput, { fail }: Findings): string | null {
  if (input.postcode == null || input.postcode.trim() === '') {
    fail('postcode', 'Enter the postcode of the property.');
    return null;
  }
  if (stateForPostcode(input.postcode.trim()) === null) {
    fail('postcode', 'Enter the four-digit Australian postcode of the property, like 2000.');
    return null;
  }
  return input.postcode.trim();
}

function checkOptionalFee(
  input: CurrentLoanInput,
  field: 'discharge_fee' | 'annual_fees',
  what: string,
  { fail }: Findings,
): number | null {
  const value = input[field];
  if (value == null) return null;
  const problem = dollarsInRange(value, LIMITS.fee);
  if (problem === 'range') fail(field, `${what} must be from $0 to ${dollarsText(LIMITS.fee.max)}.`);
  else if (problem === 'cents') fail(field, `${what} must be in dollars and cents, like 350.`);
  return problem === null ? roundDollars(value) : null;
}

function checkOffsetBalance(input: CurrentLoanInput, { fail }: Findings): number | null {
  if (input.offset_balance == null) return null;
  const problem = dollarsInRange(input.offset_balance, LIMITS.offsetBalance);
  if (problem === 'range')
    fail('offset_balance', `The offset balance must be from $0 to ${dollarsText(LIMITS.offsetBalance.max)}.`);
  else if (problem === 'cents')
    fail('offset_balance', 'The offset balance must be in dollars and cents, like 25000.');
  return problem === null ? roundDollars(input.offset_balance) : null;
}

export function checkCurrentLoan(
  input: CurrentLoanInput,
  isHomeLoanProvider: (providerId: string) => boolean,
): CurrentLoanCheck {
  const errors: FieldMessage[] = [];
  const warnings: FieldMessage[] = [];
  const findings: Findings = {
    fail: (field, message) => errors.push({ field, message }),
    warn: (field, message) => warnings.push({ field, message }),
  };

  const { providerId, lenderName } = checkLender(input, isHomeLoanProvider, findings);
  const balance = checkBalance(input, findings);
  const rate = checkRate(input, findings);
  const remainingYears = checkRemainingYears(input, findings);
  const repayment = checkRepayment(input, findings);
  const interestOnlyYears = checkInterestOnlyYears(input, repayment, findings);
  const propertyValue = checkPropertyValue(input, balance, findings);
  warnAboutLoanToValue(balance, propertyValue, findings);
  const purpose = checkPurpose(input, findings);
  const postcode = checkPostcode(input, findings);
  const dischargeFee = checkOptionalFee(input, 'discharge_fee', 'The discharge fee', findings);
  const annualFees = checkOptionalFee(input, 'annual_fees', 'Yearly fees', findings);
  const offsetBalance = checkOffsetBalance(input, findings);

  // Fields are checked in CURRENT_LOAN_FIELDS order, at most one message each.
  if (
    errors.length > 0 ||
    balance === null ||
    rate === null ||
    remainingYears === null ||
    repayment === null ||
    propertyValue === null ||
    postcode === null
  ) {
    return { errors, warnings, current: null };
  }
  return {
    errors: [],
    warnings,
    current: {
      provider_id: providerId,
      lender_name: lenderName,
      balance,
      rate,
      remaining_years: remainingYears,
      repayment,
      interest_only_years_remaining: interestOnlyYears,
      property_value: propertyValue,
      purpose,
      postcode,
      discharge_fee: dischargeFee,
      annual_fees: annualFees,
      offset_balance: offsetBalance,
    },
  };
}

/** The stored loan in the engine's terms (whole cents). */
export function engineLoan(current: StoredCurrentLoan): CurrentHomeLoan {
  const cents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));
  return {
    providerId: current.provider_id,
    balanceCents: Math.round(current.balance * 100),
    annualRate: current.rate,
    remainingYears: current.remaining_years,
    repayment: current.repayment,
    propertyValueCents: Math.round(current.property_value * 100),
    purpose: current.purpose,
    dischargeFeeCents: cents(current.discharge_fee),
    annualFeeCents: cents(current.annual_fees),
    offsetBalanceCents: cents(current.offset_balance ?? null),
    interestOnlyYearsRemaining: current.interest_only_years_remaining,
  };
}

export function stateOf(current: StoredCurrentLoan): AustralianState | null {
  return stateForPostcode(current.postcode);
}

/** Loan-to-value ratio to four decimals (0.5333 is 53.33%), as answered. */
export function roundedLvr(lvr: number): number {
  return Math.round(lvr * 10_000) / 10_000;
}
