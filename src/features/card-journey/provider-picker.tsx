import * as React from 'react';
import { MissingIssuerNotice } from '../../components/ui/missing-issuer-notice';
import { LinkButton } from '../forms/link-button';
import { RadioList } from '../forms/radio-list';
import { FieldMessage } from '../forms/text-field';
import { type CardProvider, missingIssuersFor, searchProviders } from './provider-search';

const SHOWN_AT_MOST = 12;

export interface ProviderPickerProps {
  idPrefix: string;
  providers: readonly CardProvider[];
  selectedId: string | null;
  error: string | null;
  onSelect(providerId: string): void;
  /** "Enter your American Express card by hand", for an issuer that is not in our data. */
  onEnterByHand(providerName: string): void;
}

/**
 * The visitor's bank: a search box (synonyms understood) above radio buttons. With no query the
 * big four show; typing narrows the whole list. The chosen bank stays listed whatever the query.
 * A well-known issuer that is not in our data ("amex") is named, with why and a way to enter its
 * card by hand.
 */
export function ProviderPicker({
  idPrefix,
  providers,
  selectedId,
  error,
  onSelect,
  onEnterByHand,
}: ProviderPickerProps) {
  const [query, setQuery] = React.useState('');
  const searchId = `${idPrefix}-provider-search`;
  const errorId = `${idPrefix}-provider-error`;
  const countId = `${idPrefix}-provider-count`;
  const matches = query.trim() === '' ? providers.filter((p) => p.big4) : searchProviders(providers, query);
  const shown = matches.slice(0, SHOWN_AT_MOST);
  const selected = providers.find((provider) => provider.id === selectedId);
  if (selected && !shown.includes(selected)) shown.unshift(selected);
  const more = matches.length - Math.min(matches.length, SHOWN_AT_MOST);
  const missing = missingIssuersFor(query);

  return (
    <fieldset
      className="field"
      style={{ border: 0, padding: 0 }}
      aria-describedby={error ? errorId : undefined}
    >
      <legend style={{ fontWeight: 700, padding: 0 }}>Your bank or card provider</legend>
      <label htmlFor={searchId} style={{ fontWeight: 400 }}>
        Search by name
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        aria-describedby={countId}
      />
      <p id={countId} role="status" className="field__hint" style={{ margin: 0 }}>
        {query.trim() === ''
          ? 'The big four banks are listed. Type to find any other bank.'
          : matches.length === 0
            ? missing.length > 0
              ? `${missing.map((issuer) => issuer.name).join(' and ')} ${missing.length === 1 ? 'isn’t' : 'aren’t'} in our data: see below.`
              : 'No bank matches that name. Check the spelling, or enter your card by hand below.'
            : `${matches.length} ${matches.length === 1 ? 'bank matches' : 'banks match'}${more > 0 ? `; the first ${SHOWN_AT_MOST} are listed, keep typing to narrow them` : ''}.`}
      </p>
      <FieldMessage id={errorId} message={error} kind="error" />
      <RadioList name={`${idPrefix}-provider`} items={shown} selectedId={selectedId} onSelect={onSelect} />
      <MissingIssuerNotice issuers={missing}>
        {(issuer) => (
          <LinkButton onClick={() => onEnterByHand(issuer.name)}>
            Enter your {issuer.name} card by hand
          </LinkButton>
        )}
      </MissingIssuerNotice>
    </fieldset>
  );
}
