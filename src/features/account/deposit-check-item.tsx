import * as React from 'react';
import type { UserSavingsCheck, UserTermDepositCheck } from '../../api/account-deposits';
import { Link } from '../../components/navigation/link';
import { FormActions } from '../../components/forms/link-button';
import { paths } from '../../config/paths';
import { formatCents, formatIsoDate, formatRate, formatTermMonths } from '../../domain/format';
import { formatDateTime } from './date-time';

type Term = UserTermDepositCheck['term'];

/** One figure and what it is. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const termText = (term: Term) =>
  term.unit === 'months'
    ? formatTermMonths(term.length)
    : `${term.length} ${term.length === 1 ? 'day' : 'days'}`;

/** What a check is, in words its buttons and the removal message name it by. */
export function checkTitle(check: UserSavingsCheck | UserTermDepositCheck): string {
  if (check.kind === 'savings') {
    return check.figures
      ? `${check.figures.accountName} (${check.figures.providerName})`
      : `Savings check of ${formatCents(check.balanceCents)}`;
  }
  const bank = check.figures?.providerName;
  return `${bank ? `${bank} term deposit` : 'Term deposit'} of ${formatCents(check.amountCents)}`;
}

function BestAccount({
  label,
  best,
  none,
}: {
  label: string;
  best: NonNullable<UserSavingsCheck['figures']>['bestStay'];
  none: string;
}) {
  return (
    <Fact label={label}>
      {best
        ? `${best.accountName} (${best.providerName}): ${formatCents(best.earnedCents)}, ${formatCents(best.gainCents)} more than yours`
        : none}
    </Fact>
  );
}

function SavingsFigures({ check }: { check: UserSavingsCheck }) {
  const figures = check.figures;
  return (
    <dl className="deal-summary">
      <Fact label="Balance">{formatCents(check.balanceCents)}</Fact>
      {figures ? (
        <>
          <Fact label="Earns in the next 12 months">{formatCents(figures.earnedCents)}</Fact>
          <BestAccount
            label="Best at your bank (Stay)"
            best={figures.bestStay}
            none="No other account at your bank would earn you more."
          />
          <BestAccount
            label="Best elsewhere (Switch)"
            best={figures.bestSwitch}
            none="No other bank’s account would earn you more."
          />
        </>
      ) : null}
    </dl>
  );
}

function TermDepositFigures({ check }: { check: UserTermDepositCheck }) {
  return (
    <dl className="deal-summary">
      <Fact label="Amount">{formatCents(check.amountCents)}</Fact>
      <Fact label="Term">{termText(check.term)}</Fact>
      <Fact label="Rate">{formatRate(check.rate)}</Fact>
      <Fact label="Matures">{formatIsoDate(check.maturityDate)}</Fact>
      {check.figures ? (
        <>
          <Fact label="Earns over its term">{formatCents(check.figures.interestCents)}</Fact>
        </>
      ) : null}
    </dl>
  );
}

/** Remove, then a second step that asks before the check goes for good. */
function RemoveActions({ title, busy, onRemove }: { title: string; busy: boolean; onRemove(): void }) {
  const [asking, setAsking] = React.useState(false);
  const keep = React.useRef<HTMLButtonElement>(null);
  const remove = React.useRef<HTMLButtonElement>(null);
  const asked = React.useRef(false);
  React.useEffect(() => {
    if (asking) keep.current?.focus();
    else if (asked.current) remove.current?.focus();
    asked.current ||= asking;
  }, [asking]);
  if (!asking) {
    return (
      <button
        ref={remove}
        type="button"
        className="button button--secondary button--small"
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        Remove<span className="visually-hidden"> {title}</span>
      </button>
    );
  }
  return (
    <div role="group" aria-label={`Remove ${title}?`}>
      <p>Remove this check for good? It can’t be put back.</p>
      <FormActions>
        <button type="button" className="button button--small" disabled={busy} onClick={onRemove}>
          Yes, remove<span className="visually-hidden"> {title}</span>
        </button>
        <button
          ref={keep}
          type="button"
          className="button button--secondary button--small"
          onClick={() => setAsking(false)}
        >
          Keep it
        </button>
      </FormActions>
    </div>
  );
}

/** One check of the account: its figures on today's data, a way to open it and a way to remove it. */
export function DepositCheckItem({
  check,
  busy,
  onRemove,
}: {
  check: UserSavingsCheck | UserTermDepositCheck;
  busy: boolean;
  onRemove(): void;
}) {
  const title = checkTitle(check);
  const figuresDate = check.figures?.figuresDate ?? null;
  return (
    <li className="journey-panel">
      <h3>{title}</h3>
      {check.kind === 'savings' ? <SavingsFigures check={check} /> : <TermDepositFigures check={check} />}
      {check.figures ? (
        <p className="legal">
          {figuresDate ? `Figures as of ${formatIsoDate(figuresDate)}. ` : null}
          Checked <time dateTime={check.updatedAt}>{formatDateTime(check.updatedAt)}</time>.
        </p>
      ) : (
        <p className="notice notice--warning">
          {check.kind === 'savings'
            ? 'This account is no longer in the banks’ published figures, so we can’t work out what it earns now.'
            : 'This bank is no longer in the banks’ published figures, so we can’t work out this deposit now.'}
        </p>
      )}
      <FormActions>
        <Link
          to={
            check.kind === 'savings'
              ? paths.savingsCheckOf(check.surveyId)
              : paths.termDepositCheckOf(check.surveyId)
          }
          className="button button--secondary button--small"
        >
          Open<span className="visually-hidden"> the check of {title}</span>
        </Link>
        <RemoveActions title={title} busy={busy} onRemove={onRemove} />
      </FormActions>
    </li>
  );
}
