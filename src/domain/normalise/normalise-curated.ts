/** The hand-kept datasets (reward programs, BNPL providers with those from CDR data), search synonyms, and the import's meta record. */
import { type RawDataMeta, REWARD_PARTNERS, REWARDS_CATEGORIES, type RewardPartner } from '../data/raw-types';
import { DataError, type DataWarning, type RecordContext, warn } from './data-error';
import {
  asRecord,
  centsFromDollars,
  count,
  flag,
  isoDate,
  list,
  oneOf,
  optionalNumber,
  optionalText,
  rate,
  readRecords,
  requiredCentsFromDollars,
  text,
} from './field-readers';
import type { NormalisedBnplProvider, NormalisedRewardProgram } from './types';

/** A point is never worth more than two cents; a larger "value" is cents or dollars per 100 points. */
const HIGHEST_POINT_VALUE = 0.02;

function pointValue(context: RecordContext, record: Record<string, unknown>): number | null {
  const value = optionalNumber(context, record, 'value');
  if (value === null) return null;
  if (value <= 0 || value > HIGHEST_POINT_VALUE) {
    warn(context, 'value', `point value ${value} is not dollars per point and was dropped`);
    return null;
  }
  return value;
}

export function normaliseRewardPrograms(raw: unknown, warnings: DataWarning[]): NormalisedRewardProgram[] {
  const programs = readRecords('reward-programs', raw, warnings, (context, record) => {
    const popular = count(context, record, 'popular');
    if (popular !== 0 && popular !== 1 && popular !== 2) {
      throw new DataError(context.dataset, context.recordId, `popular must be 0, 1 or 2, got ${popular}`);
    }
    const indirect = asRecord(context, record.indirectPoints);
    const indirectPoints = Object.fromEntries(
      REWARD_PARTNERS.map((partner) => [partner, optionalNumber(context, indirect, partner)]),
    ) as Record<RewardPartner, number | null>;
    return {
      id: count(context, record, 'id'),
      name: text(context, record, 'name'),
      nameFormatted: text(context, record, 'nameFormatted'),
      heading: text(context, record, 'heading'),
      urlSlug: optionalText(context, record, 'urlSlug'),
      popular: popular as 0 | 1 | 2,
      value: pointValue(context, record),
      pointsName: text(context, record, 'pointsName'),
      rewardsCategory: oneOf(context, record, 'rewardsCategory', REWARDS_CATEGORIES),
      points100Cashback: optionalNumber(context, record, 'points100Cashback'),
      points100Giftcard: optionalNumber(context, record, 'points100Giftcard'),
      giftcardsAvailable: optionalText(context, record, 'giftcardsAvailable'),
      indirectPoints,
    };
  });
  if (!programs.some((program) => program.id === 0)) {
    throw new DataError('reward-programs', '0', 'the "no rewards" program (id 0) is missing');
  }
  return programs;
}

/** A field that may be null (not published); absent or null both read as null. */
function nullable<T>(record: Record<string, unknown>, field: string, read: () => T): T | null {
  return record[field] === null || record[field] === undefined ? null : read();
}

function bnplLateFees(context: RecordContext, record: Record<string, unknown>) {
  if (record.lateFees === undefined) return [];
  return list(context, record, 'lateFees').map((item) => {
    const fee = asRecord(context, item);
    const daysLate = optionalNumber(context, fee, 'daysLate');
    return {
      name: text(context, fee, 'name'),
      amountCents: requiredCentsFromDollars(context, fee, 'amount'),
      daysLate,
      capCents: centsFromDollars(context, fee, 'cap'),
    };
  });
}

/** Where a service's figures come from; a file from before this was recorded holds hand-collected ones. */
function bnplOrigin(context: RecordContext, record: Record<string, unknown>) {
  const origin =
    record.origin === undefined
      ? 'hand-collected'
      : oneOf(context, record, 'origin', ['consumer-data-right', 'hand-collected'] as const);
  const fromCdr = origin === 'consumer-data-right';
  const cdrProductId = optionalText(context, record, 'cdrProductId');
  const lastUpdated =
    record.lastUpdated === null || record.lastUpdated === undefined
      ? null
      : isoDate(context, record, 'lastUpdated');
  if (fromCdr && (cdrProductId === null || lastUpdated === null))
    throw new DataError(
      context.dataset,
      context.recordId,
      'a service from CDR data needs its cdrProductId and lastUpdated',
    );
  return {
    origin,
    publisherId: optionalText(context, record, 'publisherId'),
    publisherName: optionalText(context, record, 'publisherName') ?? text(context, record, 'name'),
    cdrProductId,
    lastUpdated,
  };
}

export function normaliseBnpl(raw: unknown, warnings: DataWarning[]): NormalisedBnplProvider[] {
  return readRecords('bnpl', raw, warnings, (context, record) => {
    const minLimit = count(context, record, 'minLimit');
    const maxLimit = count(context, record, 'maxLimit');
    if (minLimit > maxLimit)
      throw new DataError(
        context.dataset,
        context.recordId,
        `minLimit ${minLimit} above maxLimit ${maxLimit}`,
      );
    return {
      id: text(context, record, 'id'),
      name: text(context, record, 'name'),
      urlSlug: text(context, record, 'urlSlug'),
      minLimit,
      maxLimit,
      instalments: count(context, record, 'instalments'),
      interval: nullable(record, 'interval', () =>
        oneOf(context, record, 'interval', ['fortnightly', 'weekly', 'monthly'] as const),
      ),
      accountFeeMonthlyCents: requiredCentsFromDollars(context, record, 'accountFeeMonthly'),
      latePaymentFeeCents: requiredCentsFromDollars(context, record, 'latePaymentFee'),
      maxLateFeesCents: centsFromDollars(context, record, 'maxLateFees'),
      lateFees: bnplLateFees(context, record),
      interestRate: rate(context, record, 'interestRate') ?? 0,
      creditCheck: nullable(record, 'creditCheck', () =>
        oneOf(context, record, 'creditCheck', ['full', 'light', 'none'] as const),
      ),
      licensed: nullable(record, 'licensed', () => flag(context, record, 'licensed')),
      url: text(context, record, 'url'),
      ...bnplOrigin(context, record),
      source: text(context, record, 'source'),
      checkedOn: isoDate(context, record, 'checkedOn'),
    };
  });
}

export function normaliseSynonyms(raw: unknown, providerNames: readonly string[]): Record<string, string> {
  const context: RecordContext = { dataset: 'synonyms', recordId: '(file)', warnings: [] };
  const record = asRecord(context, raw);
  const known = new Set(providerNames.map((name) => name.toLowerCase()));
  const synonyms: Record<string, string> = {};
  for (const [alternative, canonical] of Object.entries(record)) {
    if (typeof canonical !== 'string' || canonical === '')
      throw new DataError('synonyms', alternative, 'has no target name');
    const key = alternative.trim().toLowerCase();
    const target = canonical.trim().toLowerCase();
    // Targets may name providers without CDR data (American Express, Latitude): search still
    // resolves them to a name, so they are kept; only malformed entries fail.
    synonyms[key] = target;
    if (key === target) throw new DataError('synonyms', alternative, 'maps to itself');
  }
  if (known.size > 0 && !Object.values(synonyms).some((target) => known.has(target))) {
    throw new DataError(
      'synonyms',
      null,
      'no synonym points to a known provider; the file does not match providers.json',
    );
  }
  return synonyms;
}

export function normaliseMeta(raw: unknown): RawDataMeta {
  const context: RecordContext = { dataset: 'meta', recordId: '(file)', warnings: [] };
  const record = asRecord(context, raw);
  const counts = asRecord(context, record.counts);
  for (const [key, value] of Object.entries(counts)) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new DataError('meta', key, `count ${JSON.stringify(value)} is not a whole number`);
    }
  }
  return {
    snapshotDate: isoDate(context, record, 'snapshotDate'),
    sourceCommit: optionalText(context, record, 'sourceCommit'),
    importedAt: text(context, record, 'importedAt'),
    counts: counts as RawDataMeta['counts'],
  };
}
