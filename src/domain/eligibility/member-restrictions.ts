/**
 * The curated list of member-restricted lenders and products (`data/curated/member-restricted-lenders.json`),
 * checked on reading: a mistake names the entry.
 */
import { isMemberGroup, type MemberGroup } from './member-groups';
import type { MemberRestrictedLender, MemberRestrictedProduct, MemberRestrictions } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(entry: Record<string, unknown>, field: string, where: string): string {
  const value = entry[field];
  if (typeof value !== 'string' || value.trim() === '')
    throw new Error(`${where}: "${field}" must be a non-empty text`);
  return value.trim();
}

function groups(entry: Record<string, unknown>, where: string): MemberGroup[] {
  const value = entry.groups;
  if (!Array.isArray(value) || value.length === 0)
    throw new Error(`${where}: "groups" must list at least one group`);
  const bad = value.filter((group) => !isMemberGroup(group));
  if (bad.length > 0) throw new Error(`${where}: unknown group ${bad.map(String).join(', ')}`);
  return value as MemberGroup[];
}

function lender(entry: unknown, where: string): MemberRestrictedLender {
  if (!isRecord(entry)) throw new Error(`${where}: must be an object`);
  return {
    brand: text(entry, 'brand', where),
    groups: groups(entry, where),
    who: text(entry, 'who', where),
    source: text(entry, 'source', where),
  };
}

function product(entry: unknown, where: string): MemberRestrictedProduct {
  const base = lender(entry, where);
  return { ...base, nameContains: text(entry as Record<string, unknown>, 'nameContains', where) };
}

/** Reads and checks the parsed curated file; throws naming the first bad entry. */
export function readMemberRestrictions(json: unknown): MemberRestrictions {
  if (!isRecord(json)) throw new Error('member-restricted-lenders: must be an object');
  const checkedOn = json.checkedOn;
  if (typeof checkedOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(checkedOn))
    throw new Error('member-restricted-lenders: "checkedOn" must be a date (YYYY-MM-DD)');
  if (!Array.isArray(json.lenders) || !Array.isArray(json.products))
    throw new Error('member-restricted-lenders: "lenders" and "products" must be lists');
  const lenders = json.lenders.map((entry, index) => lender(entry, `lenders[${index}]`));
  const products = json.products.map((entry, index) => product(entry, `products[${index}]`));
  const brands = lenders.map((entry) => entry.brand);
  const twice = brands.find((brand, index) => brands.indexOf(brand) !== index);
  if (twice !== undefined) throw new Error(`member-restricted-lenders: "${twice}" is listed twice`);
  return { checkedOn, lenders, products };
}

/** The curated restriction for one product: a product entry first, else its lender's; null when none. */
export function curatedRestriction(
  restrictions: MemberRestrictions,
  brand: string,
  productName: string,
): MemberRestrictedLender | null {
  const name = productName.toLowerCase();
  const forProduct = restrictions.products.find(
    (entry) => entry.brand === brand && name.includes(entry.nameContains.toLowerCase()),
  );
  return forProduct ?? restrictions.lenders.find((entry) => entry.brand === brand) ?? null;
}
