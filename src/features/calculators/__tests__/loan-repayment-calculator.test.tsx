import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RawHomeLoanRate } from '../../../domain/data/raw-types';
import { LoanRepaymentCalculator, type LoanRepaymentCalculatorProps } from '../loan-repayment-calculator';
import { homeLoanCalculatorProps, personalLoanCalculatorProps } from '../loan-calculator-props';
import { NO_FEES } from '../loan-figures';
import { pendingActions } from '../../tracking/track';

/** Figures were worked out independently with exact decimal arithmetic, not with the code under test. */
const sixPercent: LoanRepaymentCalculatorProps = {
  rates: [{ key: 'only', label: '6.00% p.a.', rate: 0.06, interestOnly: false }],
  amount: { initial: 300_000, min: 10_000, max: 5_000_000 },
  termYears: { options: [10, 15, 20, 25, 30], initial: 30 },
  fees: NO_FEES,
};

function figure(label: string): string {
  const results = screen.getByRole('region', { name: 'Repayment calculator' });
  const term = within(results).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function note(label: string): string {
  const results = screen.getByRole('region', { name: 'Repayment calculator' });
  const term = within(results).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.nextElementSibling?.textContent ?? '';
}

async function typeAmount(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = screen.getByLabelText('Loan amount ($)');
  await user.clear(input);
  await user.type(input, text);
}

test('$300,000 at 6.00% over 30 years is $1,798.65 a month, figures rendered from the first render', () => {
  render(<LoanRepaymentCalculator {...sixPercent} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Repayment calculator' })).toBeInTheDocument();
  expect(screen.getByLabelText('Loan amount ($)')).toHaveValue('300,000');
  expect(figure('Repayment')).toBe('$1,798.65');
  expect(note('Repayment')).toBe('a month');
  expect(figure('Total interest')).toBe('$347,515.44');
  expect(figure('Total cost')).toBe('$647,515.44');
  expect(note('Total cost')).toBe('repayments; no fees');
});

test('typing an amount and changing the term recompute the repayment', async () => {
  const user = userEvent.setup();
  render(<LoanRepaymentCalculator {...sixPercent} rates={[{ ...sixPercent.rates[0]!, rate: 0.0589 }]} />);
  await typeAmount(user, '400,000');
  expect(figure('Repayment')).toBe('$2,369.99');
  expect(figure('Total interest')).toBe('$453,193.49');
  await typeAmount(user, '$500000');
  expect(figure('Repayment')).toBe('$2,962.48');
});

test('fortnightly and weekly repayments split the rate over 26 and 52 repayments a year', async () => {
  const user = userEvent.setup();
  render(<LoanRepaymentCalculator {...sixPercent} />);
  await user.selectOptions(screen.getByLabelText('Repayment frequency'), 'Fortnightly');
  expect(figure('Repayment')).toBe('$829.75');
  expect(note('Repayment')).toBe('a fortnight');
  expect(figure('Total interest')).toBe('$347,202.18');
  await user.selectOptions(screen.getByLabelText('Repayment frequency'), 'Weekly');
  expect(figure('Repayment')).toBe('$414.79');
  expect(note('Repayment')).toBe('a week');
  await user.click(screen.getByText('How we worked this out'));
  expect(screen.getByText('Number of repayments (n)').nextElementSibling).toHaveTextContent(
    '30 years × 52 = 1,560',
  );
  expect(screen.getByText('Rate each week (r)').nextElementSibling).toHaveTextContent('6.00% ÷ 52 = 0.1154%');
});

test('an invalid amount keeps what was typed, says why next to the field and never shows NaN', async () => {
  const user = userEvent.setup();
  const { container } = render(<LoanRepaymentCalculator {...sixPercent} />);
  await typeAmount(user, '30O000');
  const input = screen.getByLabelText('Loan amount ($)');
  expect(input).toHaveValue('30O000');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Use digits only, like 300000.');
  expect(figure('Repayment')).toBe('—');
  expect(screen.getByText('Enter a valid loan amount to see repayments.')).toBeInTheDocument();
  expect(container).not.toHaveTextContent(/NaN|Infinity/);

  await typeAmount(user, '5000');
  expect(input).toHaveAccessibleDescription('Enter $10,000 to $5,000,000.');
  await user.clear(input);
  expect(input).toHaveAccessibleDescription('Enter the loan amount.');
  expect(container).not.toHaveTextContent(/NaN|Infinity/);

  await user.type(input, '300000');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAccessibleDescription();
  expect(figure('Repayment')).toBe('$1,798.65');
});

test('the results are announced politely as they change', () => {
  render(<LoanRepaymentCalculator {...sixPercent} />);
  const value = screen.getByText('$1,798.65');
  expect(value.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
});

test('personal loans: $30,000 at 10% over 5 years is $637.41 plus the monthly fee, from the lowest rate', async () => {
  const user = userEvent.setup();
  render(
    <LoanRepaymentCalculator
      {...personalLoanCalculatorProps({
        minRate: 0.1,
        maxRate: 0.1899,
        minAmount: 5_000,
        maxAmount: 50_000,
        minTermMonths: 12,
        maxTermMonths: 84,
        establishmentFee: 250,
        monthlyFee: 10,
      })}
    />,
  );
  expect(screen.getByText(/the rate you’re offered depends on your credit history/i)).toHaveTextContent(
    'Figures use the lowest rate advertised (10.00% p.a.). The rate you’re offered depends on your credit history and circumstances, up to 18.99% p.a.',
  );
  expect(screen.getByLabelText('Loan amount ($)')).toHaveValue('30,000');
  expect(screen.getByLabelText('Loan term')).toHaveDisplayValue('5 years');
  expect(screen.queryByLabelText('Interest rate')).not.toBeInTheDocument();
  expect(figure('Repayments')).toBe('from $647.41');
  expect(note('Repayments')).toBe('a month, including the $10 monthly fee');
  expect(figure('Total interest')).toBe('from $8,244.69');
  // $38,244.69 repaid + $250 establishment + 60 x $10 monthly fees.
  expect(figure('Total cost')).toBe('from $39,094.69');
  expect(note('Total cost')).toBe('repayments plus $850.00 in fees');

  await user.selectOptions(screen.getByLabelText('Repayment frequency'), 'Fortnightly');
  expect(figure('Repayments')).toBe('from $293.68');
  expect(note('Repayments')).toBe('a fortnight, plus the $10 monthly fee');
});

test('personal loans offer only the whole-year terms the loan allows', () => {
  render(
    <LoanRepaymentCalculator
      {...personalLoanCalculatorProps({
        minRate: 0.1,
        maxRate: 0.1,
        minAmount: null,
        maxAmount: null,
        minTermMonths: 24,
        maxTermMonths: 48,
        establishmentFee: 0,
        monthlyFee: 0,
      })}
    />,
  );
  const options = within(screen.getByLabelText('Loan term')).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['2 years', '3 years', '4 years']);
  expect(screen.getByLabelText('Loan term')).toHaveDisplayValue('4 years');
});

function hlRate(overrides: Partial<RawHomeLoanRate>): RawHomeLoanRate {
  return {
    rateType: 'variable',
    fixedMonths: null,
    repayment: 'principal-and-interest',
    purpose: 'owner-occupier',
    rate: 0.065,
    comparisonRate: null,
    lvrMin: null,
    lvrMax: null,
    ...overrides,
  };
}

const homeLoan = {
  minAmount: 50_000,
  maxAmount: null,
  maxTermYears: 30,
  applicationFee: 0,
  annualFee: 0,
  rates: [
    hlRate({ rate: 0.07, purpose: 'investment' }),
    hlRate({ rate: 0.06, repayment: 'interest-only' }),
    hlRate({ rate: 0.0589, lvrMin: 0, lvrMax: 0.6 }),
    hlRate({ rate: 0.0549, lvrMin: 0, lvrMax: 0.6, minLoanAmount: 1_000_000 }),
    hlRate({ rate: 0.0619, lvrMin: 0.6, lvrMax: 0.8 }),
  ],
};

test('home loans start at $500,000 on the rate for a home to live in with a 40% deposit', () => {
  render(<LoanRepaymentCalculator {...homeLoanCalculatorProps(homeLoan)} />);
  expect(screen.getByLabelText('Loan amount ($)')).toHaveValue('500,000');
  expect(screen.getByLabelText('Interest rate')).toHaveDisplayValue('5.89% p.a. variable, LVR up to 60%');
  expect(screen.getByLabelText('Loan term')).toHaveDisplayValue('30 years');
  expect(figure('Repayment')).toBe('$2,962.48');
  const groups = within(screen.getByLabelText('Interest rate'))
    .getAllByRole('group')
    .map((group) => group.getAttribute('label'));
  expect(groups).toEqual([
    'To live in, principal and interest',
    'To live in, interest only',
    'Investment, principal and interest',
  ]);
});

test('home loans: each rate option says what sets it apart, and options that read the same are listed once', () => {
  const twins = {
    ...homeLoan,
    rates: [
      hlRate({ rate: 0.0629, rateType: 'fixed', fixedMonths: 12, comparisonRate: 0.071 }),
      hlRate({ rate: 0.0629, rateType: 'fixed', fixedMonths: 12, comparisonRate: 0.072 }),
      hlRate({ rate: 0.0629, rateType: 'fixed', fixedMonths: 12, purpose: 'investment' }),
      hlRate({ rate: 0.0589, minLoanAmount: 0, maxLoanAmount: 750_000 }),
      hlRate({ rate: 0.0589 }),
    ],
  };
  const props = homeLoanCalculatorProps(twins);
  expect(props.rates.map((option) => [option.group, option.label])).toEqual([
    ['To live in, principal and interest', '6.29% p.a. fixed 1 year, any LVR'],
    ['To live in, principal and interest', '5.89% p.a. variable, any LVR, for loans up to $750,000'],
    ['To live in, principal and interest', '5.89% p.a. variable, any LVR'],
    ['Investment, principal and interest', '6.29% p.a. fixed 1 year, any LVR'],
  ]);
  expect(props.rates.map((option) => option.key)).toContain(props.initialRateKey);
});

test('home loans: choosing an interest-only rate shows the interest-only repayment', async () => {
  const user = userEvent.setup();
  render(<LoanRepaymentCalculator {...homeLoanCalculatorProps(homeLoan)} />);
  await user.selectOptions(screen.getByLabelText('Interest rate'), '6.00% p.a. variable, any LVR');
  expect(figure('Interest-only repayment')).toBe('$2,500.00');
  expect(figure('Interest each year')).toBe('$30,000.00');
  expect(figure('Still owed when interest only ends')).toBe('$500,000.00');
});

test('home loans: a rate for larger loans says so instead of a figure', async () => {
  const user = userEvent.setup();
  const { container } = render(<LoanRepaymentCalculator {...homeLoanCalculatorProps(homeLoan)} />);
  await user.selectOptions(
    screen.getByLabelText('Interest rate'),
    '5.49% p.a. variable, LVR up to 60%, for loans of $1,000,000 or more',
  );
  expect(figure('Repayment')).toBe('—');
  expect(screen.getByText('This rate is only for loans of $1,000,000 or more.')).toBeInTheDocument();
  await typeAmount(user, '1000000');
  expect(figure('Repayment')).toBe('$5,671.62');
  expect(container).not.toHaveTextContent(/NaN|Infinity/);
});

test('home loans: fees count in the total cost', () => {
  render(
    <LoanRepaymentCalculator
      {...homeLoanCalculatorProps({ ...homeLoan, applicationFee: 600, annualFee: 395 })}
    />,
  );
  // $1,066,496.42 repaid + $600 upfront + 30 x $395 a year.
  expect(figure('Total cost')).toBe('$1,078,946.42');
  expect(note('Total cost')).toBe('repayments plus $12,450.00 in fees');
});

describe('home loans: a fixed rate is costed as the journey costs it, then moves to the rate the lender would charge', () => {
  // $500,000 over 30 years: 24 months at 5.49% ($2,835.81 a month), then the balance over the 336
  // months left at the follow-on rate, each month's interest rounded to the cent (worked separately).
  const fixed = hlRate({ rateType: 'fixed', fixedMonths: 24, rate: 0.0549, lvrMin: 0, lvrMax: 0.6 });
  const variable = hlRate({ rate: 0.0629 });
  const choose = (user: ReturnType<typeof userEvent.setup>) =>
    user.selectOptions(screen.getByLabelText('Interest rate'), '5.49% p.a. fixed 2 years, LVR up to 60%');

  test.each([
    {
      case: "the product's own variable rate",
      rates: [fixed, variable],
      interest: '$602,862.59',
      after: '6.29% p.a.: the product’s own variable rate',
    },
    {
      case: 'the rate its comparison rate implies, when higher',
      rates: [{ ...fixed, comparisonRate: 0.0746, impliedFollowOnRate: 0.0807 }, variable],
      interest: '$795,625.21',
      after: '8.07% p.a.: the rate that with its fees gives its comparison rate of 7.46% p.a.',
    },
  ])('$case', async ({ rates, interest, after }) => {
    const user = userEvent.setup();
    render(<LoanRepaymentCalculator {...homeLoanCalculatorProps({ ...homeLoan, rates })} />);
    await choose(user);
    expect(figure('Repayment')).toBe('$2,835.81');
    expect(figure('Total interest')).toBe(interest);
    expect(screen.getByText('After 24 months').nextElementSibling).toHaveTextContent(after);
  });

  test('the package fee and the fees its comparison rate implies are in the total cost', () => {
    render(
      <LoanRepaymentCalculator
        {...homeLoanCalculatorProps({
          ...homeLoan,
          rates: [
            hlRate({ rate: 0.0589, comparisonRate: 0.063, feesIncomplete: true, impliedMonthlyFee: 12.5 }),
          ],
          package: { name: 'Example Bank Advantage Package', amount: 395, everyMonths: 12 },
        })}
      />,
    );
    expect(
      screen.getByText('Fees include the Example Bank Advantage Package fee of $395 a year.'),
    ).toBeInTheDocument();
    // 30 x $395 a year + 360 x $12.50 a month.
    expect(note('Total cost')).toBe('repayments plus $16,350.00 in fees');
  });
});

test('"if rates rise by" 3 points shows $300,000 at 9.00%: $2,413.87 a month, and records the choice', async () => {
  const user = userEvent.setup();
  render(<LoanRepaymentCalculator {...sixPercent} rateRise />);
  await user.selectOptions(
    screen.getByLabelText('If rates rise by'),
    '3 percentage points (the buffer lenders test you at)',
  );
  expect(figure('Repayment')).toBe('$2,413.87');
  expect(screen.getByText('6.00% + 3.00% = 9.00% p.a.')).toBeInTheDocument();
  expect(pendingActions().at(-1)).toMatchObject({
    action: 'rate-buffer-change',
    data: { source: 'Repayment calculator', buffer: 0.03 },
  });
});

test('loans whose rate is fixed by the contract offer no rate-rise choice', () => {
  render(<LoanRepaymentCalculator {...sixPercent} />);
  expect(screen.queryByLabelText('If rates rise by')).not.toBeInTheDocument();
});
