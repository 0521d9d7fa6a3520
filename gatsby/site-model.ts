/**
 * Turns the reference data into every data-driven page: product pages, provider pages per
 * category, provider overviews, guides, and the page context of the hand-written pages. One
 * module per page family does the work; this one checks the data, runs them in order and
 * collects their pages, table files and warnings.
 * Pure: no Gatsby, no file system, so it is unit-tested on small fixtures. Any record it
 * cannot place (unknown provider, clashing address) fails the build, naming the record.
 */
import { withStaleFigures } from './stale-figures';
import type { Guide } from '../src/content/guide-types';
import type { ChangeEntry } from '../src/domain/changes/change-entry';
import type { ProviderChange } from '../src/domain/changes/provider-changes';
import { changesByProduct, lastChangeDays } from '../src/domain/changes/read-changes';
import type { RawDataFiles } from '../src/domain/data/raw-types';
import { distinguishingLabels } from '../src/domain/cards/distinguishing-names';
import { normaliseAll } from '../src/domain/normalise/normalise-all';
import { withProductLabels } from '../src/features/search/search-docs';
import { arrangeCatalogue } from './catalogue';
import { categoryPageContexts } from './category-pages';
import { guidePages } from './guide-pages';
import { handWrittenPageContexts } from './hand-written-pages';
import { calculatorPageContexts } from './calculator-pages';
import { PageList } from './page-list';
import { bnplPages, productPageMaker } from './product-pages';
import { providerCategoryPage, providerOverviewPages } from './provider-pages';
import type { OwnedPage, SiteModel } from './site-model-types';
import { TableFiles } from './table-files';
import { withKeyFigures } from './search-figures';

export interface SiteModelInput {
  data: RawDataFiles;
  /** `data/changes.json`, read (and checked) by readChanges; none when the data has no history yet. */
  changes?: readonly ChangeEntry[];
  /** The banks and lenders added or withdrawn, from the same file. */
  providerChanges?: readonly ProviderChange[];
  guides: readonly Guide[];
  builtAt: string;
}

export function buildSiteModel({
  data,
  changes = [],
  providerChanges = [],
  guides,
  builtAt,
}: SiteModelInput): SiteModel {
  // Every record is checked first: anything the normaliser cannot read fails the build, naming it.
  const normalised = normaliseAll(data);
  const cardLabels = distinguishingLabels(normalised.creditCards.cards);
  const catalogue = arrangeCatalogue(data, lastChangeDays(changes), cardLabels);
  const asOf = data.meta.snapshotDate;
  const pageList = new PageList();
  const addAll = (pages: OwnedPage[]) =>
    pages.forEach(({ spec, owner }) =>
      pageList.add({ ...spec, context: withStaleFigures(spec.context, builtAt) }, owner),
    );
  const tables = new TableFiles();

  // Each provider's table in a category, followed by the pages of the products in it.
  const productPages = productPageMaker({
    data,
    normalised,
    programs: catalogue.programs,
    asOf,
    changes: changesByProduct(changes),
  });
  for (const shelf of catalogue.shelves) {
    addAll([providerCategoryPage(shelf, catalogue.programs, tables, asOf), ...productPages(shelf)]);
  }
  const bnpl = bnplPages(data.bnpl);
  addAll(bnpl.pages);
  const overviews = providerOverviewPages(data, normalised.providerOverview, catalogue, asOf);
  addAll(overviews.pages);
  const guideList = guidePages(guides);
  addAll(guideList.pages);

  const pageContexts: Record<string, object> = {
    ...categoryPageContexts(data, catalogue, bnpl.rows, tables),
    ...calculatorPageContexts(data, catalogue),
    ...handWrittenPageContexts(
      {
        data,
        normalised,
        catalogue,
        bnplRows: bnpl.rows,
        guideSummaries: guideList.summaries,
        providerList: overviews.providerList,
        searchDocs: withKeyFigures(
          withProductLabels(
            [...catalogue.searchDocs, ...bnpl.searchDocs, ...overviews.searchDocs],
            cardLabels,
          ),
          data,
          catalogue,
        ),
        builtAt,
        changes,
        providerChanges,
      },
      tables,
    ),
  };
  const warnings = [
    ...normalised.warnings.map(
      (warning) => `${warning.dataset} record ${warning.recordId} ${warning.field}: ${warning.message}`,
    ),
    ...catalogue.warnings,
    ...overviews.warnings,
  ];
  const datedContexts = Object.fromEntries(
    Object.entries(pageContexts).map(([pagePath, context]) => [pagePath, withStaleFigures(context, builtAt)]),
  );
  return { pages: pageList.pages, tableFiles: tables.files, pageContexts: datedContexts, warnings };
}
