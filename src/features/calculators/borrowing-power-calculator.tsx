import * as React from 'react';
import { SERVICEABILITY_RATE_BUFFER } from '../../domain/finance/defaults';
import { toCents } from '../../domain/finance/money';
import type { TypicalRate } from '../../domain/finance/typical-rate';
import { formatCents, formatCount, formatPercent, formatRate } from '../../domain/format';
import {
  borrowingPower,
  CARD_LIMIT_MONTHLY_FRACTION,
  INCOME_TAX_YEAR,
  LIVING_COSTS_FLOOR,
  MEDICARE_LEVY,
  type BorrowingPower,
} from '../../domain/home-loans/borrowing-power';
import { HOME_LOAN_TERM_YEARS } from '../../domain/home-loans/rate-matching';
import { AmountField, ChoiceField } from './amount-field';
import { CalculatorFrame, Workings } from './calculator-frame';
import { formatPeriodRate, pluralise } from './format-workings';
import { RateField } from './rate-field';
import { typicalRateHint, useTypedAmount, useTypedRate, type TypedValue } from './typed-inputs';

const INCOME_RANGE = { min: 1, max: 10_000_000 };
const MONTHLY_RANGE = { min: 0, max: 1_000_000 };
const LIMITS_RANGE = { min: 0, max: 10_000_000 };
const DEPENDANTS = [0, 1, 2, 3, 4, 5, 6];
const buffer = (SERVICEABILITY_RATE_BUFFER * 100).toFixed(1);
const cardShare = formatPercent(CARD_LIMIT_MONTHLY_FRACTION);

function money(value: number | null): string {
  return value === null ? '—' : formatCents(toCents(value));
}

function floorText(): string {
  const { single, couple, perDependant } = LIVING_COSTS_FLOOR;
  return (
    `${formatCents(single, { wholeDollarsIfRound: true })} a month for one borrower, ` +
    `${formatCents(couple, { wholeDollarsIfRound: true })} for two, and ` +
    `${formatCents(perDependant, { wholeDollarsIfRound: true })} more for each dependant`
  );
}

function incomeLines(result: BorrowingPower): [string, string][] {
  return result.applicants.map((applicant, index) => [
    result.applicants.length > 1 ? `Income after tax, borrower ${index + 1}` : 'Income after tax',
    `${formatCents(applicant.grossCents)} − ${formatCents(applicant.taxCents)} tax − ${formatCents(applicant.medicareLevyCents)} Medicare levy = ${formatCents(applicant.netYearCents)} a year`,
  ]);
}

function workingLines(
  result: BorrowingPower,
  statedCostsCents: number,
  termYears: number,
  rate: number,
): [string, string][] {
  const netYear = result.applicants.reduce((sum, applicant) => sum + applicant.netYearCents, 0);
  const months = termYears * 12;
  return [
    ...incomeLines(result),
    ['A month', `${formatCents(netYear)} ÷ 12 = ${formatCents(result.netMonthlyIncomeCents)}`],
    [
      'Living costs counted',
      `${formatCents(result.livingCostsCountedCents)}, the larger of the ${formatCents(statedCostsCents)} you spend and the floor of ${formatCents(result.livingCostsFloorCents)}`,
    ],
    ['Other loan repayments', formatCents(result.otherDebtRepaymentsCents)],
    ['Credit card limits', `${cardShare} of the limits = ${formatCents(result.cardCommitmentCents)} a month`],
    [
      'Left each month',
      `${formatCents(result.netMonthlyIncomeCents)} − ${formatCents(result.livingCostsCountedCents)} − ${formatCents(result.otherDebtRepaymentsCents)} − ${formatCents(result.cardCommitmentCents)} = ${formatCents(result.surplusCents)}`,
    ],
    [
      'Rate tested at',
      `${formatRate(rate, { perAnnum: false })} + ${buffer} percentage points = ${formatRate(result.assessmentRate)}`,
    ],
    [
      'Rate a month (r), months (n)',
      `r = ${formatRate(result.assessmentRate, { perAnnum: false })} ÷ 12 = ${formatPeriodRate(result.assessmentRate / 12)}, n = ${formatCount(months)} months`,
    ],
    [
      'Most it repays',
      result.surplusCents > 0
        ? `${formatCents(result.surplusCents)} × (1 − (1 + r)⁻ⁿ) ÷ r = ${formatCents(result.exactLoanCents)}, rounded down to ${formatCents(result.maxLoanCents, { wholeDollarsIfRound: true })}`
        : 'nothing: no money is left each month',
    ],
  ];
}

function BorrowerInputs({
  two,
  setTwo,
  first,
  second,
  dependants,
  setDependants,
}: {
  two: boolean;
  setTwo: (two: boolean) => void;
  first: TypedValue;
  second: TypedValue;
  dependants: number;
  setDependants: (count: number) => void;
}) {
  return (
    <>
      <ChoiceField
        label="Who is borrowing"
        value={two ? '2' : '1'}
        onChange={(value) => setTwo(value === '2')}
      >
        <option value="1">Just me</option>
        <option value="2">Two of us</option>
      </ChoiceField>
      <AmountField
        label={two ? 'First borrower’s yearly income before tax' : 'Your yearly income before tax'}
        text={first.text}
        error={first.error}
        placeholder="e.g. 95,000"
        onChange={first.setText}
      />
      {two ? (
        <AmountField
          label="Second borrower’s yearly income before tax"
          text={second.text}
          error={second.error}
          placeholder="e.g. 70,000"
          onChange={second.setText}
        />
      ) : null}
      <ChoiceField
        label="Children or other dependants"
        value={String(dependants)}
        onChange={(value) => setDependants(Number(value))}
      >
        {DEPENDANTS.map((count) => (
          <option key={count} value={String(count)}>
            {count === 0 ? 'None' : formatCount(count)}
          </option>
        ))}
      </ChoiceField>
    </>
  );
}

/** What the calculator assumes, said before its fields. */
const INTRO =
  `An estimate of what lenders usually allow, not an offer: income after ${INCOME_TAX_YEAR} income tax and the ` +
  `${formatPercent(MEDICARE_LEVY)} Medicare levy (no offsets), less your living costs (at least our floor), ` +
  `other loan repayments and ${cardShare} of your card limits a month, with the loan tested at your rate plus ` +
  `${buffer} percentage points, the buffer APRA requires lenders to test at.`;

type TypedAmount = ReturnType<typeof useTypedAmount>;

/** The monthly outgoings lenders take off: living costs, other repayments and card limits. */
function OutgoingsInputs({
  costs,
  debts,
  limits,
}: {
  costs: TypedAmount;
  debts: TypedAmount;
  limits: TypedAmount;
}) {
  return (
    <>
      <AmountField
        label="Living costs a month"
        text={costs.text}
        error={costs.error}
        placeholder="e.g. 2,500"
        hint={`Food, bills, transport and the like, not rent or loans. We count at least ${floorText()}.`}
        onChange={costs.setText}
      />
      <AmountField
        label="Other loan repayments a month"
        text={debts.text}
        error={debts.error}
        placeholder="e.g. 450"
        hint="Car, personal and student loans. Leave empty for none."
        onChange={debts.setText}
      />
      <AmountField
        label="Credit card limits, added up"
        text={limits.text}
        error={limits.error}
        placeholder="e.g. 8,000"
        hint={`Used or not, lenders count ${cardShare} of each limit a month. Leave empty for none.`}
        onChange={limits.setText}
      />
    </>
  );
}

/** The most a lender would likely lend, from income, costs, debts, term and rate, with the working. */
export function BorrowingPowerCalculator({ typicalRate }: { typicalRate: TypicalRate | null }) {
  const [two, setTwo] = React.useState(false);
  const [dependants, setDependants] = React.useState(0);
  const [termYears, setTermYears] = React.useState(30);
  const first = useTypedAmount(INCOME_RANGE, 'yearly income');
  const second = useTypedAmount(INCOME_RANGE, 'second income');
  const costs = useTypedAmount(MONTHLY_RANGE, 'living costs', true);
  const debts = useTypedAmount(MONTHLY_RANGE, 'repayments', true);
  const limits = useTypedAmount(LIMITS_RANGE, 'card limits', true);
  const rate = useTypedRate(typicalRate);

  const incomes = two ? [first.value, second.value] : [first.value];
  const ready =
    incomes.every((value) => value !== null) &&
    costs.value !== null &&
    debts.value !== null &&
    limits.value !== null &&
    rate.value !== null;
  const result = ready
    ? borrowingPower({
        grossIncomesCents: incomes.map((value) => toCents(value ?? 0)),
        dependants,
        livingCostsCents: toCents(costs.value ?? 0),
        otherDebtRepaymentsCents: toCents(debts.value ?? 0),
        cardLimitsCents: toCents(limits.value ?? 0),
        termYears,
        annualRate: rate.value ?? 0,
      })
    : null;
  const lends = result !== null && result.maxLoanCents > 0;
  const message =
    result === null
      ? `Enter ${two ? 'both incomes' : 'your income'} and a rate to see what you could borrow.`
      : lends
        ? null
        : 'After living costs and debts nothing is left each month, so a lender would likely not lend.';

  return (
    <CalculatorFrame
      heading="How much could you borrow?"
      intro={INTRO}
      inputs={
        <>
          <BorrowerInputs
            two={two}
            setTwo={setTwo}
            first={first}
            second={second}
            dependants={dependants}
            setDependants={setDependants}
          />
          <OutgoingsInputs costs={costs} debts={debts} limits={limits} />
          <ChoiceField
            label="Loan term"
            value={String(termYears)}
            onChange={(value) => setTermYears(Number(value))}
          >
            {HOME_LOAN_TERM_YEARS.map((years) => (
              <option key={years} value={String(years)}>
                {pluralise(years, 'year')}
              </option>
            ))}
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
          label: 'You could likely borrow',
          value: result && formatCents(result.maxLoanCents, { wholeDollarsIfRound: true }),
          note: 'rounded down to the nearest $1,000',
        },
        {
          label: 'Monthly repayment',
          value: lends ? formatCents(result.repaymentCents) : null,
          note:
            rate.value === null
              ? undefined
              : `at ${formatRate(rate.value)} over ${pluralise(termYears, 'year')}`,
        },
        {
          label: 'Left each month for the loan',
          value: result && formatCents(result.surplusCents),
          note: 'after tax, living costs and debts',
        },
      ]}
      message={message}
      workings={
        <Workings
          items={
            result && rate.value !== null
              ? workingLines(result, toCents(costs.value ?? 0), termYears, rate.value)
              : [['Income before tax', incomes.map(money).join(' and ')]]
          }
        >
          <p>
            Lenders use the Household Expenditure Measure as the least a household spends, which they license
            and which is not published. In its place we use round figures of our own: {floorText()}. Income is
            salary before tax; lenders count bonuses, overtime and rent received only in part. Your repayment
            at the rate itself is lower than the one tested, which keeps room for rates to rise.
          </p>
          <p className="legal">
            A guide, not an offer: each lender has its own rules, and some lend less, for example when the
            loan would be more than six times your income.
          </p>
        </Workings>
      }
    />
  );
}
