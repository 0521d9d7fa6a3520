import * as React from 'react';
import { useAppDispatch } from '../../store/hooks';
import { Fieldset, FormActions } from '../../components/forms/link-button';
import { type CardDraft, draftChanged, type SurveyStep } from '../survey/survey-slice';
import { AmountField } from './amount-field';
import { dollarsError } from './dollar-input';
import { EARN_RATE_MISSING, EarnRateField } from './earn-rate-field';
import { goBack, goForward } from './survey-steps';

type AmountKey = 'monthlySpend' | 'monthlyRepayment' | 'balanceRemaining';
type UsageKey = AmountKey | 'paysInFull' | 'earnRate';

/** What an amount left empty needs: every amount is the visitor's own, none is assumed. */
export const EMPTY_AMOUNT: Record<AmountKey, string> = {
  monthlySpend: 'Enter what you spend on this card in a typical month, in dollars (0 if nothing).',
  monthlyRepayment: 'Enter what you repay in a typical month, in dollars (0 if nothing).',
  balanceRemaining: 'Enter what you owe on this card today, in dollars (0 if nothing).',
};

export const REPAYMENT_CHOICE_MISSING =
  'Choose whether you pay it off in full each month or carry a balance.';

/**
 * The answers this draft needs: spend and how it is paid off always; repayment and balance only
 * when not paid in full; the earn rate when the card's is not published.
 */
export function draftErrors(draft: CardDraft, asksEarnRate: boolean): Partial<Record<UsageKey, string>> {
  const keys: AmountKey[] =
    draft.paysInFull === false ? ['monthlySpend', 'monthlyRepayment', 'balanceRemaining'] : ['monthlySpend'];
  const errors: Partial<Record<UsageKey, string>> = {};
  for (const key of keys) {
    const problem = dollarsError(draft[key], EMPTY_AMOUNT[key]);
    if (problem) errors[key] = problem;
  }
  if (draft.paysInFull === null) errors.paysInFull = REPAYMENT_CHOICE_MISSING;
  if (asksEarnRate && draft.earnRate === '') errors.earnRate = EARN_RATE_MISSING;
  return errors;
}

export interface UsageStepProps {
  step: SurveyStep;
  draft: CardDraft;
  cardName: string;
  /** Set when the card earns points at a rate its bank does not publish: the survey asks it. */
  asksEarnRate: { pointsName: string } | null;
  heading: React.ReactNode;
}

/** Step two for a card: what goes on it and what is paid off, every amount the visitor's own. */
export function UsageStep({ step, draft, cardName, asksEarnRate, heading }: UsageStepProps) {
  const dispatch = useAppDispatch();
  const [checked, setChecked] = React.useState(false);
  const errors = checked ? draftErrors(draft, asksEarnRate !== null) : {};
  const idPrefix = `card-${step.index}`;
  const change = (changes: Partial<CardDraft>) => dispatch(draftChanged({ index: step.index, changes }));

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = draftErrors(draft, asksEarnRate !== null);
    const first = (
      ['monthlySpend', 'paysInFull', 'monthlyRepayment', 'balanceRemaining', 'earnRate'] as const
    ).find((key) => found[key]);
    if (first === 'earnRate') {
      document.querySelector<HTMLInputElement>(`input[name="${idPrefix}-earnRate-choice"]`)?.focus();
      return;
    }
    if (first === 'paysInFull') {
      document.querySelector<HTMLInputElement>(`input[name="${idPrefix}-repay"]`)?.focus();
      return;
    }
    if (first) {
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    goForward(
      dispatch,
      { index: step.index, stage: 'review' },
      { paysInFull: draft.paysInFull, ...(asksEarnRate ? { earnRate: draft.earnRate } : {}) },
    );
  };

  return (
    <>
      {heading}
      <p>About {cardName}. Rough figures are fine: a typical month is what matters.</p>
      <form onSubmit={next} noValidate>
        <AmountField
          id={`${idPrefix}-monthlySpend`}
          label="What you spend on it in a typical month ($)"
          hint="Purchases only, in dollars."
          placeholder="e.g. 1,500"
          value={draft.monthlySpend}
          error={errors.monthlySpend ?? null}
          onValueChange={(monthlySpend) => change({ monthlySpend })}
        />
        <RepaymentChoice
          id={`${idPrefix}-repay`}
          value={draft.paysInFull}
          error={errors.paysInFull ?? null}
          onChange={(paysInFull) => change({ paysInFull })}
        />
        {draft.paysInFull === true ? (
          <p className="field__hint">We’ll count your repayment as your spend, with no balance carried.</p>
        ) : null}
        {draft.paysInFull === false ? (
          <>
            <AmountField
              id={`${idPrefix}-monthlyRepayment`}
              label="What you repay in a typical month ($)"
              placeholder="e.g. 1,000"
              value={draft.monthlyRepayment}
              error={errors.monthlyRepayment ?? null}
              onValueChange={(monthlyRepayment) => change({ monthlyRepayment })}
            />
            <AmountField
              id={`${idPrefix}-balanceRemaining`}
              label="What you owe on it today, not counting this month’s purchases ($)"
              placeholder="e.g. 2,500"
              value={draft.balanceRemaining}
              error={errors.balanceRemaining ?? null}
              onValueChange={(balanceRemaining) => change({ balanceRemaining })}
            />
          </>
        ) : null}
        {asksEarnRate ? (
          <EarnRateField
            id={`${idPrefix}-earnRate`}
            pointsName={asksEarnRate.pointsName}
            hint="Your bank doesn’t publish this card’s earn rate. Your statement or the bank’s website shows it; rough is fine."
            value={draft.earnRate}
            error={errors.earnRate ?? null}
            onChange={(earnRate) => change({ earnRate })}
          />
        ) : null}
        <FormActions>
          <button type="submit" className="button">
            Continue
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              goBack(dispatch, { index: step.index, stage: 'usage' }, { index: step.index, stage: 'card' })
            }
          >
            Back
          </button>
        </FormActions>
      </form>
    </>
  );
}

/** How the card is paid off: no answer is assumed, so neither is chosen until the visitor picks. */
function RepaymentChoice({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: boolean | null;
  error: string | null;
  onChange(paysInFull: boolean): void;
}) {
  return (
    <Fieldset legend="How do you pay it off?" error={{ id: `${id}-error`, message: error }}>
      <label className="checkbox">
        <input type="radio" name={id} checked={value === true} onChange={() => onChange(true)} />I pay it off
        in full each month
      </label>
      <label className="checkbox">
        <input type="radio" name={id} checked={value === false} onChange={() => onChange(false)} />I pay part
        of it and carry a balance
      </label>
    </Fieldset>
  );
}
