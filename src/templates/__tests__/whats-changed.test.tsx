import * as React from 'react';
import { screen, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '../../test/render-with-providers';
import WhatsChangedPage from '../../pages/whats-changed';

type Props = React.ComponentProps<typeof WhatsChangedPage>;

function renderPage(extra: object = {}) {
  const pageContext = {
    ...extra,
    dataDate: '2024-08-12',
    categories: [
      {
        code: 'hl',
        name: 'Home loans',
        total: 30,
        since: '2022-05-23',
        changes: [
          {
            on: '2024-07-31',
            productName: 'Basic Home Loan',
            providerName: 'Alpha Bank',
            href: '/home-loans/alpha/basic/',
            summary:
              'Variable rate, principal and interest, owner-occupier changed from 5.99% p.a. to 6.19% p.a. (comparison rate 6.23% p.a.)',
          },
        ],
      },
      { code: 'td', name: 'Term deposits', total: 0, since: null, changes: [] },
    ],
  };
  renderWithProviders(<WhatsChangedPage {...({ pageContext } as unknown as Props & PageProps)} />);
}

describe('the what’s changed page', () => {
  it('lists each category’s changes with the product linked, and says how many there are since when', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What’s changed');
    const homeLoans = screen.getByRole('region', { name: 'Home loans' });
    expect(within(homeLoans).getByText(/changes recorded since/)).toHaveTextContent(
      '30 changes recorded since 23 May 2022; the latest 1 are below.',
    );
    const [item] = within(homeLoans).getAllByRole('listitem');
    expect(item).toHaveTextContent('31 July 2024: Basic Home Loan (Alpha Bank). Variable rate');
    expect(within(item as HTMLElement).getByRole('link', { name: 'Basic Home Loan' })).toHaveAttribute(
      'href',
      '/home-loans/alpha/basic/',
    );
  });

  it('says plainly when a category has no changes yet', () => {
    renderPage();
    const deposits = screen.getByRole('region', { name: 'Term deposits' });
    expect(deposits).toHaveTextContent('No changes recorded yet.');
    expect(within(deposits).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the banks and lenders a refresh added or withdrawn, saying which is which', () => {
    renderPage({
      providers: [
        {
          on: '2026-11-26',
          name: 'Wattle Home Lending',
          kind: 'non-bank lender',
          change: 'added',
          href: '/providers/wattle-home-lending/',
        },
        { on: '2026-11-20', name: 'Old Credit Union', kind: 'bank', change: 'withdrawn', href: null },
      ],
    });
    const providers = screen.getByRole('region', { name: 'Banks and lenders' });
    expect(
      within(providers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '26 November 2026: Wattle Home Lending, a non-bank lender, added: its products are compared here from that day.',
      '20 November 2026: Old Credit Union, a bank, withdrawn: it no longer publishes products we compare.',
    ]);
    expect(within(providers).getByRole('link', { name: 'Wattle Home Lending' })).toHaveAttribute(
      'href',
      '/providers/wattle-home-lending/',
    );
    expect(screen.getByRole('navigation', { name: 'Categories on this page' })).toHaveTextContent(
      'Banks and lenders',
    );
  });

  it('has no such list before any was recorded', () => {
    renderPage();
    expect(screen.queryByRole('region', { name: 'Banks and lenders' })).not.toBeInTheDocument();
  });
});
