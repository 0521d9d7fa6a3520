import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardPayoffCalculator } from '../card-payoff-calculator';
import { figure, rate, typeInto, workingLine } from './hub-test-helpers';

const HEADING = 'How long to pay off your card';

function setup() {
  const user = userEvent.setup();
  render(<CardPayoffCalculator typicalRate={rate(0.1849, 'purchase rates')} />);
  return user;
}

test('opens empty with the typical purchase rate filled in', () => {
  setup();
  expect(screen.getByLabelText('Balance owed ($)')).toHaveValue('');
  expect(screen.getByLabelText('Purchase rate (% p.a.)')).toHaveValue('18.49');
  expect(figure(HEADING, 'Paid off in')).toBe('—');
});

test('$300 at 18.25% paying $200: two repayments and $5.20 interest, by the day', async () => {
  const user = setup();
  await typeInto(user, 'Balance owed ($)', '300');
  await typeInto(user, 'Purchase rate (% p.a.)', '18.25');
  await typeInto(user, 'Monthly repayment ($)', '200');
  // 0.05% a day. First period: 24 days at $300 ($3.60) and 7 days at $100 ($0.35) = $3.95.
  // Second: 24 days at $103.95 = $1.2474, so the last repayment is $103.95 + $1.25 = $105.20.
  expect(figure(HEADING, 'Paid off in')).toBe('2 months');
  expect(figure(HEADING, 'Interest')).toBe('$5.20');
  expect(figure(HEADING, 'Total repaid')).toBe('$305.20');
  await user.click(screen.getByText('How we worked this out'));
  expect(workingLine('Interest on the first statement')).toBe('$3.95');
  expect(workingLine('Repaid in all')).toBe('$300.00 + $5.20 = $305.20');
});

test('the minimum repayment: no amount asked, and a balance at 0% clears at $25 a month', async () => {
  const user = setup();
  await user.selectOptions(screen.getByLabelText('Each month I pay'), 'minimum');
  expect(screen.queryByLabelText('Monthly repayment ($)')).not.toBeInTheDocument();
  await typeInto(user, 'Balance owed ($)', '1000');
  await typeInto(user, 'Purchase rate (% p.a.)', '0');
  // 2% of $1,000 is $20, under $25: 40 repayments of $25.
  expect(figure(HEADING, 'Paid off in')).toBe('3 years 4 months');
});

test('a repayment under the interest says the balance never clears', async () => {
  const user = setup();
  await typeInto(user, 'Balance owed ($)', '10000');
  await typeInto(user, 'Purchase rate (% p.a.)', '20');
  await typeInto(user, 'Monthly repayment ($)', '100');
  expect(figure(HEADING, 'Paid off in')).toBe('Never');
  expect(screen.getByText(/does not keep up with the interest/)).toBeInTheDocument();
});

test('a repayment under the usual minimum is flagged', async () => {
  const user = setup();
  await typeInto(user, 'Balance owed ($)', '5000');
  await typeInto(user, 'Purchase rate (% p.a.)', '0');
  await typeInto(user, 'Monthly repayment ($)', '50');
  // 2% of $5,000.
  expect(screen.getByText(/under the usual minimum of \$100\.00/)).toBeInTheDocument();
});
