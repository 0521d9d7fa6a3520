/**
 * The shapes the page builders produce and gatsby-node consumes. A leaf module, so that the
 * builders and the composer in site-model.ts share them without importing one another.
 */
import type { RowIdentity } from '../src/features/compare/table-config';

export type TemplateName =
  | 'card'
  | 'home-loan'
  | 'personal-loan'
  | 'term-deposit'
  | 'savings-account'
  | 'transaction-account'
  | 'bnpl'
  | `provider-${string}`
  | 'provider-overview'
  | 'article';

export interface PageSpec {
  path: string;
  template: TemplateName;
  context: object;
}

/** A page and the record it is made from, named when its address clashes with another page's. */
export interface OwnedPage {
  spec: PageSpec;
  owner: string;
}

export interface TableFile {
  /** Site path of the JSON file, e.g. `/table-data/hl-1a2b3c4d.json`. */
  path: string;
  rows: RowIdentity[];
}

export interface SiteModel {
  pages: PageSpec[];
  /** Full row sets of the tables too large to ship in page data. */
  tableFiles: TableFile[];
  /** Context for pages that live in src/pages, by path. */
  pageContexts: Record<string, object>;
  warnings: string[];
}
