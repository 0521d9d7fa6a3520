/**
 * Which products a refresh keeps: the six consumer categories of the 2024 snapshot, less the
 * exclusions its README lists (business or agri products by name, tailored pricing, products not in
 * effect today). The import drops more (trust accounts, offset sub-accounts, ...) on its own.
 */
import { SNAPSHOT_CATEGORIES, type CdrCategory } from '../import/cdr-types';
import { isBusinessProductName } from '../import/consumer-filter';

export function isSnapshotCategory(value: unknown): value is CdrCategory {
  return SNAPSHOT_CATEGORIES.includes(value as CdrCategory);
}

/** The fields of a product list entry or detail record that decide whether it is kept. */
export interface ScopeFields {
  productCategory?: unknown;
  name?: unknown;
  isTailored?: unknown;
  effectiveFrom?: unknown;
  effectiveTo?: unknown;
}

function timeOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Why a product is left out of the snapshot, or null when it belongs in it. */
export function exclusionReason(product: ScopeFields, now: number): string | null {
  if (!isSnapshotCategory(product.productCategory)) return 'not a consumer category';
  if (typeof product.name === 'string' && isBusinessProductName(product.name))
    return 'business or agri product';
  if (product.isTailored === true) return 'pricing negotiated per customer';
  const from = timeOf(product.effectiveFrom);
  const to = timeOf(product.effectiveTo);
  if ((from !== null && from > now) || (to !== null && to < now)) return 'not in effect today';
  return null;
}
