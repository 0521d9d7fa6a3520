import * as React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ComparisonTable } from '../comparison-table';
import { creditCardTableConfig, type CreditCardTableRow } from '../configs/credit-cards';
import { FULL_ROWS_QUIET_MS } from '../use-full-rows';

function card(index: number): CreditCardTableRow {
  return {
    id: `c${index}`,
    name: `Card ${String(index).padStart(2, '0')}`,
    providerId: '10001',
    providerName: 'Test Bank',
    href: `/credit-cards/test-bank/c${index}/`,
    providerHref: '/credit-cards/test-bank/',
    urlSlug: `c${index}`,
    cdrProductId: `c${index}`,
    url: null,
    applicationUrl: null,
    lastUpdated: '2024-08-01',
    annualFee: index * 10,
    purchaseRate: 0.2,
    interestFreeDays: 55,
    rewardProgramId: 0,
    rewardProgramName: null,
    earnRate: null,
    balanceTransferRate: index === 39 ? 0 : null,
    balanceTransferMonths: index === 39 ? 12 : null,
    minCreditLimit: 1000,
  };
}

const all = Array.from({ length: 40 }, (_, i) => card(i));
const config = creditCardTableConfig([]);
let requests = 0;
let failNext = false;
const server = setupServer(
  http.get('http://localhost/table-data/cc.json', () => {
    requests += 1;
    if (failNext) {
      failNext = false;
      return new HttpResponse(null, { status: 503 });
    }
    return HttpResponse.json(all);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = 0;
  // No idle prefetch in these tests: only interaction loads the rows.
  window.requestIdleCallback = (() => 0) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
});
// The table keeps its sort and filters in the address: each test starts from a clean one.
afterEach(() => window.history.replaceState(null, '', '/'));
afterAll(() => server.close());

function names() {
  return within(screen.getByRole('table', { name: 'Credit cards' }))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getAllByRole('link')[0]!.textContent);
}

test('shows the first page from page data and fetches the rest on the first interaction', async () => {
  const user = userEvent.setup();
  render(
    <ComparisonTable
      config={config}
      rows={all.slice(0, 25)}
      lazy={{ url: '/table-data/cc.json', total: 40 }}
      noun={['card', 'cards']}
    />,
  );
  expect(names()).toHaveLength(25);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 25 of 40 cards');
  expect(requests).toBe(0);

  await user.click(screen.getByLabelText('Balance transfer offer'));
  expect(await screen.findByText(/^Showing 1 of 1 card, sorted by /)).toBeInTheDocument();
  expect(names()).toEqual(['Card 39']);
  expect(requests).toBe(1);

  await user.click(screen.getByLabelText('Balance transfer offer'));
  await user.click(screen.getByRole('button', { name: 'Show 15 more cards' }));
  expect(names()).toHaveLength(40);
  expect(requests).toBe(1);
});

test('a failed fetch says so and the next interaction tries again', async () => {
  const user = userEvent.setup();
  failNext = true;
  render(
    <ComparisonTable
      config={config}
      rows={all.slice(0, 25)}
      lazy={{ url: '/table-data/cc.json', total: 40 }}
      noun={['card', 'cards']}
    />,
  );
  await user.selectOptions(screen.getByLabelText('Annual fee'), 'Up to $100');
  expect(await screen.findByText(/couldn’t load every card/)).toBeInTheDocument();
  expect(names()).toHaveLength(25);
  await user.selectOptions(screen.getByLabelText('Annual fee'), 'Up to $200');
  expect(await screen.findByText(/^Showing 21 of 21 cards, sorted by /)).toBeInTheDocument();
  expect(requests).toBe(2);
});

test('left alone, the table fetches every row in an idle moment a few seconds after it appeared', async () => {
  jest.useFakeTimers();
  const idle: (() => void)[] = [];
  window.requestIdleCallback = ((callback: () => void) =>
    idle.push(callback)) as typeof window.requestIdleCallback;
  try {
    render(
      <ComparisonTable
        config={config}
        rows={all.slice(0, 25)}
        lazy={{ url: '/table-data/cc.json', total: 40 }}
        noun={['card', 'cards']}
      />,
    );
    React.act(() => jest.advanceTimersByTime(FULL_ROWS_QUIET_MS - 1));
    expect(idle).toHaveLength(0);
    React.act(() => jest.advanceTimersByTime(1));
    expect(idle).toHaveLength(1);
    expect(requests).toBe(0);
    React.act(() => idle[0]?.());
    jest.useRealTimers();
    await waitFor(() => expect(requests).toBe(1));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show 15 more cards' }));
    expect(names()).toHaveLength(40);
    expect(requests).toBe(1);
  } finally {
    jest.useRealTimers();
  }
});
