import * as React from 'react';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { Loading } from '../../components/ui/request-failed';
import { useAppSelector } from '../../store/hooks';
import { FormAlert } from '../../components/forms/form-alert';
import { getListedProducts } from '../visit/main-providers';
import { AccountStep } from './account-step';
import { MoneyStep } from './money-step';
import { QuestionsStep } from './questions-step';
import { ResultScreen } from './result-screen';
import { accountTitle, savingsAccounts } from './savings-accounts-search';
import type { KnownProvider } from './savings-draft';
import { useSavingsCheck } from './use-savings-check';
import './savings-check.css';

function useSavingsCatalogue(ready: boolean) {
  return React.useMemo(() => {
    const accounts = ready ? savingsAccounts(getListedProducts()) : [];
    const providers = new Map<string, KnownProvider>();
    for (const account of accounts)
      providers.set(account.providerId, { id: account.providerId, name: account.providerName });
    return { accounts, providers: [...providers.values()] };
  }, [ready]);
}

function Opening({ message }: { message: string | null }) {
  return (
    <div className="container narrow">
      <h1>Check my savings</h1>
      {message ? (
        <p className="notice notice--warning">{message}</p>
      ) : (
        <Loading what="Opening your savings check…" />
      )}
    </div>
  );
}

/** /savings-accounts/check/: "Check my savings", one step a screen, then the result. */
export function SavingsCheckScreen(_props: RouteComponentProps) {
  const visitStatus = useAppSelector((state) => state.visit.status);
  const visitError = useAppSelector((state) => state.visit.error);
  const ready = visitStatus === 'succeeded';
  const { accounts, providers } = useSavingsCatalogue(ready);
  const isSavingsAccount = React.useCallback(
    (id: string) => accounts.some((account) => account.id === id),
    [accounts],
  );
  const flow = useSavingsCheck(ready, providers, isSavingsAccount);
  const { draft, step } = flow;
  const failure = <FormAlert message={flow.failure} />;

  if (visitStatus === 'failed') return <Opening message={visitError ?? 'We couldn’t start your visit.'} />;
  switch (step.kind) {
    case 'opening':
      return <Opening message={null} />;
    case 'account':
      return <AccountStep accounts={accounts} initial={draft} onDone={flow.chooseAccount} />;
    case 'money': {
      const product = accounts.find((account) => account.id === draft.productId);
      const name = product
        ? accountTitle(product.providerName, product.name)
        : [draft.entered?.providerName, draft.entered?.name].filter(Boolean).join(' ') || 'your account';
      return (
        <MoneyStep
          accountName={name}
          initial={draft}
          busy={flow.busy}
          failure={failure}
          onBack={flow.backToAccount}
          onDone={(money) => void flow.check({ ...draft, ...money })}
        />
      );
    }
    case 'questions':
      return (
        <QuestionsStep
          questions={step.questions}
          introductoryMonths={step.introductoryMonths}
          initial={draft.answers}
          busy={flow.busy}
          failure={failure}
          onDone={(answers) => void flow.check({ ...draft, answers })}
        />
      );
    case 'result':
      return (
        <ResultScreen
          answer={step.answer}
          measure={flow.measure}
          busy={flow.busy}
          failure={failure}
          onRank={(measure) => void flow.rankBy(measure)}
          onChange={flow.changeAnswers}
          onStartAgain={flow.startAgain}
        />
      );
  }
}
