/**
 * The context of `/whats-changed/`: the latest changes of each category, newest first, each with
 * its product and provider, in words. A rate's comparison-rate change is told with the rate's
 * change, not as a change of its own.
 */
import { categories, paths } from '../src/config/paths';
import type { ProviderChange } from '../src/domain/changes/provider-changes';
import type { ChangeEntry } from '../src/domain/changes/change-entry';
import { describeChange } from '../src/domain/changes/describe-change';
import type { RawHomeLoan, RawProvider } from '../src/domain/data/raw-types';
import type { RowIdentity } from '../src/features/compare/table-config';
import { productCodes, type ProductCode } from './catalogue';
import {
  todaysComparisonRates,
  withTodaysComparison,
  type TodaysComparisonRates,
} from './todays-comparison-rates';

/** The change in words; a home-loan rate's new value gets its comparison rate when it is still today's rate. */
function sentence(entry: ChangeEntry, today: TodaysComparisonRates | undefined): string {
  const described = describeChange(entry);
  if (described.kind !== 'changed' || typeof entry.to !== 'number') return described.summary;
  const to = withTodaysComparison(described.to ?? '', entry.field, entry.to, today);
  return `${described.label} changed from ${described.from} to ${to}`;
}

/** Changes listed per category. */
export const CHANGES_PER_CATEGORY = 25;

export interface ListedChange {
  on: string;
  productName: string;
  providerName: string;
  href: string;
  summary: string;
}

export interface WhatsChangedCategory {
  code: ProductCode;
  name: string;
  /** The latest changes, newest first. */
  changes: ListedChange[];
  /** All changes recorded in the category. */
  total: number;
  /** The day of the oldest change recorded; null when none. */
  since: string | null;
}

export interface WhatsChangedContext {
  /** The day of the data the site shows (the latest import). */
  dataDate: string;
  categories: WhatsChangedCategory[];
}

export function whatsChangedContext(
  entries: readonly ChangeEntry[],
  rowsByCode: Record<ProductCode, RowIdentity[]>,
  homeLoans: readonly RawHomeLoan[],
  dataDate: string,
): WhatsChangedContext {
  const comparisons = new Map(homeLoans.map((loan) => [loan.id, todaysComparisonRates(loan.rates)]));
  const rows = new Map(
    productCodes.flatMap((code) => rowsByCode[code].map((row) => [row.id, { code, row }] as const)),
  );
  const byCode = new Map<ProductCode, ListedChange[]>(productCodes.map((code) => [code, []]));
  // Newest first; within a day, the file's own order.
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.on.localeCompare(a.entry.on) || a.index - b.index);
  for (const { entry } of ordered) {
    if (entry.field.startsWith('comparisonRate:')) continue;
    const found = rows.get(entry.productId);
    if (!found) continue;
    byCode.get(found.code)?.push({
      on: entry.on,
      productName: found.row.name,
      providerName: found.row.providerName,
      href: found.row.href,
      summary: sentence(entry, comparisons.get(entry.productId)),
    });
  }
  return {
    dataDate,
    categories: productCodes.map((code) => {
      const all = byCode.get(code) ?? [];
      return {
        code,
        name: categories[code].name,
        changes: all.slice(0, CHANGES_PER_CATEGORY),
        total: all.length,
        since: all.at(-1)?.on ?? null,
      };
    }),
  };
}

/** A bank or lender added or withdrawn, as `/whats-changed/` lists it. */
export interface ListedProviderChange {
  on: string;
  name: string;
  /** "bank" or "non-bank lender". */
  kind: string;
  change: 'added' | 'withdrawn';
  /** The provider's overview page, while it is still in the data. */
  href: string | null;
}

/** Banks and lenders added or withdrawn, newest first, at most `CHANGES_PER_CATEGORY`. */
export function listedProviderChanges(
  changes: readonly ProviderChange[],
  providers: readonly RawProvider[],
): ListedProviderChange[] {
  const current = new Map(providers.map((provider) => [provider.id, provider]));
  return [...changes]
    .sort((a, b) => b.on.localeCompare(a.on))
    .slice(0, CHANGES_PER_CATEGORY)
    .map((change) => {
      const provider = current.get(change.providerId);
      return {
        on: change.on,
        name: change.name,
        kind: change.bank ? 'bank' : 'non-bank lender',
        change: change.change,
        href: provider ? paths.providerOverview(provider.urlSlug) : null,
      };
    });
}
