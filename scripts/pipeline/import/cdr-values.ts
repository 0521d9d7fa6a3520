/**
 * Reading single CDR values: decimal strings, dollar strings with stray symbols, enum names with
 * spaces instead of underscores, and rates that a few banks publish as percentages.
 */
import type { CdrFeature, CdrProductDetail } from './cdr-types';
import { roundRate } from '../../../src/domain/normalise/rates';

/** `"2000"`, `"2000.00"`, `"$1,000.00"`, `" 2,000.00 "` -> number; anything else (text, empty) -> null. */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export interface ParsedRate {
  value: number;
  /** Set when the published number was a percentage and was divided by 100. */
  corrected: boolean;
}

/**
 * A CDR rate string as a fraction. Rates are meant to be decimals (`"0.2099"`); a value above 1
 * can only be a percentage (`"14.95"`), which is divided by 100 and flagged.
 */
export function parseRate(value: string | null | undefined): ParsedRate | null {
  const amount = parseAmount(value ?? null);
  if (amount === null) return null;
  if (amount > 1 && amount <= 100) return { value: roundRate(amount / 100), corrected: true };
  if (amount > 100) return null;
  return { value: roundRate(amount), corrected: false };
}

/** `INTEREST FREE`, `interest_free`, `ADDITIONAL CARDS` -> `INTEREST_FREE`, `ADDITIONAL_CARDS`. */
export function canonicalEnum(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

export function featuresOfType(detail: CdrProductDetail, ...types: string[]): CdrFeature[] {
  const wanted = new Set(types);
  return (detail.features ?? []).filter((feature) => wanted.has(canonicalEnum(feature.featureType)));
}

export function hasFeature(detail: CdrProductDetail, ...types: string[]): boolean {
  return featuresOfType(detail, ...types).length > 0;
}

/** The feature's value and info joined, for numeric look-ups only. */
export function featureText(feature: CdrFeature): string {
  return [feature.additionalValue, feature.additionalInfo]
    .filter((part) => typeof part === 'string')
    .join(' ');
}

export function constraintAmounts(detail: CdrProductDetail, ...types: string[]): number[] {
  const wanted = new Set(types);
  return (detail.constraints ?? [])
    .filter((constraint) => wanted.has(canonicalEnum(constraint.constraintType)))
    .map((constraint) => parseAmount(constraint.additionalValue))
    .filter((amount): amount is number => amount !== null);
}

export function eligibilityNumber(detail: CdrProductDetail, type: string): number | null {
  for (const item of detail.eligibility ?? []) {
    if (canonicalEnum(item.eligibilityType) !== type) continue;
    const amount = parseAmount(item.additionalValue);
    if (amount !== null) return amount;
  }
  return null;
}

/** Bank's own pages only, and only real web addresses. */
export function webAddress(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null;
}

export function isoDay(timestamp: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(timestamp);
  if (!match?.[1]) throw new Error(`"${timestamp}" is not an ISO timestamp`);
  return match[1];
}
