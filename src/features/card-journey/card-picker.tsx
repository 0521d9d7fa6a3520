import * as React from 'react';
import { RadioList } from '../../components/forms/radio-list';
import { FieldMessage } from '../../components/forms/text-field';
import type { ListedProduct } from '../visit/main-providers';
import { listedCardName } from './use-card-catalogue';

export interface CardPickerProps {
  idPrefix: string;
  providerName: string;
  cards: readonly ListedProduct[];
  selectedId: string | null;
  error: string | null;
  onSelect(productId: string): void;
}

/**
 * The provider's cards as radio buttons (a bank has a handful, all worth seeing at once). Cards
 * the bank publishes under one name carry what tells them apart: "Low Rate credit card (no annual
 * fee, 14.55% p.a.)".
 */
export function CardPicker({ idPrefix, providerName, cards, selectedId, error, onSelect }: CardPickerProps) {
  const errorId = `${idPrefix}-card-error`;
  const items = React.useMemo(
    () => cards.map((card) => ({ id: card.id, name: listedCardName(card) })),
    [cards],
  );
  return (
    <fieldset
      className="field"
      style={{ border: 0, padding: 0 }}
      aria-describedby={error ? errorId : undefined}
    >
      <legend style={{ fontWeight: 700, padding: 0 }}>Your {providerName} card</legend>
      <FieldMessage id={errorId} message={error} kind="error" />
      <RadioList name={`${idPrefix}-card`} items={items} selectedId={selectedId} onSelect={onSelect} />
    </fieldset>
  );
}
