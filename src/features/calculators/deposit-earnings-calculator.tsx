import * as React from 'react';
import type { RawTermDepositRate } from '../../domain/data/raw-types';
import { DEPOSIT_DEFAULTS } from '../../domain/finance/defaults';
import { toCents } from '../../domain/finance/money';
import { formatCents, formatCount, formatFee, formatRate } from '../../domain/format';
import { AmountField, ChoiceField } from './amount-field';
import { checkAmount, type AmountRange } from './amount-input';
import { CalculatorFrame, Workings } from './calculator-frame';
import { depositInterest, depositTerm, paymentLabels, termLabel } from './deposit-figures';
import { pluralise } from './format-workings';

/** The calculator's heading, and its name in tracked actions. */
const CALCULATOR_NAME = 'Interest calculator';

type Payment = RawTermDepositRate['interestPayment'];

const paymentOrder: readonly Payment[] = ['maturity', 'monthly', 'quarterly', 'half-yearly', 'annually'];

/** Ceiling for deposits without a published maximum, as in the term-deposit table. */
const OPEN_MAXIMUM = 5_000_000;

interface TermChoice {
  key: string;
  label: string;
  /** For ordering: days in the term, roughly. */
  length: number;
  rates: RawTermDepositRate[];
}

function termKey(rate: RawTermDepositRate): string {
  const term = depositTerm(rate);
  return 'months' in term ? `${term.months}m` : `${term.days}d`;
}

export function termChoices(rates: readonly RawTermDepositRate[]): TermChoice[] {
  const byKey = new Map<string, TermChoice>();
  for (const rate of rates) {
    const key = termKey(rate);
    const choice = byKey.get(key) ?? {
      key,
      label: termLabel(rate),
      length: rate.termDays,
      rates: [],
    };
    choice.rates.push(rate);
    byKey.set(key, choice);
  }
  return [...byKey.values()].sort((a, b) => a.length - b.length);
}

function paymentsOffered(choice: TermChoice): Payment[] {
  return paymentOrder.filter((payment) => choice.rates.some((rate) => rate.interestPayment === payment));
}

/** The best rate for this amount among the term's rates paid this way, as the table picks it. */
function rateFor(choice: TermChoice, payment: Payment, amount: number): RawTermDepositRate | null {
  let best: RawTermDepositRate | null = null;
  for (const rate of choice.rates) {
    if (rate.interestPayment !== payment) continue;
    if (rate.minAmount !== null && amount < rate.minAmount) continue;
    if (rate.maxAmount !== null && amount > rate.maxAmount) continue;
    if (best === null || rate.rate > best.rate) best = rate;
  }
  return best;
}

function tierMessage(choice: TermChoice, payment: Payment): string {
  const tiers = choice.rates.filter((rate) => rate.interestPayment === payment);
  const min = Math.min(...tiers.map((rate) => rate.minAmount ?? 0));
  const max = Math.max(...tiers.map((rate) => rate.maxAmount ?? Number.POSITIVE_INFINITY));
  const range = Number.isFinite(max) ? `${formatFee(min)} to ${formatFee(max)}` : `${formatFee(min)} or more`;
  return `For ${choice.label}, paid ${paymentLabels[payment].toLowerCase()}, this deposit takes ${range}.`;
}

/** Where the calculator starts: 12 months (or the nearest term offered), at maturity, $50,000 if it earns a rate. */
function startingPoint(choices: TermChoice[], range: AmountRange) {
  const target = DEPOSIT_DEFAULTS.termMonths * 30.4375;
  const choice = choices.reduce((best, candidate) =>
    Math.abs(candidate.length - target) < Math.abs(best.length - target) ? candidate : best,
  );
  const payment = paymentsOffered(choice)[0] ?? 'maturity';
  const preferred = Math.min(Math.max(DEPOSIT_DEFAULTS.amount, range.min), range.max);
  if (rateFor(choice, payment, preferred)) return { choice, payment, amount: preferred };
  const tier = choice.rates
    .filter((rate) => rate.interestPayment === payment)
    .map((rate) => Math.max(rate.minAmount ?? range.min, range.min))
    .sort((a, b) => a - b)[0];
  return { choice, payment, amount: tier ?? preferred };
}

export interface DepositEarningsCalculatorProps {
  rates: readonly RawTermDepositRate[];
  minDeposit: number | null;
  maxDeposit: number | null;
}

/** Interest on an amount over one of the terms a term deposit offers, at the rate for that amount. */
export function DepositEarningsCalculator({ rates, minDeposit, maxDeposit }: DepositEarningsCalculatorProps) {
  const choices = React.useMemo(() => termChoices(rates), [rates]);
  const range: AmountRange = React.useMemo(
    () => ({ min: minDeposit ?? 1, max: Math.max(maxDeposit ?? OPEN_MAXIMUM, minDeposit ?? 1) }),
    [minDeposit, maxDeposit],
  );
  const [start] = React.useState(() => (choices.length > 0 ? startingPoint(choices, range) : null));
  const [amountText, setAmountText] = React.useState(formatCount(start?.amount ?? 0));
  const [key, setKey] = React.useState(start?.choice.key ?? '');
  const [wantedPayment, setWantedPayment] = React.useState<Payment>(start?.payment ?? 'maturity');

  const choice = choices.find((candidate) => candidate.key === key) ?? choices[0];
  const offered = choice ? paymentsOffered(choice) : [];
  // A term may not offer the way interest was paid on the term chosen before; keep the wish for later.
  const payment = offered.includes(wantedPayment) ? wantedPayment : (offered[0] ?? 'maturity');
  const checked = checkAmount(amountText, range, 'deposit amount');
  const amount = checked.ok ? checked.value : null;
  const rate = choice && amount !== null ? rateFor(choice, payment, amount) : null;
  const result = React.useMemo(
    () => (rate && amount !== null ? depositInterest(amount, rate) : null),
    [rate, amount],
  );

  if (!choice) return null;
  const term = depositTerm(choice.rates[0]!);
  const paid = paymentLabels[payment].toLowerCase();
  const message = !checked.ok
    ? 'Enter a valid amount to see the interest.'
    : rate === null
      ? tierMessage(choice, payment)
      : null;
  const payments = result?.payments ?? [];
  const distinct = [...new Set(payments.map((item) => item.interest))];

  return (
    <CalculatorFrame
      heading={CALCULATOR_NAME}
      inputs={
        <>
          <AmountField
            trackedAs={CALCULATOR_NAME}
            label="Amount to invest"
            text={amountText}
            error={checked.ok ? null : checked.error}
            hint={
              minDeposit === null && maxDeposit === null
                ? undefined
                : `This deposit takes ${formatFee(range.min)}${maxDeposit === null ? ' or more' : ` to ${formatFee(range.max)}`}.`
            }
            onChange={setAmountText}
          />
          <ChoiceField trackedAs={CALCULATOR_NAME} label="Deposit term" value={choice.key} onChange={setKey}>
            {choices.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {candidate.label}
              </option>
            ))}
          </ChoiceField>
          <ChoiceField
            trackedAs={CALCULATOR_NAME}
            label="Interest paid"
            value={payment}
            onChange={(value) => {
              const match = paymentOrder.find((candidate) => candidate === value);
              if (match) setWantedPayment(match);
            }}
          >
            {offered.map((candidate) => (
              <option key={candidate} value={candidate}>
                {paymentLabels[candidate]}
              </option>
            ))}
          </ChoiceField>
        </>
      }
      figures={[
        {
          label: 'Interest earned',
          value: result && formatCents(result.totalInterest),
          note: `over ${choice.label}`,
        },
        {
          label: 'Total you get back',
          value: result && formatCents(result.totalReturned),
          note:
            payment === 'maturity' ? 'your deposit plus interest' : `your deposit plus interest paid ${paid}`,
        },
        { label: 'Interest rate', value: rate && formatRate(rate.rate), note: `interest paid ${paid}` },
      ]}
      message={message}
      workings={
        <Workings
          items={[
            ['Amount (P)', amount === null ? '—' : formatCents(toCents(amount))],
            ['Interest rate (r)', rate ? formatRate(rate.rate) : '—'],
            [
              'Term (t)',
              'days' in term
                ? `${choice.label}, so t = ${term.days} ÷ 365 years`
                : `${choice.label}, so t = ${term.months} ÷ 12 years`,
            ],
            [
              'Interest paid',
              payments.length === 0
                ? paymentLabels[payment]
                : distinct.length === 1
                  ? `${pluralise(payments.length, 'payment')} of ${formatCents(distinct[0]!)}`
                  : payments.map((item) => formatCents(item.interest)).join(' + '),
            ],
          ]}
        >
          <p>
            Interest for each payment is P × r × the part of a year it covers, rounded to the nearest cent.
            Interest paid out is not added to the deposit, so it earns no interest itself. On terms over a
            year, banks pay each year’s interest on the anniversary even when interest is paid at maturity.
          </p>
          <p className="legal">
            A guide, not a quote: check the rate for your amount and term with the bank before you invest.
          </p>
        </Workings>
      }
    />
  );
}
