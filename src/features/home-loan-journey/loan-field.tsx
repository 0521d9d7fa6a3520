import * as React from 'react';

export interface LoanFieldProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value' | 'prefix'
> {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  hint?: string;
  error?: string | null;
  /** The API's caution about the figure (it does not stop the check). */
  warning?: string | null;
  /** Shown before and after the input (`$`, `% p.a.`); the label already says the unit. */
  prefix?: string;
  suffix?: string;
}

/**
 * A labelled figure: hint, error and warning are read with the input (aria-describedby), and it is
 * marked invalid while it has an error.
 */
export function LoanField({
  id,
  label,
  value,
  onValueChange,
  hint,
  error,
  warning,
  prefix,
  suffix,
  ...inputProps
}: LoanFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      <span className="hl-input">
        {prefix ? (
          <span className="hl-input__affix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId, warningId].filter(Boolean).join(' ') || undefined}
          autoComplete="off"
          spellCheck={false}
          {...inputProps}
        />
        {suffix ? (
          <span className="hl-input__affix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </span>
      {error ? (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      ) : null}
      {warning ? (
        <span className="hl-field-warning" id={warningId}>
          {warning}
        </span>
      ) : null}
    </div>
  );
}

export interface ChoiceGroupProps<T extends string> {
  /** The first choice's id (errors link to it); the group's messages take it as a prefix. */
  id: string;
  legend: string;
  name: string;
  value: T;
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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  return (
    <fieldset
      className="field hl-fieldset"
      aria-describedby={[hintId, errorId, warningId].filter(Boolean).join(' ') || undefined}
    >
      <legend>{legend}</legend>
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      ) : null}
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
      {warning ? (
        <span className="hl-field-warning" id={warningId}>
          {warning}
        </span>
      ) : null}
    </fieldset>
  );
}
