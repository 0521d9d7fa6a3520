import * as React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProductPage } from '../product-page';
import type { ProductPageContext } from '../view-models';
import { historyChart } from '../../changes/history-chart';
import { productPageContext } from '../../../test/product-page-context';

function context(features: string[]): ProductPageContext<Record<string, unknown>> {
  return { ...productPageContext('cc', { name: 'Low Rate card' }), features };
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

describe('a product page’s dates and changes', () => {
  const withChanges = (): ProductPageContext<Record<string, unknown>> => ({
    ...context([]),
    dates: { bankUpdated: '2024-07-13', fetched: '2026-11-26' },
    changes: {
      latest: {
        on: '2026-11-20',
        subject: 'Purchase rate',
        figure: 'Purchase rate',
        from: '20.99% p.a.',
        to: '21.99% p.a.',
      },
      history: {
        heading: 'Rate history',
        valueHeader: 'Rate',
        figure: 'Purchase rate',
        chart: historyChart(
          [
            { on: '2023-02-01', value: 0.1999 },
            { on: '2023-02-01', value: 0.2099 },
            { on: '2026-11-20', value: 0.2199 },
          ],
          {
            unit: 'rate',
            figure: 'Purchase rate',
            until: '2026-11-26',
            format: (v) => `${(v * 100).toFixed(2)}% p.a.`,
          },
        ),
        rows: [
          { on: '2026-11-20', value: '21.99% p.a.' },
          { on: '2023-02-01', value: '20.99% p.a.' },
          { on: '2023-02-01', value: '19.99% p.a.', until: true },
        ],
      },
    },
  });

  it('says when the bank last updated the product and when it was last checked', () => {
    renderWithProviders(<ProductPage context={withChanges()} />);
    expect(screen.getByText(/Test Bank last updated it on/)).toHaveTextContent(
      'Test Bank last updated it on 13 July 2024; we last checked it on 26 November 2026.',
    );
  });

  it('says what changed last, and shows the history as a named chart and a table', () => {
    renderWithProviders(<ProductPage context={withChanges()} />);
    expect(screen.getByText(/changed on/).closest('p')).toHaveTextContent(
      'Purchase rate changed on 20 November 2026 from 20.99% p.a. to 21.99% p.a.',
    );
    const history = screen.getByRole('region', { name: 'Rate history' });
    expect(within(history).getByRole('img')).toHaveAccessibleName(
      /^Purchase rate from 1 February 2023 to 26 November 2026: first 19.99% p.a./,
    );
    const rows = within(within(history).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '20 November 202621.99% p.a.',
      '1 February 202320.99% p.a.',
      'Until 1 February 202319.99% p.a.',
    ]);
  });

  it('says nothing of changes for a product without any, and gives the checked date of a curated one', () => {
    renderWithProviders(<ProductPage context={context([])} />);
    expect(screen.queryByText(/changed on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rate history' })).not.toBeInTheDocument();
    expect(screen.getByText(/Figures as of/)).toHaveTextContent('Figures as of 12 August 2024.');
  });
});

describe('who a product is for', () => {
  it('says "For business customers" right under the heading of a business product', () => {
    const business = productPageContext('cc', { name: 'Interest-Free Days credit card', forBusiness: true });
    renderWithProviders(<ProductPage context={{ ...business, features: [] }} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Interest-Free Days credit card' });
    const notice = heading.nextElementSibling;
    expect(notice).toHaveTextContent(/^For business customers\./);
    expect(notice).toHaveTextContent(
      'our comparison tables and stay-or-switch checks for personal customers leave it out',
    );
  });

  it('says nothing of it on a personal product', () => {
    renderWithProviders(<ProductPage context={context([])} />);
    expect(screen.queryByText(/For business customers/)).not.toBeInTheDocument();
  });
});
