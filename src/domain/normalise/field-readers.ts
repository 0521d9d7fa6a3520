/**
 * Typed reads of one field of one raw record. The data files arrive as parsed JSON, so nothing is
 * trusted: a wrong type is a DataError naming the record and field, a "no data" marker becomes null,
 * and a repaired value leaves a warning.
 */
import { readStoredEligibility } from '../eligibility/stored-eligibility';
import type { ProductEligibility } from '../eligibility/types';
import { DataError, type RecordContext, readField, warn } from './data-error';
import { dollarsToCents, dollarTextToCents } from './money';
import { checkRateFraction } from './rates';
import { isNoDataNumber } from './sentinels';

type Raw = Record<string, unknown>;

function fail(context: RecordContext, field: string, problem: string): never {
  throw new DataError(context.dataset, context.recordId, `${field}: ${problem}`);
}

export function asRecord(context: RecordContext, value: unknown): Raw {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DataError(context.dataset, context.recordId, 'is not an object');
  }
  return value as Raw;
}

export function text(context: RecordContext, record: Raw, field: string): string {
  const value = record[field];
  if (typeof value !== 'string' || value.trim() === '')
    fail(context, field, `expected text, got ${JSON.stringify(value)}`);
  return value;
}

export function optionalText(context: RecordContext, record: Raw, field: string): string | null {
  const value = record[field];
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') fail(context, field, `expected text or null, got ${JSON.stringify(value)}`);
  return value;
}

export function flag(context: RecordContext, record: Raw, field: string): boolean {
  const value = record[field];
  if (typeof value === 'boolean') return value;
  // 0/1 flags (participant, finspoPanel) read as booleans too.
  if (value === 0 || value === 1) return value === 1;
  fail(context, field, `expected true/false, got ${JSON.stringify(value)}`);
}

/** A flag the data leaves out when false (`feesIncomplete`). */
export function optionalFlag(context: RecordContext, record: Raw, field: string): boolean {
  return record[field] === undefined || record[field] === null ? false : flag(context, record, field);
}

/** A number that must be present and real (ids, counts, terms). */
export function count(context: RecordContext, record: Raw, field: string): number {
  const value = record[field];
  if (typeof value !== 'number' || isNoDataNumber(value))
    fail(context, field, `expected a number, got ${JSON.stringify(value)}`);
  return value;
}

/** A number where sentinels, NaN, Infinity, null and absence all mean "no data". */
export function optionalNumber(context: RecordContext, record: Raw, field: string): number | null {
  const value = record[field];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number')
    fail(context, field, `expected a number or null, got ${JSON.stringify(value)}`);
  return isNoDataNumber(value) ? null : value;
}

/** A rate that should be a fraction; repaired percentages and dropped nonsense leave a warning. */
export function rate(context: RecordContext, record: Raw, field: string): number | null {
  const checked = checkRateFraction(optionalNumber(context, record, field));
  if (checked.correction !== null) warn(context, field, checked.correction);
  return checked.value;
}

/** Like `rate`, but the value must exist. */
export function requiredRate(context: RecordContext, record: Raw, field: string): number {
  const value = rate(context, record, field);
  if (value === null) fail(context, field, `expected a rate, got ${JSON.stringify(record[field])}`);
  return value;
}

/** Dollars stored as a number -> integer cents; "no data" -> null; negative amounts are defects. */
export function centsFromDollars(context: RecordContext, record: Raw, field: string): number | null {
  const value = optionalNumber(context, record, field);
  if (value === null) return null;
  if (value < 0) fail(context, field, `negative amount ${value}`);
  return dollarsToCents(value);
}

export function requiredCentsFromDollars(context: RecordContext, record: Raw, field: string): number {
  const value = centsFromDollars(context, record, field);
  if (value === null) fail(context, field, `expected an amount, got ${JSON.stringify(record[field])}`);
  return value;
}

/** Dollar text (`$1,200`, `$131.39999999999998`, `$NaN`) -> integer cents or null. */
export function centsFromDollarText(context: RecordContext, record: Raw, field: string): number | null {
  const value = record[field];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') fail(context, field, `expected dollar text, got ${JSON.stringify(value)}`);
  return readField(context, field, () => dollarTextToCents(value));
}

export function textList(context: RecordContext, record: Raw, field: string): string[] {
  const value = record[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    fail(context, field, 'expected a list of text');
  return value as string[];
}

export function list(context: RecordContext, record: Raw, field: string): unknown[] {
  const value = record[field];
  if (!Array.isArray(value)) fail(context, field, 'expected a list');
  return value;
}

export function oneOf<T extends string>(
  context: RecordContext,
  record: Raw,
  field: string,
  allowed: readonly T[],
): T {
  const value = record[field];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    fail(context, field, `expected one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
  }
  return value as T;
}

export function isoDate(context: RecordContext, record: Raw, field: string): string {
  const value = text(context, record, field);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) fail(context, field, `expected an ISO date, got "${value}"`);
  return value;
}

/** The id every record must carry, read before a context exists for it. */
export function recordId(dataset: string, value: unknown, index: number, field = 'id'): string {
  const id = typeof value === 'object' && value !== null ? (value as Raw)[field] : undefined;
  if (typeof id === 'string' && id !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  throw new DataError(dataset, `#${index}`, `has no ${field}`);
}

/** Reads a list of records, each with its own context so every error and warning names its record. */
export function readRecords<T>(
  dataset: string,
  value: unknown,
  warnings: RecordContext['warnings'],
  read: (context: RecordContext, record: Raw) => T,
  idField = 'id',
): T[] {
  if (!Array.isArray(value)) throw new DataError(dataset, null, 'expected a list of records');
  return value.map((item, index) => {
    const context: RecordContext = { dataset, recordId: recordId(dataset, item, index, idField), warnings };
    return read(context, asRecord(context, item));
  });
}

/** The same for a map of id -> record (credit cards, home-loan providers). */
export function readRecordMap<T>(
  dataset: string,
  value: unknown,
  warnings: RecordContext['warnings'],
  read: (context: RecordContext, record: Raw) => T,
): T[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DataError(dataset, null, 'expected a map of records');
  }
  return Object.entries(value).map(([id, item]) => {
    const context: RecordContext = { dataset, recordId: id, warnings };
    const record = asRecord(context, item);
    if (record.id !== undefined && String(record.id) !== id) {
      throw new DataError(dataset, id, `is stored under ${id} but has id ${String(record.id)}`);
    }
    return read(context, record);
  });
}

/** A product's `eligibility` (who may apply); a record without one is open to everyone. */
export function storedEligibility(context: RecordContext, record: Raw): ProductEligibility {
  try {
    return readStoredEligibility(record.eligibility);
  } catch (error) {
    throw new DataError(
      context.dataset,
      context.recordId,
      error instanceof Error ? error.message : String(error),
    );
  }
}
