import * as React from 'react';
import {
  FieldHint,
  FieldMessage,
  fieldMessageIds,
  TextField,
  type TextFieldProps,
} from '../../components/forms/text-field';

/** A home-loan figure; its `warning` is the API's caution, which does not stop the check. */
export interface LoanFieldProps extends Omit<TextFieldProps, 'prefix' | 'describedBy' | 'renderInput'> {
  /** Shown before and after the input (`$`, `% p.a.`); the label already says the unit. */
  prefix?: string;
  suffix?: string;
}

/** A unit beside the input; the label already says it, so it is not read out. */
function Affix({ text }: { text: string | undefined }) {
  return text ? (
    <span className="hl-input__affix" aria-hidden="true">
      {text}
    </span>
  ) : null;
}

/**
 * A labelled figure: hint, error and warning are read with the input (aria-describedby), and it is
 * marked invalid while it has an error.
 */
export function LoanField({ prefix, suffix, ...fieldProps }: LoanFieldProps) {
  return (
    <TextField
      type="text"
      autoComplete="off"
      spellCheck={false}
      {...fieldProps}
      renderInput={(input) => (
        <span className="hl-input">
          <Affix text={prefix} />
          {input}
          <Affix text={suffix} />
        </span>
      )}
    />
  );
}

export interface ChoiceGroupProps<T extends string> {
  /** The first choice's id (errors link to it); the group's messages take it as a prefix. */
  id: string;
  legend: string;
  name: string;
  /** Null: none chosen yet. */
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  hint?: string;
  error?: string | null;
  warning?: string | null;
}

/** Radio buttons with their legend; the group's hint, error and warning are read with it. */
export function ChoiceGroup<T extends string>({
  id,
  legend,
  name,
  value,
  options,
  onChange,
  hint,
  error,
  warning,
}: ChoiceGroupProps<T>) {
  const ids = fieldMessageIds(id, { hint, error, warning });
  return (
    <fieldset className="field hl-fieldset" aria-describedby={ids.describedBy}>
      <legend>{legend}</legend>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldMessage id={ids.errorId} message={error} kind="error" />
      <div className="hl-choices">
        {options.map((option, index) => (
          <label key={option.value} className="checkbox">
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage id={ids.warningId} message={warning} kind="warning" />
    </fieldset>
  );
}
