import * as React from 'react';
import type { RawTermDepositRate } from '../../domain/data/raw-types';
import { toCents } from '../../domain/finance/money';
import type { TypicalRate } from '../../domain/finance/typical-rate';
import { formatCents, formatRate, formatTermMonths } from '../../domain/format';
import { AmountField, ChoiceField } from './amount-field';
import { CalculatorFrame, Workings } from './calculator-frame';
import { depositInterest, depositTerm, paymentLabels, termLabel } from './deposit-figures';
import { pluralise } from './format-workings';
import { RateField } from './rate-field';
import { typicalRateHint, useTypedAmount, useTypedRate } from './typed-inputs';

const AMOUNT_RANGE = { min: 1, max: 5_000_000 };
/** Terms as banks state them: in months, or in days for the shortest. */
const MONTH_TERMS = [1, 3, 4, 6, 9, 12, 18, 24, 36, 48, 60];
const DAY_TERMS = [30, 60, 90, 120, 180, 270];
const DEFAULT_TERM = '12m';

type Payment = Extract<RawTermDepositRate['interestPayment'], 'maturity' | 'monthly'>;

/** The deposit as the product calculator reads a published rate: `12m` in months, `90d` in days. */
function depositRate(termKey: string, annualRate: number, payment: Payment): RawTermDepositRate {
  const count = Number(termKey.slice(0, -1));
  const inDays = termKey.endsWith('d');
  return {
    termMonths: inDays ? 0 : count,
    termDays: inDays ? count : Math.round((count * 365) / 12),
    termUnit: inDays ? 'days' : 'months',
    rate: annualRate,
    minAmount: null,
    maxAmount: null,
    interestPayment: inDays ? 'maturity' : payment,
  };
}

function workingLines(
  amount: number,
  rate: RawTermDepositRate,
  payments: readonly number[],
): [string, string][] {
  const term = depositTerm(rate);
  const distinct = [...new Set(payments)];
  return [
    ['Amount (P)', formatCents(toCents(amount))],
    ['Interest rate (r)', formatRate(rate.rate)],
    [
      'Term (t)',
      'days' in term
        ? `${termLabel(rate)}, so t = ${term.days} ÷ 365 years`
        : `${termLabel(rate)}, so t = ${term.months} ÷ 12 years`,
    ],
    [
      'Interest paid',
      distinct.length === 1
        ? `${pluralise(payments.length, 'payment')} of ${formatCents(distinct[0]!)}`
        : payments.map((interest) => formatCents(interest)).join(' + '),
    ],
  ];
}

/** Interest a term deposit earns over its term at a rate the visitor types, the product calculator's rules. */
export function TermDepositCalculator({ typicalRate }: { typicalRate: TypicalRate | null }) {
  const [termKey, setTermKey] = React.useState(DEFAULT_TERM);
  const [wantedPayment, setWantedPayment] = React.useState<Payment>('maturity');
  const amount = useTypedAmount(AMOUNT_RANGE, 'amount to invest');
  const rate = useTypedRate(typicalRate);

  const inDays = termKey.endsWith('d');
  const payment: Payment = inDays ? 'maturity' : wantedPayment;
  const deposit = rate.value === null ? null : depositRate(termKey, rate.value, payment);
  const result = amount.value !== null && deposit ? depositInterest(amount.value, deposit) : null;
  const payments = result?.payments.map((item) => item.interest) ?? [];
  const paid = paymentLabels[payment].toLowerCase();

  return (
    <CalculatorFrame
      heading="What your term deposit earns"
      intro={
        'Simple interest on the amount for the term, at the rate you enter: interest paid out is not added to the ' +
        'deposit, and on terms over a year each year’s interest is paid on the anniversary. Banks often quote a ' +
        'lower rate for interest paid monthly; enter the rate for the way you choose.'
      }
      inputs={
        <>
          <AmountField
            label="Amount to invest"
            text={amount.text}
            error={amount.error}
            placeholder="e.g. 50,000"
            onChange={amount.setText}
          />
          <ChoiceField label="Deposit term" value={termKey} onChange={setTermKey}>
            <optgroup label="In months">
              {MONTH_TERMS.map((months) => (
                <option key={months} value={`${months}m`}>
                  {formatTermMonths(months)}
                </option>
              ))}
            </optgroup>
            <optgroup label="In days">
              {DAY_TERMS.map((days) => (
                <option key={days} value={`${days}d`}>
                  {days} days
                </option>
              ))}
            </optgroup>
          </ChoiceField>
          <ChoiceField
            label="Interest paid"
            value={payment}
            onChange={(value) => setWantedPayment(value === 'monthly' ? 'monthly' : 'maturity')}
          >
            <option value="maturity">{paymentLabels.maturity}</option>
            {inDays ? null : <option value="monthly">{paymentLabels.monthly}</option>}
          </ChoiceField>
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
          label: 'Interest earned',
          value: result && formatCents(result.totalInterest),
          note: deposit ? `over ${termLabel(deposit)}` : undefined,
        },
        {
          label: 'Total you get back',
          value: result && formatCents(result.totalReturned),
          note:
            payment === 'maturity' ? 'your deposit plus interest' : `your deposit plus interest paid ${paid}`,
        },
        {
          label: 'Interest rate',
          value: rate.value === null ? null : formatRate(rate.value),
          note: `interest paid ${paid}`,
        },
      ]}
      message={result === null ? 'Enter the amount and a rate to see the interest.' : null}
      workings={
        <Workings
          items={
            result && deposit && amount.value !== null
              ? workingLines(amount.value, deposit, payments)
              : [['Amount (P)', '—']]
          }
        >
          <p>
            Interest for each payment is P × r × the part of a year it covers, rounded to the nearest cent. A
            term in days is counted over 365 days; a term in months over 12 months.
          </p>
          <p className="legal">
            A guide, not a quote: check the rate for your amount and term with the bank before you invest.
          </p>
        </Workings>
      }
    />
  );
}
