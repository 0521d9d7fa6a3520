/**
 * Reads `data/changes.json` for the build: every entry is checked against the field grammar of
 * change-entry.ts, and one that does not fit fails the build, naming it.
 */
import { DataError } from '../normalise/data-error';
import { OFFERED, parseField, type ChangeEntry, type ChangeValue } from './change-entry';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isValue(value: unknown): value is ChangeValue {
  return value === null || (typeof value === 'number' && Number.isFinite(value)) || value === OFFERED;
}

function text(record: Record<string, unknown>, field: string, where: string): string {
  const value = record[field];
  if (typeof value !== 'string' || value === '')
    throw new DataError('changes', where, `${field} must be text`);
  return value;
}

export function readChanges(raw: unknown): ChangeEntry[] {
  const list = (raw as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(list)) throw new DataError('changes', null, 'expected { "changes": [...] }');
  return list.map((item: unknown, index) => {
    const where = String(index);
    if (typeof item !== 'object' || item === null)
      throw new DataError('changes', where, 'expected an object');
    const record = item as Record<string, unknown>;
    const on = text(record, 'on', where);
    if (!ISO_DAY.test(on)) throw new DataError('changes', where, `on "${on}" is not a YYYY-MM-DD date`);
    const field = text(record, 'field', where);
    if (parseField(field) === null)
      throw new DataError('changes', where, `field "${field}" is not one the site knows`);
    const { from, to } = record;
    if (!isValue(from) || !isValue(to))
      throw new DataError('changes', where, 'from and to must be numbers, "offered" or null');
    return {
      on,
      providerId: text(record, 'providerId', where),
      productId: text(record, 'productId', where),
      cdrProductId: text(record, 'cdrProductId', where),
      field,
      from,
      to,
    };
  });
}

/** The entries of each product, oldest first. */
export function changesByProduct(entries: readonly ChangeEntry[]): Map<string, ChangeEntry[]> {
  const byProduct = new Map<string, ChangeEntry[]>();
  for (const entry of entries) {
    const list = byProduct.get(entry.productId) ?? [];
    list.push(entry);
    byProduct.set(entry.productId, list);
  }
  for (const list of byProduct.values()) list.sort((a, b) => a.on.localeCompare(b.on));
  return byProduct;
}

/** Each product's latest change day: a figure changed, came or went, or the product was added. */
export function lastChangeDays(entries: readonly ChangeEntry[]): Map<string, string> {
  const days = new Map<string, string>();
  for (const entry of entries) {
    if (entry.field === 'product' && entry.to === null) continue;
    const seen = days.get(entry.productId);
    if (seen === undefined || entry.on > seen) days.set(entry.productId, entry.on);
  }
  return days;
}
