import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { paths } from '../../config/paths';
import { CheckboxField } from '../../components/forms/checkbox-field';
import { FormActions } from '../../components/forms/link-button';
import { RadioList } from '../../components/forms/radio-list';
import { FieldMessage, TextField } from '../../components/forms/text-field';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import type { ListedProduct } from '../visit/main-providers';
import { accountTitle, searchSavingsAccounts } from './savings-accounts-search';
import {
  emptyEnteredAccount,
  type EnteredAccountDraft,
  parseDollars,
  parsePercent,
  parseWhole,
} from './savings-draft';

/** At most this many accounts are listed for a query; more asks for more of the name. */
const SHOWN = 12;
const NOT_LISTED = 'not-listed';

interface AccountChoice {
  productId: string | null;
  entered: EnteredAccountDraft | null;
}

type EnteredErrors = Partial<Record<'baseRate' | 'bonusRate' | 'minDeposit' | 'cardPurchases', string>>;

function enteredErrors(entered: EnteredAccountDraft): EnteredErrors {
  const errors: EnteredErrors = {};
  if (parsePercent(entered.baseRate) === null)
    errors.baseRate = 'Enter the base rate in percent a year, like 2.35.';
  if (entered.bonusRate.trim() !== '' && parsePercent(entered.bonusRate) === null)
    errors.bonusRate = 'Enter the bonus rate in percent a year, like 2.75, or leave it blank.';
  if (entered.minDeposit.trim() !== '' && parseDollars(entered.minDeposit) === null)
    errors.minDeposit = 'Enter an amount in dollars, like 200, or leave it blank.';
  if (entered.cardPurchases.trim() !== '' && parseWhole(entered.cardPurchases, 100) === null)
    errors.cardPurchases = 'Enter a whole number from 1 to 100, or leave it blank.';
  return errors;
}

function EnteredAccountFields({
  entered,
  errors,
  onChange,
}: {
  entered: EnteredAccountDraft;
  errors: EnteredErrors;
  onChange(entered: EnteredAccountDraft): void;
}) {
  const set =
    <K extends keyof EnteredAccountDraft>(key: K) =>
    (value: EnteredAccountDraft[K]) =>
      onChange({ ...entered, [key]: value });
  return (
    <section aria-labelledby="entered-account-heading">
      <h2 id="entered-account-heading">Your account’s rates</h2>
      <TextField
        id="entered-bank"
        label="Bank"
        value={entered.providerName}
        onValueChange={set('providerName')}
        autoComplete="off"
      />
      <TextField
        id="entered-name"
        label="Account name"
        value={entered.name}
        onValueChange={set('name')}
        autoComplete="off"
      />
      <TextField
        id="entered-base"
        label="Base rate (% a year)"
        value={entered.baseRate}
        onValueChange={set('baseRate')}
        inputMode="decimal"
        error={errors.baseRate}
      />
      <TextField
        id="entered-bonus"
        label="Bonus rate (% a year)"
        hint="What the bank adds in a month its conditions are met; blank for none."
        value={entered.bonusRate}
        onValueChange={set('bonusRate')}
        inputMode="decimal"
        error={errors.bonusRate}
      />
      <h3>What the bonus asks of you each month</h3>
      <TextField
        id="entered-min-deposit"
        label="Add at least ($ a month)"
        hint="Blank when the bonus asks for no deposit."
        value={entered.minDeposit}
        onValueChange={set('minDeposit')}
        inputMode="decimal"
        error={errors.minDeposit}
      />
      <TextField
        id="entered-card-purchases"
        label="Card purchases (a month)"
        hint="Blank when the bonus asks for none."
        value={entered.cardPurchases}
        onValueChange={set('cardPurchases')}
        inputMode="numeric"
        error={errors.cardPurchases}
      />
      <CheckboxField
        id="entered-no-withdrawals"
        checked={entered.noWithdrawals}
        onCheckedChange={set('noWithdrawals')}
      >
        No money taken out
      </CheckboxField>
      <CheckboxField
        id="entered-balance-growth"
        checked={entered.balanceGrowth}
        onCheckedChange={set('balanceGrowth')}
      >
        The balance grows, interest aside
      </CheckboxField>
      <CheckboxField
        id="entered-linked"
        checked={entered.linkedAccount}
        onCheckedChange={set('linkedAccount')}
      >
        A linked everyday account with the bank
      </CheckboxField>
    </section>
  );
}

/** The first step: the visitor's account, found by search, or entered by hand. */
export function AccountStep({
  accounts,
  initial,
  onDone,
}: {
  accounts: readonly ListedProduct[];
  initial: AccountChoice;
  onDone(choice: AccountChoice): void;
}) {
  const headingRef = useScreenHeading();
  const chosen = accounts.find((account) => account.id === initial.productId);
  const [query, setQuery] = React.useState(chosen ? accountTitle(chosen.providerName, chosen.name) : '');
  const [choice, setChoice] = React.useState<AccountChoice>(initial);
  const [submitted, setSubmitted] = React.useState(false);
  const found = React.useMemo(() => searchSavingsAccounts(accounts, query), [accounts, query]);
  const shown = found.slice(0, SHOWN);
  if (chosen && !shown.includes(chosen)) shown.unshift(chosen);
  const errors = choice.entered ? enteredErrors(choice.entered) : {};
  const noChoice = !choice.entered && !choice.productId;
  const select = (id: string) =>
    setChoice(
      id === NOT_LISTED
        ? { productId: null, entered: choice.entered ?? emptyEnteredAccount }
        : { productId: id, entered: null },
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (noChoice || Object.keys(errors).length > 0) return;
    onDone(choice);
  };
  return (
    <form className="container narrow" onSubmit={submit} noValidate>
      <h1 ref={headingRef} tabIndex={-1}>
        Your savings account
      </h1>
      <p>
        Find your account, and we’ll work out what your money earns there in a year and where it would earn
        more. Have a term deposit? <Link to={paths.termDepositCheck()}>Check a term deposit instead</Link>
      </p>
      <TextField
        id="account-search"
        label="Search for your bank or account"
        hint="For example: CommBank NetBank Saver, ING, ubank."
        value={query}
        onValueChange={setQuery}
        type="search"
        autoComplete="off"
      />
      <fieldset
        className="field"
        style={{ border: 0, padding: 0 }}
        aria-describedby={submitted && noChoice ? 'account-error' : undefined}
      >
        <legend style={{ fontWeight: 700, padding: 0 }}>Your account</legend>
        <FieldMessage
          id="account-error"
          message={submitted && noChoice ? 'Choose your account, or enter it by hand.' : null}
          kind="error"
        />
        <p className="legal" role="status">
          {query.trim() === ''
            ? 'Type to find your account.'
            : found.length > SHOWN
              ? `${found.length} accounts found: the first ${SHOWN} are shown; type more of the name to narrow them.`
              : `${found.length} ${found.length === 1 ? 'account' : 'accounts'} found.`}
        </p>
        <RadioList
          name="savings-account"
          items={shown.map((account) => ({
            id: account.id,
            name: accountTitle(account.providerName, account.name),
          }))}
          selectedId={choice.entered ? NOT_LISTED : choice.productId}
          onSelect={select}
          className="savings-choices"
        >
          <li>
            <label>
              <input
                type="radio"
                name="savings-account"
                value={NOT_LISTED}
                checked={choice.entered !== null}
                onChange={() => select(NOT_LISTED)}
              />
              My account isn’t listed
            </label>
          </li>
        </RadioList>
      </fieldset>
      {choice.entered ? (
        <EnteredAccountFields
          entered={choice.entered}
          errors={submitted ? errors : {}}
          onChange={(entered) => setChoice({ productId: null, entered })}
        />
      ) : null}
      <FormActions>
        <button type="submit" className="button">
          Continue
        </button>
      </FormActions>
    </form>
  );
}
