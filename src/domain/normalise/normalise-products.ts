/** The reduced per-category product files (`products-<code>.json`). */
import { DataError, type DataWarning, type RecordContext, warn } from './data-error';
import {
  asRecord,
  centsFromDollars,
  count,
  flag,
  isoDate,
  list,
  oneOf,
  optionalFlag,
  optionalNumber,
  optionalText,
  rate,
  readRecords,
  requiredCentsFromDollars,
  requiredRate,
  storedEligibility,
  text,
} from './field-readers';
import type {
  NormalisedBonusCondition,
  NormalisedCreditCardRow,
  NormalisedHomeLoan,
  NormalisedHomeLoanFeesWithoutPackage,
  NormalisedHomeLoanRate,
  NormalisedPersonalLoan,
  NormalisedProductSet,
  NormalisedSavingsAccount,
  NormalisedSavingsRateBand,
  NormalisedTermDeposit,
  NormalisedTermDepositRate,
  NormalisedTransactionAccount,
} from './types';
import type { CategoryCode } from '../data/raw-types';

type Raw = Record<string, unknown>;

const CODES: Record<CategoryCode, string> = {
  cc: 'CC',
  hl: 'HL',
  pl: 'PL',
  cl: 'CL',
  td: 'TD',
  tx: 'TX',
  sv: 'SV',
};

function base(context: RecordContext, record: Raw, code: CategoryCode) {
  const id = text(context, record, 'id');
  const providerId = text(context, record, 'providerId');
  if (!new RegExp(`^${providerId}-${CODES[code]}\\d{5}$`).test(id)) {
    throw new DataError(
      context.dataset,
      context.recordId,
      `id "${id}" is not ${providerId}-${CODES[code]}nnnnn`,
    );
  }
  return {
    id,
    providerId,
    name: text(context, record, 'name').trim(),
    urlSlug: text(context, record, 'urlSlug'),
    cdrProductId: text(context, record, 'cdrProductId'),
    url: optionalText(context, record, 'url'),
    applicationUrl: optionalText(context, record, 'applicationUrl'),
    lastUpdated: isoDate(context, record, 'lastUpdated'),
    ...(record.fetchedOn === undefined ? {} : { fetchedOn: isoDate(context, record, 'fetchedOn') }),
    forBusiness: optionalFlag(context, record, 'forBusiness'),
  };
}

/** Amounts such as loan sizes and limits stay in dollars; negative ones are defects. */
function amount(context: RecordContext, record: Raw, field: string): number | null {
  const value = optionalNumber(context, record, field);
  if (value !== null && value < 0)
    throw new DataError(context.dataset, context.recordId, `${field}: negative amount ${value}`);
  return value;
}

function amountRange(
  context: RecordContext,
  record: Raw,
  minField: string,
  maxField: string,
): [number | null, number | null] {
  const min = amount(context, record, minField);
  const max = amount(context, record, maxField);
  if (min !== null && max !== null && min > max) {
    warn(context, `${minField}/${maxField}`, `min ${min} above max ${max}; swapped`);
    return [max, min];
  }
  return [min, max];
}

function productSet<P>(
  code: CategoryCode,
  raw: unknown,
  warnings: DataWarning[],
  read: (context: RecordContext, record: Raw) => P,
): NormalisedProductSet<P> & { rewards?: number[] } {
  const dataset = `products-${code}`;
  const fileContext: RecordContext = { dataset, recordId: '(file)', warnings };
  const top = asRecord(fileContext, raw);
  if (top.category !== code)
    throw new DataError(dataset, '(file)', `category is ${String(top.category)}, expected ${code}`);
  const products = readRecords(dataset, top.products, warnings, read);
  const ids = new Set<string>();
  for (const product of products as { id: string }[]) {
    if (ids.has(product.id)) throw new DataError(dataset, product.id, 'appears twice');
    ids.add(product.id);
  }
  const result: NormalisedProductSet<P> & { rewards?: number[] } = {
    category: code,
    dateUpdated: isoDate(fileContext, top, 'dateUpdated'),
    products,
  };
  if (top.rewards !== undefined) {
    if (!Array.isArray(top.rewards) || !top.rewards.every((id) => typeof id === 'number')) {
      throw new DataError(dataset, '(file)', 'rewards must be a list of program ids');
    }
    result.rewards = top.rewards as number[];
  }
  return result;
}

export function normaliseCreditCardRows(raw: unknown, warnings: DataWarning[]) {
  const set = productSet('cc', raw, warnings, (context, record): NormalisedCreditCardRow => ({
    ...base(context, record, 'cc'),
    annualFeeCents: requiredCentsFromDollars(context, record, 'annualFee'),
    purchaseRate: rate(context, record, 'purchaseRate'),
    interestFreeDays: optionalNumber(context, record, 'interestFreeDays'),
    rewardProgramId: count(context, record, 'rewardProgramId'),
    earnRate: optionalNumber(context, record, 'earnRate'),
    balanceTransferRate: rate(context, record, 'balanceTransferRate'),
    balanceTransferMonths: optionalNumber(context, record, 'balanceTransferMonths'),
    minCreditLimit: amount(context, record, 'minCreditLimit'),
  }));
  return { ...set, rewards: set.rewards ?? [] };
}

function homeLoanRate(context: RecordContext, value: unknown): NormalisedHomeLoanRate | null {
  const record = asRecord(context, value);
  const rowRate = rate(context, record, 'rate');
  if (rowRate === null) {
    warn(context, 'rates', 'a rate row without a usable rate was dropped');
    return null;
  }
  const rateType = oneOf(context, record, 'rateType', ['variable', 'fixed'] as const);
  const fixedMonths = optionalNumber(context, record, 'fixedMonths');
  if (rateType === 'fixed' && (fixedMonths === null || fixedMonths <= 0)) {
    throw new DataError(context.dataset, context.recordId, 'fixed rate row without a fixed term');
  }
  const lvr = (field: string): number | null => {
    const raw = optionalNumber(context, record, field);
    if (raw === null) return null;
    // LVRs are fractions; a percentage (80) is read as 0.8 with a warning.
    if (raw > 1.5 && raw <= 100) {
      warn(context, field, `LVR ${raw} read as a percentage`);
      return raw / 100;
    }
    return raw > 0 && raw <= 1.5 ? raw : null;
  };
  return {
    rateType,
    fixedMonths: rateType === 'fixed' ? fixedMonths : null,
    repayment: oneOf(context, record, 'repayment', ['principal-and-interest', 'interest-only'] as const),
    purpose: oneOf(context, record, 'purpose', ['owner-occupier', 'investment'] as const),
    rate: rowRate,
    comparisonRate: rate(context, record, 'comparisonRate'),
    lvrMin: lvr('lvrMin'),
    lvrMax: lvr('lvrMax'),
    minLoanAmount: amount(context, record, 'minLoanAmount'),
    maxLoanAmount: amount(context, record, 'maxLoanAmount'),
    impliedFollowOnRate: rate(context, record, 'impliedFollowOnRate'),
    feesIncomplete: optionalFlag(context, record, 'feesIncomplete'),
    impliedMonthlyFeeCents: centsFromDollars(context, record, 'impliedMonthlyFee'),
    withoutPackage: optionalFlag(context, record, 'withoutPackage'),
  };
}

function feesWithoutPackage(
  context: RecordContext,
  value: unknown,
): NormalisedHomeLoanFeesWithoutPackage | null {
  if (value === undefined || value === null) return null;
  const fees = asRecord(context, value);
  return {
    applicationFeeCents: requiredCentsFromDollars(context, fees, 'applicationFee'),
    annualFeeCents: requiredCentsFromDollars(context, fees, 'annualFee'),
    dischargeFeeCents: requiredCentsFromDollars(context, fees, 'dischargeFee'),
  };
}

export function normaliseHomeLoans(raw: unknown, warnings: DataWarning[]) {
  return productSet('hl', raw, warnings, (context, record): NormalisedHomeLoan => {
    const rates = list(context, record, 'rates')
      .map((row) => homeLoanRate(context, row))
      .filter((row): row is NormalisedHomeLoanRate => row !== null);
    if (rates.length === 0) throw new DataError(context.dataset, context.recordId, 'has no usable rates');
    const [minAmount, maxAmount] = amountRange(context, record, 'minAmount', 'maxAmount');
    return {
      ...base(context, record, 'hl'),
      rates,
      feesWithoutPackage: feesWithoutPackage(context, record.feesWithoutPackage),
      applicationFeeCents: requiredCentsFromDollars(context, record, 'applicationFee'),
      annualFeeCents: requiredCentsFromDollars(context, record, 'annualFee'),
      dischargeFeeCents: requiredCentsFromDollars(context, record, 'dischargeFee'),
      packageId: optionalText(context, record, 'packageId'),
      offset: flag(context, record, 'offset'),
      redraw: flag(context, record, 'redraw'),
      extraRepayments: flag(context, record, 'extraRepayments'),
      minAmount,
      maxAmount,
      maxTermYears: optionalNumber(context, record, 'maxTermYears'),
      eligibility: storedEligibility(context, record),
    };
  });
}

export function normalisePersonalLoans(code: 'pl' | 'cl', raw: unknown, warnings: DataWarning[]) {
  return productSet(code, raw, warnings, (context, record): NormalisedPersonalLoan => {
    let minRate = requiredRate(context, record, 'minRate');
    let maxRate = requiredRate(context, record, 'maxRate');
    if (minRate > maxRate) {
      warn(context, 'minRate/maxRate', `min ${minRate} above max ${maxRate}; swapped`);
      [minRate, maxRate] = [maxRate, minRate];
    }
    const [minAmount, maxAmount] = amountRange(context, record, 'minAmount', 'maxAmount');
    const [minTermMonths, maxTermMonths] = amountRange(context, record, 'minTermMonths', 'maxTermMonths');
    return {
      ...base(context, record, code),
      rateType: oneOf(context, record, 'rateType', ['variable', 'fixed'] as const),
      secured: flag(context, record, 'secured'),
      minRate,
      maxRate,
      comparisonRate: rate(context, record, 'comparisonRate'),
      minAmount,
      maxAmount,
      minTermMonths,
      maxTermMonths,
      establishmentFeeCents: requiredCentsFromDollars(context, record, 'establishmentFee'),
      monthlyFeeCents: requiredCentsFromDollars(context, record, 'monthlyFee'),
      earlyRepaymentFeeCents: centsFromDollars(context, record, 'earlyRepaymentFee'),
      extraRepayments: flag(context, record, 'extraRepayments'),
      redraw: flag(context, record, 'redraw'),
      feesIncomplete: optionalFlag(context, record, 'feesIncomplete'),
    };
  });
}

const PAYMENTS = ['maturity', 'monthly', 'quarterly', 'half-yearly', 'annually'] as const;
const TERM_UNITS = ['days', 'months'] as const;

export function normaliseTermDeposits(raw: unknown, warnings: DataWarning[]) {
  return productSet('td', raw, warnings, (context, record): NormalisedTermDeposit => {
    const rates = list(context, record, 'rates').map((value): NormalisedTermDepositRate => {
      const row = asRecord(context, value);
      const termDays = count(context, row, 'termDays');
      if (termDays <= 0) throw new DataError(context.dataset, context.recordId, `term of ${termDays} days`);
      const [minAmount, maxAmount] = amountRange(context, row, 'minAmount', 'maxAmount');
      return {
        termMonths: count(context, row, 'termMonths'),
        termDays,
        termUnit: oneOf(context, row, 'termUnit', TERM_UNITS),
        rate: requiredRate(context, row, 'rate'),
        minAmount,
        maxAmount,
        interestPayment: oneOf(context, row, 'interestPayment', PAYMENTS),
      };
    });
    if (rates.length === 0) throw new DataError(context.dataset, context.recordId, 'has no rates');
    const [minDeposit, maxDeposit] = amountRange(context, record, 'minDeposit', 'maxDeposit');
    return {
      ...base(context, record, 'td'),
      rates,
      minDeposit,
      maxDeposit,
      noticeDays: optionalNumber(context, record, 'noticeDays'),
      gracePeriodDays: optionalNumber(context, record, 'gracePeriodDays'),
    };
  });
}

const CONDITION_KINDS = [
  'min-deposit',
  'no-withdrawals',
  'balance-growth',
  'transactions',
  'linked-account',
  'age',
  'introductory',
  'other',
] as const;

function bonusCondition(context: RecordContext, value: unknown): NormalisedBonusCondition {
  const condition = asRecord(context, value);
  return {
    kind: oneOf(context, condition, 'kind', CONDITION_KINDS),
    amount: optionalNumber(context, condition, 'amount'),
    summary: text(context, condition, 'summary'),
  };
}

/** Months between interest credits: a period a year divides into evenly, or null when not published. */
function creditingPeriod(context: RecordContext, record: Record<string, unknown>): number | null {
  const months = optionalNumber(context, record, 'interestCreditedEveryMonths');
  if (months !== null && ![1, 2, 3, 4, 6, 12].includes(months))
    throw new DataError(
      context.dataset,
      context.recordId,
      `interestCreditedEveryMonths ${months} is not a period a year divides into`,
    );
  return months;
}

export function normaliseSavingsAccounts(raw: unknown, warnings: DataWarning[]) {
  return productSet('sv', raw, warnings, (context, record): NormalisedSavingsAccount => {
    const baseRate = requiredRate(context, record, 'baseRate');
    const maxRate = requiredRate(context, record, 'maxRate');
    if (maxRate < baseRate)
      throw new DataError(
        context.dataset,
        context.recordId,
        `maxRate ${maxRate} is below baseRate ${baseRate}`,
      );
    const bonusConditions = list(context, record, 'bonusConditions').map((value) =>
      bonusCondition(context, value),
    );
    const rateBands = (record.rateBands === undefined ? [] : list(context, record, 'rateBands')).map(
      (value): NormalisedSavingsRateBand => {
        const band = asRecord(context, value);
        const minBalance = optionalNumber(context, band, 'minBalance') ?? 0;
        const maxBalance = optionalNumber(context, band, 'maxBalance');
        if (minBalance < 0 || (maxBalance !== null && maxBalance < minBalance))
          throw new DataError(
            context.dataset,
            context.recordId,
            `rate band ${minBalance} to ${maxBalance} is not a band`,
          );
        return {
          kind: oneOf(context, band, 'kind', ['base', 'bonus'] as const),
          rate: requiredRate(context, band, 'rate'),
          minBalance,
          maxBalance,
          appliesTo: oneOf(context, band, 'appliesTo', ['whole', 'portion'] as const),
          includesBase: flag(context, band, 'includesBase'),
          conditionSets:
            band.conditionSets === undefined
              ? null
              : list(context, band, 'conditionSets').map((way) => {
                  if (!Array.isArray(way))
                    throw new DataError(context.dataset, context.recordId, 'conditionSets: not lists');
                  return way.map((value: unknown) => bonusCondition(context, value));
                }),
        };
      },
    );
    return {
      ...base(context, record, 'sv'),
      baseRate,
      // Recomputed so the three rates always add up, whatever the file says.
      bonusRate: Math.round((maxRate - baseRate) * 1e6) / 1e6,
      maxRate,
      maxRateBalanceCap: amount(context, record, 'maxRateBalanceCap'),
      introductoryMonths: optionalNumber(context, record, 'introductoryMonths'),
      interestCreditedEveryMonths: creditingPeriod(context, record),
      bonusConditions,
      rateBands,
      monthlyFeeCents: requiredCentsFromDollars(context, record, 'monthlyFee'),
      minAge: optionalNumber(context, record, 'minAge'),
      maxAge: optionalNumber(context, record, 'maxAge'),
    };
  });
}

export function normaliseTransactionAccounts(raw: unknown, warnings: DataWarning[]) {
  return productSet('tx', raw, warnings, (context, record): NormalisedTransactionAccount => ({
    ...base(context, record, 'tx'),
    monthlyFeeCents: requiredCentsFromDollars(context, record, 'monthlyFee'),
    feeWaiverDepositCents: centsFromDollars(context, record, 'feeWaiverDeposit'),
    fxFee: rate(context, record, 'fxFee'),
    overseasAtmFeeCents: centsFromDollars(context, record, 'overseasAtmFee'),
    rate: rate(context, record, 'rate') ?? 0,
    debitCard: flag(context, record, 'debitCard'),
    digitalWallet: flag(context, record, 'digitalWallet'),
    minAge: optionalNumber(context, record, 'minAge'),
  }));
}
