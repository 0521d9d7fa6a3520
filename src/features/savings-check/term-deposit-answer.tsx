import * as React from 'react';
import type { TermDepositCheckAnswer } from '../../api/deposit-checks';
import { formatCents, formatIsoDate, formatRate } from '../../domain/format';
import { FormActions, LinkButton } from '../../components/forms/link-button';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { FiguresDateLine } from '../visit/figures-date-line';
import { DataAsOf, DepositRateList, DepositTermsTable, termText } from './deposit-rate-list';

function maturityWords(answer: TermDepositCheckAnswer): string {
  const on = formatIsoDate(answer.maturityDate);
  const days = answer.daysToMaturity;
  if (days > 1) return `It matures on ${on}, in ${days} days.`;
  if (days === 1) return `It matures tomorrow, ${on}.`;
  if (days === 0) return `It matures today, ${on}.`;
  return `It matured on ${on}.`;
}

function Rollover({ answer }: { answer: TermDepositCheckAnswer }) {
  const { rollover } = answer;
  const term = termText(answer.term);
  if (!rollover) {
    return (
      <section aria-labelledby="rollover-heading">
        <h2 id="rollover-heading">If it rolls over</h2>
        <p>
          {answer.providerName} publishes no rate for {term} and {formatCents(answer.amountCents)}, so we
          can’t say what it would earn if it rolls over. Ask the bank before it matures.
        </p>
      </section>
    );
  }
  const gain = rollover.gainCents;
  const difference =
    gain < 0
      ? `${formatCents(-gain)} less than it earns now.`
      : gain > 0
        ? `${formatCents(gain)} more than it earns now.`
        : 'the same as it earns now.';
  return (
    <section aria-labelledby="rollover-heading">
      <h2 id="rollover-heading">If it rolls over</h2>
      <p className="savings-total">
        At {answer.providerName}’s published rate, {formatRate(rollover.rate)}, it would earn
        <span className="savings-total__amount">{formatCents(rollover.interestCents)}</span>
        over another {term}: {difference}
      </p>
      <p className="legal">{rollover.basis}</p>
      <DataAsOf figuresDate={answer.figuresDate} />
    </section>
  );
}

function GracePeriod({ answer }: { answer: TermDepositCheckAnswer }) {
  const { gracePeriod } = answer;
  return (
    <section aria-labelledby="grace-heading">
      <h2 id="grace-heading">Your time to act</h2>
      <p>{gracePeriod.text}</p>
      {gracePeriod.lastDay ? (
        <p>
          <strong>The grace period ends on {formatIsoDate(gracePeriod.lastDay)}.</strong> Until then you can
          take the money out or move it without a penalty.
        </p>
      ) : null}
    </section>
  );
}

/** The answer: what the deposit earns, its rollover, the best rates for its term and amount, and the grace period. */
export function TermDepositAnswer({
  answer,
  reminder,
  onChange,
  onStartAgain,
}: {
  answer: TermDepositCheckAnswer;
  /** "Remind me before it matures", where the visitor may set it. */
  reminder: React.ReactNode;
  onChange(): void;
  onStartAgain(): void;
}) {
  const headingRef = useScreenHeading();
  const term = termText(answer.term);
  const amount = formatCents(answer.amountCents);
  return (
    <div className="container">
      <h1 ref={headingRef} tabIndex={-1}>
        What your term deposit earns
      </h1>
      <FiguresDateLine />
      <p className="savings-total">
        {amount} with {answer.providerName} at {formatRate(answer.rate)} for {term} earns
        <span className="savings-total__amount">{formatCents(answer.interestCents)}</span>
        over its term.
      </p>
      <p>{maturityWords(answer)}</p>
      <Rollover answer={answer} />
      <GracePeriod answer={answer} />
      {reminder}
      <DepositRateList
        heading={`Best rates elsewhere for ${term}`}
        intro={`For ${amount}, with interest paid the way yours is, best paying first.`}
        rates={answer.bestElsewhere}
        amountCents={answer.amountCents}
        figuresDate={answer.figuresDate}
        none={`No other bank in our data publishes a rate for ${term} and ${amount}.`}
      />
      <DepositTermsTable
        heading={`At ${answer.providerName}, for other terms`}
        intro={`The bank’s best rate for each term it offers for ${amount}, shortest first, and what it would pay on ${amount} over that term.`}
        rates={answer.bankOtherTerms}
        figuresDate={answer.figuresDate}
        none={`${answer.providerName} publishes no other terms for ${amount}.`}
      />
      <details className="savings-details">
        <summary>What we assumed</summary>
        <ul>
          {answer.assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
          {answer.rollover ? <li>{answer.rollover.basis}</li> : null}
        </ul>
      </details>
      <p className="legal">
        Figures are estimates from what you told us and the rates the banks publish. A bank’s rate on the day
        your deposit rolls over may differ; check with the bank before you act.
      </p>
      <FormActions>
        <button type="button" className="button button--secondary" onClick={onChange}>
          Change your answers
        </button>
        <LinkButton onClick={onStartAgain}>Check another deposit</LinkButton>
      </FormActions>
    </div>
  );
}
