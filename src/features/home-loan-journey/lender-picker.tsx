import * as React from 'react';
import { RadioList } from '../../components/forms/radio-list';
import { searchProviders } from '../card-journey/provider-search';
import type { LenderList } from './use-lenders';

const SHOWN_AT_MOST = 12;

export interface LenderPickerProps {
  list: LenderList;
  selectedId: string | null;
  notListed: boolean;
  error: string | null;
  onSelect(providerId: string): void;
  onNotListed(): void;
  /** The "not listed" name field, shown when that choice is made. */
  nameField: React.ReactNode;
}

/**
 * The visitor's lender: a search box (synonyms understood: "cba" finds CommBank) above radio
 * buttons, with the big four listed before anything is typed. "My lender isn't listed" is always
 * the last choice, and asks for the lender's name instead.
 */
export function LenderPicker({
  list,
  selectedId,
  notListed,
  error,
  onSelect,
  onNotListed,
  nameField,
}: LenderPickerProps) {
  const [query, setQuery] = React.useState('');
  const errorId = 'hl-lender-error';
  const countId = 'hl-lender-count';
  const { lenders } = list;
  const typed = query.trim() !== '';
  const matches = typed ? searchProviders(lenders, query) : lenders.filter((lender) => lender.big4);
  const shown = matches.slice(0, SHOWN_AT_MOST);
  const selected = lenders.find((lender) => lender.id === selectedId);
  if (selected && !shown.includes(selected)) shown.unshift(selected);
  const more = matches.length - Math.min(matches.length, SHOWN_AT_MOST);

  let status: string;
  if (list.status === 'pending') status = 'Loading the list of lenders…';
  else if (list.status === 'failed')
    status =
      'We couldn’t load the list of lenders. Choose “My lender isn’t listed” and type its name, or reload the page.';
  else if (!typed) status = 'The big four banks are listed. Type to find any other lender.';
  else if (matches.length === 0)
    status = 'No lender matches that name. Check the spelling, or choose “My lender isn’t listed”.';
  else
    status = `${matches.length} ${matches.length === 1 ? 'lender matches' : 'lenders match'}${more > 0 ? `; the first ${SHOWN_AT_MOST} are listed, keep typing to narrow them` : ''}.`;

  return (
    <fieldset className="field hl-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>Your current lender</legend>
      <label htmlFor="hl-lender" className="hl-sublabel">
        Search for your lender by name
      </label>
      <input
        id="hl-lender"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={countId}
        aria-invalid={error ? true : undefined}
      />
      <p id={countId} role="status" className="field__hint hl-lender-count">
        {status}
      </p>
      {error ? (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      ) : null}
      <RadioList
        className={list.status === 'pending' ? 'hl-choice-list hl-choice-list--pending' : 'hl-choice-list'}
        name="hl-lender-choice"
        items={shown}
        selectedId={notListed ? null : selectedId}
        onSelect={onSelect}
      >
        <li>
          <label>
            <input
              type="radio"
              name="hl-lender-choice"
              value="not-listed"
              checked={notListed}
              onChange={onNotListed}
            />
            My lender isn’t listed
          </label>
        </li>
      </RadioList>
      {notListed ? nameField : null}
    </fieldset>
  );
}
