import * as React from 'react';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '../../test/render-with-providers';
import HomeLoansLandingPage from '../../pages/home-loans-landing';

type Props = React.ComponentProps<typeof HomeLoansLandingPage>;

function renderPage(lowestRate: Props['pageContext']['lowestRate']) {
  const pageContext = {
    loanCount: 1846,
    lenderCount: 96,
    lowestRate,
    figuresDates: { from: '2024-08-12', to: '2024-08-12' },
  };
  renderWithProviders(<HomeLoansLandingPage {...({ pageContext } as unknown as Props & PageProps)} />);
}

describe('the home-loans landing page', () => {
  it('quotes the lowest rate for the loan it states, with its comparison rate and the warning', () => {
    renderPage({ rate: 0.0569, comparisonRate: 0.0571, amount: 500_000, lvr: 0.6 });
    const sentence = screen.getByText(/rates start at/);
    expect(sentence).toHaveTextContent(
      'For a $500,000 loan to live in, at up to 60% of the property’s value, variable principal-and-interest rates start at 5.69% p.a. (5.71% p.a. comparison rate*).',
    );
    expect(screen.getByRole('link', { name: '*' })).toHaveAttribute('href', '#comparison-rate-warning');
    expect(document.getElementById('comparison-rate-warning')).toHaveTextContent(/WARNING/);
    expect(document.body).not.toHaveTextContent('..');
    expect(screen.getByText('Figures as published by the lenders on 12 August 2024.')).toBeInTheDocument();
  });

  it('says so when the lowest rate has no published comparison rate', () => {
    renderPage({ rate: 0.0569, comparisonRate: null, amount: 500_000, lvr: 0.6 });
    expect(screen.getByText(/rates start at/)).toHaveTextContent(
      '5.69% p.a. (comparison rate not published)',
    );
  });

  it('quotes no rate, and no warning, when no loan fits', () => {
    renderPage(null);
    expect(screen.queryByText(/rates start at/)).not.toBeInTheDocument();
    expect(document.getElementById('comparison-rate-warning')).toBeNull();
    expect(screen.queryByText(/Figures as published/)).not.toBeInTheDocument();
    expect(screen.getByText(/compare it with 1,846 home loans from 96 lenders\./)).toBeInTheDocument();
  });
});
