import * as React from 'react';
import type { BonusQuestion } from '../../domain/deposits/bonus-verdict';
import { Fieldset, FormActions } from '../../components/forms/link-button';
import { TextField } from '../../components/forms/text-field';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { MAX_INTRODUCTORY_MONTHS, parseWhole, type SaverAnswersDraft } from './savings-draft';

/** Only for an account with an introductory rate: how much of it is left, in whole months. */
function IntroductoryMonthsField({
  months,
  value,
  error,
  onChange,
}: {
  months: number;
  value: string;
  error: string | null;
  onChange(value: string): void;
}) {
  return (
    <TextField
      id="saver-introductory-months"
      label="Months left on your account’s introductory rate"
      hint={`Your account pays a higher introductory rate for its first ${months} months. If you opened it less than ${months} months ago, how many of those months are still to come? Leave it blank if they are over.`}
      value={value}
      onValueChange={onChange}
      inputMode="numeric"
      autoComplete="off"
      error={error}
    />
  );
}

/** The introductory months as typed: blank or a whole number up to the rate's own months. */
function introductoryError(text: string, months: number): string | null {
  if (text.trim() === '') return null;
  const value = parseWhole(text, Math.min(months, MAX_INTRODUCTORY_MONTHS));
  return value === null
    ? `Enter a whole number of months from 0 to ${Math.min(months, MAX_INTRODUCTORY_MONTHS)}.`
    : null;
}

/**
 * The third step, only when the check says an answer decides a bonus (of the visitor's account or
 * of one that could earn more) or who may open an account, or the visitor's own account has an
 * introductory rate: only those questions. A question left blank counts as a condition not met,
 * and the result says so; introductory months left blank count as over.
 */
export function QuestionsStep({
  questions,
  introductoryMonths,
  initial,
  busy,
  failure,
  onDone,
}: {
  questions: readonly BonusQuestion[];
  /** The months of the visitor's own account's introductory rate, or null when it has none. */
  introductoryMonths: number | null;
  initial: SaverAnswersDraft;
  busy: boolean;
  failure: React.ReactNode;
  onDone(answers: SaverAnswersDraft): void;
}) {
  const headingRef = useScreenHeading();
  const [answers, setAnswers] = React.useState(initial);
  const [submitted, setSubmitted] = React.useState(false);
  const monthsError =
    submitted && introductoryMonths !== null
      ? introductoryError(answers.introductoryMonthsLeft ?? '', introductoryMonths)
      : null;
  const set =
    <K extends keyof SaverAnswersDraft>(key: K) =>
    (value: SaverAnswersDraft[K]) =>
      setAnswers({ ...answers, [key]: value });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (
      introductoryMonths !== null &&
      introductoryError(answers.introductoryMonthsLeft ?? '', introductoryMonths)
    )
      return;
    onDone(answers);
  };
  const asked = questions.length + (introductoryMonths === null ? 0 : 1);
  return (
    <form className="container narrow" onSubmit={submit} noValidate>
      <h1 ref={headingRef} tabIndex={-1}>
        {asked === 1 ? 'One more question' : 'A few more questions'}
      </h1>
      {questions.length > 0 ? (
        <p>
          Some bonus rates depend on these. Leave one blank if you’d rather not say: a bonus that depends on
          it isn’t counted.
        </p>
      ) : null}
      {introductoryMonths !== null ? (
        <IntroductoryMonthsField
          months={introductoryMonths}
          value={answers.introductoryMonthsLeft ?? ''}
          error={monthsError}
          onChange={set('introductoryMonthsLeft')}
        />
      ) : null}
      {questions.includes('age') ? (
        <TextField
          id="saver-age"
          label="Your age"
          value={answers.age}
          onValueChange={set('age')}
          inputMode="numeric"
          autoComplete="off"
        />
      ) : null}
      {questions.includes('card_purchases') ? (
        <TextField
          id="saver-card-purchases"
          label="Card purchases you make in a typical month"
          hint="Some banks pay a bonus for a number of purchases on the debit card of a linked account."
          value={answers.cardPurchases}
          onValueChange={set('cardPurchases')}
          inputMode="numeric"
        />
      ) : null}
      {questions.includes('linked_account') ? (
        <Fieldset legend="Would you keep an everyday account with the bank, linked to your savings?">
          <label className="checkbox">
            <input
              type="radio"
              name="linked-account"
              checked={answers.linkedAccount === 'yes'}
              onChange={() => set('linkedAccount')('yes')}
            />
            Yes
          </label>
          <label className="checkbox">
            <input
              type="radio"
              name="linked-account"
              checked={answers.linkedAccount === 'no'}
              onChange={() => set('linkedAccount')('no')}
            />
            No
          </label>
        </Fieldset>
      ) : null}
      {failure}
      <FormActions>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Working it out…' : 'See what it earns'}
        </button>
      </FormActions>
    </form>
  );
}
