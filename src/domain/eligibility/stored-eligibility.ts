/**
 * `eligibility` as the import stores it in `data/`, checked on reading. A record without one (data
 * imported before eligibility was carried) is open to everyone.
 */
import { isMemberGroup, type MemberGroup } from './member-groups';
import type { ProductEligibility } from './types';

export const OPEN_TO_EVERYONE: ProductEligibility = {
  memberGroups: [],
  memberWho: null,
  memberSource: null,
  minAge: null,
  maxAge: null,
  staffOnly: false,
  studentsOnly: false,
  pensionersOnly: false,
  naturalPersonOnly: false,
  residency: null,
  minIncome: null,
  employment: null,
  conditions: [],
};

const NUMBER_FIELDS = ['minAge', 'maxAge', 'minIncome'] as const;
const FLAG_FIELDS = ['staffOnly', 'studentsOnly', 'pensionersOnly', 'naturalPersonOnly'] as const;
const TEXT_FIELDS = ['memberWho', 'residency', 'employment'] as const;

/** Reads a stored `eligibility`; throws naming the field that is wrong. */
export function readStoredEligibility(value: unknown): ProductEligibility {
  if (value === undefined) return OPEN_TO_EVERYONE;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('eligibility: not an object');
  const record = value as Record<string, unknown>;
  const result: ProductEligibility = { ...OPEN_TO_EVERYONE };
  const groups = record.memberGroups;
  if (!Array.isArray(groups) || !groups.every(isMemberGroup))
    throw new Error('eligibility.memberGroups: not a list of member groups');
  result.memberGroups = groups as MemberGroup[];
  for (const field of NUMBER_FIELDS) {
    const number = record[field];
    if (number !== null && (typeof number !== 'number' || !Number.isFinite(number) || number < 0))
      throw new Error(`eligibility.${field}: not a number or null`);
    result[field] = number;
  }
  for (const field of FLAG_FIELDS) {
    if (typeof record[field] !== 'boolean') throw new Error(`eligibility.${field}: not true or false`);
    result[field] = record[field];
  }
  for (const field of TEXT_FIELDS) {
    const text = record[field];
    if (text !== null && typeof text !== 'string')
      throw new Error(`eligibility.${field}: not a text or null`);
    result[field] = text;
  }
  const source = record.memberSource;
  if (source !== null && source !== 'cdr' && source !== 'curated')
    throw new Error('eligibility.memberSource: not cdr, curated or null');
  result.memberSource = source;
  if (result.memberGroups.length > 0 !== (result.memberWho !== null))
    throw new Error('eligibility.memberWho: must be given exactly when memberGroups is not empty');
  const conditions = record.conditions;
  if (!Array.isArray(conditions) || !conditions.every((condition) => typeof condition === 'string'))
    throw new Error('eligibility.conditions: not a list of texts');
  result.conditions = conditions as string[];
  return result;
}
