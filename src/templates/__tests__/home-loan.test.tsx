import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '../../test/render-with-providers';
import HomeLoanTemplate from '../home-loan';
import type { RawHomeLoanRate } from '../../domain/data/raw-types';

type Props = React.ComponentProps<typeof HomeLoanTemplate>;

function rate(overrides: Partial<RawHomeLoanRate>): RawHomeLoanRate {
  return {
    rateType: 'variable',
    fixedMonths: null,
    repayment: 'principal-and-interest',
    purpose: 'owner-occupier',
    rate: 0.0609,
    comparisonRate: 0.061,
    lvrMin: null,
    lvrMax: 0.8,
    ...overrides,
  };
}

function renderLoan(rates: RawHomeLoanRate[]) {
  const pageContext = {
    code: 'hl',
    product: {
      id: '10001-HL00001',
      name: 'Elevate Loan',
      providerId: '10001',
      providerName: 'Test Bank',
      href: '/home-loans/test-bank/elevate-loan/',
      providerHref: '/home-loans/test-bank/',
      rates,
      minAmount: null,
      maxAmount: null,
      maxTermYears: 30,
      applicationFee: 199,
      annualFee: 0,
    },
    provider: { id: '10001', name: 'Test Bank', slug: 'test-bank', overviewHref: '/providers/test-bank/' },
    asOf: '2024-08-12',
    facts: [],
    features: [],
    siblings: [],
    externalUrl: null,
    showsComparisonRate: true,
  };
  renderWithProviders(<HomeLoanTemplate {...({ pageContext } as unknown as Props & PageProps)} />);
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('a home loan’s rates', () => {
  it('come in one group per purpose and repayment type, the first open, each rate with its comparison rate', async () => {
    renderLoan([
      rate({ purpose: 'investment', repayment: 'interest-only', rate: 0.0719, comparisonRate: 0.0705 }),
      rate({ rateType: 'fixed', fixedMonths: 24, rate: 0.0629, comparisonRate: 0.0655 }),
      rate({ rate: 0.0609, comparisonRate: 0.061 }),
      rate({ lvrMin: 0.8, lvrMax: 0.9, rate: 0.0649, comparisonRate: 0.0651 }),
    ]);
    const section = screen.getByRole('region', { name: 'Rates' });
    expect(section).toHaveTextContent('4 rates, by what the loan is for and how it is repaid. Open a group');
    const groups = within(section).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual([
      'To live in, principal and interest (3 rates)',
      'Investment, interest only (1 rate)',
    ]);
    expect(groups.map((group) => group.hasAttribute('open'))).toEqual([true, false]);

    const liveIn = within(section).getByRole('table', {
      name: 'To live in, principal and interest rates of Elevate Loan',
    });
    expect(
      within(liveIn)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rate', 'Type', 'LVR']);
    expect(rowsOf(liveIn)).toEqual([
      ['6.09% p.a.6.10% p.a. comparison rate*', 'Variable', 'Up to 80%'],
      ['6.49% p.a.6.51% p.a. comparison rate*', 'Variable', '80% to 90%'],
      ['6.29% p.a.6.55% p.a. comparison rate*', 'Fixed 2 years', 'Up to 80%'],
    ]);

    // A closed group opens from its summary (the browser's own disclosure, keyboard included).
    const investment = groups[1]!;
    await userEvent.click(investment.querySelector('summary')!);
    expect(investment).toHaveAttribute('open');
    expect(rowsOf(within(investment).getByRole('table'))).toEqual([
      ['7.19% p.a.7.05% p.a. comparison rate*', 'Variable', 'Up to 80%'],
    ]);
  });

  it('shows loan sizes only in a group where some rate is limited to one', () => {
    renderLoan([
      rate({ rate: 0.0639 }),
      rate({ rate: 0.0609, minLoanAmount: 150_000 }),
      rate({ purpose: 'investment', rate: 0.0669 }),
    ]);
    const [liveIn, investment] = screen.getAllByRole('table');
    expect(rowsOf(liveIn!)).toEqual([
      ['6.39% p.a.6.10% p.a. comparison rate*', 'Variable', 'Up to 80%', 'Any'],
      ['6.09% p.a.6.10% p.a. comparison rate*', 'Variable', 'Up to 80%', '$150,000 or more'],
    ]);
    expect(within(investment!).queryByRole('columnheader', { name: 'Loan size' })).not.toBeInTheDocument();
  });

  it('has one group and no instruction to open others when every rate is of one kind', () => {
    renderLoan([rate({}), rate({ rateType: 'fixed', fixedMonths: 12 })]);
    const section = screen.getByRole('region', { name: 'Rates' });
    expect(section).toHaveTextContent('2 rates, by what the loan is for and how it is repaid.');
    expect(section).not.toHaveTextContent('Open a group');
    expect(within(section).getAllByRole('group')).toHaveLength(1);
  });

  it('has no rates section when the loan publishes no rates', () => {
    renderLoan([]);
    expect(screen.queryByRole('region', { name: 'Rates' })).not.toBeInTheDocument();
  });
});
