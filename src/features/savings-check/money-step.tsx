import * as React from 'react';
import { Fieldset, FormActions, LinkButton } from '../../components/forms/link-button';
import { TextField } from '../../components/forms/text-field';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { parseDollars, type SavingsDraft } from './savings-draft';

type MoneyFields = Pick<SavingsDraft, 'balance' | 'monthlyDeposit' | 'withdraws' | 'monthlyWithdrawal'>;
type MoneyErrors = Partial<Record<'balance' | 'monthlyDeposit' | 'monthlyWithdrawal', string>>;

const AMOUNT = 'Enter an amount in dollars from 0 to 1,000,000, like 500.';

function moneyErrors(money: MoneyFields): MoneyErrors {
  const errors: MoneyErrors = {};
  if (parseDollars(money.balance) === null) errors.balance = 'Enter your balance in dollars, like 50000.';
  if (money.monthlyDeposit.trim() !== '' && parseDollars(money.monthlyDeposit) === null)
    errors.monthlyDeposit = AMOUNT;
  if (money.withdraws && parseDollars(money.monthlyWithdrawal) === null) errors.monthlyWithdrawal = AMOUNT;
  return errors;
}

/** The second step: the balance, what goes in and what comes out in a typical month. */
export function MoneyStep({
  accountName,
  initial,
  busy,
  failure,
  onBack,
  onDone,
}: {
  accountName: string;
  initial: MoneyFields;
  busy: boolean;
  failure: React.ReactNode;
  onBack(): void;
  onDone(money: MoneyFields): void;
}) {
  const headingRef = useScreenHeading();
  const [money, setMoney] = React.useState<MoneyFields>(initial);
  const [submitted, setSubmitted] = React.useState(false);
  const errors = submitted ? moneyErrors(money) : {};
  const set =
    <K extends keyof MoneyFields>(key: K) =>
    (value: MoneyFields[K]) =>
      setMoney({ ...money, [key]: value });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(moneyErrors(money)).length === 0) onDone(money);
  };
  return (
    <form className="container narrow" onSubmit={submit} noValidate>
      <h1 ref={headingRef} tabIndex={-1}>
        Your balance and a typical month
      </h1>
      <p>In {accountName}.</p>
      <TextField
        id="balance"
        label="Your balance today ($)"
        value={money.balance}
        onValueChange={set('balance')}
        inputMode="decimal"
        error={errors.balance}
      />
      <TextField
        id="monthly-deposit"
        label="What you add in a typical month ($)"
        hint="Blank or 0 when you add nothing."
        value={money.monthlyDeposit}
        onValueChange={set('monthlyDeposit')}
        inputMode="decimal"
        error={errors.monthlyDeposit}
      />
      <Fieldset legend="Do you take money out in a typical month?">
        <label className="checkbox">
          <input
            type="radio"
            name="withdraws"
            checked={!money.withdraws}
            onChange={() => set('withdraws')(false)}
          />
          No
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="withdraws"
            checked={money.withdraws}
            onChange={() => set('withdraws')(true)}
          />
          Yes
        </label>
      </Fieldset>
      {money.withdraws ? (
        <TextField
          id="monthly-withdrawal"
          label="What you take out in a typical month ($)"
          value={money.monthlyWithdrawal}
          onValueChange={set('monthlyWithdrawal')}
          inputMode="decimal"
          error={errors.monthlyWithdrawal}
        />
      ) : null}
      {failure}
      <FormActions>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Working it out…' : 'Work out what it earns'}
        </button>
        <LinkButton onClick={onBack}>Change your account</LinkButton>
      </FormActions>
    </form>
  );
}
