/**
 * Editorial content model for guides (/news-and-guides/<slug>/) and static pages.
 *
 * Inline markup allowed in `p`, `ul`, `ol` and `callout` text:
 * - links to our own pages only, written as [label](/path/)
 * - bold, written as **text**
 */
export type Block =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'callout'; tone: 'info' | 'warning'; text: string }
  | { type: 'example'; title: string; rows: { label: string; value: string }[]; note?: string };

export interface Guide {
  /** kebab-case, used in /news-and-guides/<slug>/ */
  slug: string;
  title: string;
  /** At most 155 characters, used as the meta description. */
  description: string;
  category:
    | 'credit-cards'
    | 'home-loans'
    | 'personal-loans'
    | 'car-loans'
    | 'savings'
    | 'term-deposits'
    | 'bank-accounts'
    | 'buy-now-pay-later'
    | 'open-banking';
  /** ISO date (YYYY-MM-DD). */
  published: string;
  /**
   * ISO date (YYYY-MM-DD): the date the guide's facts were checked, shown as "Facts checked …".
   * For a guide whose rates, fees and other figures come from the product data banks publish, it
   * is the date of that data (12 August 2024: figures can be no fresher than it); for a guide about
   * rules, the day they were checked against the law and the regulators' pages. Written here by
   * hand when a check is made, never taken from a build or a file's date.
   */
  factsChecked: string;
  /** Estimated at about 220 words a minute. */
  readingMinutes: number;
  author: string;
  blocks: Block[];
}

export interface StaticPageContent {
  title: string;
  description: string;
  blocks: Block[];
}

/** A guide as the guides index lists it (built by gatsby/guide-pages.ts). */
export interface GuideSummary {
  slug: string;
  title: string;
  description: string;
  /** When the guide's facts were checked (see Guide in src/content/guide-types.ts). */
  factsChecked: string;
  readingMinutes: number;
  categoryName: string;
}
