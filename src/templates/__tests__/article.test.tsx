import * as React from 'react';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '../../test/render-with-providers';
import { guides } from '../../content/guides';
import ArticleTemplate from '../article';

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
