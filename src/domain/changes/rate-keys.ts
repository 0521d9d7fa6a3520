/**
 * Keys naming one rate of a product with many rates, used in change fields (`rate:<key>`).
 *
 * A key is a fixed list of `:`-separated segments, then, only when two rates of one product would
 * otherwise share it, qualifiers `name=value` that tell them apart:
 * - home loans: `<rateType>:<fixedMonths or ->:<repayment>:<purpose>:<lvrMax or ->`, e.g.
 *   `variable:-:principal-and-interest:owner-occupier:0.8`; qualifiers `lvrMin=0.9`,
 *   `loan=<min or >-<max or >` (the loan-size band in dollars) and, last, `n=<1-based position>`
 *   among rates that still share a key (the import's own order);
 * - term deposits: `<termMonths>:<termDays>:<interestPayment>`, e.g. `12:365:maturity`;
 *   qualifiers `amount=<min or >-<max or >` (the deposit band in dollars) and `n=`.
 *
 * Savings, transaction accounts, cards and personal loans have single-valued rates, named by their
 * own field (`baseRate`, `purchaseRate`, ...), so they need no key.
 */
import type { RawHomeLoanRate, RawTermDepositRate } from '../data/raw-types';

const OPEN = '-';

function segment(value: number | null | undefined): string {
  return value === null || value === undefined ? OPEN : String(value);
}

function band(min: number | null | undefined, max: number | null | undefined): string | null {
  if ((min === null || min === undefined) && (max === null || max === undefined)) return null;
  return `${min ?? ''}-${max ?? ''}`;
}

/** A qualifier of a key: `name=value`, left out when the value is null. */
type Qualifier<R> = (rate: R) => string | null;

/**
 * Keys for every rate of one product, in the given order: each rate's base key, qualified only as
 * far as needed to make it unique within the product.
 */
function uniqueKeys<R>(rates: readonly R[], base: (rate: R) => string, qualifiers: Qualifier<R>[]): string[] {
  let keys = rates.map(base);
  for (const qualifier of qualifiers) {
    const counts = countOf(keys);
    keys = keys.map((key, i) => {
      if ((counts.get(key) ?? 0) < 2) return key;
      const extra = qualifier(rates[i] as R);
      return extra === null ? key : `${key}:${extra}`;
    });
  }
  const counts = countOf(keys);
  const seen = new Map<string, number>();
  return keys.map((key) => {
    if ((counts.get(key) ?? 0) < 2) return key;
    const position = (seen.get(key) ?? 0) + 1;
    seen.set(key, position);
    return `${key}:n=${position}`;
  });
}

function countOf(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** The base key of a home-loan rate (the contract's five segments). */
export function homeLoanRateKey(rate: RawHomeLoanRate): string {
  return [rate.rateType, segment(rate.fixedMonths), rate.repayment, rate.purpose, segment(rate.lvrMax)].join(
    ':',
  );
}

/** Unique keys for all rates of one home loan, in the order of `rates`. */
export function homeLoanRateKeys(rates: readonly RawHomeLoanRate[]): string[] {
  return uniqueKeys(rates, homeLoanRateKey, [
    (rate) => (rate.lvrMin === null ? null : `lvrMin=${rate.lvrMin}`),
    (rate) => {
      const loan = band(rate.minLoanAmount, rate.maxLoanAmount);
      return loan === null ? null : `loan=${loan}`;
    },
  ]);
}

/** The base key of a term-deposit rate. */
export function termDepositRateKey(rate: RawTermDepositRate): string {
  return [rate.termMonths, rate.termDays, rate.interestPayment].join(':');
}

/** Unique keys for all rates of one term deposit, in the order of `rates`. */
export function termDepositRateKeys(rates: readonly RawTermDepositRate[]): string[] {
  return uniqueKeys(rates, termDepositRateKey, [
    (rate) => {
      const amount = band(rate.minAmount, rate.maxAmount);
      return amount === null ? null : `amount=${amount}`;
    },
  ]);
}

export interface HomeLoanKeyParts {
  rateType: RawHomeLoanRate['rateType'];
  fixedMonths: number | null;
  repayment: RawHomeLoanRate['repayment'];
  purpose: RawHomeLoanRate['purpose'];
  lvrMax: number | null;
  lvrMin: number | null;
  minLoanAmount: number | null;
  maxLoanAmount: number | null;
  /** Position among rates that share every other part; null when unique. */
  position: number | null;
}

export interface TermDepositKeyParts {
  termMonths: number;
  termDays: number;
  interestPayment: RawTermDepositRate['interestPayment'];
  minAmount: number | null;
  maxAmount: number | null;
  position: number | null;
}

const RATE_TYPES = new Set(['variable', 'fixed']);
const REPAYMENTS = new Set(['principal-and-interest', 'interest-only']);
const PURPOSES = new Set(['owner-occupier', 'investment']);
const INTEREST_PAYMENTS = new Set(['maturity', 'monthly', 'quarterly', 'half-yearly', 'annually']);

function numberOrOpen(text: string | undefined): number | null | undefined {
  if (text === OPEN || text === '') return null;
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) ? value : undefined;
}

interface Qualifiers {
  values: Map<string, string>;
  ok: boolean;
}

function readQualifiers(segments: readonly string[], allowed: readonly string[]): Qualifiers {
  const values = new Map<string, string>();
  for (const part of segments) {
    const equals = part.indexOf('=');
    const name = part.slice(0, equals);
    if (equals < 1 || !allowed.includes(name) || values.has(name)) return { values, ok: false };
    values.set(name, part.slice(equals + 1));
  }
  return { values, ok: true };
}

function readBand(text: string | undefined): { min: number | null; max: number | null } | null {
  if (text === undefined) return { min: null, max: null };
  const match = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(text);
  if (!match) return null;
  return {
    min: match[1] === undefined ? null : Number(match[1]),
    max: match[2] === undefined ? null : Number(match[2]),
  };
}

function readPosition(text: string | undefined): number | null | undefined {
  if (text === undefined) return null;
  return /^[1-9]\d*$/.test(text) ? Number(text) : undefined;
}

/** Reads a home-loan key back into its parts; null when it is not one. */
export function parseHomeLoanRateKey(key: string): HomeLoanKeyParts | null {
  const [rateType, months, repayment, purpose, lvrMaxText, ...rest] = key.split(':');
  if (!RATE_TYPES.has(rateType ?? '') || !REPAYMENTS.has(repayment ?? '') || !PURPOSES.has(purpose ?? '')) {
    return null;
  }
  const fixedMonths = numberOrOpen(months);
  const lvrMax = numberOrOpen(lvrMaxText);
  const qualifiers = readQualifiers(rest, ['lvrMin', 'loan', 'n']);
  const lvrMinText = qualifiers.values.get('lvrMin');
  const lvrMin = lvrMinText === undefined ? null : numberOrOpen(lvrMinText);
  const loan = readBand(qualifiers.values.get('loan'));
  const position = readPosition(qualifiers.values.get('n'));
  if (fixedMonths === undefined || lvrMax === undefined || lvrMin === undefined || !qualifiers.ok)
    return null;
  if (loan === null || position === undefined) return null;
  return {
    rateType: rateType as HomeLoanKeyParts['rateType'],
    fixedMonths,
    repayment: repayment as HomeLoanKeyParts['repayment'],
    purpose: purpose as HomeLoanKeyParts['purpose'],
    lvrMax,
    lvrMin,
    minLoanAmount: loan.min,
    maxLoanAmount: loan.max,
    position,
  };
}

/** Reads a term-deposit key back into its parts; null when it is not one. */
export function parseTermDepositRateKey(key: string): TermDepositKeyParts | null {
  const [months, days, interestPayment, ...rest] = key.split(':');
  const termMonths = Number(months);
  const termDays = Number(days);
  if (
    !/^\d+$/.test(months ?? '') ||
    !/^\d+$/.test(days ?? '') ||
    !INTEREST_PAYMENTS.has(interestPayment ?? '')
  ) {
    return null;
  }
  const qualifiers = readQualifiers(rest, ['amount', 'n']);
  const amount = readBand(qualifiers.values.get('amount'));
  const position = readPosition(qualifiers.values.get('n'));
  if (!qualifiers.ok || amount === null || position === undefined) return null;
  return {
    termMonths,
    termDays,
    interestPayment: interestPayment as TermDepositKeyParts['interestPayment'],
    minAmount: amount.min,
    maxAmount: amount.max,
    position,
  };
}
