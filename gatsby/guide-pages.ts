/** Guide pages at `/news-and-guides/<slug>/`, newest first (by publication), each with three related guides. */
import { categories, paths } from '../src/config/paths';
import type { Guide } from '../src/content/guide-types';
import type { GuideSummary } from '../src/content/guide-types';
import type { OwnedPage } from './site-model-types';

export interface GuidePages {
  pages: OwnedPage[];
  /** Most recently checked first (the date the lists show), for the guides list and the home page. */
  summaries: GuideSummary[];
}

export function guidePages(guides: readonly Guide[]): GuidePages {
  const sortedGuides = [...guides].sort(
    (a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title),
  );
  const pages = sortedGuides.map((guide): OwnedPage => {
    const related = sortedGuides
      .filter((other) => other.slug !== guide.slug && other.category === guide.category)
      .concat(sortedGuides.filter((other) => other.slug !== guide.slug && other.category !== guide.category))
      .slice(0, 3)
      .map((other) => ({ slug: other.slug, title: other.title }));
    return {
      spec: { path: paths.guide(guide.slug), template: 'article', context: { guide, related } },
      owner: guide.slug,
    };
  });
  const byFactsChecked = [...sortedGuides].sort(
    (a, b) => b.factsChecked.localeCompare(a.factsChecked) || b.published.localeCompare(a.published),
  );
  return { pages, summaries: byFactsChecked.map(guideSummary) };
}

function guideSummary(guide: Guide): GuideSummary {
  const categoryName =
    guide.category === 'open-banking'
      ? 'Open banking'
      : guide.category === 'savings'
        ? 'Savings accounts'
        : (Object.values(categories).find((info) => info.segment === guide.category)?.name ?? 'Guide');
  return {
    slug: guide.slug,
    title: guide.title,
    description: guide.description,
    factsChecked: guide.factsChecked,
    readingMinutes: guide.readingMinutes,
    categoryName,
  };
}
