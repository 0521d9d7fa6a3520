import * as React from 'react';
import type { SavingsAccountFigures, SavingsCheckAnswer } from '../../api/deposit-checks';
import { formatCents } from '../../domain/format';
import { type SavingsMeasure, SAVINGS_MEASURES } from '../../domain/deposits/rank-savings';
import { Fieldset, FormActions, LinkButton } from '../../components/forms/link-button';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { FiguresDateLine } from '../visit/figures-date-line';
import { accountTitle } from './savings-accounts-search';
import { SavingsAlertForm } from './savings-alert-form';
import { SavingsOfferList } from './savings-offer-list';
import { YearWorking } from './year-working';

function CurrentYear({ current }: { current: SavingsAccountFigures }) {
  const title = accountTitle(current.providerName, current.accountName);
  return (
    <>
      <p className="savings-total">
        {title} would pay you
        <span className="savings-total__amount">{formatCents(current.firstYear.earnedCents)}</span>
        in the next 12 months
        {current.laterYear
          ? `, then ${formatCents(current.laterYear.earnedCents)} a year once its introductory rate is over`
          : ''}
        .
      </p>
      {current.bonusNotCounted.length > 0 ? (
        <p className="notice">Its bonus is not counted: {current.bonusNotCounted.join(' ')}</p>
      ) : null}
      <details className="savings-details">
        <summary>How we worked this out</summary>
        <YearWorking
          year={current.firstYear}
          caption={`What ${title} would pay, month by month`}
          creditEveryMonths={current.creditEveryMonths}
        />
        {current.laterYear ? (
          <YearWorking
            year={current.laterYear}
            caption={`A later year of ${title}, once its introductory rate is over`}
            creditEveryMonths={current.creditEveryMonths}
          />
        ) : null}
      </details>
    </>
  );
}

function Unavailable({ answer }: { answer: SavingsCheckAnswer }) {
  if (answer.unavailable.length === 0) return null;
  return (
    <details className="savings-details">
      <summary>Accounts that would pay more but that you can’t open</summary>
      <ul>
        {answer.unavailable.map((account) => (
          <li key={account.accountId}>
            {accountTitle(account.providerName, account.accountName)}: {formatCents(account.measureCents)} a
            year. {account.reasons.join(' ')}
          </li>
        ))}
      </ul>
    </details>
  );
}

const MEASURE_WORDS: Record<SavingsMeasure, string> = {
  'first-year': 'what you would earn in the first year',
  'later-year': 'what you would earn in a year after the introductory rate ends',
};

/** Whether a listed account has an introductory rate, so its first year and later years differ. */
function hasIntroductoryRate(answer: SavingsCheckAnswer): boolean {
  return [answer.current, ...answer.stay, ...answer.switch].some((account) => account.laterYear !== null);
}

/** The choice of measure, only where an introductory rate makes the two differ. */
function RankingChoice({
  measure,
  busy,
  onRank,
}: {
  measure: SavingsMeasure;
  busy: boolean;
  onRank(measure: SavingsMeasure): void;
}) {
  return (
    <Fieldset legend="Rank the accounts by">
      {SAVINGS_MEASURES.map((option) => (
        <label className="checkbox" key={option}>
          <input
            type="radio"
            name="savings-measure"
            checked={measure === option}
            disabled={busy && measure !== option}
            onChange={() => onRank(option)}
          />
          {MEASURE_WORDS[option][0]!.toUpperCase() + MEASURE_WORDS[option].slice(1)}
        </label>
      ))}
    </Fieldset>
  );
}

/** The result: what the account pays a year with the working, then Stay and Switch ranked by dollars a year. */
export function ResultScreen({
  answer,
  measure,
  busy,
  failure,
  onRank,
  onChange,
  onStartAgain,
}: {
  answer: SavingsCheckAnswer;
  /** The measure chosen: the answer's own once it has come. */
  measure: SavingsMeasure;
  busy: boolean;
  failure: React.ReactNode;
  onRank(measure: SavingsMeasure): void;
  onChange(): void;
  onStartAgain(): void;
}) {
  const headingRef = useScreenHeading();
  const bank = answer.current.providerName;
  return (
    <div className="container">
      <h1 ref={headingRef} tabIndex={-1}>
        What your savings earn
      </h1>
      <FiguresDateLine />
      <CurrentYear current={answer.current} />
      <h2>Accounts that would pay you more</h2>
      {hasIntroductoryRate(answer) ? <RankingChoice measure={measure} busy={busy} onRank={onRank} /> : null}
      {failure}
      <p aria-live="polite">
        <strong>Ranked by {MEASURE_WORDS[answer.measure]}.</strong>
      </p>
      <p className="legal">{answer.ranking}</p>
      <SavingsOfferList
        heading={`Stay with ${bank}`}
        offers={answer.stay}
        none={
          answer.current.providerId
            ? `None of ${bank}’s other accounts would pay you more, given your answers.`
            : `${bank}’s other accounts are not in our data, so we can’t compare them.`
        }
      />
      <SavingsOfferList
        heading="Switch to another bank"
        offers={answer.switch}
        none="No account elsewhere would pay you more, given your answers."
      />
      <Unavailable answer={answer} />
      <SavingsAlertForm surveyId={answer.surveyId} />
      <details className="savings-details">
        <summary>What we assumed</summary>
        <ul>
          {answer.assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
        <p>We compared {answer.compared} accounts.</p>
      </details>
      <p className="legal">
        Figures are estimates from your answers and each account’s published rates and conditions. Check an
        account’s conditions with its bank before you open it.
      </p>
      <FormActions>
        <button type="button" className="button button--secondary" onClick={onChange}>
          Change your answers
        </button>
        <LinkButton onClick={onStartAgain}>Check another account</LinkButton>
      </FormActions>
    </div>
  );
}
