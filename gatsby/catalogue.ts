/**
 * The reference data arranged once for every page builder: providers and reward programs by id,
 * each category's table rows, and each provider's shelf of products in a category. Any product
 * it cannot place (bad slug, unknown provider, reserved provider slug) fails the build, naming it.
 */
import { categories, paths, reservedSegments, type ProductCategory } from '../src/config/paths';
import type { RawDataFiles, RawHomeLoan, RawProvider, RawRewardProgram } from '../src/domain/data/raw-types';
import { labelledName } from '../src/domain/cards/labelled-name';
import { DataError } from '../src/domain/normalise/data-error';
import { productSiteAddress } from '../src/domain/site-address';
import { productSameNameLabels } from '../src/domain/product-labels';
import type { ProviderLink } from '../src/features/catalogue/view-models';
import type { RowIdentity } from '../src/features/compare/table-config';
import type { SearchDoc } from '../src/features/search/search-docs';

/** The categories built from CDR product records; buy now pay later is curated and has no providers. */
export type ProductCode = Exclude<ProductCategory, 'bnpl'>;
export const productCodes: readonly ProductCode[] = ['cc', 'hl', 'pl', 'cl', 'td', 'sv', 'tx'];

const providerFlags: Record<ProductCode, keyof RawProvider> = {
  cc: 'hasCreditCards',
  hl: 'hasHomeLoans',
  pl: 'hasPersonalLoans',
  cl: 'hasCarLoans',
  td: 'hasTermDeposits',
  sv: 'hasSavingsAccounts',
  tx: 'hasBankAccounts',
};

export interface BaseProduct {
  id: string;
  providerId: string;
  name: string;
  urlSlug: string;
  url: string | null;
  /** For business customers: out of the category tables, on its own page with a label. */
  forBusiness?: boolean;
}

/** One provider's products in one category: the provider's category page and its product pages. */
export interface ProviderShelf {
  code: ProductCode;
  provider: RawProvider;
  /** Every product's row, business products' too (their pages); tables show `personalRows` of them. */
  rows: RowIdentity[];
  products: BaseProduct[];
}

/** The rows a comparison table shows: products for business customers are left out. */
export function personalRows(rows: readonly RowIdentity[]): RowIdentity[] {
  return rows.filter((row) => row.forBusiness !== true);
}

export interface Catalogue {
  providers: Map<string, RawProvider>;
  programs: Map<number, RawRewardProgram>;
  /** Each category table's rows: personal products only. */
  rowsByCode: Record<ProductCode, RowIdentity[]>;
  /** By category, then by each provider's first product in the data. */
  shelves: ProviderShelf[];
  countsByProvider: Map<string, Partial<Record<ProductCode, number>>>;
  searchDocs: SearchDoc[];
  warnings: string[];
}

export function productSetsOf(data: RawDataFiles) {
  return {
    cc: data.productsCc,
    hl: data.productsHl,
    pl: data.productsPl,
    cl: data.productsCl,
    td: data.productsTd,
    sv: data.productsSv,
    tx: data.productsTx,
  };
}

export function providerLink(provider: RawProvider): ProviderLink {
  return {
    id: provider.id,
    name: provider.name,
    slug: provider.urlSlug,
    overviewHref: paths.providerOverview(provider.urlSlug),
  };
}

export function assertSlug(dataset: string, id: string, slug: string): void {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    throw new DataError(dataset, id, `urlSlug "${slug}" is not a lower-case, hyphenated address segment`);
  }
}

/**
 * `lastChanged`: each product's latest change day (read-changes.ts), written on its table row as
 * `changedOn` for the tables' "Last changed" column.
 */

/** A loan's package fee a year (a monthly fee x 12), from its lender's packages; 0 when it has none. */
function packageFeeYearly(data: RawDataFiles, loan: RawHomeLoan): number {
  if (loan.packageId === null) return 0;
  const pkg = data.homeLoanProviders.r[loan.providerId]?.hlPackages.find(
    (each) => each.packageId === loan.packageId,
  );
  if (!pkg) return 0;
  return pkg.pfFreq === 'P1M' ? Math.round(pkg.packageFee * 12 * 100) / 100 : pkg.packageFee;
}

/**
 * `cardLabels`: what tells apart cards of one provider with the same name (distinguishing-names.ts),
 * by card id; a card's row is named with it, so tables, the comparison view and its page say it.
 */
export function arrangeCatalogue(
  data: RawDataFiles,
  lastChanged: ReadonlyMap<string, string> = new Map(),
  cardLabels: ReadonlyMap<string, string> = new Map(),
): Catalogue {
  const providers = new Map<string, RawProvider>();
  for (const provider of data.providers) {
    assertSlug('providers', provider.id, provider.urlSlug);
    if ((reservedSegments as readonly string[]).includes(provider.urlSlug)) {
      throw new DataError(
        'providers',
        provider.id,
        `urlSlug "${provider.urlSlug}" is reserved for an app screen`,
      );
    }
    providers.set(provider.id, provider);
  }
  const providerOf = (dataset: string, product: BaseProduct): RawProvider => {
    const provider = providers.get(product.providerId);
    if (!provider) throw new DataError(dataset, product.id, `unknown provider ${product.providerId}`);
    return provider;
  };

  const programs = new Map<number, RawRewardProgram>(
    data.rewardPrograms.map((program) => [program.id, program]),
  );
  const productSets = productSetsOf(data);
  const rowsByCode = {} as Record<ProductCode, RowIdentity[]>;
  const shelves: ProviderShelf[] = [];
  const countsByProvider = new Map<string, Partial<Record<ProductCode, number>>>();
  const searchDocs: SearchDoc[] = [];
  const warnings: string[] = [];

  for (const code of productCodes) {
    const dataset = `products-${code}`;
    const rows: RowIdentity[] = [];
    const byProvider = new Map<string, ProviderShelf>();

    for (const product of productSets[code].products as BaseProduct[]) {
      assertSlug(dataset, product.id, product.urlSlug);
      const provider = providerOf(dataset, product);
      const base: RowIdentity = {
        id: product.id,
        name: code === 'cc' ? labelledName(product.name, cardLabels.get(product.id)) : product.name,
        providerId: provider.id,
        providerName: provider.name,
        href: paths.product(code, provider.urlSlug, product.urlSlug),
        providerHref: paths.categoryProvider(code, provider.urlSlug),
      };
      const changedOn = lastChanged.get(product.id);
      if (changedOn !== undefined) base.changedOn = changedOn;
      if (product.forBusiness === true) base.forBusiness = true;
      if (productSiteAddress(product) !== null) base.hasSite = true;
      if (!provider.bank) base.nonBank = true;
      const row =
        code === 'cc'
          ? {
              ...product,
              ...base,
              rewardProgramName:
                (product as unknown as { rewardProgramId: number }).rewardProgramId === 0
                  ? null
                  : (programs.get((product as unknown as { rewardProgramId: number }).rewardProgramId)
                      ?.name ?? null),
            }
          : code === 'hl'
            ? {
                ...product,
                ...base,
                packageFeeYearly: packageFeeYearly(data, product as unknown as RawHomeLoan),
              }
            : { ...product, ...base };
      if (row.forBusiness !== true) rows.push(row);
      const shelf = byProvider.get(provider.id) ?? { code, provider, rows: [], products: [] };
      shelf.rows.push(row);
      shelf.products.push(product);
      byProvider.set(provider.id, shelf);
      searchDocs.push({
        id: product.id,
        kind: 'product',
        title: product.name,
        provider: provider.name,
        category: categories[code].name,
        href: base.href,
        ...(base.forBusiness ? { detail: 'for business customers' } : {}),
      });
    }
    rowsByCode[code] = rows;
    if (code !== 'cc')
      labelSameNames(
        code,
        [...byProvider.values()].flatMap((shelf) => shelf.rows),
        searchDocs,
      );

    for (const shelf of byProvider.values()) {
      const { provider } = shelf;
      if (!provider[providerFlags[code]]) {
        warnings.push(
          `${provider.name} has ${categories[code].name.toLowerCase()} but its has-flag is false`,
        );
      }
      const counts = countsByProvider.get(provider.id) ?? {};
      counts[code] = personalRows(shelf.rows).length;
      countsByProvider.set(provider.id, counts);
      shelves.push(shelf);
    }
  }

  return { providers, programs, rowsByCode, shelves, countsByProvider, searchDocs, warnings };
}

/**
 * Products of one provider published under the same name (cards have their own labels, above) are
 * named with what tells them apart (same-name-labels.ts) in their rows, pages and search entries.
 */
function labelSameNames(code: ProductCode, rows: RowIdentity[], searchDocs: SearchDoc[]): void {
  const labels = productSameNameLabels(code, rows as never);
  if (labels.size === 0) return;
  for (const row of rows) row.name = labelledName(row.name, labels.get(row.id));
  for (const doc of searchDocs) {
    if (doc.kind === 'product' && labels.has(doc.id)) doc.title = labelledName(doc.title, labels.get(doc.id));
  }
}

/** The reward programs a set of card rows uses, by name (tables offer them as a filter). */
export function programsUsed(
  rows: RowIdentity[],
  programs: Map<number, RawRewardProgram>,
): { id: number; name: string }[] {
  const ids = new Set(rows.map((row) => (row as unknown as { rewardProgramId: number }).rewardProgramId));
  return [...ids]
    .filter((id) => id !== 0)
    .map((id) => ({ id, name: programs.get(id)?.name ?? `Program ${id}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}

export function providerCountOf(rows: RowIdentity[]): number {
  return new Set(rows.map((row) => row.providerId)).size;
}
