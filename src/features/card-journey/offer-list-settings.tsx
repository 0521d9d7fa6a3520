import * as React from 'react';
import type { OfferSettingsValues } from './offer-settings';

type Change = (change: Partial<OfferSettingsValues>) => void;

const FILTERS: { key: 'no-fee' | 'rewards' | 'transfer' | 'not-my-bank'; label: string }[] = [
  { key: 'no-fee', label: 'No annual fee' },
  { key: 'rewards', label: 'A rewards program' },
  { key: 'transfer', label: 'A balance-transfer offer' },
  { key: 'not-my-bank', label: 'Leave out my bank' },
];

export function filtersOn(values: OfferSettingsValues): number {
  return FILTERS.filter(({ key }) => values[key]).length;
}

/** The filters, behind one disclosure so the offers come first on a phone. */
export function OfferListSettings({ values, onChange }: { values: OfferSettingsValues; onChange: Change }) {
  const on = filtersOn(values);
  return (
    <details className="offer-settings">
      <summary>
        Filter the offers
        {on > 0 ? ` (${on} ${on === 1 ? 'filter' : 'filters'} on)` : ''}
      </summary>
      <fieldset>
        <legend>Show only cards with</legend>
        {FILTERS.map(({ key, label }) => (
          <label className="checkbox" key={key}>
            <input
              type="checkbox"
              checked={values[key]}
              onChange={(event) => onChange({ [key]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
