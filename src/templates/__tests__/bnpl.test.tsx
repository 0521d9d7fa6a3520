import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '../../test/render-with-providers';
import { rawBnplProvider } from '../../test/fixtures/raw-fixtures';
import { productPageContext } from '../../test/product-page-context';
import BnplTemplate from '../bnpl';
import BuyNowPayLaterPage from '../../pages/buy-now-pay-later';
import CreditCardsPage from '../../pages/credit-cards';
import { ComparisonTable } from '../../features/compare/comparison-table';
import { bnplTableConfig, type BnplTableRow } from '../../features/compare/configs/bnpl';

type TemplateProps = React.ComponentProps<typeof BnplTemplate>;

const service = (overrides: Partial<BnplTableRow>): BnplTableRow => ({
  ...rawBnplProvider({
    source: 'Afterpay’s help centre article on late fees; the $3,000 upper limit is an estimate.',
  }),
  providerId: 'afterpay',
  providerName: 'Afterpay',
  href: '/buy-now-pay-later/afterpay/',
  providerHref: '/buy-now-pay-later/afterpay/',
  ...overrides,
});

describe('a buy now pay later service’s page', () => {
  it('says the figures are collected by hand, when they were checked (as a date), and where from', () => {
    const pageContext = productPageContext('bnpl', service({}), '/buy-now-pay-later/');
    renderWithProviders(<BnplTemplate {...({ pageContext } as unknown as TemplateProps & PageProps)} />);
    const checked = screen.getByText(/collected these figures by hand/);
    expect(checked).toHaveTextContent(
      'Afterpay does not publish Consumer Data Right product data yet, so we collected these figures by hand from the provider’s own pages. We last checked them on 22 November 2026.',
    );
    expect(checked.querySelector('time')).toHaveAttribute('datetime', '2026-11-22');
    expect(screen.getByText(/^Where they come from:/)).toHaveTextContent(
      'Where they come from: Afterpay’s help centre article on late fees; the $3,000 upper limit is an estimate.',
    );
  });
});

describe('a service that publishes its own data', () => {
  it('names the provider, the day it updated the figures and the day we fetched them', () => {
    const published = service({
      name: 'Koala Pay in 4',
      origin: 'consumer-data-right',
      publisherName: 'Koala Pay',
      cdrProductId: 'koala-pay-in-4',
      lastUpdated: '2026-11-20',
      checkedOn: '2026-11-26',
      source:
        'Koala Pay’s own product data, published under the Consumer Data Right (product koala-pay-in-4).',
    });
    const pageContext = productPageContext('bnpl', published, '/buy-now-pay-later/');
    renderWithProviders(<BnplTemplate {...({ pageContext } as unknown as TemplateProps & PageProps)} />);
    const dates = screen.getByText(/publishes these figures/);
    expect(dates).toHaveTextContent(
      'Koala Pay publishes these figures under the Consumer Data Right. Koala Pay last updated them on 20 November 2026; we last checked them on 26 November 2026.',
    );
    expect(screen.queryByText(/by hand/)).not.toBeInTheDocument();
  });
});

describe('the comparison pages say where their figures come from', () => {
  const category = (code: 'bnpl' | 'cc') => ({
    code,
    rows: [],
    productCount: 6,
    asOf: '2026-11-22',
    providerCount: 6,
    sponsored: [],
  });

  it('buy now pay later: collected by hand', () => {
    const Page = BuyNowPayLaterPage as unknown as React.ComponentType<{ pageContext: object }>;
    renderWithProviders(<Page pageContext={category('bnpl')} />);
    expect(screen.getByText(/as of/)).toHaveTextContent(
      'Fees and limits as of 22 November 2026, collected by hand from each provider’s own pages. Check the provider’s site before you apply.',
    );
  });

  it('banks’ products: from the data they publish', () => {
    const Page = CreditCardsPage as unknown as React.ComponentType<{ pageContext: object }>;
    renderWithProviders(<Page pageContext={{ ...category('cc'), programs: [] }} />);
    expect(screen.getByText(/as of/)).toHaveTextContent(
      'Rates and fees as of 22 November 2026, from the product data providers publish. Check the provider’s site before you apply.',
    );
  });
});

test('a service with no late fee says "None", not "$0, at most $0"', () => {
  render(
    <ComparisonTable
      config={bnplTableConfig}
      rows={[service({}), service({ id: 'free', name: 'Free', latePaymentFee: 0, maxLateFees: 0 })]}
      noun={['service', 'services']}
    />,
  );
  const table = screen.getByRole('table', { name: 'Buy now pay later services' });
  const lateFees = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
  expect(lateFees).toEqual(['$10, at most $68', 'None']);
});
