/**
 * Banks and lenders a refresh added or lost: `providers` in `data/changes.json`, beside the product
 * changes, newest first. A provider is added when an import's `providers.json` has it and the data
 * before did not, and withdrawn the other way round; the first import records none.
 */
import type { IsoDate } from '../data/raw-types';
import { DataError } from '../normalise/data-error';

export interface ProviderChange {
  on: IsoDate;
  providerId: string;
  name: string;
  /** false for a non-bank lender. */
  bank: boolean;
  change: 'added' | 'withdrawn';
}

interface ProviderFacts {
  id: string;
  name: string;
  bank: boolean;
}

/** The providers added and withdrawn from `before` to `after`; none without a `before` (a first import). */
export function diffProviders(
  before: readonly ProviderFacts[] | null,
  after: readonly ProviderFacts[],
  on: IsoDate,
): ProviderChange[] {
  if (before === null) return [];
  const had = new Set(before.map((provider) => provider.id));
  const has = new Set(after.map((provider) => provider.id));
  const entry = (provider: ProviderFacts, change: ProviderChange['change']): ProviderChange => ({
    on,
    providerId: provider.id,
    name: provider.name,
    bank: provider.bank,
    change,
  });
  return [
    ...after.filter((provider) => !had.has(provider.id)).map((provider) => entry(provider, 'added')),
    ...before.filter((provider) => !has.has(provider.id)).map((provider) => entry(provider, 'withdrawn')),
  ];
}

/** Reads `providers` of `data/changes.json` for the build; a file without it has none. */
export function readProviderChanges(raw: unknown): ProviderChange[] {
  const list = (raw as { providers?: unknown } | null)?.providers;
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new DataError('changes', 'providers', 'expected a list');
  return list.map((item: unknown, index) => {
    const where = `providers ${index}`;
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const { on, providerId, name, bank, change } = record;
    if (typeof on !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(on))
      throw new DataError('changes', where, 'on must be a YYYY-MM-DD date');
    if (typeof providerId !== 'string' || typeof name !== 'string' || name === '')
      throw new DataError('changes', where, 'providerId and name must be text');
    if (typeof bank !== 'boolean') throw new DataError('changes', where, 'bank must be true or false');
    if (change !== 'added' && change !== 'withdrawn')
      throw new DataError('changes', where, 'change must be "added" or "withdrawn"');
    return { on, providerId, name, bank, change };
  });
}
