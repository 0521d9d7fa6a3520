/**
 * A product's CDR `eligibility` entries (every type in the Consumer Data Standards) plus the curated
 * member restrictions, read into `ProductEligibility`. Facts only: texts are kept short.
 */
import { memberGroupsInWording } from './member-wording';
import { inGroupOrder, MEMBER_GROUP_SHORT_NAMES, type MemberGroup } from './member-groups';
import { OPEN_TO_EVERYONE } from './stored-eligibility';
import type { CdrEligibilityEntry, MemberRestrictedLender, ProductEligibility } from './types';

const MAX_TEXT = 200;

/** Whitespace collapsed, at most 200 characters (cut at a word, with an ellipsis). */
export function shortText(value: string | null | undefined): string {
  const clean = (value ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_TEXT) return clean;
  const cut = clean.slice(0, MAX_TEXT - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function canonicalType(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

function wholeNumber(value: string | null | undefined): number | null {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(value ?? '');
  if (!match) return null;
  const number = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(number) ? Math.round(number) : null;
}

function entryText(entry: CdrEligibilityEntry): string {
  return [entry.additionalValue, entry.additionalInfo].filter((part) => part && part.trim()).join(' ');
}

/**
 * STAFF, STUDENT and PENSION_RECIPIENT restrict only when the text says so ("Only available to AMP
 * employees") or the product is named for the group ("Staff Housing Loan"); banks also use them to
 * say a group is welcome too ("BHCCU Staff Are Eligible", "pension payments are eligible as income").
 */
function restricts(entry: CdrEligibilityEntry, productName: string, nameWord: RegExp): boolean {
  const info = entryText(entry);
  if (/\b(only|must|exclusive(ly)?|restricted)\b/i.test(info)) return true;
  return nameWord.test(productName);
}

/** Who a restriction is for, in the site's words, from its groups. */
export function groupsWho(groups: readonly MemberGroup[]): string {
  const names = groups.map((group) => MEMBER_GROUP_SHORT_NAMES[group]);
  const list =
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list} and their families`;
}

interface ProductRecord {
  productName: string;
  entries: readonly CdrEligibilityEntry[];
  /** Loans and cards are for adults: a maximum age of 18 or less there is a mislabelled minimum. Default true. */
  lending?: boolean;
}

export function readProductEligibility(
  { productName, entries, lending = true }: ProductRecord,
  curated: MemberRestrictedLender | null,
): ProductEligibility {
  // Fresh lists: they are filled below.
  const eligibility: ProductEligibility = { ...OPEN_TO_EVERYONE, memberGroups: [], conditions: [] };
  const worded = new Set<MemberGroup>();
  for (const entry of entries) {
    const type = canonicalType(entry.eligibilityType);
    const info = shortText(entryText(entry));
    memberGroupsInWording(entryText(entry)).forEach((group) => worded.add(group));
    switch (type) {
      case 'MIN_AGE': {
        const age = wholeNumber(entry.additionalValue) ?? wholeNumber(entry.additionalInfo);
        if (age !== null) eligibility.minAge = Math.max(eligibility.minAge ?? 0, age);
        break;
      }
      case 'MAX_AGE': {
        const age = wholeNumber(entry.additionalValue);
        if (age !== null) eligibility.maxAge = Math.min(eligibility.maxAge ?? Infinity, age);
        break;
      }
      case 'STAFF':
        eligibility.staffOnly ||= restricts(entry, productName, /\bstaff\b|\bemployees?\b/i);
        break;
      case 'STUDENT':
        eligibility.studentsOnly ||= restricts(entry, productName, /\bstudents?\b/i);
        break;
      case 'PENSION_RECIPIENT':
        eligibility.pensionersOnly ||= restricts(entry, productName, /\bpension(er)?s?\b/i);
        break;
      case 'NATURAL_PERSON':
        eligibility.naturalPersonOnly = true;
        break;
      case 'RESIDENCY_STATUS':
        if (info !== '') eligibility.residency ??= info;
        break;
      case 'MIN_INCOME': {
        const income = wholeNumber(entry.additionalValue);
        if (income !== null && income > 0)
          eligibility.minIncome = Math.max(eligibility.minIncome ?? 0, income);
        break;
      }
      case 'EMPLOYMENT_STATUS':
        if (info !== '') eligibility.employment ??= info;
        break;
      case 'OTHER':
        if (info !== '' && !eligibility.conditions.includes(info)) eligibility.conditions.push(info);
        break;
      default:
        // BUSINESS, MIN_TURNOVER and any type added to the standard later: banks set BUSINESS on
        // consumer loans too, so none of these removes an offer; their text is kept as a condition.
        if (info !== '' && !eligibility.conditions.includes(info)) eligibility.conditions.push(info);
    }
  }
  // A maximum age at or below the minimum (or of 18 or less on a loan) is a mislabelled minimum.
  const lowestMaxAge = Math.max(eligibility.minAge ?? 0, lending ? 18 : 0);
  if (eligibility.maxAge !== null && eligibility.maxAge <= lowestMaxAge) {
    eligibility.maxAge = null;
  }
  if (curated) {
    eligibility.memberGroups = inGroupOrder(curated.groups);
    eligibility.memberWho = curated.who;
    eligibility.memberSource = 'curated';
  } else if (worded.size > 0) {
    eligibility.memberGroups = inGroupOrder(worded);
    eligibility.memberWho = groupsWho(eligibility.memberGroups);
    eligibility.memberSource = 'cdr';
  }
  return eligibility;
}
