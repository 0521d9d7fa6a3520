import * as React from 'react';
import { MissingIssuerNotice } from '../../components/ui/missing-issuer-notice';
import { LinkButton } from '../../components/forms/link-button';
import { RadioList } from '../../components/forms/radio-list';
import { FieldMessage } from '../../components/forms/text-field';
import type { ListedProduct } from '../visit/main-providers';
import { type CardProvider, missingIssuersFor, searchCards, searchProviders } from './provider-search';
import { listedCardName } from './use-card-catalogue';

const SHOWN_AT_MOST = 12;

export interface ProviderPickerProps {
  idPrefix: string;
  providers: readonly CardProvider[];
  /** Every card of those providers, for a query with a card's words ("commbank smart"). */
  products: readonly ListedProduct[];
  selectedId: string | null;
  /** The chosen card, so a card found by the search shows as chosen. */
  selectedCardId: string | null;
  error: string | null;
  onSelect(providerId: string): void;
  onSelectCard(card: ListedProduct): void;
  /** "Enter your American Express card by hand", for an issuer that is not in our data. */
  onEnterByHand(providerName: string): void;
}

function matchCount(banks: number, cards: number): string {
  const parts = [
    banks > 0 ? `${banks} ${banks === 1 ? 'bank' : 'banks'}` : '',
    cards > 0 ? `${cards} ${cards === 1 ? 'card' : 'cards'}` : '',
  ].filter(Boolean);
  return `${parts.join(' and ')} ${banks + cards === 1 ? 'matches' : 'match'}`;
}

/** The cards a query with card words found, "Smart Awards credit card, CommBank", to choose at once. */
function FoundCards({
  idPrefix,
  cards,
  selectedId,
  onSelect,
}: {
  idPrefix: string;
  cards: readonly ListedProduct[];
  selectedId: string | null;
  onSelect(card: ListedProduct): void;
}) {
  const items = cards.map((card) => ({ id: card.id, name: `${listedCardName(card)}, ${card.providerName}` }));
  return (
    <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 700, padding: 0 }}>Cards that match</legend>
      <RadioList
        name={`${idPrefix}-found-card`}
        items={items}
        selectedId={selectedId}
        onSelect={(id) => {
          const card = cards.find((candidate) => candidate.id === id);
          if (card) onSelect(card);
        }}
      />
    </fieldset>
  );
}

/**
 * The visitor's bank: a search box (synonyms understood) above radio buttons. With no query the
 * big four show; typing narrows the whole list. The chosen bank stays listed whatever the query.
 * A query with words of a card's name ("commbank smart") also lists the cards it finds, each
 * chosen with its bank in one step.
 * A well-known issuer that is not in our data ("amex") is named, with why and a way to enter its
 * card by hand.
 */
export function ProviderPicker({
  idPrefix,
  providers,
  products,
  selectedId,
  selectedCardId,
  error,
  onSelect,
  onSelectCard,
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
  const foundCards = React.useMemo(
    () => (query.trim() === '' ? [] : searchCards(providers, products, query)),
    [providers, products, query],
  );
  const cardsShown = foundCards.slice(0, SHOWN_AT_MOST);
  const moreCards = foundCards.length - cardsShown.length;
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
          : matches.length === 0 && foundCards.length === 0
            ? missing.length > 0
              ? `${missing.map((issuer) => issuer.name).join(' and ')} ${missing.length === 1 ? 'isn’t' : 'aren’t'} in our data: see below.`
              : 'No bank matches that name. Check the spelling, or enter your card by hand below.'
            : `${matchCount(matches.length, foundCards.length)}${more > 0 || moreCards > 0 ? `; the first ${SHOWN_AT_MOST} of each are listed, keep typing to narrow them` : ''}.`}
      </p>
      <FieldMessage id={errorId} message={error} kind="error" />
      <RadioList name={`${idPrefix}-provider`} items={shown} selectedId={selectedId} onSelect={onSelect} />
      {cardsShown.length > 0 ? (
        <FoundCards
          idPrefix={idPrefix}
          cards={cardsShown}
          selectedId={selectedCardId}
          onSelect={onSelectCard}
        />
      ) : null}
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
