/**
 * The context of the other hand-written pages in src/pages: home, landings, guides and providers
 * lists, search, status and the cash-back offer. Their layout is in src/pages; their data
 * reaches them through page context, never through the JavaScript bundle.
 */
import { countProviderKinds } from '../src/domain/provider-kinds';
import { figuresDatesOf } from '../src/domain/figures-date';
import { categories, paths } from '../src/config/paths';
import type { RawDataFiles, RawProvider } from '../src/domain/data/raw-types';
import { compareText } from '../src/domain/text-order';
import type { NormalisedData } from '../src/domain/normalise/types';
import type { RowIdentity } from '../src/features/compare/table-config';
import type { SearchDoc } from '../src/features/search/search-docs';
import type { GuideSummary } from '../src/content/guide-types';
import { productCodes, providerCountOf, providerLink, type Catalogue } from './catalogue';
import type { ListedProvider } from './provider-pages';
import { startingViewCount, type TableFiles } from './table-files';
import type { ChangeEntry } from '../src/domain/changes/change-entry';
import type { ProviderChange } from '../src/domain/changes/provider-changes';
import { listedProviderChanges, whatsChangedContext } from './whats-changed';
import { lowestHomeLoanRate } from './home-loans-landing';

export interface HandWrittenPageSources {
  data: RawDataFiles;
  normalised: NormalisedData;
  catalogue: Catalogue;
  bnplRows: RowIdentity[];
  guideSummaries: GuideSummary[];
  providerList: ListedProvider[];
  searchDocs: SearchDoc[];
  builtAt: string;
  changes: readonly ChangeEntry[];
  providerChanges: readonly ProviderChange[];
}

export function handWrittenPageContexts(
  {
    data,
    normalised,
    catalogue,
    bnplRows,
    guideSummaries,
    providerList,
    searchDocs,
    builtAt,
    changes,
    providerChanges,
  }: HandWrittenPageSources,
  tables: TableFiles,
): Record<string, object> {
  const { rowsByCode, countsByProvider } = catalogue;
  const asOf = data.meta.snapshotDate;
  const contexts: Record<string, object> = {};

  contexts[paths.guides()] = { guides: guideSummaries };
  contexts[paths.providers()] = { providers: providerList };
  // The search index is a file of its own, fetched by the search page, so its page data stays small.
  const docsUrl = tables.add('search', searchDocs as unknown as RowIdentity[]);
  contexts[paths.search()] = {
    docsUrl,
    docCount: searchDocs.length,
    synonyms: normalised.synonyms,
  };
  contexts[paths.status()] = {
    snapshotDate: asOf,
    builtAt,
    counts: [
      ...productCodes.map((code) => ({ label: categories[code].name, count: rowsByCode[code].length })),
      { label: categories.bnpl.name, count: bnplRows.length },
    ],
  };
  const listedIds = new Set(providerList.map((provider) => provider.id));
  contexts[paths.home()] = {
    // Each count says what its link shows: the products, and those the table opens with.
    counts: {
      ...Object.fromEntries(
        productCodes.map((code) => [
          code,
          { products: rowsByCode[code].length, startingView: startingViewCount(code, rowsByCode[code]) },
        ]),
      ),
      bnpl: { products: bnplRows.length, startingView: startingViewCount('bnpl', bnplRows) },
    },
    providerCount: providerList.length,
    providerKinds: countProviderKinds(data.providers.filter((provider) => listedIds.has(provider.id))),
    asOf,
    guides: guideSummaries.slice(0, 3),
    popularProviders: data.providers
      .filter((provider) => provider.popular && countsByProvider.has(provider.id))
      .map(providerLink)
      .sort((a, b) => a.name.localeCompare(b.name, 'en-AU')),
  };
  contexts[paths.creditCardsLanding()] = {
    cardCount: rowsByCode.cc.length,
    providerCount: providerCountOf(rowsByCode.cc),
  };
  contexts[paths.homeLoansLanding()] = {
    loanCount: rowsByCode.hl.length,
    lenderCount: providerCountOf(rowsByCode.hl),
    lowestRate: lowestHomeLoanRate(rowsByCode.hl),
    figuresDates: figuresDatesOf(asOf, null),
  };
  contexts[paths.cashBackOffer()] = cashBackContext(normalised, catalogue.providers);
  contexts[paths.whatsChanged()] = {
    ...whatsChangedContext(changes, rowsByCode, data.productsHl.products, asOf),
    providers: listedProviderChanges(providerChanges, data.providers),
  };
  return contexts;
}

/** One lender's refinance cash back, as the cash-back page lists it. */
export interface CashBackLender {
  provider: ReturnType<typeof providerLink>;
  homeLoansHref: string;
  cashBackRefinanceCents: number;
}

export interface CashBackContext {
  lenders: CashBackLender[];
  asOf: string;
}

/**
 * Every lender whose published product data offers cash back for refinancing, most cash back
 * first (then by name); none is featured, and none pays to be listed or to change the order.
 */
function cashBackContext(normalised: NormalisedData, providers: Map<string, RawProvider>): CashBackContext {
  const lenders: CashBackLender[] = [];
  for (const lender of normalised.homeLoanProviders.providers) {
    const provider = providers.get(lender.id);
    if (!lender.hasProduct || lender.maxCashBackRefinanceCents <= 0 || !provider) continue;
    lenders.push({
      provider: providerLink(provider),
      homeLoansHref: paths.categoryProvider('hl', provider.urlSlug),
      cashBackRefinanceCents: lender.maxCashBackRefinanceCents,
    });
  }
  lenders.sort(
    (a, b) =>
      b.cashBackRefinanceCents - a.cashBackRefinanceCents || compareText(a.provider.name, b.provider.name),
  );
  return { lenders, asOf: normalised.homeLoanProviders.asOf };
}
