import type { Guide } from '../src/content/guide-types';
import { guidePages } from './guide-pages';

const guide = (slug: string, published: string, factsChecked: string): Guide =>
  ({
    slug,
    title: slug,
    description: slug,
    category: 'credit-cards',
    published,
    factsChecked,
    readingMinutes: 3,
    blocks: [],
  }) as unknown as Guide;

describe('the guides lists', () => {
  it('run from the most recently checked, the date they show, then the newest', () => {
    const { summaries } = guidePages([
      guide('old-rules', '2024-01-10', '2026-11-22'),
      guide('new-figures', '2024-08-20', '2024-08-12'),
      guide('older-figures', '2024-05-01', '2024-08-12'),
    ]);
    expect(summaries.map((summary) => [summary.slug, summary.factsChecked])).toEqual([
      ['old-rules', '2026-11-22'],
      ['new-figures', '2024-08-12'],
      ['older-figures', '2024-08-12'],
    ]);
  });
});
