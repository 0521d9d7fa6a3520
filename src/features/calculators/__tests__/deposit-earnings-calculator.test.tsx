import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RawTermDepositRate } from '../../../domain/data/raw-types';
import { DepositEarningsCalculator } from '../deposit-earnings-calculator';

function td(overrides: Partial<RawTermDepositRate>): RawTermDepositRate {
  return {
    termMonths: 12,
    termDays: 365,
    termUnit: 'months',
    rate: 0.05,
    minAmount: 5000,
    maxAmount: 249_999.99,
    interestPayment: 'maturity',
    ...overrides,
  };
}

const rates: RawTermDepositRate[] = [
  td({}),
  td({ rate: 0.052, minAmount: 250_000, maxAmount: null }),
  td({ rate: 0.048, interestPayment: 'monthly', maxAmount: null }),
  td({ termMonths: 6, termDays: 182, rate: 0.049, maxAmount: null }),
  td({ termMonths: 0, termDays: 90, rate: 0.04, maxAmount: null }),
  td({ termMonths: 24, termDays: 730, rate: 0.045, maxAmount: null, interestPayment: 'annually' }),
];

function figure(label: string): string {
  const results = screen.getByRole('region', { name: 'Interest calculator' });
  return within(results).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

async function typeAmount(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = screen.getByLabelText('Amount to invest ($)');
  await user.clear(input);
  await user.type(input, text);
}

function setup() {
  const user = userEvent.setup();
  const view = render(<DepositEarningsCalculator rates={rates} minDeposit={5000} maxDeposit={null} />);
  return { user, ...view };
}

test('$50,000 at 5.00% for 12 months at maturity earns $2,500.00, from the first render', () => {
  setup();
  expect(screen.getByLabelText('Amount to invest ($)')).toHaveValue('50,000');
  expect(screen.getByLabelText('Deposit term')).toHaveDisplayValue('1 year');
  expect(screen.getByLabelText('Interest paid')).toHaveDisplayValue('At maturity');
  expect(figure('Interest earned')).toBe('$2,500.00');
  expect(figure('Total you get back')).toBe('$52,500.00');
  expect(figure('Interest rate')).toBe('5.00% p.a.');
});

test('offers the terms the deposit has, shortest first, and only the payment options of the term', async () => {
  const { user } = setup();
  const terms = within(screen.getByLabelText('Deposit term')).getAllByRole('option');
  expect(terms.map((option) => option.textContent)).toEqual(['90 days', '6 months', '1 year', '2 years']);
  const payments = () =>
    within(screen.getByLabelText('Interest paid'))
      .getAllByRole('option')
      .map((option) => option.textContent);
  expect(payments()).toEqual(['At maturity', 'Monthly']);

  await user.selectOptions(screen.getByLabelText('Interest paid'), 'Monthly');
  // 12 payments of $50,000 x 4.80% / 12 = $200.00.
  expect(figure('Interest earned')).toBe('$2,400.00');
  await user.click(screen.getByText('How we worked this out'));
  expect(screen.getByText('Interest paid', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
    '12 payments of $200.00',
  );

  await user.selectOptions(screen.getByLabelText('Deposit term'), '6 months');
  expect(payments()).toEqual(['At maturity']);
  // $50,000 x 4.90% x 6/12.
  expect(figure('Interest earned')).toBe('$1,225.00');

  await user.selectOptions(screen.getByLabelText('Deposit term'), '90 days');
  // $50,000 x 4.00% x 90/365 = $493.150...
  expect(figure('Interest earned')).toBe('$493.15');

  await user.selectOptions(screen.getByLabelText('Deposit term'), '2 years');
  expect(payments()).toEqual(['Yearly']);
  expect(figure('Interest earned')).toBe('$4,500.00');
});

test('the amount picks its tier: $300,000 earns the higher rate', async () => {
  const { user } = setup();
  await typeAmount(user, '300,000');
  expect(figure('Interest rate')).toBe('5.20% p.a.');
  expect(figure('Interest earned')).toBe('$15,600.00');
});

test('an amount no tier of the term takes says so instead of a figure', async () => {
  const user = userEvent.setup();
  render(
    <DepositEarningsCalculator
      rates={[td({ minAmount: 5000, maxAmount: 100_000 })]}
      minDeposit={1000}
      maxDeposit={null}
    />,
  );
  await typeAmount(user, '2000');
  expect(screen.getByLabelText('Amount to invest ($)')).not.toHaveAttribute('aria-invalid');
  expect(figure('Interest earned')).toBe('—');
  expect(
    screen.getByText('For 1 year, paid at maturity, this deposit takes $5,000 to $100,000.'),
  ).toBeInTheDocument();
});

test('an invalid amount keeps the text, is flagged on the field, and shows no NaN', async () => {
  const { user, container } = setup();
  await typeAmount(user, '50k');
  const input = screen.getByLabelText('Amount to invest ($)');
  expect(input).toHaveValue('50k');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(
    'This deposit takes $5,000 or more. Use digits only, like 300000.',
  );
  expect(figure('Interest earned')).toBe('—');
  expect(container).not.toHaveTextContent(/NaN|Infinity/);
  await typeAmount(user, '100');
  expect(input).toHaveAccessibleDescription('This deposit takes $5,000 or more. Enter $5,000 to $5,000,000.');
});

test('starts at the lowest amount of the tier when $50,000 is not taken for 12 months', () => {
  render(
    <DepositEarningsCalculator
      rates={[td({ minAmount: 100_000, maxAmount: null, rate: 0.05 })]}
      minDeposit={null}
      maxDeposit={null}
    />,
  );
  expect(screen.getByLabelText('Amount to invest ($)')).toHaveValue('100,000');
  expect(figure('Interest earned')).toBe('$5,000.00');
});
