import * as React from 'react';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '../../test/render-with-providers';
import { guides } from '../../content/guides';
import ArticleTemplate from '../article';
import NewsAndGuidesPage from '../../pages/news-and-guides';

type ArticleProps = React.ComponentProps<typeof ArticleTemplate>;

function renderGuide(slug: string) {
  const guide = guides.find((candidate) => candidate.slug === slug)!;
  const props = { pageContext: { guide, related: [] } } as unknown as ArticleProps & PageProps;
  renderWithProviders(<ArticleTemplate {...props} />);
  return guide;
}

describe('a guide’s date', () => {
  it.each([
    ['credit-card-interest-free-days', '2024-08-12', 'Facts checked 12 August 2024'],
    ['buy-now-pay-later-rules-2025', '2026-11-22', 'Facts checked 22 November 2026'],
  ])('%s says when its facts were checked, in those words', (slug, iso, words) => {
    renderGuide(slug);
    const byline = screen.getByText(
      (_, element) => element?.tagName === 'P' && /^By /.test(element.textContent ?? ''),
    );
    expect(byline).toHaveTextContent(words);
    expect(byline.querySelector('time')).toHaveAttribute('datetime', iso);
    expect(byline).not.toHaveTextContent(/updated/i);
  });
});

describe('the guides list', () => {
  it('says when each guide’s facts were checked, not when it was updated', () => {
    const summary = {
      slug: 'credit-card-interest-free-days',
      title: 'How interest-free days work',
      description: 'What up to 55 days means.',
      factsChecked: '2024-08-12',
      readingMinutes: 6,
      categoryName: 'Credit cards',
    };
    const props = { pageContext: { guides: [summary] } } as unknown as React.ComponentProps<
      typeof NewsAndGuidesPage
    >;
    renderWithProviders(<NewsAndGuidesPage {...props} />);
    const line = screen.getByText(/^Facts checked/);
    expect(line).toHaveTextContent('Facts checked 12 August 2024 · 6 min read');
    expect(line.querySelector('time')).toHaveAttribute('datetime', '2024-08-12');
    expect(screen.queryByText(/updated/i)).not.toBeInTheDocument();
  });
});
