/**
 * What a product page is told about its changes, worked out when the site is built
 * (gatsby/changes-product-context.ts) from that product's own entries only, so the page carries
 * a short list of dates and figures and never the change history of the whole site.
 */
import type { HistoryChart } from './history-chart';

/** The latest change of the figure the page leads with, in words. */
export interface LatestChange {
  on: string;
  /** `Rate` or `Monthly fee`: the sentence's subject. */
  subject: string;
  /** The figure's full name, e.g. `Variable rate, principal and interest, to live in, LVR up to 80%`. */
  figure: string;
  from: string;
  to: string;
}

/** That figure over time, once it has more than one point. */
export interface FigureHistory {
  /** The section's heading, e.g. `Rate history`. */
  heading: string;
  /** The table's value column, e.g. `Rate`. */
  valueHeader: string;
  figure: string;
  chart: HistoryChart;
  /**
   * Newest first: the day a value was first seen, and the value as the page writes it. The last
   * row is the value before the first change, which held `until` that day.
   */
  rows: { on: string; value: string; until?: boolean }[];
}

export interface ProductChanges {
  latest: LatestChange | null;
  history: FigureHistory | null;
}

/** The part of a product page's context these add. */
export interface ProductChangesContext {
  changes?: ProductChanges;
}
