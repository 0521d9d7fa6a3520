import * as React from 'react';
import { cardPayoff, PAYOFF_MONTHS_LIMIT, type CardPayoff } from '../../domain/cards/payoff-time';
import {
  MINIMUM_REPAYMENT_FLOOR_CENTS,
  MINIMUM_REPAYMENT_PERCENT,
  usualMinimumRepaymentCents,
} from '../../domain/cards/minimum-repayment';
import { USUAL_DAYS_TO_DUE } from '../../domain/cards/simulate-year';
import { toCents } from '../../domain/finance/money';
import type { TypicalRate } from '../../domain/finance/typical-rate';
import { formatCents, formatRate } from '../../domain/format';
import { AmountField, ChoiceField } from './amount-field';
import { CalculatorFrame, Workings } from './calculator-frame';
import { pluralise, yearsAndMonths } from './format-workings';
import { RateField } from './rate-field';
import { typicalRateHint, useTypedAmount, useTypedRate } from './typed-inputs';

const BALANCE_RANGE = { min: 1, max: 1_000_000 };
const REPAYMENT_RANGE = { min: 1, max: 1_000_000 };
const minimumRule = `${MINIMUM_REPAYMENT_PERCENT}% of the balance or ${formatCents(MINIMUM_REPAYMENT_FLOOR_CENTS, { wholeDollarsIfRound: true })}, whichever is more`;

function paidOffIn(result: CardPayoff): string {
  if (result.paidOff) return yearsAndMonths(result.months);
  return result.months >= PAYOFF_MONTHS_LIMIT ? 'Over 100 years' : 'Never';
}

function workingLines(balanceCents: number, rate: number, result: CardPayoff): [string, string][] {
  return [
    ['Balance today', formatCents(balanceCents)],
    ['Interest a day', `${formatRate(rate, { perAnnum: false })} ÷ 365 on each day’s balance`],
    ['Repayment', `on the due date, ${pluralise(USUAL_DAYS_TO_DUE, 'day')} after each statement`],
    ['First repayment', formatCents(result.firstRepaymentCents)],
    ['Interest on the first statement', formatCents(result.firstInterestCents)],
    ['Repayments', pluralise(result.months, 'repayment')],
    ['Interest in all', formatCents(result.totalInterestCents)],
    [
      'Repaid in all',
      `${formatCents(balanceCents)} + ${formatCents(result.totalInterestCents)} = ${formatCents(result.totalRepaidCents)}`,
    ],
  ];
}

/** How long a card balance takes to pay off at a repayment or the minimum, and what it costs. */
export function CardPayoffCalculator({ typicalRate }: { typicalRate: TypicalRate | null }) {
  const [minimum, setMinimum] = React.useState(false);
  const balance = useTypedAmount(BALANCE_RANGE, 'balance');
  const repayment = useTypedAmount(REPAYMENT_RANGE, 'monthly repayment');
  const rate = useTypedRate(typicalRate);

  const balanceCents = balance.value === null ? null : toCents(balance.value);
  const ready = balanceCents !== null && rate.value !== null && (minimum || repayment.value !== null);
  const result = ready
    ? cardPayoff({
        balanceCents,
        annualRate: rate.value ?? 0,
        repayment: minimum ? { kind: 'minimum' } : { kind: 'fixed', cents: toCents(repayment.value ?? 0) },
      })
    : null;
  const message =
    result === null || balanceCents === null
      ? `Enter the balance${minimum ? '' : ', your monthly repayment'} and the rate to see how long it takes.`
      : !result.paidOff
        ? 'This repayment does not keep up with the interest: the balance never clears. Try a larger one.'
        : result.belowMinimum
          ? `This is under the usual minimum of ${formatCents(usualMinimumRepaymentCents(balanceCents))} (${minimumRule}); your bank would ask for more.`
          : null;

  return (
    <CalculatorFrame
      heading="How long to pay off your card"
      intro={
        'Nothing new spent on the card and the rate unchanged. Interest is charged by the day on each day’s balance ' +
        'and added to the next statement; a balance carried from one statement to the next has no interest-free days. ' +
        'The last repayment clears the balance and the interest up to that day.'
      }
      inputs={
        <>
          <AmountField
            label="Balance owed"
            text={balance.text}
            error={balance.error}
            placeholder="e.g. 3,000"
            onChange={balance.setText}
          />
          <RateField
            label="Purchase rate"
            text={rate.text}
            error={rate.error}
            hint={typicalRateHint(typicalRate)}
            onChange={rate.setText}
          />
          <ChoiceField
            label="Each month I pay"
            value={minimum ? 'minimum' : 'fixed'}
            onChange={(value) => setMinimum(value === 'minimum')}
          >
            <option value="fixed">A fixed amount</option>
            <option value="minimum">The minimum ({minimumRule})</option>
          </ChoiceField>
          {minimum ? null : (
            <AmountField
              label="Monthly repayment"
              text={repayment.text}
              error={repayment.error}
              placeholder="e.g. 150"
              onChange={repayment.setText}
            />
          )}
        </>
      }
      figures={[
        {
          label: 'Paid off in',
          value: result && paidOffIn(result),
          note: result?.paidOff ? pluralise(result.months, 'repayment') : undefined,
        },
        {
          label: 'Interest',
          value: result?.paidOff ? formatCents(result.totalInterestCents) : null,
          note: 'until the balance is cleared',
        },
        {
          label: 'Total repaid',
          value: result?.paidOff ? formatCents(result.totalRepaidCents) : null,
          note: 'the balance plus the interest',
        },
      ]}
      message={message}
      workings={
        <Workings
          items={
            result && balanceCents !== null && rate.value !== null
              ? workingLines(balanceCents, rate.value, result)
              : [['Balance today', '—']]
          }
        >
          <p>
            Today is a statement date. Statement periods follow the months of the year (31, 28, 31, 30 days
            and so on). Each day’s interest is the rate ÷ 365 on that day’s balance; a period’s interest is
            added up unrounded and charged, rounded to the cent, on the next statement. The minimum repayment
            is worked out from each statement: {minimumRule}.
          </p>
          <p className="legal">
            A guide, not a quote: your bank’s statement dates, minimum and rate may differ, and new spending
            or fees add to the time it takes.
          </p>
        </Workings>
      }
    />
  );
}
