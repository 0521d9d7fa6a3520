import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BorrowingPowerCalculator } from '../borrowing-power-calculator';
import { figure, rate, typeInto, workingLine } from './hub-test-helpers';

const HEADING = 'How much could you borrow?';

function setup() {
  const user = userEvent.setup();
  render(<BorrowingPowerCalculator typicalRate={rate(0.0609, 'variable rates')} />);
  return user;
}

test('opens with empty amounts and example placeholders, the rate filled in from the data with its date', () => {
  setup();
  const income = screen.getByLabelText('Your yearly income before tax ($)');
  expect(income).toHaveValue('');
  expect(income).toHaveAttribute('placeholder', 'e.g. 95,000');
  expect(income).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('6.09');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveAccessibleDescription(
    'Filled in with 6.09% p.a., the median of 101 variable rates, as published on 12 August 2024. Change it to your own rate.',
  );
  expect(figure(HEADING, 'You could likely borrow')).toBe('—');
  expect(screen.getByText('Enter your income and a rate to see what you could borrow.')).toBeInTheDocument();
  expect(screen.getByText(/plus 3\.0 percentage points, the buffer APRA requires/)).toBeInTheDocument();
});

test('one borrower on $100,000: $503,000 at 6% over 30 years, with the working', async () => {
  const user = setup();
  await typeInto(user, 'Your yearly income before tax ($)', '100000');
  await typeInto(user, 'Living costs a month ($)', '1,500');
  await typeInto(user, 'Credit card limits, added up ($)', '10000');
  await typeInto(user, 'Interest rate (% p.a.)', '6');
  // $100,000 - $20,788 tax - $2,000 levy = $77,212 a year, $6,434.33 a month; less the $2,000 floor
  // (above the $1,500 typed) and 3.8% of $10,000: $4,054.33, which repays $503,879.70 at 9% over 30 years.
  expect(figure(HEADING, 'You could likely borrow')).toBe('$503,000');
  expect(figure(HEADING, 'Left each month for the loan')).toBe('$4,054.33');
  // $503,000 x 0.005 / (1 - 1.005^-360) = $3,015.74.
  expect(figure(HEADING, 'Monthly repayment')).toBe('$3,015.74');

  await user.click(screen.getByText('How we worked this out'));
  expect(workingLine('Income after tax')).toBe(
    '$100,000.00 − $20,788.00 tax − $2,000.00 Medicare levy = $77,212.00 a year',
  );
  expect(workingLine('Living costs counted')).toBe(
    '$2,000.00, the larger of the $1,500.00 you spend and the floor of $2,000.00',
  );
  expect(workingLine('Left each month')).toBe('$6,434.33 − $2,000.00 − $0.00 − $380.00 = $4,054.33');
  expect(workingLine('Rate tested at')).toBe('6.00% + 3.0 percentage points = 9.00% p.a.');
  expect(workingLine('Most it repays')).toBe(
    '$4,054.33 × (1 − (1 + r)⁻ⁿ) ÷ r = $503,879.70, rounded down to $503,000',
  );
});

test('two borrowers: both incomes are asked for and taxed on their own', async () => {
  const user = setup();
  await user.selectOptions(screen.getByLabelText('Who is borrowing'), 'Two of us');
  await typeInto(user, 'First borrower’s yearly income before tax ($)', '90000');
  expect(screen.getByText('Enter both incomes and a rate to see what you could borrow.')).toBeInTheDocument();
  await typeInto(user, 'Second borrower’s yearly income before tax ($)', '60000');
  await user.click(screen.getByText('How we worked this out'));
  // $90,000 - $17,788 - $1,800 and $60,000 - $8,788 - $1,200.
  expect(workingLine('Income after tax, borrower 1')).toMatch(/= \$70,412\.00 a year$/);
  expect(workingLine('Income after tax, borrower 2')).toMatch(/= \$50,012\.00 a year$/);
  expect(workingLine('A month')).toBe('$120,424.00 ÷ 12 = $10,035.33');
});

test('bad input gets a plain error tied to its field, and no figure', async () => {
  const user = setup();
  await typeInto(user, 'Your yearly income before tax ($)', '100k');
  const income = screen.getByLabelText('Your yearly income before tax ($)');
  expect(income).toHaveAttribute('aria-invalid', 'true');
  expect(income).toHaveAccessibleDescription('Use digits only, like 300000.');
  await typeInto(user, 'Interest rate (% p.a.)', '45');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a rate of 0 to 30.'),
  );
  expect(figure(HEADING, 'You could likely borrow')).toBe('—');
});

test('when costs take the whole income, it says a lender would likely not lend', async () => {
  const user = setup();
  await typeInto(user, 'Your yearly income before tax ($)', '18000');
  expect(figure(HEADING, 'You could likely borrow')).toBe('$0');
  expect(
    screen.getByText(/nothing is left each month, so a lender would likely not lend/),
  ).toBeInTheDocument();
});
