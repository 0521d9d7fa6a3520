/**
 * TRANS_AND_SAVINGS_ACCOUNTS split into savings accounts (`products-sv.json`: the interest rate is
 * the point of the account) and transaction accounts (`products-tx.json`: everyday accounts).
 */
import type { RawSavingsAccount, RawTransactionAccount } from '../../../src/domain/data/raw-types';
import { bonusConditions, bonusNotes } from './bonus-conditions';
import { type BuildContext, dropProduct, inStableOrder, productBase } from './build-context';
import type { CdrFee, CdrProduct, CdrProductDetail } from './cdr-types';
import { canonicalEnum, eligibilityNumber, hasFeature, parseAmount, parseRate } from './cdr-values';
import { isConditionalBase, savingsRates } from './savings-rates';
import { dollarAmounts, percentages } from './text-facts';
import { parseDuration, durationInMonths } from '../../../src/domain/normalise/durations';

export type AccountKind = 'savings' | 'transaction';

const SAVINGS_NAME =
  /saver|savings|bonus|goal|high interest|\bsave\b|maximiser|accelerator|christmas|growth|target|incentive|esaver|isaver|call deposit|dream|stash|piggy|achiev|future|kick ?start|\bsavvy\b|money ?max|star/i;
const TRANSACTION_NAME =
  /transaction|everyday|access|cheque|spend|\bbills?\b|pay as you go|budget|\bcard\b|\bdirect\b|transact|day ?to ?day|day2day/i;
const SAVINGS_RATE_FLOOR = 0.01;

function bestBaseRate(detail: CdrProductDetail): number {
  const rates = (detail.depositRates ?? [])
    .map((row) => parseRate(row.rate)?.value)
    .filter((rate): rate is number => rate !== undefined && rate <= 0.12);
  return rates.length > 0 ? Math.max(...rates) : 0;
}

/**
 * Bonus or introductory rates, or a savings-style name, make a savings account; an everyday name
 * makes a transaction account; otherwise a meaningful rate (1% p.a. or more) decides.
 */
export function accountKind(detail: CdrProductDetail): AccountKind {
  const types = new Set((detail.depositRates ?? []).map((row) => canonicalEnum(row.depositRateType)));
  if (types.has('BONUS') || types.has('INTRODUCTORY') || types.has('BUNDLE_BONUS')) return 'savings';
  const name = detail.name;
  if (TRANSACTION_NAME.test(name) && !/saver|savings/i.test(name)) return 'transaction';
  if (SAVINGS_NAME.test(name)) return 'savings';
  return bestBaseRate(detail) >= SAVINGS_RATE_FLOOR ? 'savings' : 'transaction';
}

const ACCOUNT_FEE =
  /account (?:keeping|service|fee)|monthly|service fee|maintenance|account fee|keeping fee|package/i;
const NOT_ACCOUNT_FEE =
  /paper|statement|dormant|inactive|overdraft|cheque|safe|custody|dishonour|late|replacement|card fee|atm|withdraw|transfer|deposit fee/i;

function periodMonths(fee: CdrFee): number {
  const duration = parseDuration(fee.additionalValue);
  if (duration !== null) {
    const months = durationInMonths(duration);
    if (months > 0 && months <= 12) return months;
  }
  return /annual|year/i.test(fee.name) ? 12 : 1;
}

function accountFee(detail: CdrProductDetail): { monthlyFee: number; waiverDeposit: number | null } {
  let monthlyFee = 0;
  let waiverDeposit: number | null = null;
  for (const fee of detail.fees ?? []) {
    if (
      canonicalEnum(fee.feeType) !== 'PERIODIC' ||
      !ACCOUNT_FEE.test(fee.name) ||
      NOT_ACCOUNT_FEE.test(fee.name)
    )
      continue;
    const amount = parseAmount(fee.amount);
    if (amount === null || amount < 0 || amount > 100) continue;
    const perMonth = Math.round((amount / periodMonths(fee)) * 100) / 100;
    if (perMonth <= monthlyFee) continue;
    monthlyFee = perMonth;
    waiverDeposit = null;
    for (const discount of fee.discounts ?? []) {
      for (const eligibility of discount.eligibility ?? []) {
        const stated =
          canonicalEnum(eligibility.discountEligibilityType ?? '') === 'MIN_DEPOSIT'
            ? parseAmount(eligibility.additionalValue)
            : null;
        const written = /deposit/i.test(`${eligibility.additionalInfo ?? ''} ${discount.description ?? ''}`)
          ? (dollarAmounts(`${eligibility.additionalInfo ?? ''} ${discount.description ?? ''}`)[0] ?? null)
          : null;
        const amountNeeded = stated ?? written;
        if (amountNeeded !== null && amountNeeded > 0)
          waiverDeposit = Math.min(waiverDeposit ?? amountNeeded, amountNeeded);
      }
    }
  }
  return { monthlyFee, waiverDeposit };
}

/** Foreign transaction fee as a fraction; a stated $0 fee is 0. */
function fxFee(detail: CdrProductDetail): number | null {
  for (const fee of detail.fees ?? []) {
    if (!/foreign|international|overseas transaction|currency conversion|conversion/i.test(fee.name))
      continue;
    if (/atm|cash|withdraw|replacement|cheque|transfer|telegraphic|draft|card fee|emergency/i.test(fee.name))
      continue;
    const rate = parseRate(fee.transactionRate) ?? parseRate(fee.balanceRate) ?? parseRate(fee.accruedRate);
    if (rate !== null && rate.value <= 0.1) return rate.value;
    const amount = parseAmount(fee.amount);
    if (amount === 0) return 0;
    const stated = percentages(fee.additionalInfo ?? '').find((p) => p > 0 && p <= 0.1);
    if (stated !== undefined) return stated;
  }
  return null;
}

function overseasAtmFee(detail: CdrProductDetail): number | null {
  for (const fee of detail.fees ?? []) {
    if (
      !/(overseas|international|foreign).*(atm|withdraw)|(atm|withdraw).*(overseas|international|foreign)/i.test(
        fee.name,
      )
    )
      continue;
    const amount = parseAmount(fee.amount);
    if (amount !== null && amount < 50) return amount;
  }
  return null;
}

export interface AccountOutput {
  savings: RawSavingsAccount[];
  transactions: RawTransactionAccount[];
}

export function buildAccounts(context: BuildContext, products: CdrProduct[]): AccountOutput {
  const savings: RawSavingsAccount[] = [];
  const transactions: RawTransactionAccount[] = [];
  const ordered = inStableOrder(context, products);
  // Savings ids are handed out before transaction ids so first-time numbering does not interleave.
  for (const kind of ['savings', 'transaction'] as const) {
    for (const product of ordered) {
      const { detail } = product;
      if (accountKind(detail) !== kind) continue;
      const where = `${product.brandName}: ${detail.name.trim()}`;
      const { monthlyFee, waiverDeposit } = accountFee(detail);
      if (kind === 'savings') {
        const rateRows = detail.depositRates ?? [];
        const notes = bonusNotes(detail.eligibility ?? []);
        const rates = savingsRates(rateRows, notes);
        if (rates === null) {
          dropProduct(context, product, 'savings account without a published rate');
          continue;
        }
        if (rates.corrected) context.log.note('rates published as percentages (divided by 100)', where);
        savings.push({
          ...productBase(context, product, 'SV'),
          baseRate: rates.baseRate,
          bonusRate: rates.bonusRate,
          maxRate: rates.maxRate,
          maxRateBalanceCap: rates.maxRateBalanceCap,
          introductoryMonths: rates.introductoryMonths,
          interestCreditedEveryMonths: rates.interestCreditedEveryMonths,
          bonusConditions: bonusConditions(rateRows, notes, rateRows.filter(isConditionalBase)),
          rateBands: rates.bands,
          monthlyFee,
          minAge: eligibilityNumber(detail, 'MIN_AGE'),
          maxAge: eligibilityNumber(detail, 'MAX_AGE'),
        });
      } else {
        if ((detail.depositRates ?? []).some((row) => parseRate(row.rate)?.corrected)) {
          context.log.note('rates published as percentages (divided by 100)', where);
        }
        transactions.push({
          ...productBase(context, product, 'TX'),
          monthlyFee,
          feeWaiverDeposit: waiverDeposit,
          fxFee: fxFee(detail),
          overseasAtmFee: overseasAtmFee(detail),
          rate: bestBaseRate(detail),
          debitCard: hasFeature(detail, 'CARD_ACCESS'),
          digitalWallet: hasFeature(detail, 'DIGITAL_WALLET'),
          minAge: eligibilityNumber(detail, 'MIN_AGE'),
        });
      }
    }
  }
  return { savings, transactions };
}
