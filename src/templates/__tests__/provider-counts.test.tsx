import * as React from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import HomePage from '../../pages/index';
import CreditCardsPage from '../../pages/credit-cards';

type Page = React.ComponentType<{ pageContext: object }>;

function home(banks: number, lenders: number) {
  const Page = HomePage as unknown as Page;
  renderWithProviders(
    <Page
      pageContext={{
        counts: {},
        providerCount: banks + lenders,
        providerKinds: { banks, lenders },
        asOf: '2026-11-26',
        guides: [],
        popularProviders: [],
      }}
    />,
  );
}

describe('the home page counts banks and non-bank lenders apart', () => {
  it('with non-bank lenders: banks and lenders, and how many of each', () => {
    home(106, 4);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Compare 110 Australian banks and lenders' }),
    ).toBeVisible();
    expect(screen.getByText('106 banks and 4 non-bank lenders.')).toBeVisible();
  });

  it('with banks alone: banks', () => {
    home(106, 0);
    expect(screen.getByRole('heading', { level: 2, name: 'Compare 106 Australian banks' })).toBeVisible();
    expect(screen.queryByText(/non-bank lenders/)).not.toBeInTheDocument();
  });
});

describe('a category page says which of its providers are non-bank lenders', () => {
  const cards = (providerKinds?: object) => {
    const Page = CreditCardsPage as unknown as Page;
    renderWithProviders(
      <Page
        pageContext={{
          code: 'cc',
          rows: [],
          productCount: 180,
          asOf: '2026-11-26',
          providerCount: 69,
          ...(providerKinds ? { providerKinds } : {}),
          sponsored: [],
          programs: [],
        }}
      />,
    );
  };

  it('with some', () => {
    cards({ banks: 67, lenders: 2 });
    expect(screen.getByText(/products from/)).toHaveTextContent(
      '180 products from 69 providers (67 banks and 2 non-bank lenders).',
    );
  });

  it('with none', () => {
    cards({ banks: 69, lenders: 0 });
    expect(screen.getByText(/products from/)).toHaveTextContent('180 products from 69 providers.');
  });
});
