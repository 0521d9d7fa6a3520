import * as React from 'react';
import { Fieldset, FormActions } from '../../components/forms/link-button';
import { LabelledField, FieldMessage, TextField } from '../../components/forms/text-field';
import { RadioList } from '../../components/forms/radio-list';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import type { DepositPayment } from '../../domain/deposits/term-deposit-check';
import type { ListedProduct } from '../visit/main-providers';
import { accountTitle, searchSavingsAccounts } from './savings-accounts-search';
import {
  INTEREST_PAYMENTS,
  type TermDepositDraft,
  type TermDepositErrors,
  termDepositErrors,
  type TermUnit,
} from './term-deposit-draft';

/** At most this many deposits are listed for a query; more asks for more of the name. */
const SHOWN = 12;

function DepositChoice({
  deposits,
  draft,
  error,
  onChoose,
}: {
  deposits: readonly ListedProduct[];
  draft: TermDepositDraft;
  error: string | undefined;
  onChoose(deposit: ListedProduct): void;
}) {
  const chosen = deposits.find((deposit) => deposit.id === draft.productId);
  const [query, setQuery] = React.useState(chosen ? chosen.providerName : '');
  const found = React.useMemo(() => searchSavingsAccounts(deposits, query), [deposits, query]);
  const shown = found.slice(0, SHOWN);
  if (chosen && !shown.includes(chosen)) shown.unshift(chosen);
  return (
    <>
      <TextField
        id="deposit-search"
        label="Search for your bank"
        hint="For example: ING, CommBank, Judo."
        value={query}
        onValueChange={setQuery}
        type="search"
        autoComplete="off"
      />
      <fieldset
        className="field"
        style={{ border: 0, padding: 0 }}
        aria-describedby={error ? 'deposit-error' : undefined}
      >
        <legend style={{ fontWeight: 700, padding: 0 }}>Your term deposit</legend>
        <FieldMessage id="deposit-error" message={error} kind="error" />
        <p className="legal" role="status">
          {query.trim() === ''
            ? 'Type to find your bank’s term deposits.'
            : found.length > SHOWN
              ? `${found.length} term deposits found: the first ${SHOWN} are shown; type more of the name to narrow them.`
              : `${found.length} ${found.length === 1 ? 'term deposit' : 'term deposits'} found.`}
        </p>
        <RadioList
          name="term-deposit"
          items={shown.map((deposit) => ({
            id: deposit.id,
            name: accountTitle(deposit.providerName, deposit.name),
          }))}
          selectedId={draft.productId}
          onSelect={(id) => {
            const deposit = deposits.find((candidate) => candidate.id === id);
            if (deposit) onChoose(deposit);
          }}
          className="savings-choices"
        />
      </fieldset>
    </>
  );
}

function TermFields({
  draft,
  error,
  set,
}: {
  draft: TermDepositDraft;
  error: string | undefined;
  set: <K extends keyof TermDepositDraft>(key: K) => (value: TermDepositDraft[K]) => void;
}) {
  const units: { value: TermUnit; label: string }[] = [
    { value: 'months', label: 'Months' },
    { value: 'days', label: 'Days' },
  ];
  return (
    <>
      <TextField
        id="term-length"
        label="Term"
        hint="As your deposit states it: in months, or in days."
        value={draft.termLength}
        onValueChange={set('termLength')}
        inputMode="numeric"
        error={error}
      />
      <Fieldset legend="The term is in">
        {units.map((unit) => (
          <label className="checkbox" key={unit.value}>
            <input
              type="radio"
              name="term-unit"
              checked={draft.termUnit === unit.value}
              onChange={() => set('termUnit')(unit.value)}
            />
            {unit.label}
          </label>
        ))}
      </Fieldset>
    </>
  );
}

/** "My deposit matures on …": the bank's deposit, the amount, term, rate, maturity date and how interest is paid. */
export function TermDepositForm({
  deposits,
  initial,
  busy,
  failure,
  onType,
  onDone,
}: {
  deposits: readonly ListedProduct[];
  initial: TermDepositDraft;
  busy: boolean;
  failure: React.ReactNode;
  onType(draft: TermDepositDraft): void;
  onDone(draft: TermDepositDraft): void;
}) {
  const headingRef = useScreenHeading();
  const [draft, setDraft] = React.useState<TermDepositDraft>(initial);
  const [submitted, setSubmitted] = React.useState(false);
  const errors: TermDepositErrors = submitted ? termDepositErrors(draft) : {};
  const change = (next: TermDepositDraft) => {
    setDraft(next);
    onType(next);
  };
  const set =
    <K extends keyof TermDepositDraft>(key: K) =>
    (value: TermDepositDraft[K]) =>
      change({ ...draft, [key]: value });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(termDepositErrors(draft)).length === 0) onDone(draft);
  };
  return (
    <form className="container narrow" onSubmit={submit} noValidate>
      <h1 ref={headingRef} tabIndex={-1}>
        Your term deposit
      </h1>
      <p>
        Tell us about your deposit, and we’ll work out what it earns, what it would earn if it rolls over, and
        how long you have to act when it matures.
      </p>
      <DepositChoice
        deposits={deposits}
        draft={draft}
        error={errors.product}
        onChoose={(deposit) => change({ ...draft, productId: deposit.id, providerId: deposit.providerId })}
      />
      <TextField
        id="deposit-amount"
        label="Amount ($)"
        value={draft.amount}
        onValueChange={set('amount')}
        inputMode="decimal"
        error={errors.amount}
      />
      <TermFields draft={draft} error={errors.termLength} set={set} />
      <TextField
        id="deposit-rate"
        label="Rate (% p.a.)"
        hint="The rate on your deposit, like 4.75."
        value={draft.rate}
        onValueChange={set('rate')}
        inputMode="decimal"
        error={errors.rate}
      />
      <TextField
        id="maturity-date"
        label="It matures on"
        type="date"
        value={draft.maturityDate}
        onValueChange={set('maturityDate')}
        error={errors.maturityDate}
      />
      <LabelledField id="interest-payment" label="How interest is paid">
        {(control) => (
          <select
            id="interest-payment"
            value={draft.interestPayment}
            onChange={(event) => set('interestPayment')(event.target.value as DepositPayment)}
            {...control}
          >
            {INTEREST_PAYMENTS.map((payment) => (
              <option key={payment.value} value={payment.value}>
                {payment.label}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      {failure}
      <FormActions>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Working it out…' : 'Work out what it earns'}
        </button>
      </FormActions>
    </form>
  );
}
