import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavingsEarningsCalculator } from '../savings-earnings-calculator';
import type { SavingsRates } from '../savings-figures';

/**
 * Expected figures were worked out separately, month by month, with exact decimals: interest on
 * each month's balance at rate x days / 365, rounded to the cent and credited at the month's end,
 * over the 365 days of January to December.
 */
const bonusSaver: SavingsRates = {
  baseRate: 0.01,
  bonusRate: 0.04,
  maxRateBalanceCap: null,
  introductoryMonths: null,
  bonusConditions: [{ kind: 'min-deposit', amount: 200, summary: 'Deposit at least $200 each month' }],
};

function figure(label: string): string {
  const results = screen.getByRole('region', { name: 'Interest calculator' });
  return within(results).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

test('$50,000 with the bonus every month earns $2,558.09 in a year; missing it leaves the base rate', async () => {
  const user = userEvent.setup();
  render(<SavingsEarningsCalculator account={bonusSaver} />);
  expect(screen.getByLabelText('Balance ($)')).toHaveValue('50,000');
  expect(figure('Interest in a year')).toBe('$2,558.09');
  expect(figure('Balance after a year')).toBe('$52,558.09');
  expect(figure('Bonus interest')).toBe('$2,046.48');

  await user.click(screen.getByLabelText('Bonus conditions met every month'));
  expect(figure('Interest in a year')).toBe('$502.31');
  expect(figure('Bonus interest')).toBe('$0.00');
  expect(screen.getByText('at the base rate only')).toBeInTheDocument();
});

test('a monthly deposit is added on the first of each month', async () => {
  const user = userEvent.setup();
  render(<SavingsEarningsCalculator account={bonusSaver} />);
  await retype(user, 'Monthly deposit ($)', '500');
  expect(figure('Interest in a year')).toBe('$2,723.77');
  expect(figure('Balance after a year')).toBe('$58,723.77');
  expect(screen.getByText('including $6,000.00 deposited')).toBeInTheDocument();
});

test('above the balance cap the whole balance earns only the base rate', async () => {
  const user = userEvent.setup();
  render(
    <SavingsEarningsCalculator account={{ ...bonusSaver, bonusRate: 0.045, maxRateBalanceCap: 250_000 }} />,
  );
  expect(
    screen.getByText(
      'The bonus is paid only in months the balance is $250,000 or less; above that, the whole balance earns the base rate.',
    ),
  ).toBeInTheDocument();
  await retype(user, 'Balance ($)', '300000');
  expect(figure('Interest in a year')).toBe('$3,013.79');
  // Interest takes the balance past the cap in December, which then earns the base rate only.
  await retype(user, 'Balance ($)', '240000');
  expect(figure('Interest in a year')).toBe('$10,686.11');
});

test('an introductory bonus stops after its months and needs no monthly conditions', () => {
  render(
    <SavingsEarningsCalculator
      account={{
        ...bonusSaver,
        introductoryMonths: 4,
        bonusConditions: [
          { kind: 'introductory', amount: 4, summary: 'Introductory rate for the first 4 months' },
        ],
      }}
    />,
  );
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(figure('Interest in a year')).toBe('$1,169.18');
  expect(screen.getByText('bonus in 4 months of 12')).toBeInTheDocument();
  expect(screen.getByText('The bonus is introductory, so it stops after 4 months.')).toBeInTheDocument();
});

test('invalid amounts keep the text, are flagged on the field, and show no NaN', async () => {
  const user = userEvent.setup();
  const { container } = render(<SavingsEarningsCalculator account={bonusSaver} />);
  await retype(user, 'Monthly deposit ($)', '-50');
  const deposit = screen.getByLabelText('Monthly deposit ($)');
  expect(deposit).toHaveValue('-50');
  expect(deposit).toHaveAttribute('aria-invalid', 'true');
  expect(deposit).toHaveAccessibleDescription(
    'Added on the first of each month. Use digits only, like 300000.',
  );
  expect(figure('Interest in a year')).toBe('—');
  expect(screen.getByText('Enter valid amounts to see the interest.')).toBeInTheDocument();
  expect(container).not.toHaveTextContent(/NaN|Infinity/);

  await retype(user, 'Monthly deposit ($)', '0');
  await user.clear(screen.getByLabelText('Balance ($)'));
  expect(screen.getByLabelText('Balance ($)')).toHaveAccessibleDescription('Enter the balance.');
  expect(container).not.toHaveTextContent(/NaN|Infinity/);
  await user.type(screen.getByLabelText('Balance ($)'), '0');
  expect(figure('Interest in a year')).toBe('$0.00');
});
