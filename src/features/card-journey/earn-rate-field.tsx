import * as React from 'react';
import { COMMON_EARN_RATES } from '../../domain/cards/rewards';
import { RadioList } from '../../components/forms/radio-list';
import { FieldMessage } from '../../components/forms/text-field';
import type { EarnRateAnswer } from '../survey/survey-slice';

export interface EarnRateFieldProps {
  id: string;
  /** "Awards points", "Qantas Points". */
  pointsName: string;
  hint: string;
  value: EarnRateAnswer;
  error: string | null;
  onChange(value: EarnRateAnswer): void;
}

export const EARN_RATE_MISSING = 'Choose how many points you earn, or “I don’t know”.';

const choices = (pointsName: string) => [
  ...COMMON_EARN_RATES.map((rate) => ({
    id: String(rate),
    name: `${rate} ${pointsName} a dollar`,
  })),
  { id: 'unknown', name: 'I don’t know (we’ll count its points as $0)' },
];

/** How many points a dollar the card earns, from the rates cards commonly earn, or "I don't know". */
export function EarnRateField({ id, pointsName, hint, value, error, onChange }: EarnRateFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      className="field"
      style={{ border: 0, padding: 0 }}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend
        style={{ fontWeight: 700, padding: 0 }}
      >{`${pointsName} you earn for each dollar you spend`}</legend>
      <span className="field__hint" id={hintId}>
        {hint}
      </span>
      <FieldMessage id={errorId} message={error} kind="error" />
      <RadioList
        name={`${id}-choice`}
        items={choices(pointsName)}
        selectedId={value === '' ? null : value}
        onSelect={(choice) => onChange(choice as EarnRateAnswer)}
      />
    </fieldset>
  );
}
