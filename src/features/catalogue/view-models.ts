/**
 * What gatsby-node hands to each page and template in page context. Everything here is plain,
 * already-normalised data: no NaN, no sentinel, rates as fractions, money in dollars rounded
 * to the cent.
 */
import type { ProviderKinds } from '../../domain/provider-kinds';
import type { ProductCategory } from '../../config/paths';
import type { ProductChanges } from '../changes/product-changes';
import type { RowIdentity } from '../compare/table-config';
import type { LazyRows } from '../compare/use-full-rows';

export interface ProviderLink {
  id: string;
  name: string;
  slug: string;
  overviewHref: string;
}

export interface Fact {
  label: string;
  value: string;
  /** Small print under the value, e.g. the comparison-rate basis. */
  note?: string;
}

export interface SponsoredPlacement {
  rowId: string;
  name: string;
  href: string;
  providerName: string;
  /** Why it is there, in our words: e.g. "Paid placement by Bank X". */
  label: string;
}

export interface CategoryPageContext<S extends RowIdentity> {
  /** What the page says of figures older than it (gatsby/stale-figures.ts); null while they are current. */
  staleNotice?: string | null;
  code: ProductCategory;
  /** Every row, or with `lazy` the first page of the default view. */
  rows: S[];
  lazy?: LazyRows;
  productCount: number;
  /** The rows of the table as it opens (its starting filters), at most `productCount`. */
  startingView?: number;
  /** The table lists banks and non-bank lenders both: it offers "Banks only" / "All lenders". */
  lenderKinds?: true;
  asOf: string;
  /** Where the figures come from, after "as of <day>,", when the build words it (buy now pay later). */
  sourceWords?: string;
  providerCount: number;
  /** How many of the providers are banks and how many non-bank lenders (not for buy now pay later). */
  providerKinds?: ProviderKinds;
  sponsored: SponsoredPlacement[];
  /** Credit cards: the reward programs used by the cards, for the filter. */
  programs?: { id: number; name: string }[];
}

export interface ProductPageContext<P> {
  /** What the page says of figures older than it (gatsby/stale-figures.ts); null while they are current. */
  staleNotice?: string | null;
  code: ProductCategory;
  product: P & RowIdentity;
  provider: ProviderLink;
  asOf: string;
  /**
   * The day the bank last updated the product (its record's `lastUpdated`) and the day we last
   * fetched it; absent for hand-curated products, which give `asOf`, the day their facts were checked.
   */
  dates?: { bankUpdated: string; fetched: string };
  /** Its latest change and the history of the figure it leads with, when it has changed. */
  changes?: ProductChanges;
  facts: Fact[];
  /**
   * CDR feature types in words (`Works with phone wallets`), put in words when the site is built
   * (src/domain/cdr/product-words.ts), so the page carries no table of codes.
   */
  features: string[];
  /** Other products of the same provider in this category. */
  siblings: { name: string; href: string }[];
  /** The provider's own page for the product, from the bank's published data. */
  externalUrl: string | null;
  showsComparisonRate: boolean;
}

export interface ProviderCategoryContext<S extends RowIdentity> {
  /** What the page says of figures older than it (gatsby/stale-figures.ts); null while they are current. */
  staleNotice?: string | null;
  code: ProductCategory;
  provider: ProviderLink;
  /** The provider is a non-bank lender: the page says so and what it means for a borrower. */
  nonBankLender?: true;
  rows: S[];
  lazy?: LazyRows;
  productCount: number;
  asOf: string;
  facts: Fact[];
  programs?: { id: number; name: string }[];
}

export interface ProviderOverviewContext {
  provider: ProviderLink & {
    overview: string;
    advantages: string;
    security: string;
    service: string;
    bank: boolean;
    big4: boolean;
    abn: string | null;
    website: string | null;
  };
  categories: { code: ProductCategory; name: string; count: number; href: string; headline: string | null }[];
  facts: Fact[];
  asOf: string;
}

/** The first row of the home-loan table at its defaults (gatsby/home-loans-landing.ts). */
export interface LowestHomeLoanRate {
  rate: number;
  comparisonRate: number | null;
  /** The loan the rate is for: its amount in dollars and its loan-to-value ratio (0.6 is 60%). */
  amount: number;
  lvr: number;
}
