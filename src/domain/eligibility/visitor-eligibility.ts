/**
 * Whether a visitor can get a product, from what they told us. Only restrictions the visitor's
 * answers can settle hide a product: member groups, age, staff and student products. Residency,
 * income and employment are left to the lender's application.
 */
import { MEMBER_GROUPS, type MemberGroup } from './member-groups';
import type { IneligibleReason, ProductEligibility, VisitorEligibility } from './types';

/** Every reason the visitor cannot get the product; empty when they can. */
export function ineligibleReasons(
  eligibility: ProductEligibility,
  visitor: VisitorEligibility,
): IneligibleReason[] {
  const reasons: IneligibleReason[] = [];
  const { memberGroups } = eligibility;
  if (memberGroups.length > 0 && !memberGroups.some((group) => visitor.memberGroups.includes(group))) {
    reasons.push({ kind: 'members-only', groups: memberGroups, who: eligibility.memberWho ?? '' });
  }
  if (visitor.age !== null && eligibility.minAge !== null && visitor.age < eligibility.minAge) {
    reasons.push({ kind: 'min-age', minAge: eligibility.minAge });
  }
  if (visitor.age !== null && eligibility.maxAge !== null && visitor.age > eligibility.maxAge) {
    reasons.push({ kind: 'max-age', maxAge: eligibility.maxAge });
  }
  if (eligibility.staffOnly) reasons.push({ kind: 'staff-only' });
  if (eligibility.studentsOnly && !visitor.student) reasons.push({ kind: 'students-only' });
  return reasons;
}

/** One sentence for a reason, e.g. "Members only: police, health workers and their families". */
export function reasonText(reason: IneligibleReason): string {
  switch (reason.kind) {
    case 'members-only':
      return `Members only: ${reason.who}`;
    case 'min-age':
      return `Only for people aged ${reason.minAge} or over`;
    case 'max-age':
      return `Only for people aged ${reason.maxAge} or under`;
    case 'staff-only':
      return "Only for the lender's own staff";
    case 'students-only':
      return 'Only for students';
  }
}

/** The member groups that decide whether any of these products can be had: the ones worth asking about. */
export function groupsThatMatter(eligibilities: Iterable<ProductEligibility>): MemberGroup[] {
  const seen = new Set<MemberGroup>();
  for (const eligibility of eligibilities) eligibility.memberGroups.forEach((group) => seen.add(group));
  return MEMBER_GROUPS.filter((group) => seen.has(group));
}

/**
 * Whether asking the visitor's age could hide anything: some product has a maximum age, or a
 * minimum above 18 (every card and loan is for adults already).
 */
export function ageMatters(eligibilities: Iterable<ProductEligibility>): boolean {
  for (const eligibility of eligibilities) {
    if (eligibility.maxAge !== null || (eligibility.minAge ?? 0) > 18) return true;
  }
  return false;
}

/** Reads the visitor's answers from untrusted input; returns the problem in words when they are not valid. */
export function parseVisitorEligibility(
  input: unknown,
): { ok: true; value: VisitorEligibility } | { ok: false; problem: string } {
  if (input === undefined || input === null)
    return { ok: true, value: { memberGroups: [], age: null, student: false } };
  if (typeof input !== 'object' || Array.isArray(input))
    return { ok: false, problem: 'eligibility must be an object' };
  const record = input as Record<string, unknown>;
  const unknownField = Object.keys(record).find((key) => !['memberGroups', 'age', 'student'].includes(key));
  if (unknownField !== undefined)
    return { ok: false, problem: `eligibility.${unknownField} is not a known answer` };
  const groups = record.memberGroups ?? [];
  if (!Array.isArray(groups))
    return { ok: false, problem: 'eligibility.memberGroups must be a list of groups' };
  const bad = groups.find((group) => !(MEMBER_GROUPS as readonly unknown[]).includes(group));
  if (bad !== undefined) {
    return {
      ok: false,
      problem: `eligibility.memberGroups has an unknown group ${JSON.stringify(bad)} (known: ${MEMBER_GROUPS.join(', ')})`,
    };
  }
  const age = record.age ?? null;
  if (age !== null && (typeof age !== 'number' || !Number.isInteger(age) || age < 16 || age > 120)) {
    return { ok: false, problem: 'eligibility.age must be a whole number of years from 16 to 120' };
  }
  const student = record.student ?? false;
  if (typeof student !== 'boolean')
    return { ok: false, problem: 'eligibility.student must be true or false' };
  return {
    ok: true,
    value: { memberGroups: MEMBER_GROUPS.filter((group) => groups.includes(group)), age, student },
  };
}
