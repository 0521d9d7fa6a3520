/**
 * The parts of Consumer Data Right product records that the comparison-rate check reads, and the
 * readers that turn their free-form fields into numbers: rates, durations and the LVR, loan-size
 * and term bands a rate applies to.
 */

/** The parts of a CDR `BankingProductDetail` fee this check reads. */
export interface CdrFee {
  name?: string | null;
  feeType?: string | null;
  amount?: string | null;
  additionalValue?: string | null;
  additionalInfo?: string | null;
}

export interface CdrRateTier {
  name?: string | null;
  unitOfMeasure?: string | null;
  minimumValue?: number | string | null;
  maximumValue?: number | string | null;
}

/** The parts of a CDR lending rate this check reads. */
export interface CdrLendingRate {
  lendingRateType?: string | null;
  rate?: string | null;
  comparisonRate?: string | null;
  additionalValue?: string | null;
  additionalInfo?: string | null;
  repaymentType?: string | null;
  loanPurpose?: string | null;
  interestPaymentDue?: string | null;
  tiers?: CdrRateTier[] | null;
}

export interface CdrFeature {
  featureType?: string | null;
  additionalValue?: string | null;
  additionalInfo?: string | null;
}

export interface CdrProductDetail {
  productId: string;
  name: string;
  brand?: string | null;
  brandName?: string | null;
  description?: string | null;
  fees?: CdrFee[] | null;
  lendingRates?: CdrLendingRate[] | null;
  features?: CdrFeature[] | null;
}

export interface CdrProductRecord {
  dataHolderBrandId: string;
  detail: CdrProductDetail;
}

/** A rate as a fraction, 0.0629 for 6.29% p.a.; null when missing, not a number or not below 100%. */
export function parseRate(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value > -1 && value < 1 ? value : null;
}

const MONTHS_PER_UNIT: Readonly<Record<string, number>> = { Y: 12, M: 1 };

/** `P3Y` -> 36, `P18M` -> 18, `P1.5Y` -> 18; null for days, weeks or a fraction of a month. */
export function isoDurationToMonths(text: string | null | undefined): number | null {
  const match = /^P(\d+(?:\.\d+)?)([YM])$/i.exec((text ?? '').trim());
  if (!match) return null;
  const [, count, unit] = match;
  const months = Number(count) * (MONTHS_PER_UNIT[(unit ?? '').toUpperCase()] ?? Number.NaN);
  return Number.isInteger(months) && months > 0 ? months : null;
}

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  ten: 10,
};

/**
 * A period written the ways banks write one in a rate's `additionalValue`: ISO 8601 (`P2Y`), ISO
 * behind a word (`INTRODUCTORY P2Y`), a JSON-like term (`{ "Term": 36, "Period": "Month(s)" }`) or
 * words (`2 years`, `five years`). Null when none is there.
 */
export function periodToMonths(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  const iso = isoDurationToMonths(value) ?? isoDurationToMonths(/\bP\d+(?:\.\d+)?[YM]\b/i.exec(value)?.[0]);
  if (iso !== null) return iso;
  const term = /"Term"\s*:\s*(\d+)\s*,\s*"Period"\s*:\s*"(Month|Year)/i.exec(value);
  if (term) return Number(term[1]) * (/^y/i.test(term[2] ?? '') ? 12 : 1) || null;
  const words = /\b(\d{1,2}|one|two|three|four|five|six|seven|ten)[\s-]*(years?|yrs?|months?|mths?)\b/i.exec(
    value,
  );
  if (!words) return null;
  const count = Number(words[1]) || (WORD_NUMBERS[(words[1] ?? '').toLowerCase()] ?? 0);
  const months = /^m/i.test(words[2] ?? '') ? count : count * 12;
  return months > 0 ? months : null;
}

/** A closed range of values; open ends are 0 and Infinity. */
export interface Band {
  min: number;
  max: number;
}

function tierNumber(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

function unitOf(tier: CdrRateTier): string {
  return (tier.unitOfMeasure ?? '').trim().toUpperCase();
}

/** Banks write "no upper limit" as 99,999,999 and similar. */
const OPEN_AMOUNT = 50_000_000;

function tierBand(tier: CdrRateTier, scale: (max: number) => number, open: number): Band {
  const rawMin = tierNumber(tier.minimumValue);
  const rawMax = tierNumber(tier.maximumValue);
  const factor = scale(rawMax ?? rawMin ?? 0);
  return {
    min: rawMin === null ? 0 : rawMin * factor,
    max: rawMax === null || rawMax >= open ? Number.POSITIVE_INFINITY : rawMax * factor,
  };
}

/** The band all tiers of one unit span together: some banks give one rate two adjacent LVR tiers. */
function tiersBand(
  rate: CdrLendingRate,
  unit: string,
  scale: (max: number) => number,
  open: number,
): Band | null {
  const bands = (rate.tiers ?? []).filter((t) => unitOf(t) === unit).map((t) => tierBand(t, scale, open));
  if (bands.length === 0) return null;
  return {
    min: Math.min(...bands.map((band) => band.min)),
    max: Math.max(...bands.map((band) => band.max)),
  };
}

/** LVR in percent. */
function lvrPercent(text: string | undefined): number | null {
  const value = Number(text);
  return Number.isFinite(value) && value >= 10 && value <= 100 ? value : null;
}

/**
 * LVR bands written in words, e.g. `LVR 60% or less`, `<95% LVR`, `LVR 60.01% - 70%`, `80-90% LVR`,
 * `LVR more than 90%`. Only read when the text names the LVR, so no other percentage is mistaken
 * for one.
 */
export function lvrBandFromText(text: string | null | undefined, named = true): Band | null {
  const value = text ?? '';
  if (named && !/\bLVR\b|loan[\s-]to[\s-]valu/i.test(value)) return null;
  const range = /(\d{1,3}(?:\.\d+)?)\s*%?\s*(?:-|–|to)\s*<?=?\s*(\d{2,3}(?:\.\d+)?)\s*%?/.exec(value);
  if (range) {
    const low = Number(range[1]);
    const high = lvrPercent(range[2]);
    if (Number.isFinite(low) && high !== null && low < high) return { min: low, max: high };
  }
  const upper =
    /(?:<=|≤|<|up to|below|under|less than|max(?:imum)?(?: LVR)?(?: of| is)?)\s*(\d{2,3}(?:\.\d+)?)\s*%?/i.exec(
      value,
    )?.[1] ?? /(\d{2,3}(?:\.\d+)?)\s*%\s*(?:or less|or below|and under|and below)/i.exec(value)?.[1];
  const lower =
    /(?:>=|≥|>|above|over|greater than|more than)\s*(\d{2,3}(?:\.\d+)?)\s*%?/i.exec(value)?.[1] ??
    /(\d{2,3}(?:\.\d+)?)\s*%\s*(?:or more|and over|and above|plus)/i.exec(value)?.[1];
  const max = lvrPercent(upper);
  const min = lvrPercent(lower);
  if (max === null && min === null) return null;
  if (max !== null && min !== null && min >= max) return null;
  return { min: min ?? 0, max: max ?? Number.POSITIVE_INFINITY };
}

/** The LVR band, in percent, from the rate's PERCENT tier or, failing that, from its words. */
export function lvrBand(rate: CdrLendingRate): Band | null {
  // LVR tiers are percentages (80 = 80%); some banks give fractions (0.8).
  const tiers = tiersBand(rate, 'PERCENT', (max) => (max <= 1.5 ? 100 : 1), Number.POSITIVE_INFINITY);
  if (tiers) return tiers;
  const texts = [...(rate.tiers ?? []).map((t) => t.name), rate.additionalValue, rate.additionalInfo];
  for (const text of texts) {
    const band = lvrBandFromText(text);
    if (band) return band;
  }
  // Some banks leave out the word: "Owner Occupied PI 60% - 90% 3 Yr", "Investment PI Up to 60%".
  for (const text of texts) {
    if (!/\d\s*%/.test(text ?? '') || /discount|comparison|p\.?a\b|per annum/i.test(text ?? '')) continue;
    const band = lvrBandFromText(text, false);
    if (band) return band;
  }
  return null;
}

/** The loan-size band in dollars from a DOLLAR tier. */
export function amountBand(rate: CdrLendingRate): Band | null {
  return tiersBand(rate, 'DOLLAR', () => 1, OPEN_AMOUNT);
}

/** The term band in months from a MONTH tier (fixed periods, or loan terms on offer). */
export function monthBand(rate: CdrLendingRate): Band | null {
  const tier = (rate.tiers ?? []).find((t) => unitOf(t) === 'MONTH');
  return tier ? tierBand(tier, () => 1, 1_000) : null;
}

/** LVR boundaries are written 80 / 80.01 or 0 / 0.01 / 1 by different banks. */
const LVR_SLACK = 1;

export function bandCovers(outer: Band, inner: Band, slack = 0): boolean {
  return outer.min <= inner.min + slack && outer.max >= inner.max - slack;
}

export function bandContains(band: Band, value: number): boolean {
  return band.min <= value && value <= band.max;
}

export function lvrCovers(outer: Band, inner: Band): boolean {
  return bandCovers(outer, inner, LVR_SLACK);
}

export function sameLvr(a: Band, b: Band): boolean {
  return lvrCovers(a, b) && lvrCovers(b, a);
}

export type Repayment = 'PRINCIPAL_AND_INTEREST' | 'INTEREST_ONLY';
export type Purpose = 'OWNER_OCCUPIED' | 'INVESTMENT';

function canonical(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

function rateWords(rate: CdrLendingRate): string {
  return [rate.additionalValue, rate.additionalInfo, ...(rate.tiers ?? []).map((t) => t.name)].join(' ');
}

const INTEREST_ONLY_WORDS = /interest[\s-]+only|\bI\/?O\b/i;

/** The repayment type as published, else from the rate's or the product's words. */
export function repaymentOf(rate: CdrLendingRate, productName: string): Repayment {
  const stated = canonical(rate.repaymentType);
  if (stated === 'INTEREST_ONLY' || stated === 'PRINCIPAL_AND_INTEREST') return stated;
  return INTEREST_ONLY_WORDS.test(`${rateWords(rate)} ${productName}`)
    ? 'INTEREST_ONLY'
    : 'PRINCIPAL_AND_INTEREST';
}

/** The loan purpose as published, else from the words when they name exactly one; null when unknown. */
export function purposeOf(rate: CdrLendingRate, productName: string): Purpose | null {
  const stated = canonical(rate.loanPurpose);
  if (stated === 'OWNER_OCCUPIED' || stated === 'INVESTMENT') return stated;
  const words = `${rateWords(rate)} ${productName}`;
  const investment = /invest|\bINV\b/i.test(words);
  const owner = /owner|\bO\/?O\b|live[\s-]in|occupie/i.test(words);
  if (investment === owner) return null;
  return investment ? 'INVESTMENT' : 'OWNER_OCCUPIED';
}

/** The rate type in the standard's spelling, e.g. `VARIABLE`, `BUNDLE_DISCOUNT_FIXED`. */
export function rateTypeOf(rate: CdrLendingRate): string {
  return canonical(rate.lendingRateType);
}
