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
  bonusMonths,
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
  return `The bonus is paid only in months the balance is ${formatFee(account.maxRateBalanceCap)} or less; above that, the whole balance earns the base rate.`;
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
  const months = bonusMonths(account, conditionsMet, depositDollars ?? 0);
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
          value: projection && formatCents(projection.totalInterest),
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
          value: projection && formatCents(projection.closingBalance),
          note:
            projection && projection.totalDeposits > 0
              ? `including ${formatCents(projection.totalDeposits)} deposited`
              : 'with no further deposits',
        },
        {
          label: 'Bonus interest',
          value: projection && formatCents(projection.totalBonusInterest),
          note: `base interest ${projection ? formatCents(projection.totalBaseInterest) : '—'}`,
        },
      ]}
      message={valid ? shortfall : 'Enter valid amounts to see the interest.'}
      workings={
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
            Interest accrues daily on each month’s balance, at the rate divided by 365, and is credited at the
            end of the month, so it earns interest itself from the next month. Each month’s interest is
            rounded to the cent. The year shown has 365 days. Fees are not taken off.
          </p>
          <p className="legal">
            A guide, not a quote: the bank can change its rates at any time, and its own rounding can differ.
          </p>
        </Workings>
      }
    />
  );
}
