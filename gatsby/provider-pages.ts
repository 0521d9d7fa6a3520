/**
 * Provider pages: a provider's table in one category at `/<category>/<provider>/`, and its
 * overview at `/providers/<provider>/` with every category it offers.
 */
import { categories, paths } from '../src/config/paths';
import type { RawDataFiles, RawRewardProgram } from '../src/domain/data/raw-types';
import { formatFee, formatPercent, formatRate } from '../src/domain/format';
import type { NormalisedProviderOverview } from '../src/domain/normalise/types';
import type {
  Fact,
  ProviderCategoryContext,
  ProviderLink,
  ProviderOverviewContext,
} from '../src/features/catalogue/view-models';
import type { RowIdentity } from '../src/features/compare/table-config';
import type { SearchDoc } from '../src/features/search/search-docs';
import {
  personalRows,
  productCodes,
  programsUsed,
  providerLink,
  type Catalogue,
  type ProductCode,
  type ProviderShelf,
} from './catalogue';
import type { OwnedPage } from './site-model-types';
import type { TableFiles } from './table-files';

export type ListedProvider = ProviderLink & { productCount: number };

/** One provider's products in one category, as a comparison table. */
export function providerCategoryPage(
  shelf: ProviderShelf,
  programs: Map<number, RawRewardProgram>,
  tables: TableFiles,
  asOf: string,
): OwnedPage {
  const { code, provider } = shelf;
  const rows = personalRows(shelf.rows);
  const providerPrograms = code === 'cc' ? programsUsed(rows, programs) : undefined;
  const context: ProviderCategoryContext<RowIdentity> = {
    code,
    provider: providerLink(provider),
    ...(provider.bank ? {} : { nonBankLender: true as const }),
    ...tables.ship(code, rows, `${code}-${provider.urlSlug}`, providerPrograms),
    asOf,
    facts: providerCategoryFacts(code, rows),
    programs: providerPrograms,
  };
  return {
    spec: {
      path: paths.categoryProvider(code, provider.urlSlug),
      // One template a category (src/templates/provider-<segment>.tsx), each with only its own table.
      template: `provider-${categories[code].segment}`,
      context,
    },
    owner: provider.id,
  };
}

export interface ProviderOverviews {
  pages: OwnedPage[];
  searchDocs: SearchDoc[];
  /** Every provider with a page, by name, for the providers list. */
  providerList: ListedProvider[];
  warnings: string[];
}

/** An overview page for every provider with at least one product; the others get none. */
export function providerOverviewPages(
  data: RawDataFiles,
  overviews: readonly NormalisedProviderOverview[],
  { countsByProvider }: Catalogue,
  asOf: string,
): ProviderOverviews {
  const overviewById = new Map(overviews.map((record) => [record.id, record]));
  const pages: OwnedPage[] = [];
  const searchDocs: SearchDoc[] = [];
  const providerList: ListedProvider[] = [];
  const warnings: string[] = [];
  for (const provider of data.providers) {
    const counts = countsByProvider.get(provider.id) ?? {};
    const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
    if (total === 0) {
      warnings.push(`${provider.name} has no products and gets no pages`);
      continue;
    }
    providerList.push({ ...providerLink(provider), productCount: total });
    const context: ProviderOverviewContext = {
      provider: {
        ...providerLink(provider),
        overview: provider.overview,
        advantages: provider.advantages,
        security: provider.security,
        service: provider.service,
        bank: provider.bank,
        big4: provider.big4,
        abn: provider.abn,
        website: provider.website,
      },
      categories: productCodes
        .filter((code) => (counts[code] ?? 0) > 0)
        .map((code) => ({
          code,
          name: categories[code].name,
          count: counts[code] ?? 0,
          href: paths.categoryProvider(code, provider.urlSlug),
          headline: null,
        })),
      facts: overviewFacts(overviewById.get(provider.id)),
      asOf,
    };
    pages.push({
      spec: { path: paths.providerOverview(provider.urlSlug), template: 'provider-overview', context },
      owner: provider.id,
    });
    searchDocs.push({
      id: `provider-${provider.id}`,
      kind: 'provider',
      title: provider.name,
      provider: provider.name,
      category: 'Provider',
      href: paths.providerOverview(provider.urlSlug),
    });
  }
  providerList.sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
  return { pages, searchDocs, providerList, warnings };
}

function providerCategoryFacts(code: ProductCode, rows: RowIdentity[]): Fact[] {
  return [{ label: categories[code].name, value: String(rows.length) }];
}

function overviewFacts(record: NormalisedProviderOverview | undefined): Fact[] {
  if (!record) return [];
  const facts: Fact[] = [];
  if (record.maxRate !== null && record.maxRate > 0) {
    facts.push({ label: 'Best savings or deposit rate', value: formatRate(record.maxRate) });
  }
  if (record.minMonthlyFeeCents !== null) {
    facts.push({ label: 'Lowest account fee a month', value: formatFee(record.minMonthlyFeeCents / 100) });
  }
  if (record.minFxFee !== null)
    facts.push({ label: 'Lowest overseas transaction fee', value: formatPercent(record.minFxFee) });
  return facts;
}
