/**
 * One entry of `data/changes.json`: a figure of one product that changed between two imports, or a
 * product that was added or withdrawn. The file is `{ "changes": ChangeEntry[] }`, newest first.
 *
 * Field grammar:
 * - `product`: the product itself, `from: null, to: "offered"` when added and
 *   `from: "offered", to: null` when withdrawn;
 * - a figure named as in the products files (`purchaseRate`, `annualFee`, ...), listed in
 *   `FIGURES` with how its values read;
 * - `rate:<key>` / `comparisonRate:<key>` for products with many rates (home loans and term
 *   deposits), `<key>` built by `rate-keys.ts`.
 *
 * Values: rates and fees charged as a share are fractions (0.0643), fees and amounts are dollars
 * (129), terms are whole days or months; `null` when the figure did not exist on that side.
 */
import type { IsoDate } from '../data/raw-types';
import type { ProviderChange } from './provider-changes';

export type ChangeValue = number | string | null;

export interface ChangeEntry {
  /** The day the change was seen (the snapshot date of the import that saw it). */
  on: IsoDate;
  providerId: string;
  productId: string;
  cdrProductId: string;
  field: string;
  from: ChangeValue;
  to: ChangeValue;
}

/** `data/changes.json`; `providers` (banks and lenders added or withdrawn) only once there are some. */
export interface ChangesFile {
  changes: ChangeEntry[];
  providers?: ProviderChange[];
}

export const PRODUCT_FIELD = 'product';
export const OFFERED = 'offered';

/** How a figure's values read: fractions per annum, fractions of an amount, dollars, days or months. */
export type FigureKind = 'rate' | 'share' | 'fee' | 'amount' | 'days' | 'months';

export interface FigureInfo {
  kind: FigureKind;
  label: string;
}

/** Every single-valued figure the change history follows, by its name in the products files. */
export const FIGURES = {
  purchaseRate: { kind: 'rate', label: 'Purchase rate' },
  cashAdvanceRate: { kind: 'rate', label: 'Cash advance rate' },
  balanceTransferRate: { kind: 'rate', label: 'Balance transfer rate' },
  balanceTransferMonths: { kind: 'months', label: 'Balance transfer period' },
  interestFreeDays: { kind: 'days', label: 'Interest-free days' },
  annualFee: { kind: 'fee', label: 'Annual fee' },
  latePaymentFee: { kind: 'fee', label: 'Late payment fee' },
  foreignTransactionFee: { kind: 'share', label: 'Foreign transaction fee' },
  minCreditLimit: { kind: 'amount', label: 'Minimum credit limit' },
  applicationFee: { kind: 'fee', label: 'Application fee' },
  dischargeFee: { kind: 'fee', label: 'Discharge fee' },
  minRate: { kind: 'rate', label: 'Lowest rate' },
  maxRate: { kind: 'rate', label: 'Highest rate' },
  comparisonRate: { kind: 'rate', label: 'Comparison rate' },
  establishmentFee: { kind: 'fee', label: 'Establishment fee' },
  monthlyFee: { kind: 'fee', label: 'Monthly fee' },
  earlyRepaymentFee: { kind: 'fee', label: 'Early repayment fee' },
  baseRate: { kind: 'rate', label: 'Base rate' },
  bonusRate: { kind: 'rate', label: 'Bonus rate' },
  maxRateBalanceCap: { kind: 'amount', label: 'Balance earning the highest rate' },
  fxFee: { kind: 'share', label: 'Foreign transaction fee' },
  overseasAtmFee: { kind: 'fee', label: 'Overseas ATM fee' },
  rate: { kind: 'rate', label: 'Interest rate' },
} as const satisfies Record<string, FigureInfo>;

export type FigureName = keyof typeof FIGURES;

export function isFigureName(name: string): name is FigureName {
  return Object.hasOwn(FIGURES, name);
}

/** The two measures a product with many rates has per rate. */
export type RateMeasure = 'rate' | 'comparisonRate';

export type ParsedField =
  | { type: 'product' }
  | { type: 'figure'; name: FigureName; info: FigureInfo }
  | { type: 'rate'; measure: RateMeasure; key: string; info: FigureInfo };

/** Splits a `field` by the grammar above; null for a field outside it. */
export function parseField(field: string): ParsedField | null {
  if (field === PRODUCT_FIELD) return { type: 'product' };
  const colon = field.indexOf(':');
  if (colon === -1) return isFigureName(field) ? { type: 'figure', name: field, info: FIGURES[field] } : null;
  const measure = field.slice(0, colon);
  const key = field.slice(colon + 1);
  if ((measure !== 'rate' && measure !== 'comparisonRate') || key === '') return null;
  return { type: 'rate', measure, key, info: FIGURES[measure] };
}

/** `rate:<key>` or `comparisonRate:<key>`. */
export function rateField(measure: RateMeasure, key: string): string {
  return `${measure}:${key}`;
}

/** The value kind of a field's figures; null for `product` and unknown fields. */
export function figureKind(field: string): FigureKind | null {
  const parsed = parseField(field);
  return parsed === null || parsed.type === 'product' ? null : parsed.info.kind;
}
