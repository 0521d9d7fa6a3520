import * as React from 'react';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '../../test/render-with-providers';
import ProviderTermDepositsTemplate from '../provider-term-deposits';
import type { ProviderCategoryContext } from '../../features/catalogue/view-models';
import type { RowIdentity } from '../../features/compare/table-config';

type Props = React.ComponentProps<typeof ProviderTermDepositsTemplate>;

const STALE =
  'These figures are from 12 August 2024, more than a month ago: rates may have changed since. Check the provider’s site before you apply.';

function renderPage(staleNotice: string | null) {
  const pageContext: ProviderCategoryContext<RowIdentity> = {
    staleNotice,
    code: 'td',
    provider: {
      id: '10001',
      name: 'Alpha Bank',
      href: '/providers/alpha-bank/',
      overviewHref: '/providers/alpha-bank/',
    },
    rows: [],
    productCount: 0,
    asOf: '2024-08-12',
    facts: [],
  } as unknown as ProviderCategoryContext<RowIdentity>;
  renderWithProviders(
    <ProviderTermDepositsTemplate {...({ pageContext } as unknown as Props & PageProps)} />,
  );
}

/** How often the page names the day of its figures. */
const datesSaid = () => (document.body.textContent ?? '').split('12 August 2024').length - 1;

describe('a provider’s term deposits page says the day of its figures once', () => {
  it('in the lead while the figures are current', () => {
    renderPage(null);
    expect(screen.getByText(/from/, { selector: 'p.lead' })).toHaveTextContent('as of 12 August 2024.');
    expect(datesSaid()).toBe(1);
  });

  it('in the warning alone when they are old', () => {
    renderPage(STALE);
    expect(screen.getByText(STALE)).toBeInTheDocument();
    expect(screen.getByText(/from/, { selector: 'p.lead' })).not.toHaveTextContent('as of');
    expect(datesSaid()).toBe(1);
  });
});
