import * as React from 'react';
import type { OffersResponse } from '../../api/card-journey-types';
import { memberGroupsOf, memberGroupsText, type OfferSettingsValues } from './offer-settings';

type Change = (change: Partial<OfferSettingsValues>) => void;

const REASON_WORDS: Record<OffersResponse['hidden']['byReason'][number]['kind'], string> = {
  'members-only': 'for members of certain groups',
  'staff-only': 'for the lender’s staff',
  'students-only': 'for students',
  'min-age': 'for older people',
  'max-age': 'for younger people',
};

/** "7 offers are hidden because they’re only for members of certain groups." */
export function hiddenText(hidden: OffersResponse['hidden']): string {
  const reasons = hidden.byReason.map(({ kind }) => REASON_WORDS[kind]);
  const why =
    reasons.length <= 1
      ? (reasons[0] ?? '')
      : `${reasons.slice(0, -1).join(', ')} or ${reasons[reasons.length - 1]}`;
  return hidden.count === 1
    ? `1 offer is hidden because it’s only ${why}.`
    : `${hidden.count} offers are hidden because they’re only ${why}.`;
}

/**
 * "Are you a member of, or eligible to join, any of these?" with the groups that decide what is
 * listed, how many offers are hidden and why, and the "Show all offers" switch.
 */
export function EligibilityQuestion({
  offers,
  values,
  onChange,
}: {
  offers: Pick<OffersResponse, 'hidden' | 'questions'>;
  values: OfferSettingsValues;
  onChange: Change;
}) {
  const chosen = memberGroupsOf(values.member);
  const { questions, hidden } = offers;
  if (questions.memberGroups.length === 0 && hidden.count === 0 && !values.all) return null;
  const toggle = (id: string, on: boolean) =>
    onChange({ member: memberGroupsText(on ? [...chosen, id] : chosen.filter((group) => group !== id)) });
  return (
    <section className="offer-eligibility" aria-labelledby="eligibility-title">
      <h2 id="eligibility-title" className="visually-hidden">
        Offers you can get
      </h2>
      {hidden.count > 0 ? (
        <p>
          {hiddenText(hidden)} {values.all ? 'They’re shown below, marked with the reason.' : ''}
        </p>
      ) : null}
      {questions.memberGroups.length > 0 ? (
        <details open={chosen.length > 0}>
          <summary>Are you a member of, or eligible to join, any of these?</summary>
          <fieldset>
            <legend className="visually-hidden">Groups you belong to</legend>
            <p className="field__hint">Many member banks also take the families of their members.</p>
            {questions.memberGroups.map(({ id, label }) => (
              <label className="checkbox" key={id}>
                <input
                  type="checkbox"
                  checked={chosen.includes(id)}
                  onChange={(event) => toggle(id, event.target.checked)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        </details>
      ) : null}
      <label className="checkbox offer-eligibility__all">
        <input
          type="checkbox"
          role="switch"
          checked={values.all}
          onChange={(event) => onChange({ all: event.target.checked })}
        />
        Show all offers, including those I can’t get
      </label>
    </section>
  );
}
