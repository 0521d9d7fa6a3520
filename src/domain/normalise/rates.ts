/**
 * Interest rates leave this module as fractions (0.2099 = 20.99% p.a.). The raw data mixes percent
 * text (`20.99% p.a.`), `No Interest`, fractions, percentages stored as fractions (`14.95`) and
 * sentinels.
 */
import { isNoDataNumber } from './sentinels';

/** No consumer rate we carry reaches 50% p.a.; anything between that and 100% is a defect we cannot repair. */
const HIGHEST_PLAUSIBLE_RATE = 0.5;

export type PercentText = { kind: 'rate'; fraction: number } | { kind: 'no-interest' };

const PERCENT_TEXT = /^\s*(\d+(?:\.\d+)?)\s*%\s*(?:p\.?\s*a\.?|pa|per annum)?\s*$/i;
const NO_INTEREST = /^\s*no\s+interest\s*$/i;

/** Six decimal places is finer than any published rate and removes binary noise such as 0.20990000000000003. */
export function roundRate(fraction: number): number {
  return Math.round(fraction * 1e6) / 1e6;
}

/** `20.99% p.a.` -> 0.2099, `No Interest` -> no-interest, empty or NaN -> null; throws otherwise. */
export function parsePercentText(text: string): PercentText | null {
  const trimmed = text.trim();
  if (trimmed === '' || /^\$?nan$/i.test(trimmed)) return null;
  if (NO_INTEREST.test(trimmed)) return { kind: 'no-interest' };
  const match = PERCENT_TEXT.exec(trimmed);
  if (!match) throw new RangeError(`"${text}" is not a percentage rate`);
  return { kind: 'rate', fraction: roundRate(Number(match[1]) / 100) };
}

export type RateCheck =
  | { value: number; correction: null }
  | { value: number; correction: string }
  | { value: null; correction: string | null };

/**
 * Checks one rate that should be a fraction. Sentinels and missing values give null silently;
 * a percentage stored as a fraction (1 < x <= 100) is divided by 100; negative, implausibly high
 * or absurd values give null with the reason, so callers can record a warning.
 */
export function checkRateFraction(value: number | null | undefined): RateCheck {
  if (value === null || value === undefined || isNoDataNumber(value))
    return { value: null, correction: null };
  if (value < 0) return { value: null, correction: `negative rate ${value} dropped` };
  if (value <= HIGHEST_PLAUSIBLE_RATE) return { value: roundRate(value), correction: null };
  if (value <= 1) return { value: null, correction: `rate ${value} is above 50% p.a. and was dropped` };
  if (value <= 100) {
    return { value: roundRate(value / 100), correction: `rate ${value} read as a percentage (${value}%)` };
  }
  return { value: null, correction: `rate ${value} is above 100% and was dropped` };
}

export interface RateRange {
  min: number | null;
  max: number | null;
  corrections: string[];
}

/**
 * A min/max pair of fractions. Each bound is checked alone; a min above the max is a swapped pair
 * and is put right (the only reading under which both numbers are real rates).
 */
export function checkRateRange(min: number | null | undefined, max: number | null | undefined): RateRange {
  const low = checkRateFraction(min);
  const high = checkRateFraction(max);
  const corrections = [low.correction, high.correction].filter((c): c is string => c !== null);
  if (low.value !== null && high.value !== null && low.value > high.value) {
    corrections.push(`min ${low.value} was above max ${high.value}; swapped`);
    return { min: high.value, max: low.value, corrections };
  }
  return { min: low.value, max: high.value, corrections };
}
