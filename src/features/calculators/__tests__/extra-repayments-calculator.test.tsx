import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExtraRepaymentsCalculator } from '../extra-repayments-calculator';
import { figure, rate, typeInto, workingLine } from './hub-test-helpers';

const HEADING = 'What extra repayments and an offset save';

function setup() {
  const user = userEvent.setup();
  render(<ExtraRepaymentsCalculator typicalRate={rate(0.0609)} />);
  return user;
}

test('opens empty, asking for the loan', () => {
  setup();
  expect(screen.getByLabelText('Loan amount ($)')).toHaveValue('');
  expect(screen.getByLabelText('Loan amount ($)')).toHaveAttribute('placeholder', 'e.g. 500,000');
  expect(screen.getByLabelText('Years left on the loan')).toHaveDisplayValue('30 years');
  expect(figure(HEADING, 'Interest saved')).toBe('—');
  expect(
    screen.getByText('Enter the loan amount and a rate to see what you would save.'),
  ).toBeInTheDocument();
});

test('$500,000 at 6.09% over 30 years, $200 extra and $20,000 offset: 6 years 4 months sooner', async () => {
  const user = setup();
  await typeInto(user, 'Loan amount ($)', '500000');
  expect(
    screen.getByText('Add an extra repayment or an offset balance to see what it saves.'),
  ).toBeInTheDocument();
  await typeInto(user, 'Extra repayment a month ($)', '200');
  await typeInto(user, 'Offset account balance ($)', '20,000');
  // Worked month by month outside the code: 360 repayments of $3,026.75 (the last adjusted) cost
  // $589,624.58 in interest; with $200 more each month and interest on $480,000, 284 repayments and
  // $416,379.46.
  expect(figure(HEADING, 'Paid off sooner by')).toBe('6 years 4 months');
  expect(figure(HEADING, 'Interest saved')).toBe('$173,245.12');
  expect(figure(HEADING, 'Monthly repayment')).toBe('$3,226.75');

  await user.click(screen.getByText('How we worked this out'));
  // $500,000 x 6.09% / 12 = $2,537.50; $480,000 x 6.09% / 12 = $2,436.00.
  expect(workingLine('First month’s interest')).toBe(
    '$500,000.00 × 0.5075% = $2,537.50 as scheduled; ($500,000.00 − $20,000.00) × 0.5075% = $2,436.00 with the offset',
  );
  expect(workingLine('As scheduled')).toBe('30 years, $589,624.58 interest');
  expect(workingLine('With extras and offset')).toBe('23 years 8 months, $416,379.46 interest');
});

test('a bad amount is refused next to its field', async () => {
  const user = setup();
  await typeInto(user, 'Offset account balance ($)', '20k');
  expect(screen.getByLabelText('Offset account balance ($)')).toHaveAccessibleDescription(
    expect.stringContaining('Use digits only, like 300000.'),
  );
  await typeInto(user, 'Loan amount ($)', '50');
  expect(screen.getByLabelText('Loan amount ($)')).toHaveAccessibleDescription(
    expect.stringContaining('Enter $1,000 to $20,000,000.'),
  );
});
