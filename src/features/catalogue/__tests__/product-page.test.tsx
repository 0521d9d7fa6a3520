import * as React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProductPage } from '../product-page';
import type { ProductPageContext } from '../view-models';

function context(features: string[]): ProductPageContext<Record<string, unknown>> {
  return {
    code: 'cc',
    product: {
      id: '10001-CC00001',
      name: 'Low Rate card',
      providerId: '10001',
      providerName: 'Test Bank',
      href: '/credit-cards/test-bank/low-rate/',
      providerHref: '/credit-cards/test-bank/',
    },
    provider: { id: '10001', name: 'Test Bank', slug: 'test-bank', overviewHref: '/providers/test-bank/' },
    asOf: '2024-08-12',
    facts: [],
    features,
    siblings: [],
    externalUrl: null,
    showsComparisonRate: false,
  };
}

describe('a product page’s features', () => {
  it('lists each feature as the build put it in words', () => {
    renderWithProviders(
      <ProductPage
        context={context([
          'Extra cards for other people',
          'Works with phone wallets',
          'Interest-free days on purchases',
          'Mystery perk',
        ])}
      />,
    );
    const list = within(screen.getByRole('region', { name: 'Features' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Extra cards for other people',
      'Works with phone wallets',
      'Interest-free days on purchases',
      'Mystery perk',
    ]);
  });

  it('has no features section when the product states none', () => {
    renderWithProviders(<ProductPage context={context([])} />);
    expect(screen.queryByRole('region', { name: 'Features' })).not.toBeInTheDocument();
  });
});
