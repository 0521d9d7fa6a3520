import * as React from 'react';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { Loading } from '../../components/ui/request-failed';
import { FormAlert } from '../../components/forms/form-alert';
import { compareText } from '../../domain/text-order';
import { useAppSelector } from '../../store/hooks';
import { getListedProducts } from '../visit/main-providers';
import { MaturityReminderForm } from './maturity-reminder-form';
import { TermDepositAnswer } from './term-deposit-answer';
import { TermDepositForm } from './term-deposit-form';
import { useTermDepositCheck } from './use-term-deposit-check';
import './savings-check.css';

function useTermDeposits(ready: boolean) {
  return React.useMemo(
    () =>
      ready
        ? getListedProducts()
            .filter((product) => product.category === 'td')
            .sort(
              (a, b) =>
                Number(b.big4) - Number(a.big4) ||
                compareText(a.providerName, b.providerName) ||
                compareText(a.name, b.name),
            )
        : [],
    [ready],
  );
}

function Opening({ message }: { message: string | null }) {
  return (
    <div className="container narrow">
      <h1>Check my term deposit</h1>
      {message ? (
        <p className="notice notice--warning">{message}</p>
      ) : (
        <Loading what="Opening your term-deposit check…" />
      )}
    </div>
  );
}

/** /savings-accounts/check/term-deposit/: "my deposit matures on …", then what it earns and when to act. */
export function TermDepositCheckScreen(_props: RouteComponentProps) {
  const visitStatus = useAppSelector((state) => state.visit.status);
  const visitError = useAppSelector((state) => state.visit.error);
  const ready = visitStatus === 'succeeded';
  const deposits = useTermDeposits(ready);
  const flow = useTermDepositCheck(ready);
  const { step } = flow;

  if (visitStatus === 'failed') return <Opening message={visitError ?? 'We couldn’t start your visit.'} />;
  switch (step.kind) {
    case 'opening':
      return <Opening message={null} />;
    case 'form':
      return (
        <>
          {flow.linkFailed ? (
            <p className="container narrow notice notice--warning">
              That link has expired or is not whole. Tell us about your deposit again to see today’s figures.
            </p>
          ) : null}
          <TermDepositForm
            deposits={deposits}
            initial={flow.draft}
            busy={flow.busy}
            failure={<FormAlert message={flow.failure} />}
            onType={flow.keepTyping}
            onDone={(draft) => void flow.check(draft)}
          />
        </>
      );
    case 'answer':
      return (
        <TermDepositAnswer
          answer={step.answer}
          reminder={
            step.ownCheck ? (
              <MaturityReminderForm
                surveyId={step.answer.surveyId}
                daysToMaturity={step.answer.daysToMaturity}
              />
            ) : null
          }
          onChange={flow.changeAnswers}
          onStartAgain={flow.startAgain}
        />
      );
  }
}
