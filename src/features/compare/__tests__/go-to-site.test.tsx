import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComparisonTable } from '../comparison-table';
import { creditCardTableConfig, type CreditCardTableRow } from '../configs/credit-cards';

afterEach(() => window.history.replaceState(null, '', '/'));

function card(id: string, name: string, hasSite: boolean): CreditCardTableRow {
  return {
    id,
    name,
    providerId: '10001',
    providerName: 'Test Bank',
    href: `/credit-cards/test-bank/${id}/`,
    providerHref: '/credit-cards/test-bank/',
    urlSlug: id,
    cdrProductId: id,
    url: null,
    applicationUrl: null,
    lastUpdated: '2024-08-01',
    annualFee: 0,
    purchaseRate: 0.2,
    interestFreeDays: 55,
    rewardProgramId: 0,
    rewardProgramName: null,
    earnRate: null,
    balanceTransferRate: null,
    balanceTransferMonths: null,
    minCreditLimit: 1000,
    ...(hasSite ? { hasSite: true as const } : {}),
  };
}

const rows = [card('10001-CC00001', 'Low Rate', true), card('10001-CC00002', 'Branch Only', false)];
const config = creditCardTableConfig([]);

function expectRedirectTo(link: HTMLElement, productId: string) {
  const href = new URL(link.getAttribute('href') ?? '', 'https://staysmart.example');
  expect(href.pathname).toBe('/redirect/index.html');
  expect(href.searchParams.get('o')).toBe(productId);
  expect(href.searchParams.get('t')).toBe('Switch');
  expect(href.searchParams.get('pname')).toBe('Test Bank');
  // The page the visitor left from, base64: "/credit-cards/".
  expect(atob(href.searchParams.get('webpage') ?? '')).toBe('/credit-cards/');
  expect(link).toHaveAttribute('target', '_blank');
}

test('a product with an address on its bank’s site has a Go to site link through the redirect; one without has none', () => {
  window.history.replaceState(null, '', '/credit-cards/');
  render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} />);
  const table = screen.getByRole('table', { name: 'Credit cards' });
  const link = within(table).getByRole('link', {
    name: 'Go to site, opens Test Bank’s website for Low Rate in a new tab',
  });
  expectRedirectTo(link, '10001-CC00001');
  expect(within(table).getAllByRole('link', { name: /^Go to site/ })).toHaveLength(1);
});

test('the side-by-side view has the same link for each product that has one', async () => {
  window.history.replaceState(null, '', '/credit-cards/');
  const user = userEvent.setup();
  render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} />);
  await user.click(screen.getByLabelText('Compare Low Rate'));
  await user.click(screen.getByLabelText('Compare Branch Only'));
  Element.prototype.scrollIntoView = jest.fn();
  try {
    await user.click(screen.getByRole('button', { name: 'Compare side by side' }));
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
  const side = screen.getByRole('table', { name: 'Selected products side by side' });
  const links = within(side).getAllByRole('link', { name: /^Go to site/ });
  expect(links).toHaveLength(1);
  expectRedirectTo(links[0]!, '10001-CC00001');
});
