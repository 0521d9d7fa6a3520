import * as React from 'react';
import type { BonusQuestion } from '../../domain/deposits/bonus-verdict';
import { Fieldset, FormActions } from '../../components/forms/link-button';
import { TextField } from '../../components/forms/text-field';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import type { SaverAnswersDraft } from './savings-draft';

/**
 * The third step, only when the check says an answer decides a bonus (of the visitor's account or
 * of one that could earn more) or who may open an account: only those questions. A question left
 * blank counts as a condition not met, and the result says so.
 */
export function QuestionsStep({
  questions,
  initial,
  busy,
  failure,
  onDone,
}: {
  questions: readonly BonusQuestion[];
  initial: SaverAnswersDraft;
  busy: boolean;
  failure: React.ReactNode;
  onDone(answers: SaverAnswersDraft): void;
}) {
  const headingRef = useScreenHeading();
  const [answers, setAnswers] = React.useState(initial);
  const set =
    <K extends keyof SaverAnswersDraft>(key: K) =>
    (value: SaverAnswersDraft[K]) =>
      setAnswers({ ...answers, [key]: value });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onDone(answers);
  };
  return (
    <form className="container narrow" onSubmit={submit} noValidate>
      <h1 ref={headingRef} tabIndex={-1}>
        {questions.length === 1 ? 'One more question' : 'A few more questions'}
      </h1>
      <p>
        Some bonus rates depend on these. Leave one blank if you’d rather not say: a bonus that depends on it
        isn’t counted.
      </p>
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
