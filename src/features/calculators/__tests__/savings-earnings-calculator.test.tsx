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

test('$50,000 starts at the base rate; the bonus needs the conditions met and the deposit the account asks for', async () => {
  const user = userEvent.setup();
  render(<SavingsEarningsCalculator account={bonusSaver} />);
  expect(screen.getByLabelText('Balance ($)')).toHaveValue('50,000');
  // Nothing is assumed met that the saver has not said: base rate only.
  expect(screen.getByLabelText('I meet the bonus conditions every month')).not.toBeChecked();
  expect(screen.getByLabelText('I meet the bonus conditions every month')).toHaveAccessibleDescription(
    'This account asks: deposit at least $200 each month.',
  );
  expect(figure('Interest in a year')).toBe('$502.31');
  expect(figure('Bonus interest')).toBe('$0.00');
  expect(screen.getByText('at the base rate only')).toBeInTheDocument();

  await user.click(screen.getByLabelText('I meet the bonus conditions every month'));
  // Ticked, but no deposit: the account's own condition is not met.
  expect(figure('Interest in a year')).toBe('$502.31');
  expect(
    screen.getByText(
      'The bonus needs at least $200 deposited each month, so with $0 only the base rate is paid.',
    ),
  ).toBeInTheDocument();

  await retype(user, 'Monthly deposit ($)', '200');
  expect(figure('Interest in a year')).toBe('$2,624.37');
  expect(figure('Balance after a year')).toBe('$55,024.37');
  expect(figure('Bonus interest')).toBe('$2,099.49');
  expect(screen.getByText('bonus in 12 months of 12')).toBeInTheDocument();
});

test('a monthly deposit is added on the first of each month', async () => {
  const user = userEvent.setup();
  render(<SavingsEarningsCalculator account={bonusSaver} />);
  await user.click(screen.getByLabelText('I meet the bonus conditions every month'));
  await retype(user, 'Monthly deposit ($)', '500');
  expect(figure('Interest in a year')).toBe('$2,723.76');
  expect(figure('Balance after a year')).toBe('$58,723.76');
  expect(screen.getByText('including $6,000.00 deposited')).toBeInTheDocument();
});

test('the bonus is paid on the balance up to its cap, the part above at the base rate', async () => {
  const user = userEvent.setup();
  const noWithdrawals = [
    { kind: 'no-withdrawals' as const, amount: null, summary: 'Make no withdrawals during the month' },
  ];
  render(
    <SavingsEarningsCalculator
      account={{
        ...bonusSaver,
        bonusRate: 0.045,
        maxRateBalanceCap: 250_000,
        bonusConditions: noWithdrawals,
      }}
    />,
  );
  expect(
    screen.getByText(
      'The bonus is paid on the balance up to $250,000; the part above it earns the base rate.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByLabelText('I meet the bonus conditions every month'));
  await retype(user, 'Balance ($)', '300000');
  // 1% on $300,000 and 4.5% on $250,000 of it, a day at a time, credited monthly.
  expect(figure('Interest in a year')).toBe('$14,315.48');
  // Interest takes the balance past the cap in the year: the part above it earns 1% only.
  await retype(user, 'Balance ($)', '240000');
  expect(figure('Interest in a year')).toBe('$13,524.10');
});

test("an account's balance bands are paid as the bank publishes them (Bank Australia mySaver)", async () => {
  const user = userEvent.setup();
  // Base 0.10% up to $250,000; bonus 5.15% (base included) on the whole balance up to $50,000,
  // 4.75% from $50,000.01 to $250,000; the bonus needs a deposit of $10 and no withdrawals.
  const band = (kind: 'base' | 'bonus', rate: number, minBalance: number, maxBalance: number) => ({
    kind,
    rate,
    minBalance,
    maxBalance,
    appliesTo: 'whole' as const,
    includesBase: kind === 'bonus',
  });
  render(
    <SavingsEarningsCalculator
      account={{
        baseRate: 0.001,
        bonusRate: 0.0505,
        maxRateBalanceCap: 50_000,
        introductoryMonths: null,
        bonusConditions: [
          { kind: 'min-deposit', amount: 10, summary: 'Deposit at least $10 each month' },
          { kind: 'no-withdrawals', amount: null, summary: 'Make no withdrawals during the month' },
        ],
        rateBands: [
          band('base', 0.001, 0.01, 250_000),
          band('bonus', 0.0515, 0, 50_000),
          band('bonus', 0.0475, 50_000.01, 250_000),
        ],
      }}
    />,
  );
  expect(
    screen.getByText(
      'Bonus rates by balance: 5.15% p.a. (base rate included) on the whole balance while it is up to $50,000. 4.75% p.a. (base rate included) on the whole balance while it is from $50,000.01 to $250,000.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByLabelText('I meet the bonus conditions every month'));
  await retype(user, 'Monthly deposit ($)', '10');
  // $50,010 in January is already in the second band: 4.75% on the whole balance every month.
  expect(figure('Interest in a year')).toBe('$2,430.54');
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
