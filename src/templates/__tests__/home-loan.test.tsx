import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '../../test/render-with-providers';
import HomeLoanTemplate from '../home-loan';
import type { RawHomeLoanRate } from '../../domain/data/raw-types';
import { rawHomeLoanRate as rate } from '../../test/fixtures/raw-fixtures';
import { productPageContext } from '../../test/product-page-context';
import { bodyCellTexts } from '../../test/table-cells';

type Props = React.ComponentProps<typeof HomeLoanTemplate>;

function renderLoan(rates: RawHomeLoanRate[]) {
  const pageContext = productPageContext(
    'hl',
    {
      name: 'Elevate Loan',
      rates,
      minAmount: null,
      maxAmount: null,
      maxTermYears: 30,
      applicationFee: 199,
      annualFee: 0,
    },
    '/home-loans/',
  );
  renderWithProviders(<HomeLoanTemplate {...({ pageContext } as unknown as Props & PageProps)} />);
}

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
    expect(bodyCellTexts(liveIn)).toEqual([
      ['6.09% p.a.6.10% p.a. comparison rate*', 'Variable', 'Up to 80%'],
      ['6.49% p.a.6.51% p.a. comparison rate*', 'Variable', '80% to 90%'],
      ['6.29% p.a.6.55% p.a. comparison rate*', 'Fixed 2 years', 'Up to 80%'],
    ]);

    // A closed group opens from its summary (the browser's own disclosure, keyboard included).
    const investment = groups[1]!;
    await userEvent.click(investment.querySelector('summary')!);
    expect(investment).toHaveAttribute('open');
    expect(bodyCellTexts(within(investment).getByRole('table'))).toEqual([
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
    expect(bodyCellTexts(liveIn!)).toEqual([
      ['6.39% p.a.6.12% p.a. comparison rate*', 'Variable', 'Up to 80%', 'Any'],
      ['6.09% p.a.6.12% p.a. comparison rate*', 'Variable', 'Up to 80%', '$150,000 or more'],
    ]);
    expect(within(investment!).queryByRole('columnheader', { name: 'Loan size' })).not.toBeInTheDocument();
  });

  it('has one group and no instruction to open others when every rate is of one kind', () => {
    renderLoan([rate(), rate({ rateType: 'fixed', fixedMonths: 12 })]);
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
