import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TermDepositCalculator } from '../term-deposit-calculator';
import { figure, rate, typeInto, workingLine } from './hub-test-helpers';

const HEADING = 'What your term deposit earns';

function setup() {
  const user = userEvent.setup();
  render(<TermDepositCalculator typicalRate={rate(0.0475, '12-month rates')} />);
  return user;
}

test('opens empty with 12 months at maturity and the typical 12-month rate', () => {
  setup();
  expect(screen.getByLabelText('Amount to invest ($)')).toHaveValue('');
  expect(screen.getByLabelText('Deposit term')).toHaveDisplayValue('1 year');
  expect(screen.getByLabelText('Interest paid')).toHaveDisplayValue('At maturity');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('4.75');
  expect(figure(HEADING, 'Interest earned')).toBe('—');
});

test('$50,000 at 4.75% for a year: $2,375.00; monthly, 12 payments of $197.92', async () => {
  const user = setup();
  await typeInto(user, 'Amount to invest ($)', '50000');
  // 50,000 x 4.75%.
  expect(figure(HEADING, 'Interest earned')).toBe('$2,375.00');
  expect(figure(HEADING, 'Total you get back')).toBe('$52,375.00');
  await user.selectOptions(screen.getByLabelText('Interest paid'), 'Monthly');
  // 50,000 x 4.75% / 12 = $197.9166..., $197.92 each.
  expect(figure(HEADING, 'Interest earned')).toBe('$2,375.04');
  await user.click(screen.getByText('How we worked this out'));
  expect(workingLine('Interest paid')).toBe('12 payments of $197.92');
});

test('a term in days is counted over 365 days and paid at maturity only', async () => {
  const user = setup();
  await typeInto(user, 'Amount to invest ($)', '10000');
  await typeInto(user, 'Interest rate (% p.a.)', '4');
  await user.selectOptions(screen.getByLabelText('Deposit term'), '90 days');
  // 10,000 x 4% x 90 / 365 = $98.630...
  expect(figure(HEADING, 'Interest earned')).toBe('$98.63');
  expect(screen.getByLabelText('Interest paid')).toHaveDisplayValue('At maturity');
  expect(screen.queryByRole('option', { name: 'Monthly' })).not.toBeInTheDocument();
  await user.click(screen.getByText('How we worked this out'));
  expect(workingLine('Term (t)')).toBe('90 days, so t = 90 ÷ 365 years');
});

test('bad amounts and rates are refused next to their fields', async () => {
  const user = setup();
  await typeInto(user, 'Amount to invest ($)', '1e5');
  expect(screen.getByLabelText('Amount to invest ($)')).toHaveAccessibleDescription(
    'Use digits only, like 300000.',
  );
  await typeInto(user, 'Interest rate (% p.a.)', '');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveAccessibleDescription(
    expect.stringContaining('Enter the interest rate.'),
  );
});
