import * as React from 'react';
import { isMemberGroup, MEMBER_GROUP_LABELS } from '../../domain/eligibility/member-groups';
import { formatCount } from '../../domain/format';
import { useAppDispatch } from '../../store/hooks';
import { membershipAnswered } from './home-loan-slice';
import type { OffersResponse } from './home-loan-api';
import { OfferRowCard } from './offer-row';
import { useJourneySelector } from './use-journey-selector';

/**
 * The one question that decides the loans of member-only lenders (the card offers ask the same):
 * ticking a group shows that group's lenders in the ranked lists. The answer is kept with the
 * journey and sent with every request; while the lists are brought up to date, a status line says so.
 */
export function MembershipQuestion({
  groupsAsked,
  updating = false,
}: {
  groupsAsked: readonly string[];
  updating?: boolean;
}) {
  const dispatch = useAppDispatch();
  const memberGroups = useJourneySelector((journey) => journey.memberGroups);
  const groups = groupsAsked.filter(isMemberGroup);
  if (groups.length === 0) return null;
  const toggle = (group: string, on: boolean) => {
    const next = on ? [...memberGroups, group] : memberGroups.filter((item) => item !== group);
    dispatch(membershipAnswered(groups.filter((item) => next.includes(item))));
  };
  return (
    <fieldset className="hl-membership" aria-describedby="hl-membership-hint">
      <legend>Are you a member of, or eligible to join, any of these?</legend>
      <p className="hl-membership__hint" id="hl-membership-hint">
        Some lenders lend only to people in these groups. Tick any that apply and we’ll include their loans.
      </p>
      {groups.map((group) => (
        <label key={group} className="hl-membership__option">
          <input
            type="checkbox"
            checked={memberGroups.includes(group)}
            onChange={(event) => toggle(group, event.currentTarget.checked)}
          />
          {MEMBER_GROUP_LABELS[group]}
        </label>
      ))}
      <p className="hl-membership__status" role="status">
        {updating ? 'Updating the loans for your answer…' : ''}
      </p>
    </fieldset>
  );
}

/**
 * How many saving loans are hidden because the visitor cannot get them, and why; "Show all loans"
 * lists them, each marked with its reason, apart from the ranked lists.
 */
export function UnavailableLoans({ offers }: { offers: OffersResponse }) {
  const [shown, setShown] = React.useState(false);
  const count = offers.unavailable.length;
  if (count === 0) return null;
  return (
    <section className="hl-unavailable" aria-labelledby="hl-unavailable-title">
      <h2 id="hl-unavailable-title">Loans you may not be able to get</h2>
      <p>
        {formatCount(count)}{' '}
        {count === 1 ? 'loan that would save you money is' : 'loans that would save you money are'} hidden
        because you may not be able to get {count === 1 ? 'it: it is' : 'them: each is'} only for some people,
        such as members of a group you haven’t ticked above. Show all loans to see{' '}
        {count === 1 ? 'it' : 'them'} with the reason.
      </p>
      <p>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          Show all loans
        </button>
      </p>
      {shown ? (
        <ol className="hl-list">
          {offers.unavailable.map((row) => (
            <li key={row.rowId}>
              <OfferRowCard row={row} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
