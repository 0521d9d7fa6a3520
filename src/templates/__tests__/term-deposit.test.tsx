import * as React from 'react';
import { screen, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderWithProviders } from '../../test/render-with-providers';
import TermDepositTemplate from '../term-deposit';
import type { RawTermDepositRate } from '../../domain/data/raw-types';
import { rawTermDepositRate as rate } from '../../test/fixtures/raw-fixtures';
import { productPageContext } from '../../test/product-page-context';
import { bodyCellTexts } from '../../test/table-cells';

type Props = React.ComponentProps<typeof TermDepositTemplate>;

function renderDeposit(rates: RawTermDepositRate[]) {
  const pageContext = productPageContext(
    'td',
    { name: 'Term Deposit', rates, minDeposit: 5000, maxDeposit: null },
    '/term-deposits/',
  );
  renderWithProviders(<TermDepositTemplate {...({ pageContext } as unknown as Props & PageProps)} />);
}

describe('a term deposit’s rates', () => {
  it('come in one group per way interest is paid, at maturity first and open, each by term', () => {
    renderDeposit([
      rate({ interestPayment: 'monthly', rate: 0.044 }),
      rate({ termMonths: 6, termDays: 182, rate: 0.047 }),
      rate({ termMonths: 0, termDays: 90, rate: 0.043, maxAmount: 1_999_999.99 }),
      rate({ rate: 0.046 }),
    ]);
    const section = screen.getByRole('region', { name: 'Rates by term' });
    expect(section).toHaveTextContent('4 rates, by how interest is paid. Open a group to see its rates.');
    const groups = within(section).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual([
      'Interest paid at maturity (3 rates)',
      'Interest paid monthly (1 rate)',
    ]);
    expect(groups.map((group) => group.hasAttribute('open'))).toEqual([true, false]);
    const atMaturity = within(groups[0]!).getByRole('table');
    expect(
      within(atMaturity)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Term', 'Rate', 'Amount']);
    expect(bodyCellTexts(atMaturity)).toEqual([
      ['90 days', '4.30% p.a.', '$5,000 to $1,999,999.99'],
      ['6 months', '4.70% p.a.', '$5,000 or more'],
      ['1 year', '4.60% p.a.', '$5,000 or more'],
    ]);
    expect(bodyCellTexts(within(groups[1]!).getByRole('table'))).toEqual([
      ['1 year', '4.40% p.a.', '$5,000 or more'],
    ]);
  });

  it('has no rates section when the deposit publishes no rates', () => {
    renderDeposit([]);
    expect(screen.queryByRole('region', { name: 'Rates by term' })).not.toBeInTheDocument();
  });
});
