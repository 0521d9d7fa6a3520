import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavingsGoalCalculator } from '../savings-goal-calculator';
import { figure, rate, typeInto, workingLine } from './hub-test-helpers';

const HEADING = 'How long to reach your goal';

function setup() {
  const user = userEvent.setup();
  render(<SavingsGoalCalculator typicalRate={rate(0.03)} />);
  return user;
}

test('opens empty with the typical savings rate filled in', () => {
  setup();
  expect(screen.getByLabelText('Savings goal ($)')).toHaveValue('');
  expect(screen.getByLabelText('Savings goal ($)')).toHaveAttribute('placeholder', 'e.g. 20,000');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('3.00');
  expect(figure(HEADING, 'Goal reached in')).toBe('—');
});

test('$10,000 saved, $1,000 a month at 3.65% reaches $12,100 in month 3', async () => {
  const user = setup();
  await typeInto(user, 'Savings goal ($)', '12100');
  await typeInto(user, 'Saved so far ($)', '10000');
  await typeInto(user, 'Monthly deposit ($)', '1000');
  await typeInto(user, 'Interest rate (% p.a.)', '3.65');
  // 0.01% a day: January $11,000 x 31 days = $34.10; February $12,034.10 x 28 = $33.70; March
  // $13,067.80 x 31 = $40.51.
  expect(figure(HEADING, 'Goal reached in')).toBe('3 months');
  expect(figure(HEADING, 'Interest earned')).toBe('$108.31');
  expect(figure(HEADING, 'Balance then')).toBe('$13,108.31');
  await user.click(screen.getByText('How we worked this out'));
  expect(workingLine('Balance reached')).toBe(
    '$10,000.00 + $3,000.00 deposited + $108.31 interest = $13,108.31',
  );
});

test('at 0% the months are the goal over the deposit, rounded up', async () => {
  const user = setup();
  await typeInto(user, 'Savings goal ($)', '20000');
  await typeInto(user, 'Monthly deposit ($)', '750');
  await typeInto(user, 'Interest rate (% p.a.)', '0');
  // 20,000 / 750 = 26.7, so 27 months.
  expect(figure(HEADING, 'Goal reached in')).toBe('2 years 3 months');
});

test('no deposit and nothing saved: never reached, said plainly; bad input refused', async () => {
  const user = setup();
  await typeInto(user, 'Savings goal ($)', '5000');
  expect(figure(HEADING, 'Goal reached in')).toBe('Over 100 years');
  expect(screen.getByText(/not reached within 100 years/)).toBeInTheDocument();
  await typeInto(user, 'Monthly deposit ($)', 'lots');
  expect(screen.getByLabelText('Monthly deposit ($)')).toHaveAttribute('aria-invalid', 'true');
});
