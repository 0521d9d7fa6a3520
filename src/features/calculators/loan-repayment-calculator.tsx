import * as React from 'react';
import { formatCents, formatCount, formatFee, formatRate } from '../../domain/format';
import { SERVICEABILITY_RATE_BUFFER } from '../../domain/finance/defaults';
import { toCents } from '../../domain/finance/money';
import { PERIODS_PER_YEAR, type RepaymentFrequency } from '../../domain/finance/repayments';
import { trackRateBufferChange } from '../tracking/interaction-events';
import { AmountField, ChoiceField } from './amount-field';
import { checkAmount, type AmountRange } from './amount-input';
import { CalculatorFrame, Workings, type Figure } from './calculator-frame';
import { formatPeriodRate, pluralise } from './format-workings';
import { frequencyNouns, quoteLoan, type LoanFees, type LoanQuote } from './loan-figures';

/** The calculator's heading, and its name in tracked actions. */
const CALCULATOR_NAME = 'Repayment calculator';

export interface LoanRateOption {
  /** Unique among the options; the select's value. */
  key: string;
  label: string;
  /** Options with the same group are listed together. */
  group?: string;
  rate: number;
  interestOnly: boolean;
  /** Loan-size band the rate is limited to, in dollars; null or missing = open. */
  minAmount?: number | null;
  maxAmount?: number | null;
  /** For a fixed rate: the rate after its fixed months, and where that rate comes from. */
  followOn?: { afterMonths: number; annualRate: number; note: string };
  /** Fees a month the lender's comparison rate implies beyond its published list, in dollars. */
  impliedMonthlyFee?: number;
  /** This rate's own fees, when they differ from the loan's (a rate without the product's package). */
  fees?: LoanFees;
}

export interface LoanRepaymentCalculatorProps {
  /** At least one rate; with one, there is no rate to choose. */
  rates: readonly LoanRateOption[];
  initialRateKey?: string;
  amount: AmountRange & { initial: number };
  termYears: { options: readonly number[]; initial: number };
  fees: LoanFees;
  /** The figures use the lowest advertised rate, so they are minimums: "from". */
  fromRate?: boolean;
  /** What the figures assume, e.g. that the rate offered depends on the applicant. */
  intro?: string;
  /** Offer an "if rates rise by" choice, for loans whose rate can change (home loans). */
  rateRise?: boolean;
}

/** Rises to try, in percentage points; 3 is the buffer lenders must test a borrower against. */
const rateRises: { value: number; label: string }[] = [
  { value: 0, label: 'No rise' },
  { value: 0.01, label: '1 percentage point' },
  { value: 0.02, label: '2 percentage points' },
  { value: SERVICEABILITY_RATE_BUFFER, label: '3 percentage points (the buffer lenders test you at)' },
];

const frequencies: { value: RepaymentFrequency; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'fortnightly', label: 'Fortnightly' },
  { value: 'weekly', label: 'Weekly' },
];

function isFrequency(value: string): value is RepaymentFrequency {
  return value === 'monthly' || value === 'fortnightly' || value === 'weekly';
}

function bandMessage(option: LoanRateOption, amount: number): string | null {
  const min = option.minAmount ?? null;
  const max = option.maxAmount ?? null;
  if ((min === null || amount >= min) && (max === null || amount <= max)) return null;
  const band =
    min !== null && max !== null
      ? `from ${formatFee(min)} to ${formatFee(max)}`
      : min !== null
        ? `of ${formatFee(min)} or more`
        : `up to ${formatFee(max ?? 0)}`;
  return `This rate is only for loans ${band}.`;
}

function groupsOf(rates: readonly LoanRateOption[]): [string, LoanRateOption[]][] {
  const groups = new Map<string, LoanRateOption[]>();
  for (const option of rates) {
    const name = option.group ?? '';
    groups.set(name, [...(groups.get(name) ?? []), option]);
  }
  return [...groups];
}

function repaymentNote(quote: LoanQuote, noun: string, fees: LoanFees): string {
  if (fees.monthly <= 0) return `a ${noun}`;
  return quote.monthlyFee > 0
    ? `a month, including the ${formatFee(fees.monthly)} monthly fee`
    : `a ${noun}, plus the ${formatFee(fees.monthly)} monthly fee`;
}

function figuresFor(
  quote: LoanQuote | null,
  interestOnly: boolean,
  noun: string,
  years: number,
  fees: LoanFees,
  fromRate: boolean,
): Figure[] {
  const from = (cents: number) => `${fromRate ? 'from ' : ''}${formatCents(cents)}`;
  if (interestOnly) {
    const io = quote?.kind === 'interest-only' ? quote : null;
    return [
      {
        label: 'Interest-only repayment',
        value: io && from(io.repayment),
        note: io ? repaymentNote(io, noun, fees) : undefined,
      },
      {
        label: 'Interest each year',
        value: io && from(io.interestPerYear),
        note: 'while it is interest only',
      },
      {
        label: 'Still owed when interest only ends',
        value: io && formatCents(io.principal),
        note: 'interest-only repayments don’t reduce the loan',
      },
    ];
  }
  const pi = quote?.kind === 'principal-and-interest' ? quote : null;
  return [
    {
      label: fromRate ? 'Repayments' : 'Repayment',
      value: pi && from(pi.repayment + pi.monthlyFee),
      note: pi ? repaymentNote(pi, noun, fees) : undefined,
    },
    {
      label: 'Total interest',
      value: pi && from(pi.totalInterest),
      note: `over ${pluralise(years, 'year')}`,
    },
    {
      label: 'Total cost',
      value: pi && from(pi.totalCost),
      note: pi
        ? pi.totalFees > 0
          ? `repayments plus ${formatCents(pi.totalFees)} in fees`
          : 'repayments; no fees'
        : undefined,
    },
  ];
}

function feeLines(fees: LoanFees, years: number): [string, string][] {
  const lines: [string, string][] = [];
  if (fees.upfront > 0) lines.push(['Upfront fees', formatFee(fees.upfront)]);
  if (fees.monthly > 0) {
    lines.push(['Monthly fee', `${formatFee(fees.monthly)} × ${pluralise(years * 12, 'month')}`]);
  }
  if (fees.yearly > 0)
    lines.push(['Ongoing fees', `${formatFee(fees.yearly)} a year × ${pluralise(years, 'year')}`]);
  return lines;
}

/** Repayments for a loan amount, term and repayment frequency, at one of the product's rates. */
export function LoanRepaymentCalculator({
  rates,
  initialRateKey,
  amount,
  termYears,
  fees,
  fromRate = false,
  intro,
  rateRise: offerRateRise = false,
}: LoanRepaymentCalculatorProps) {
  const [amountText, setAmountText] = React.useState(formatCount(amount.initial));
  const [rateKey, setRateKey] = React.useState(initialRateKey ?? rates[0]?.key ?? '');
  const [years, setYears] = React.useState(termYears.initial);
  const [frequency, setFrequency] = React.useState<RepaymentFrequency>('monthly');
  const [rise, setRise] = React.useState(0);

  const option = rates.find((candidate) => candidate.key === rateKey) ?? rates[0];
  const annualRate = option ? option.rate + rise : 0;
  const checked = checkAmount(amountText, amount, 'loan amount');
  const band = option && checked.ok ? bandMessage(option, checked.value) : null;
  const amountDollars = checked.ok && band === null ? checked.value : null;
  const ownFees = option?.fees ?? fees;
  const optionFees = React.useMemo(
    () => ({ ...ownFees, monthly: ownFees.monthly + (option?.impliedMonthlyFee ?? 0) }),
    [ownFees, option],
  );
  // A fixed rate's follow-on rate, when the fixed period ends within the chosen term.
  const followOn = option?.followOn && option.followOn.afterMonths < years * 12 ? option.followOn : undefined;
  const quote = React.useMemo(
    () =>
      option && amountDollars !== null
        ? quoteLoan({
            amountDollars,
            annualRate,
            years,
            frequency,
            interestOnly: option.interestOnly,
            fees: optionFees,
            ...(followOn
              ? { rateChange: { afterMonths: followOn.afterMonths, annualRate: followOn.annualRate + rise } }
              : {}),
          })
        : null,
    [option, annualRate, amountDollars, years, frequency, optionFees, followOn, rise],
  );

  if (!option) return null;
  const figures = figuresFor(
    quote,
    option.interestOnly,
    frequencyNouns[frequency],
    years,
    optionFees,
    fromRate,
  );
  const message = !checked.ok
    ? 'Enter a valid loan amount to see repayments.'
    : (band ??
      (option.interestOnly ? 'Interest only usually ends within five years; repayments then rise.' : null));

  const inputs = (
    <LoanInputs
      rates={rates}
      option={option}
      amount={{ text: amountText, error: checked.ok ? null : checked.error, onChange: setAmountText }}
      onRateKeyChange={setRateKey}
      rise={offerRateRise ? { value: rise, onChange: setRise } : null}
      years={{ value: years, options: termYears.options, onChange: setYears }}
      frequency={{ value: frequency, onChange: setFrequency }}
    />
  );
  const workings = (
    <RepaymentWorkings
      option={option}
      amountDollars={amountDollars}
      fromRate={fromRate}
      rise={rise}
      years={years}
      frequency={frequency}
      followOn={followOn}
      fees={ownFees}
    />
  );

  return (
    <CalculatorFrame
      heading={CALCULATOR_NAME}
      intro={intro}
      inputs={inputs}
      figures={figures}
      message={message}
      workings={workings}
    />
  );
}

interface LoanInputsProps {
  rates: readonly LoanRateOption[];
  option: LoanRateOption;
  amount: { text: string; error: string | null; onChange(text: string): void };
  onRateKeyChange(key: string): void;
  /** The "if rates rise" choice, when the calculator offers it. */
  rise: { value: number; onChange(rise: number): void } | null;
  years: { value: number; options: readonly number[]; onChange(years: number): void };
  frequency: { value: RepaymentFrequency; onChange(frequency: RepaymentFrequency): void };
}

/** The loan's amount, rate, possible rise, term and repayment frequency. */
function LoanInputs({ rates, option, amount, onRateKeyChange, rise, years, frequency }: LoanInputsProps) {
  return (
    <>
      <AmountField
        trackedAs={CALCULATOR_NAME}
        label="Loan amount"
        text={amount.text}
        error={amount.error}
        onChange={amount.onChange}
      />
      {rates.length > 1 ? (
        <ChoiceField
          trackedAs={CALCULATOR_NAME}
          label="Interest rate"
          value={option.key}
          onChange={onRateKeyChange}
        >
          {groupsOf(rates).map(([group, options]) => {
            const items = options.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {candidate.label}
              </option>
            ));
            return group ? (
              <optgroup key={group} label={group}>
                {items}
              </optgroup>
            ) : (
              items
            );
          })}
        </ChoiceField>
      ) : null}
      {rise ? (
        <ChoiceField
          label="If rates rise by"
          value={String(rise.value)}
          onChange={(value) => {
            const next = rateRises.find((choice) => String(choice.value) === value)?.value ?? 0;
            rise.onChange(next);
            trackRateBufferChange(CALCULATOR_NAME, next);
          }}
        >
          {rateRises.map((choice) => (
            <option key={choice.value} value={String(choice.value)}>
              {choice.label}
            </option>
          ))}
        </ChoiceField>
      ) : null}
      <ChoiceField
        trackedAs={CALCULATOR_NAME}
        label="Loan term"
        value={String(years.value)}
        onChange={(value) => years.onChange(Number(value))}
      >
        {years.options.map((value) => (
          <option key={value} value={String(value)}>
            {pluralise(value, 'year')}
          </option>
        ))}
      </ChoiceField>
      <ChoiceField
        trackedAs={CALCULATOR_NAME}
        label="Repayment frequency"
        value={frequency.value}
        onChange={(value) => {
          if (isFrequency(value)) frequency.onChange(value);
        }}
      >
        {frequencies.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </ChoiceField>
    </>
  );
}

interface RepaymentWorkingsProps {
  option: LoanRateOption;
  amountDollars: number | null;
  fromRate: boolean;
  rise: number;
  years: number;
  frequency: RepaymentFrequency;
  followOn: LoanRateOption['followOn'];
  fees: LoanFees;
}

/** How the repayments are worked out, figure by figure. */
function RepaymentWorkings({
  option,
  amountDollars,
  fromRate,
  rise,
  years,
  frequency,
  followOn,
  fees,
}: RepaymentWorkingsProps) {
  const annualRate = option.rate + rise;
  const noun = frequencyNouns[frequency];
  const periodsPerYear = PERIODS_PER_YEAR[frequency];
  return (
    <Workings
      items={[
        ['Loan amount (P)', amountDollars === null ? '—' : formatCents(toCents(amountDollars))],
        ['Interest rate', `${formatRate(option.rate)}${fromRate ? ', the lowest advertised' : ''}`],
        ...(rise > 0
          ? ([
              [
                'If rates rise',
                `${formatRate(option.rate, { perAnnum: false })} + ${formatRate(rise, { perAnnum: false })} = ${formatRate(annualRate)}`,
              ],
            ] as [string, string][])
          : []),
        [
          `Rate each ${noun} (r)`,
          `${formatRate(annualRate, { perAnnum: false })} ÷ ${periodsPerYear} = ${formatPeriodRate(annualRate / periodsPerYear)}`,
        ],
        option.interestOnly
          ? ['Repayments', `interest only, ${periodsPerYear} a year`]
          : [
              'Number of repayments (n)',
              `${pluralise(years, 'year')} × ${periodsPerYear} = ${formatCount(years * periodsPerYear)}`,
            ],
        ...(followOn && !option.interestOnly
          ? ([
              [
                `After ${pluralise(followOn.afterMonths, 'month')}`,
                `${formatRate(followOn.annualRate + rise)}: ${followOn.note}`,
              ],
            ] as [string, string][])
          : []),
        ...feeLines(fees, years),
        ...(option.impliedMonthlyFee
          ? ([
              [
                'Fees its comparison rate implies',
                `${formatFee(option.impliedMonthlyFee)} a month × ${pluralise(years * 12, 'month')}, fees the lender's list leaves out`,
              ],
            ] as [string, string][])
          : []),
      ]}
    >
      {option.interestOnly ? (
        <p>
          Each interest-only repayment is P × r, rounded to the nearest cent. It pays the interest and none of
          the loan.
        </p>
      ) : (
        <p>
          Each repayment is P × r ÷ (1 − (1 + r)<sup>−n</sup>), rounded to the nearest cent, as lenders quote
          it
          {followOn
            ? '; when a fixed rate ends, it is worked out again at the new rate over the repayments left'
            : ''}
          . Total interest adds up the interest charged each {noun} (the balance owing × r, rounded to the
          cent); the last repayment is adjusted to clear the loan exactly. Total cost is every repayment plus
          the fees listed.
        </p>
      )}
      <p className="legal">
        A guide, not a quote: the lender’s own figures can differ with its rounding, start date and any change
        in rate.
      </p>
    </Workings>
  );
}
