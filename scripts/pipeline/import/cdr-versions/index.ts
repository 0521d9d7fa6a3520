/**
 * Reading Get Product Detail records of every endpoint version the import supports (3 to 7) into
 * the one shape the import reads, after checking them against the standard; and converting a
 * version 3/4 record (as in the 2024 snapshot) into a valid version 7 record.
 */
import type { CdrProductDetail } from '../cdr-types';
import { fromMethodShape, toMethodShape } from './detail-shapes';
import { isObject, textOf, withoutNulls } from './json-values';
import { repairUnreadParts } from './unread-parts';
import {
  DETAIL_SCHEMA_NAMES,
  DETAIL_VERSIONS,
  FEATURE_TYPES_SINCE_V4,
  detailChecker,
  type DetailVersion,
} from './version-schemas';
import { canonicalEnum } from '../cdr-values';

export { SUPPORTED_DETAIL_VERSIONS, type DetailVersion } from './version-schemas';

export type ReadResult =
  { ok: true; detail: CdrProductDetail; notes: string[] } | { ok: false; problems: string[] };

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Checks the fields whose format the import depends on, beyond their type. */
function formatProblems(record: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const lastUpdated = textOf(record.lastUpdated);
  if (
    lastUpdated !== null &&
    (!ISO_DATE_TIME.test(lastUpdated.trim()) || Number.isNaN(Date.parse(lastUpdated)))
  )
    problems.push(`lastUpdated: "${lastUpdated}" is not a date and time`);
  if (typeof record.productId === 'string' && record.productId.trim() === '')
    problems.push('productId: empty');
  return problems;
}

export function isDetailVersion(value: unknown): value is DetailVersion {
  return DETAIL_VERSIONS.includes(value as DetailVersion);
}

/** Checks a Get Product Detail `data` object of the given version against the standard and, when valid, returns it in the import's internal shape. */
export function readProductDetail(record: unknown, version: DetailVersion): ReadResult {
  if (!isDetailVersion(version))
    return { ok: false, problems: [`version ${String(version)} is not supported`] };
  if (!isObject(record)) return { ok: false, problems: ['record: expected an object'] };
  const notes: string[] = [];
  const repaired = repairUnreadParts(record, notes);
  const checked = detailChecker().check(DETAIL_SCHEMA_NAMES[version], repaired);
  const problems = [...checked.problems, ...formatProblems(repaired)];
  if (problems.length > 0) return { ok: false, problems };
  const value = checked.value as Record<string, unknown>;
  const detail = version >= 6 ? fromMethodShape(value) : value;
  return { ok: true, detail: detail as unknown as CdrProductDetail, notes: [...notes, ...checked.notes] };
}

/** The version of a snapshot record that does not say: 4 when it uses a feature type added in 4, else 3. */
export function snapshotRecordVersion(record: CdrProductDetail): 3 | 4 {
  const since4 = new Set(FEATURE_TYPES_SINCE_V4);
  return (record.features ?? []).some((feature) => since4.has(canonicalEnum(feature.featureType))) ? 4 : 3;
}

/** Converts a v3/v4 record (as in the 2024 snapshot) into a valid BankingProductDetailV7 record. */
export function toDetailV7(record: CdrProductDetail): unknown {
  const repaired = repairUnreadParts(record as unknown as Record<string, unknown>, []);
  const checked = detailChecker().check(DETAIL_SCHEMA_NAMES[4], repaired).value;
  return withoutNulls(toMethodShape(checked as Record<string, unknown>));
}
