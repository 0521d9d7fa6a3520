import * as React from 'react';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '../../test/render-with-providers';
import ProviderHomeLoansTemplate from '../provider-home-loans';
import ProviderOverviewTemplate from '../provider-overview';
import type { ProviderCategoryContext, ProviderOverviewContext } from '../../features/catalogue/view-models';
import type { RowIdentity } from '../../features/compare/table-config';

// A made-up lender: no such company.
const link = {
  id: '90001',
  name: 'Made-up Home Finance',
  slug: 'made-up-home-finance',
  overviewHref: '/providers/made-up-home-finance/',
};

function overview(bank: boolean): ProviderOverviewContext {
  return {
    provider: {
      ...link,
      overview: 'A made-up lender of home loans.',
      advantages: 'Quick decisions.',
      security: 'Regulated.',
      service: 'Online and by phone.',
      bank,
      big4: false,
      abn: null,
      website: null,
    },
    categories: [
      { code: 'hl', name: 'Home loans', count: 2, href: '/home-loans/made-up-home-finance/', headline: null },
    ],
    facts: [],
    asOf: '2026-07-20',
  };
}

function renderOverview(nonBankLender: boolean) {
  type Props = React.ComponentProps<typeof ProviderOverviewTemplate>;
  renderWithProviders(
    <ProviderOverviewTemplate
      {...({ pageContext: overview(!nonBankLender) } as unknown as Props & PageProps)}
    />,
  );
}

function renderHomeLoans(nonBankLender: boolean) {
  type Props = React.ComponentProps<typeof ProviderHomeLoansTemplate>;
  const pageContext: ProviderCategoryContext<RowIdentity> = {
    staleNotice: null,
    code: 'hl',
    provider: link,
    ...(nonBankLender ? { nonBankLender: true as const } : {}),
    rows: [],
    productCount: 0,
    asOf: '2026-07-20',
    facts: [],
  };
  renderWithProviders(<ProviderHomeLoansTemplate {...({ pageContext } as unknown as Props & PageProps)} />);
}

/** The paragraph that says what a non-bank lender is, found by its opening words. */
const note = () => screen.queryByText(/is a non-bank lender/)?.closest('p') ?? null;

describe.each([
  ['overview page', renderOverview],
  ['home loans page', renderHomeLoans],
])('a provider’s %s', (_page, renderPage) => {
  it('of a non-bank lender says so and what it means for a borrower', () => {
    renderPage(true);
    const paragraph = note();
    expect(paragraph).toHaveTextContent('Made-up Home Finance is a non-bank lender.');
    expect(paragraph).toHaveTextContent('not an authorised deposit-taking institution (ADI)');
    expect(paragraph).toHaveTextContent('takes no deposits');
    expect(paragraph).toHaveTextContent('Financial Claims Scheme');
    expect(paragraph).toHaveTextContent('Australian credit licence');
    expect(paragraph).toHaveTextContent('Australian Financial Complaints Authority (AFCA)');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('of a bank says nothing of non-bank lenders', () => {
    renderPage(false);
    expect(note()).toBeNull();
    expect(screen.queryByText(/non-bank/)).not.toBeInTheDocument();
  });
});
