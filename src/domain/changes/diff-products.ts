/**
 * The changes between two imports of one category's products (`data/products-<code>.json`): one
 * entry per figure that changed, per rate of a product with many rates, and per product added or
 * withdrawn. Products are matched by their site id, which stays the same from import to import.
 */
import type { IsoDate, RawHomeLoanRate, RawTermDepositRate } from '../data/raw-types';
import {
  OFFERED,
  PRODUCT_FIELD,
  figureKind,
  isFigureName,
  rateField,
  type ChangeEntry,
  type ChangeValue,
} from './change-entry';
import { homeLoanRateKeys, termDepositRateKeys } from './rate-keys';

/** The fields of a products-file row the diff reads. */
export interface ProductRow {
  id: string;
  providerId: string;
  cdrProductId: string;
  rates?: unknown;
  [field: string]: unknown;
}

/** A figure's values keyed by field name, for one product. */
type Figures = Map<string, ChangeValue>;

function figureValue(value: unknown): ChangeValue | undefined {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return undefined;
}

function isHomeLoanRate(rate: unknown): rate is RawHomeLoanRate {
  return typeof rate === 'object' && rate !== null && 'repayment' in rate && 'purpose' in rate;
}

function isTermDepositRate(rate: unknown): rate is RawTermDepositRate {
  return typeof rate === 'object' && rate !== null && 'termMonths' in rate && 'interestPayment' in rate;
}

/** Every figure of a product the history follows, by its change field. */
export function productFigures(row: ProductRow): Figures {
  const figures: Figures = new Map();
  for (const [field, raw] of Object.entries(row)) {
    if (!isFigureName(field)) continue;
    const value = figureValue(raw);
    if (value !== undefined) figures.set(field, value);
  }
  const rates = Array.isArray(row.rates) ? (row.rates as unknown[]) : [];
  if (rates.length > 0 && rates.every(isHomeLoanRate)) {
    homeLoanRateKeys(rates).forEach((key, i) => {
      const rate = rates[i] as RawHomeLoanRate;
      figures.set(rateField('rate', key), rate.rate);
      figures.set(rateField('comparisonRate', key), rate.comparisonRate);
    });
  } else if (rates.length > 0 && rates.every(isTermDepositRate)) {
    termDepositRateKeys(rates).forEach((key, i) => {
      figures.set(rateField('rate', key), (rates[i] as RawTermDepositRate).rate);
    });
  }
  return figures;
}

function entry(row: ProductRow, on: IsoDate, field: string, from: ChangeValue, to: ChangeValue): ChangeEntry {
  return {
    on,
    providerId: row.providerId,
    productId: row.id,
    cdrProductId: row.cdrProductId,
    field,
    from,
    to,
  };
}

/** Two values equal as published: rates to a thousandth of a basis point, dollars to the cent. */
function sameValue(a: ChangeValue, b: ChangeValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-7;
  return a === b;
}

/** The changes from `before` to `after`, products in the order of `after` then withdrawn ones. */
export function diffProducts(
  before: readonly ProductRow[],
  after: readonly ProductRow[],
  on: IsoDate,
): ChangeEntry[] {
  const previous = new Map(before.map((row) => [row.id, row]));
  const changes: ChangeEntry[] = [];
  for (const row of after) {
    const old = previous.get(row.id);
    if (old === undefined) {
      changes.push(entry(row, on, PRODUCT_FIELD, null, OFFERED));
      continue;
    }
    const was = productFigures(old);
    const now = productFigures(row);
    for (const [field, value] of now) {
      const from = was.has(field) ? (was.get(field) as ChangeValue) : null;
      if (!sameValue(from, value)) changes.push(entry(row, on, field, from, value));
    }
    for (const [field, value] of was) {
      if (!now.has(field) && value !== null) changes.push(entry(row, on, field, value, null));
    }
  }
  const current = new Set(after.map((row) => row.id));
  for (const row of before) {
    if (!current.has(row.id)) changes.push(entry(row, on, PRODUCT_FIELD, OFFERED, null));
  }
  return changes;
}

/** A rate moving by more than this (10 percentage points) is held for review. */
export const IMPLAUSIBLE_RATE_MOVE = 0.1;
/** A fee or amount growing or shrinking this many times or more is held for review. */
export const IMPLAUSIBLE_FEE_FACTOR = 10;

/** Why a change looks like a data error rather than a price change, or null when it looks real. */
export function implausibility(change: Pick<ChangeEntry, 'field' | 'from' | 'to'>): string | null {
  const { from, to } = change;
  if (typeof from !== 'number' || typeof to !== 'number') return null;
  const kind = figureKind(change.field);
  if (kind === 'rate' || kind === 'share') {
    const points = Math.abs(to - from) * 100;
    return points > IMPLAUSIBLE_RATE_MOVE * 100 + 1e-9
      ? `moved by ${points.toFixed(2)} percentage points (more than ${IMPLAUSIBLE_RATE_MOVE * 100})`
      : null;
  }
  if (kind === 'fee' || kind === 'amount') {
    if (from <= 0 || to <= 0) return null;
    const factor = Math.max(to / from, from / to);
    return factor >= IMPLAUSIBLE_FEE_FACTOR
      ? `${to > from ? 'grew' : 'shrank'} ${factor.toFixed(1)} times (${IMPLAUSIBLE_FEE_FACTOR} or more)`
      : null;
  }
  return null;
}
