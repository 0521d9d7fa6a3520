import * as React from 'react';
import { HORIZON_YEARS } from '../../domain/cards/offer-order';
import type { HorizonYears } from '../../api/card-journey-types';
import { yearsText } from './offer-settings';

/** "How long will you keep the new card?": 1, 2 or 3 years, which the lists rank by. */
export function HorizonChoice({
  years,
  onChange,
}: {
  years: HorizonYears;
  onChange: (change: { years: HorizonYears }) => void;
}) {
  return (
    <fieldset className="offer-horizon">
      <legend>How long will you keep the new card?</legend>
      <div className="offer-horizon__options">
        {HORIZON_YEARS.map((option) => (
          <label className="checkbox offer-horizon__option" key={option}>
            <input
              type="radio"
              name="offers-years"
              checked={years === option}
              onChange={() => onChange({ years: option })}
            />
            {yearsText(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
