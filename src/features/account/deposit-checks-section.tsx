import * as React from 'react';
import type { UserDepositCheck, UserDepositChecks } from '../../api/account-deposits';
import { FormAlert } from '../../components/forms/form-alert';
import { useSubmit } from '../../components/forms/use-submit';
import { Link } from '../../components/navigation/link';
import { RequestFailed } from '../../components/ui/request-failed';
import { paths } from '../../config/paths';
import { useApiResource } from '../../lib/use-api-resource';
import { useRefreshOnAccountChange } from './account-refresh';
import { checkTitle, DepositCheckItem } from './deposit-check-item';
import { postGetUserDepositChecks, postRemoveUserDepositCheck } from './deposit-checks-api';

function NoChecks() {
  return (
    <p>
      You haven’t checked any savings or term deposits yet.{' '}
      <Link to={paths.savingsCheck()}>Check my savings</Link> to see what your money earns and where it would
      earn more.
    </p>
  );
}

function CheckList({
  shown,
  busy,
  onRemove,
}: {
  shown: UserDepositChecks;
  busy: boolean;
  onRemove(check: UserDepositCheck): void;
}) {
  return (
    <>
      <p>
        What each savings balance earns in the next 12 months and the best account to move it to, and what
        each term deposit earns over its term, worked out again on today’s figures.
      </p>
      <ul className="journey-list">
        {shown.checks.map((check) => (
          <DepositCheckItem key={check.surveyId} check={check} busy={busy} onRemove={() => onRemove(check)} />
        ))}
      </ul>
      {shown.total > shown.checks.length ? (
        <p className="legal">
          Showing your {shown.checks.length} newest checks of {shown.total}. Remove some to see the older
          ones.
        </p>
      ) : null}
    </>
  );
}

/**
 * "Your savings and deposits" on the account page: the account's savings and term-deposit checks,
 * newest first, each with its figures on today's data, a way to open it and a way to remove it
 * (asked again first: a removed check is gone for good).
 */
export function DepositChecksSection({ visitId }: { visitId: string | null }) {
  const list = useApiResource(() => postGetUserDepositChecks(visitId), [visitId]);
  useRefreshOnAccountChange(list.refresh);
  const { busy, error, run } = useSubmit();
  const [afterRemoval, setAfterRemoval] = React.useState<UserDepositChecks | null>(null);
  const [message, setMessage] = React.useState<string | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => setAfterRemoval(null), [list.data]);
  const shown = afterRemoval ?? list.data;

  const remove = (check: UserDepositCheck) =>
    void run(async () => {
      setMessage(null);
      setAfterRemoval(await postRemoveUserDepositCheck(visitId, check.surveyId));
      setMessage(`Removed the check of ${checkTitle(check)}.`);
      heading.current?.focus();
    });

  let body: React.ReactNode;
  if (!shown) {
    body =
      list.status === 'failed' ? (
        <RequestFailed
          message={list.error ?? 'We couldn’t load your savings and deposits.'}
          onRetry={list.reload}
        />
      ) : (
        <p role="status">Loading your savings and deposits…</p>
      );
  } else if (shown.checks.length === 0) {
    body = <NoChecks />;
  } else {
    body = <CheckList shown={shown} busy={busy} onRemove={remove} />;
  }

  return (
    <section aria-labelledby="account-deposits-heading">
      <h2 id="account-deposits-heading" ref={heading} tabIndex={-1}>
        Your savings and deposits
      </h2>
      {body}
      <FormAlert message={error} />
      <div role="status" aria-live="polite">
        {message ? <p className="notice">{message}</p> : null}
      </div>
    </section>
  );
}
