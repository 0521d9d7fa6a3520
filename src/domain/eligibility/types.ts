import type { MemberGroup } from './member-groups';

/** One `eligibility` entry of a CDR product record, as the bank sent it. */
export interface CdrEligibilityEntry {
  eligibilityType: string;
  additionalValue?: string | null;
  additionalInfo?: string | null;
}

/**
 * Who may apply for a product, as facts read from its CDR record and the curated list of
 * member-restricted lenders (`data/curated/member-restricted-lenders.json`). Carried in `data/` by
 * the import; unknown or not stated is null / false / empty.
 */
export interface ProductEligibility {
  /** Open only to people in one of these groups (or their families); empty when open to everyone. */
  memberGroups: MemberGroup[];
  /** Who the restriction is for, in the site's own words, for the reason shown; null when open. */
  memberWho: string | null;
  /** Where the restriction comes from: `cdr` (the product's own record), `curated` (the sourced list), or null. */
  memberSource: 'cdr' | 'curated' | null;
  minAge: number | null;
  maxAge: number | null;
  staffOnly: boolean;
  studentsOnly: boolean;
  pensionersOnly: boolean;
  /** The record says only natural persons (not companies or trusts) may apply. */
  naturalPersonOnly: boolean;
  /** The residency the record asks for, short, e.g. "Australian citizens and permanent residents". */
  residency: string | null;
  /** Minimum yearly income in whole dollars. */
  minIncome: number | null;
  /** The employment status the record asks for, short. */
  employment: string | null;
  /** The `OTHER` conditions, each whitespace-collapsed and at most 200 characters. */
  conditions: string[];
}

/** A lender whose membership is restricted to some groups, from the curated, sourced list. */
export interface MemberRestrictedLender {
  /** The brand name exactly as the CDR register spells it. */
  brand: string;
  groups: MemberGroup[];
  /** Who may join, in the site's own words. */
  who: string;
  /** Where this was checked (the lender's CDR record, its membership page). */
  source: string;
}

/** One product restricted to a group although its lender is open to everyone. */
export interface MemberRestrictedProduct extends MemberRestrictedLender {
  /** Matches products of `brand` whose name contains this text (case-insensitive). */
  nameContains: string;
}

export interface MemberRestrictions {
  checkedOn: string;
  lenders: MemberRestrictedLender[];
  products: MemberRestrictedProduct[];
}

/** What the visitor told us about themselves; null when not asked or not answered. */
export interface VisitorEligibility {
  /** The groups the visitor belongs to or may join through. */
  memberGroups: MemberGroup[];
  age: number | null;
  /** True when the visitor said they are a student; products for students only are hidden otherwise. */
  student: boolean;
}

export const NO_ANSWERS: VisitorEligibility = { memberGroups: [], age: null, student: false };

/** Why a visitor cannot get a product. */
export type IneligibleReason =
  | { kind: 'members-only'; groups: MemberGroup[]; who: string }
  | { kind: 'min-age'; minAge: number }
  | { kind: 'max-age'; maxAge: number }
  | { kind: 'staff-only' }
  | { kind: 'students-only' };
