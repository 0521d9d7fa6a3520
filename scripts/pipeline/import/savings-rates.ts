/**
 * Savings-account rates: the base rate, the bonus on top, and the best total with the balance it
 * applies up to. CDR bonus rows are added to the base (the standard's meaning, and what most banks'
 * "otherwise only the base rate applies" wording confirms); BUNDLE_BONUS rows are whole
 * alternative rates. Rates are evaluated at every balance where a tier starts.
 *
 * Some banks instead publish the bonus or introductory rate as the total, or list alternative
 * bonuses (by age, say) as separate rows. A sum above any rate the market offered then is the
 * giveaway: the total falls back to base plus the largest single bonus, and then to the largest
 * single rate.
 *
 * A base rate the bank gives only for a condition (its tier's applicability: "Balance increased by
 * $200 a month", beside another rate for "Balance not increased") is a bonus published as the whole
 * rate, paid in the months the condition is met; the rate for the condition not met is the base.
 * Each bonus band carries the ways to earn it, read from its own row (`conditionWays`).
 */
import type { RawSavingsBonusCondition, RawSavingsRateBand } from '../../../src/domain/data/raw-types';
import type { CdrDepositRate, CdrTier } from './cdr-types';
import { durationTextToMonths } from '../../../src/domain/normalise/durations';
import { canonicalEnum, parseAmount, parseRate } from './cdr-values';
import { balanceBandOfWords } from './balance-band-words';
import { conditionsOfText, conditionWays, introductoryMonthsOf, rowText } from './bonus-conditions';

export interface SavingsRates {
  baseRate: number;
  bonusRate: number;
  maxRate: number;
  maxRateBalanceCap: number | null;
  introductoryMonths: number | null;
  /** How often interest is credited, in months (1, 2, 3, 4, 6 or 12); null when not published. */
  interestCreditedEveryMonths: number | null;
  /** Every rate with its balance band, for interest worked out as the bank pays it. */
  bands: RawSavingsRateBand[];
  corrected: boolean;
}

/** Words by which a bank says its bonus rate is the whole rate, base included. */
const BONUS_INCLUDES_BASE =
  /(?:inclusive of|includes?) the (?:base|standard|variable|standard variable) (?:interest )?rate/i;

const BASE_TYPES = new Set(['VARIABLE', 'FIXED', 'FLOATING', 'MARKET_LINKED']);
const EXTRA_TYPES = new Set(['BONUS', 'INTRODUCTORY']);
const HIGHEST_RATE = 0.12;
/** No Australian savings account paid more than 5.75% p.a. in 2024 (the snapshot's year). */
const MARKET_CEILING = 0.0575;
const OPEN_BALANCE = 50_000_000;

interface Band {
  rate: number;
  min: number;
  max: number;
}

function tierValue(value: CdrTier['minimumValue']): number | null {
  return typeof value === 'number' ? value : parseAmount(value ?? null);
}

function dollarTier(row: CdrDepositRate): CdrTier | undefined {
  return (row.tiers ?? []).find((t) => canonicalEnum(t.unitOfMeasure ?? '') === 'DOLLAR');
}

/** A row's band as published: its dollar tier, else its words (`balance-band-words.ts`), else every balance. */
function bandOf(row: CdrDepositRate, rate: number): RowBand {
  const tier = dollarTier(row);
  if (tier === undefined) {
    const words = balanceBandOfWords(rowText(row));
    if (words !== null)
      return {
        rate,
        min: words.min,
        max: words.max ?? Number.POSITIVE_INFINITY,
        appliesTo: words.portion ? 'portion' : 'whole',
        fromWords: true,
      };
    return { rate, min: 0, max: Number.POSITIVE_INFINITY, appliesTo: 'whole', fromWords: false };
  }
  const min = tierValue(tier.minimumValue) ?? 0;
  const rawMax = tierValue(tier.maximumValue);
  // A maximum of 0 (or below the minimum) is a bank's way of writing "no maximum".
  const max = rawMax === null || rawMax <= min || rawMax >= OPEN_BALANCE ? Number.POSITIVE_INFINITY : rawMax;
  const appliesTo = canonicalEnum(tier.rateApplicationMethod ?? '') === 'PER_TIER' ? 'portion' : 'whole';
  return { rate, min, max, appliesTo, fromWords: false };
}

interface RowBand extends Band {
  appliesTo: RawSavingsRateBand['appliesTo'];
  fromWords: boolean;
}

/**
 * Bands read from words, made whole: one written from "$10,001" after another to "$10,000" starts
 * at the next cent. And where the top band of one kind pays nothing, the rates below it are paid
 * on the part of the balance inside their bands: "$0 to $10,000 at 5.25%, $10,001 or more at 0%"
 * pays 5.25% on the first $10,000 (read on the whole balance, one dollar more would lose all the
 * interest, which no bank means). Other bands from words stay on the whole balance, the reading
 * that never pays more than the bank might.
 */
export function joinedWordBands<T extends RowBand & { kind: string }>(bands: T[]): T[] {
  const fromWords = bands.filter((band) => band.fromWords);
  const joined = bands.map((band) => {
    if (!band.fromWords) return band;
    const below = fromWords.find((other) => other.kind === band.kind && other.max + 1 === band.min);
    return below === undefined ? band : { ...band, min: below.max + 0.01 };
  });
  const capped = (kind: string): boolean => {
    const ordered = joined
      .filter((band) => band.fromWords && band.kind === kind)
      .sort((a, b) => a.min - b.min);
    const top = ordered[ordered.length - 1];
    return ordered.length > 1 && top !== undefined && top.rate === 0 && !Number.isFinite(top.max);
  };
  return joined.map((band) =>
    band.fromWords && band.appliesTo === 'whole' && capped(band.kind)
      ? { ...band, appliesTo: 'portion' }
      : band,
  );
}

interface PublishedBand extends RowBand {
  kind: RawSavingsRateBand['kind'];
  includesBase: boolean;
  ways: RawSavingsBonusCondition[][] | null;
}

/** A tier condition said the other way round: the rate for a month the condition is not met. */
const NOT_MET = /\bnot (?:increased|grown|met)\b|\bnot\b.*\bmet\b/i;

function applicability(row: CdrDepositRate): string {
  return (row.tiers ?? [])
    .map((tier) => tier.applicabilityConditions?.additionalInfo ?? '')
    .join(' ')
    .trim();
}

/**
 * A base-type row the bank pays only when a monthly condition its tier states is met ("Balance
 * increased by $200 a month"); words that only describe the balance band ("Balance of $10,000 to
 * less than $50,000") are no condition.
 */
export function isConditionalBase(row: CdrDepositRate): boolean {
  const condition = applicability(row);
  return (
    BASE_TYPES.has(canonicalEnum(row.depositRateType)) &&
    condition !== '' &&
    !NOT_MET.test(condition) &&
    conditionsOfText(condition).some((each) => each.kind !== 'other' && each.kind !== 'age')
  );
}

/** The ways to earn a bonus row; an introductory rate's words are about who may have it, not monthly conditions. */
function waysOf(row: CdrDepositRate, type: string, notes: readonly string[]): RawSavingsBonusCondition[][] {
  const ways = conditionWays(rowText(row), notes);
  if (type !== 'INTRODUCTORY') return ways;
  return ways.map((way) => way.filter((condition) => condition.kind !== 'other'));
}

function rawBand(band: PublishedBand): RawSavingsRateBand {
  return {
    kind: band.kind,
    rate: Math.round(band.rate * 1e6) / 1e6,
    minBalance: band.min,
    maxBalance: Number.isFinite(band.max) ? band.max : null,
    appliesTo: band.appliesTo,
    includesBase: band.includesBase,
    ...(band.ways === null ? {} : { conditionSets: band.ways }),
  };
}

/** Bands alike in all but their conditions (one bonus by age, say, as two rows) are one band with both ways. */
function merged(bands: PublishedBand[]): PublishedBand[] {
  const byKey = new Map<string, PublishedBand>();
  for (const band of bands) {
    const key = JSON.stringify([band.kind, band.rate, band.min, band.max, band.appliesTo, band.includesBase]);
    const known = byKey.get(key);
    if (known === undefined) byKey.set(key, { ...band, ways: band.ways === null ? null : [...band.ways] });
    else if (known.ways !== null && band.ways !== null) {
      for (const way of band.ways)
        if (!known.ways.some((other) => JSON.stringify(other) === JSON.stringify(way))) known.ways.push(way);
    }
  }
  return [...byKey.values()];
}

function covering(bands: Band[], balance: number): Band[] {
  return bands.filter((band) => balance >= band.min && balance <= band.max);
}

export function totalRate(base: number, extras: number[]): number {
  const largestExtra = Math.max(0, ...extras);
  const candidates = [base + extras.reduce((sum, rate) => sum + rate, 0), base + largestExtra];
  return candidates.find((total) => total <= MARKET_CEILING + 1e-9) ?? Math.max(base, largestExtra);
}

/** Crediting periods a year divides into evenly; anything else is a bank's slip, not a period. */
const CREDITING_MONTHS = new Set([1, 2, 3, 4, 6, 12]);

/**
 * How often the account credits interest, in months: the base rates' application frequency (`P1M`,
 * `P6M`, `P1Y`, "Monthly"), the most common among them; null when none is a whole period of a year
 * (an introductory row's frequency often holds its duration instead, so only base rows count when
 * there are any).
 */
export function creditingMonths(rows: readonly CdrDepositRate[]): number | null {
  const baseRows = rows.filter((row) => BASE_TYPES.has(canonicalEnum(row.depositRateType)));
  const counts = new Map<number, number>();
  for (const row of baseRows.length > 0 ? baseRows : rows) {
    const text = (row.applicationFrequency ?? '').trim();
    const months = /^monthly$/i.test(text) ? 1 : durationTextToMonths(text);
    if (months !== null && CREDITING_MONTHS.has(months)) counts.set(months, (counts.get(months) ?? 0) + 1);
  }
  const [most] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return most?.[0] ?? null;
}

/** `notes`: the product's eligibility words about its bonus, which apply to every way to earn it. */
export function savingsRates(rows: CdrDepositRate[], notes: readonly string[] = []): SavingsRates | null {
  const base: Band[] = [];
  const extra: Band[] = [];
  const bundles: Band[] = [];
  const published: PublishedBand[] = [];
  let introductoryMonths: number | null = null;
  let corrected = false;
  const inclusive = rows.some((row) =>
    BONUS_INCLUDES_BASE.test(`${row.additionalInfo ?? ''} ${row.additionalValue ?? ''}`),
  );
  const read = joinedWordBands(
    rows.flatMap((row) => {
      const type = canonicalEnum(row.depositRateType);
      const parsed = parseRate(row.rate);
      if (parsed === null || parsed.value < 0 || parsed.value > HIGHEST_RATE) return [];
      const conditional = isConditionalBase(row);
      const group: 'bundle' | 'base' | 'extra' | null =
        conditional || type === 'BUNDLE_BONUS'
          ? 'bundle'
          : BASE_TYPES.has(type)
            ? 'base'
            : EXTRA_TYPES.has(type)
              ? 'extra'
              : null;
      if (group === null) return [];
      return [
        { ...bandOf(row, parsed.value), row, type, corrected: parsed.corrected, conditional, kind: group },
      ];
    }),
  );
  const groups = { bundle: bundles, base, extra };
  for (const { row, type, conditional, kind: group, corrected: percentage, ...band } of read) {
    corrected ||= percentage;
    const kind = group === 'base' ? 'base' : 'bonus';
    groups[group].push(band);
    published.push({
      ...band,
      kind,
      includesBase: kind === 'bonus' && (inclusive || type === 'BUNDLE_BONUS' || conditional),
      ways: kind === 'bonus' ? waysOf(row, type, notes) : null,
    });
    if (type === 'INTRODUCTORY') {
      const months = introductoryMonthsOf(row);
      if (months !== null && months > 0) introductoryMonths = Math.max(introductoryMonths ?? 0, months);
    }
  }
  if (base.length + extra.length + bundles.length === 0) return null;

  const balances = [
    ...new Set([0.01, ...[...base, ...extra, ...bundles].map((band) => Math.max(band.min, 0.01))]),
  ].sort((a, b) => a - b);
  let best: { base: number; total: number; cap: number | null } | null = null;
  for (const balance of balances) {
    const baseHere = Math.max(0, ...covering(base, balance).map((band) => band.rate));
    const extraBands = covering(extra, balance);
    const bundleHere = Math.max(0, ...covering(bundles, balance).map((band) => band.rate));
    const extraRates = extraBands.map((band) => band.rate);
    const total = Math.max(
      inclusive ? Math.max(baseHere, ...extraRates) : totalRate(baseHere, extraRates),
      bundleHere,
    );
    if (best !== null && total <= best.total) continue;
    const upperBounds = [...covering(base, balance), ...extraBands]
      .map((band) => band.max)
      .filter(Number.isFinite);
    best = { base: baseHere, total, cap: upperBounds.length > 0 ? Math.min(...upperBounds) : null };
  }
  if (best === null) return null;
  const round = (value: number): number => Math.round(value * 1e6) / 1e6;
  return {
    baseRate: round(best.base),
    bonusRate: round(best.total - best.base),
    maxRate: round(best.total),
    maxRateBalanceCap: best.cap,
    introductoryMonths,
    interestCreditedEveryMonths: creditingMonths(rows),
    bands: merged(withTotalsMarked(published, base)).map(rawBand),
    corrected,
  };
}

/**
 * Bonus bands whose rate cannot be on top of the base (base plus bonus above any rate the market
 * paid) are the whole rate: marked so, as the headline figures above read them.
 */
function withTotalsMarked(published: PublishedBand[], base: Band[]): PublishedBand[] {
  return published.map((band) => {
    if (band.kind !== 'bonus' || band.includesBase) return band;
    const baseHere = Math.max(0, ...covering(base, Math.max(band.min, 0.01)).map((each) => each.rate));
    return { ...band, includesBase: baseHere + band.rate > MARKET_CEILING + 1e-9 };
  });
}
