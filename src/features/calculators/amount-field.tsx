import * as React from 'react';
import { trackValueChange } from '../tracking/interaction-events';

/**
 * A dollar amount typed as text, so the field keeps exactly what the visitor typed while it is not
 * yet a valid amount; the error stays next to the field and is tied to it for screen readers.
 */
export function AmountField({
  label,
  text,
  error,
  hint,
  placeholder,
  trackedAs,
  onChange,
}: {
  label: string;
  text: string;
  error: string | null;
  hint?: string;
  /** An example amount shown while the field is empty; never a value. */
  placeholder?: string;
  /** The calculator's name, to record changes of this field as tracked actions. */
  trackedAs?: string;
  onChange: (text: string) => void;
}) {
  const id = React.useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label} ($)</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          onChange(event.target.value);
          if (trackedAs) trackValueChange(trackedAs, label, event.target.value);
        }}
      />
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {/* Always rendered, one line tall, so an error appearing does not push the page down. */}
      <span id={errorId} className="field__error calculator__error">
        {error ?? ''}
      </span>
    </div>
  );
}

/** A labelled select whose id is generated, so two calculators on a page never clash. */
export function ChoiceField({
  label,
  value,
  trackedAs,
  onChange,
  children,
}: {
  label: string;
  value: string;
  /** The calculator's name, to record changes of this field as tracked actions. */
  trackedAs?: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const id = React.useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          if (trackedAs) trackValueChange(trackedAs, label, event.target.value);
        }}
      >
        {children}
      </select>
    </div>
  );
}
