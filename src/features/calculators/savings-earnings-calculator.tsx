import * as React from 'react';
import { SAVINGS_DEFAULTS } from '../../domain/finance/defaults';
import { toCents } from '../../domain/finance/money';
import { formatCents, formatCount, formatFee, formatRate } from '../../domain/format';
import { AmountField } from './amount-field';
import { checkAmount, type AmountRange } from './amount-input';
import { CalculatorFrame, Workings } from './calculator-frame';
import { pluralise } from './format-workings';
import {
  bonusBandSentences,
  depositTheBonusNeeds,
  hasMonthlyConditions,
  PROJECTION_MONTHS,
  savingsYear,
  type SavingsRates,
} from './savings-figures';

/** The calculator's heading, and its name in tracked actions. */
const CALCULATOR_NAME = 'Interest calculator';

const BALANCE_RANGE: AmountRange = { min: 0, max: 10_000_000 };
const DEPOSIT_RANGE: AmountRange = { min: 0, max: 1_000_000 };

function capMessage(account: SavingsRates): string | null {
  if (account.bonusRate <= 0) return null;
  const bands = bonusBandSentences(account);
  if (bands.length > 0) return `Bonus rates by balance: ${bands.join(' ')}`;
  if (account.maxRateBalanceCap === null) return null;
  return `The bonus is paid on the balance up to ${formatFee(account.maxRateBalanceCap)}; the part above it earns the base rate.`;
}

/** The account's bonus conditions in one sentence, our own words. */
function conditionsText(account: SavingsRates): string {
  const summaries = account.bonusConditions
    .filter((condition) => condition.kind !== 'introductory')
    .map((condition) => condition.summary.charAt(0).toLowerCase() + condition.summary.slice(1));
  return `This account asks: ${summaries.join('; ')}.`;
}

/** Why a saver who says they meet the conditions still gets no bonus: a deposit below what it needs. */
function depositShortfall(
  account: SavingsRates,
  conditionsMet: boolean,
  depositDollars: number | null,
): string | null {
  const needed = depositTheBonusNeeds(account);
  if (!conditionsMet || needed <= 0 || depositDollars === null || depositDollars >= needed) return null;
  return `The bonus needs at least ${formatFee(needed)} deposited each month, so with ${formatFee(depositDollars)} only the base rate is paid.`;
}

function introMessage(account: SavingsRates): string | null {
  if (account.bonusRate <= 0 || account.introductoryMonths === null) return null;
  if (account.introductoryMonths >= PROJECTION_MONTHS) return null;
  return `The bonus is introductory, so it stops after ${pluralise(account.introductoryMonths, 'month')}.`;
}

/** When the account credits interest, as it publishes, in words that follow "credited". */
function creditingWords(account: SavingsRates): string {
  const every = account.interestCreditedEveryMonths ?? null;
  if (every === null)
    return 'at the end of each month (the bank does not publish how often; monthly is assumed)';
  if (every === 1) return 'at the end of each month, as the bank publishes';
  return `${every === 12 ? 'once a year' : `every ${every} months`}, as the bank publishes`;
}

/** The figures the year starts from and the rules it follows. */
function SavingsWorkings({
  account,
  balanceDollars,
  depositDollars,
  months,
}: {
  account: SavingsRates;
  balanceDollars: number | null;
  depositDollars: number | null;
  months: number;
}) {
  return (
    <Workings
      items={[
        ['Opening balance', balanceDollars === null ? '—' : formatCents(toCents(balanceDollars))],
        ['Monthly deposit', depositDollars === null ? '—' : formatCents(toCents(depositDollars))],
        ['Base rate', formatRate(account.baseRate)],
        [
          'Bonus rate',
          account.bonusRate > 0
            ? `${formatRate(account.bonusRate)} on top, in ${pluralise(months, 'month')} of ${PROJECTION_MONTHS}`
            : 'None',
        ],
        [
          'Bonus balance limit',
          account.maxRateBalanceCap === null ? 'None' : formatFee(account.maxRateBalanceCap),
        ],
      ]}
    >
      <p>
        Interest accrues daily on each day’s balance, at the rate divided by 365, and is credited{' '}
        {creditingWords(account)}, rounded to the cent, so it earns interest itself from then on. The year
        shown has 365 days{account.monthlyFee ? ', and the monthly fee is taken off each month' : ''}.
      </p>
      <p className="legal">
        A guide, not a quote: the bank can change its rates at any time, and its own rounding can differ.
      </p>
    </Workings>
  );
}

/** A year of interest on a balance, with a regular monthly deposit, at the account's base and bonus rates. */
export function SavingsEarningsCalculator({ account }: { account: SavingsRates }) {
  const [balanceText, setBalanceText] = React.useState(formatCount(SAVINGS_DEFAULTS.amount));
  const [depositText, setDepositText] = React.useState('0');
  // Nothing is assumed met that the saver has not said they meet.
  const [conditionsMet, setConditionsMet] = React.useState(false);
  const checkboxId = React.useId();

  const balance = checkAmount(balanceText, BALANCE_RANGE, 'balance');
  const deposit = checkAmount(depositText, DEPOSIT_RANGE, 'monthly deposit');
  const balanceDollars = balance.ok ? balance.value : null;
  const depositDollars = deposit.ok ? deposit.value : null;
  const projection = React.useMemo(
    () =>
      balanceDollars !== null && depositDollars !== null
        ? savingsYear(account, balanceDollars, depositDollars, conditionsMet)
        : null,
    [account, balanceDollars, depositDollars, conditionsMet],
  );
  const conditional = hasMonthlyConditions(account);
  const months = projection?.bonusMonths ?? 0;
  const shortfall = depositShortfall(account, conditionsMet, depositDollars);
  const valid = balance.ok && deposit.ok;
  // Caveats that hold whatever is typed sit above the calculator, so the results never change size.
  const caveats = [capMessage(account), introMessage(account)].filter(Boolean).join(' ');

  return (
    <CalculatorFrame
      heading={CALCULATOR_NAME}
      intro={caveats || undefined}
      inputs={
        <>
          <AmountField
            trackedAs={CALCULATOR_NAME}
            label="Balance"
            text={balanceText}
            error={balance.ok ? null : balance.error}
            onChange={setBalanceText}
          />
          <AmountField
            trackedAs={CALCULATOR_NAME}
            label="Monthly deposit"
            text={depositText}
            error={deposit.ok ? null : deposit.error}
            hint="Added on the first of each month."
            onChange={setDepositText}
          />
          {conditional ? (
            <div className="field">
              <label className="checkbox" htmlFor={checkboxId}>
                <input
                  id={checkboxId}
                  aria-describedby={`${checkboxId}-hint`}
                  type="checkbox"
                  checked={conditionsMet}
                  onChange={(event) => setConditionsMet(event.target.checked)}
                />
                I meet the bonus conditions every month
              </label>
              <span id={`${checkboxId}-hint`} className="field__hint">
                {conditionsText(account)}
              </span>
            </div>
          ) : null}
        </>
      }
      figures={[
        {
          label: 'Interest in a year',
          value: projection && formatCents(projection.interestCents),
          note:
            account.bonusRate <= 0
              ? 'no bonus rate on this account'
              : shortfall !== null
                ? 'at the base rate only: deposit too small for the bonus'
                : months === 0
                  ? 'at the base rate only'
                  : `bonus in ${pluralise(months, 'month')} of ${PROJECTION_MONTHS}`,
        },
        {
          label: 'Balance after a year',
          value: projection && formatCents(projection.closingBalanceCents),
          note: [
            projection && projection.depositsCents > 0
              ? `including ${formatCents(projection.depositsCents)} deposited`
              : 'with no further deposits',
            projection && projection.feesCents > 0
              ? `after ${formatCents(projection.feesCents)} in fees`
              : null,
          ]
            .filter(Boolean)
            .join(', '),
        },
        {
          label: 'Bonus interest',
          value: projection && formatCents(projection.bonusInterestCents),
          note: `base interest ${projection ? formatCents(projection.baseInterestCents) : '—'}`,
        },
      ]}
      message={valid ? shortfall : 'Enter valid amounts to see the interest.'}
      workings={
        <SavingsWorkings
          account={account}
          balanceDollars={balanceDollars}
          depositDollars={depositDollars}
          months={months}
        />
      }
    />
  );
}
