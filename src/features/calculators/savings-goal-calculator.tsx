import * as React from 'react';
import { type Cents, toCents } from '../../domain/finance/money';
import { savingsGoal, type SavingsGoal } from '../../domain/finance/savings-goal';
import type { TypicalRate } from '../../domain/finance/typical-rate';
import { formatCents, formatRate } from '../../domain/format';
import { AmountField } from './amount-field';
import { CalculatorFrame, Workings } from './calculator-frame';
import { yearsAndMonths } from './format-workings';
import { RateField } from './rate-field';
import { typicalRateHint, useTypedAmount, useTypedRate } from './typed-inputs';

const GOAL_RANGE = { min: 1, max: 10_000_000 };
const START_RANGE = { min: 0, max: 10_000_000 };
const DEPOSIT_RANGE = { min: 0, max: 1_000_000 };

interface Inputs {
  goal: Cents;
  start: Cents;
  deposit: Cents;
  rate: number;
}

type Reached = Extract<SavingsGoal, { reached: true }>;

function workingLines(inputs: Inputs, result: Reached): [string, string][] {
  return [
    ['Goal', formatCents(inputs.goal)],
    ['Saved so far', formatCents(inputs.start)],
    ['Deposit', `${formatCents(inputs.deposit)} on the 1st of each month`],
    [
      'Interest',
      `${formatRate(inputs.rate, { perAnnum: false })} ÷ 365 a day, credited at the end of each month`,
    ],
    ['Months', yearsAndMonths(result.months)],
    [
      'Balance reached',
      `${formatCents(inputs.start)} + ${formatCents(result.depositsCents)} deposited + ${formatCents(result.interestCents)} interest = ${formatCents(result.balanceCents)}`,
    ],
  ];
}

/** Months to a savings goal from what is saved, a monthly deposit and a rate, interest monthly. */
export function SavingsGoalCalculator({ typicalRate }: { typicalRate: TypicalRate | null }) {
  const goal = useTypedAmount(GOAL_RANGE, 'goal');
  const start = useTypedAmount(START_RANGE, 'amount saved', true);
  const deposit = useTypedAmount(DEPOSIT_RANGE, 'monthly deposit', true);
  const rate = useTypedRate(typicalRate);

  const inputs: Inputs | null =
    goal.value !== null && start.value !== null && deposit.value !== null && rate.value !== null
      ? {
          goal: toCents(goal.value),
          start: toCents(start.value),
          deposit: toCents(deposit.value),
          rate: rate.value,
        }
      : null;
  const result = inputs
    ? savingsGoal({
        goalCents: inputs.goal,
        startingBalanceCents: inputs.start,
        monthlyDepositCents: inputs.deposit,
        annualRate: inputs.rate,
      })
    : null;
  const reached = result?.reached ? result : null;
  const message =
    inputs === null
      ? 'Enter your goal and a rate to see how long it takes.'
      : reached === null
        ? 'At this deposit and rate the goal is not reached within 100 years. Add a monthly deposit.'
        : reached.months === 0
          ? 'What you have saved already reaches the goal.'
          : null;

  return (
    <CalculatorFrame
      heading="How long to reach your goal"
      intro={
        'The deposit goes in on the 1st of each month, interest accrues daily on the balance and is credited at the ' +
        'end of the month, so it earns interest itself from the next month. The rate stays the same, nothing is ' +
        'withdrawn, and tax and fees are left out.'
      }
      inputs={
        <>
          <AmountField
            label="Savings goal"
            text={goal.text}
            error={goal.error}
            placeholder="e.g. 20,000"
            onChange={goal.setText}
          />
          <AmountField
            label="Saved so far"
            text={start.text}
            error={start.error}
            placeholder="e.g. 2,000"
            hint="Leave empty if you are starting from nothing."
            onChange={start.setText}
          />
          <AmountField
            label="Monthly deposit"
            text={deposit.text}
            error={deposit.error}
            placeholder="e.g. 500"
            onChange={deposit.setText}
          />
          <RateField
            text={rate.text}
            error={rate.error}
            hint={typicalRateHint(typicalRate)}
            onChange={rate.setText}
          />
        </>
      }
      figures={[
        {
          label: 'Goal reached in',
          value: result && (reached ? yearsAndMonths(reached.months) : 'Over 100 years'),
          note: reached && reached.months > 0 ? `at the end of month ${reached.months}` : undefined,
        },
        {
          label: 'Interest earned',
          value: reached && formatCents(reached.interestCents),
          note: 'by then',
        },
        {
          label: 'Balance then',
          value: reached && formatCents(reached.balanceCents),
          note: reached ? `including ${formatCents(reached.depositsCents)} deposited` : undefined,
        },
      ]}
      message={message}
      workings={
        <Workings items={inputs && reached ? workingLines(inputs, reached) : [['Goal', '—']]}>
          <p>
            Each month’s interest is the balance after that month’s deposit × the rate ÷ 365 × the days in the
            month, rounded to the cent. The months run from a January, so February has 28 days. The goal is
            reached in the first month whose closing balance is at least the goal.
          </p>
          <p className="legal">
            A guide, not a quote: savings rates change, and bonus rates need their conditions met every month.
          </p>
        </Workings>
      }
    />
  );
}
