import * as React from 'react';
import { type Cents, toCents } from '../../domain/finance/money';
import type { TypicalRate } from '../../domain/finance/typical-rate';
import { formatCents, formatCount, formatRate } from '../../domain/format';
import { earlyPayoff, type EarlyPayoff } from '../../domain/home-loans/early-payoff';
import { HOME_LOAN_TERM_YEARS } from '../../domain/home-loans/rate-matching';
import { AmountField, ChoiceField } from './amount-field';
import { CalculatorFrame, Workings, type Figure } from './calculator-frame';
import { formatPeriodRate, pluralise, yearsAndMonths } from './format-workings';
import { RateField } from './rate-field';
import { typicalRateHint, useTypedAmount, useTypedRate } from './typed-inputs';

const LOAN_RANGE = { min: 1_000, max: 20_000_000 };
const EXTRA_RANGE = { min: 0, max: 1_000_000 };
const OFFSET_RANGE = { min: 0, max: 20_000_000 };

interface Inputs {
  loan: Cents;
  rate: number;
  termYears: number;
  extra: Cents;
  offset: Cents;
}

function workingLines(inputs: Inputs, result: EarlyPayoff): [string, string][] {
  const monthly = formatPeriodRate(inputs.rate / 12);
  return [
    ['Loan (P)', formatCents(inputs.loan)],
    ['Rate a month (r)', `${formatRate(inputs.rate, { perAnnum: false })} ÷ 12 = ${monthly}`],
    ['Repayments (n)', `${pluralise(inputs.termYears, 'year')} × 12 = ${formatCount(inputs.termYears * 12)}`],
    ['Repayment', `P × r ÷ (1 − (1 + r)⁻ⁿ) = ${formatCents(result.repaymentCents)} a month`],
    ['Extra each month', formatCents(inputs.extra)],
    ['Offset balance', formatCents(inputs.offset)],
    [
      'First month’s interest',
      `${formatCents(inputs.loan)} × ${monthly} = ${formatCents(result.asScheduled.firstMonthInterestCents)} as scheduled; ` +
        `(${formatCents(inputs.loan)} − ${formatCents(inputs.offset)}) × ${monthly} = ${formatCents(result.withExtras.firstMonthInterestCents)} with the offset`,
    ],
    [
      'As scheduled',
      `${yearsAndMonths(result.asScheduled.months)}, ${formatCents(result.asScheduled.totalInterestCents)} interest`,
    ],
    [
      'With extras and offset',
      `${yearsAndMonths(result.withExtras.months)}, ${formatCents(result.withExtras.totalInterestCents)} interest`,
    ],
  ];
}

/** What the loan is paid to be, and how the calculator works it out. */
const INTRO =
  'A principal-and-interest loan repaid monthly: interest each month is the rate ÷ 12 on the balance less the ' +
  'offset, rounded to the cent; the repayment stays what the term sets, any extra is paid on top, and the rate ' +
  'stays the same throughout. Fees are left out.';

/** The time and interest saved, and the repayment with the extra. */
function savingFigures(result: ReturnType<typeof earlyPayoff> | null, inputs: Inputs | null): Figure[] {
  return [
    {
      label: 'Paid off sooner by',
      value: result && yearsAndMonths(result.monthsSaved),
      note: result
        ? `in ${yearsAndMonths(result.withExtras.months)} instead of ${yearsAndMonths(result.asScheduled.months)}`
        : undefined,
    },
    {
      label: 'Interest saved',
      value: result && formatCents(result.interestSavedCents),
      note: result
        ? `${formatCents(result.withExtras.totalInterestCents)} instead of ${formatCents(result.asScheduled.totalInterestCents)}`
        : undefined,
    },
    {
      label: 'Monthly repayment',
      value: result && formatCents(result.repaymentCents + (inputs?.extra ?? 0)),
      note:
        result && inputs && inputs.extra > 0
          ? `${formatCents(result.repaymentCents)} plus ${formatCents(inputs.extra)} extra`
          : 'as the loan and term set it',
    },
  ];
}

/** What extra repayments and an offset balance save on a home loan, in months and interest. */
export function ExtraRepaymentsCalculator({ typicalRate }: { typicalRate: TypicalRate | null }) {
  const [termYears, setTermYears] = React.useState(30);
  const loan = useTypedAmount(LOAN_RANGE, 'loan amount');
  const extra = useTypedAmount(EXTRA_RANGE, 'extra repayment', true);
  const offset = useTypedAmount(OFFSET_RANGE, 'offset balance', true);
  const rate = useTypedRate(typicalRate);

  const inputs: Inputs | null =
    loan.value !== null && extra.value !== null && offset.value !== null && rate.value !== null
      ? {
          loan: toCents(loan.value),
          rate: rate.value,
          termYears,
          extra: toCents(extra.value),
          offset: toCents(offset.value),
        }
      : null;
  const result = inputs
    ? earlyPayoff({
        principalCents: inputs.loan,
        annualRate: inputs.rate,
        termYears: inputs.termYears,
        extraMonthlyCents: inputs.extra,
        offsetCents: inputs.offset,
      })
    : null;
  const message =
    inputs === null
      ? 'Enter the loan amount and a rate to see what you would save.'
      : inputs.extra === 0 && inputs.offset === 0
        ? 'Add an extra repayment or an offset balance to see what it saves.'
        : null;

  return (
    <CalculatorFrame
      heading="What extra repayments and an offset save"
      intro={INTRO}
      inputs={
        <>
          <AmountField
            label="Loan amount"
            text={loan.text}
            error={loan.error}
            placeholder="e.g. 500,000"
            hint="What you owe now."
            onChange={loan.setText}
          />
          <RateField
            text={rate.text}
            error={rate.error}
            hint={typicalRateHint(typicalRate)}
            onChange={rate.setText}
          />
          <ChoiceField
            label="Years left on the loan"
            value={String(termYears)}
            onChange={(value) => setTermYears(Number(value))}
          >
            {HOME_LOAN_TERM_YEARS.map((years) => (
              <option key={years} value={String(years)}>
                {pluralise(years, 'year')}
              </option>
            ))}
          </ChoiceField>
          <AmountField
            label="Extra repayment a month"
            text={extra.text}
            error={extra.error}
            placeholder="e.g. 200"
            hint="Leave empty for none."
            onChange={extra.setText}
          />
          <AmountField
            label="Offset account balance"
            text={offset.text}
            error={offset.error}
            placeholder="e.g. 20,000"
            hint="Kept there the whole time. Leave empty for none."
            onChange={offset.setText}
          />
        </>
      }
      figures={savingFigures(result, inputs)}
      message={message}
      workings={
        <Workings items={inputs && result ? workingLines(inputs, result) : [['Loan (P)', '—']]}>
          <p>
            Each month the interest is charged and the repayment paid; what is left of the repayment after the
            interest reduces the balance. Money in an offset account is taken off the balance interest is
            charged on, so more of each repayment goes to the loan. The last repayment clears the balance
            exactly.
          </p>
          <p className="legal">
            A guide, not a quote: lenders may charge for extra repayments on a fixed rate, and rates change.
          </p>
        </Workings>
      }
    />
  );
}
